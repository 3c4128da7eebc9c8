import { MOVIE_GENRES, TV_GENRES } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { GENRES_WITH_BITS, genreBit, genreBitsOf } from './genre-bits.js';

describe('genre bits', () => {
  it('gives every genre the filters offer its own bit, within a 32-bit integer', () => {
    const ids = [...MOVIE_GENRES, ...TV_GENRES].map((genre) => genre.id);
    const bits = new Set(ids.map((id) => genreBit(id)));
    expect(bits.has(undefined)).toBe(false);
    expect(bits.size).toBe(new Set(ids).size);
    expect(GENRES_WITH_BITS.length).toBeLessThanOrEqual(31);
  });

  it('combines a title’s genres and ignores ids without a bit', () => {
    expect(genreBitsOf([28, 18])).toBe((genreBit(28) ?? 0) + (genreBit(18) ?? 0));
    expect(genreBitsOf([28, 999_999])).toBe(genreBit(28));
    expect(genreBitsOf([])).toBe(0);
  });
});
