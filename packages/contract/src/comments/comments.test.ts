import { describe, expect, it } from 'vitest';
import { COMMENT_LIMITS, roundAverage } from './rules.js';
import { validateCommentInput } from './validators.js';

describe('validateCommentInput', () => {
  it('needs a rating first (0 means none chosen), then whole stars 1–5', () => {
    expect(validateCommentInput({ text: 'x' })).toBe('ratingRequired');
    expect(validateCommentInput({ rating: 0, text: '' })).toBe('ratingRequired');
    expect(validateCommentInput({ rating: 6, text: 'x' })).toBe('ratingInvalid');
    expect(validateCommentInput({ rating: 2.5, text: 'x' })).toBe('ratingInvalid');
    expect(validateCommentInput({ rating: Number.NaN, text: 'x' })).toBe('ratingInvalid');
  });

  it('needs non-blank text within the limit, counted in characters a person sees', () => {
    expect(validateCommentInput({ rating: 1, text: ' \n ' })).toBe('textRequired');
    expect(validateCommentInput({ rating: 1, text: null })).toBe('textRequired');
    expect(validateCommentInput({ rating: 5, text: ` ${'😀'.repeat(COMMENT_LIMITS.textMax)} ` })).toBeNull();
    expect(validateCommentInput({ rating: 5, text: 'a'.repeat(COMMENT_LIMITS.textMax + 1) })).toBe('textTooLong');
  });
});

describe('roundAverage', () => {
  it('is one decimal, half up, and null without ratings', () => {
    expect(roundAverage(0, 0)).toBeNull();
    expect(roundAverage(13, 3)).toBe(4.3);
    // 4.25 exactly: rounds up like a person would, despite binary fractions.
    expect(roundAverage(17, 4)).toBe(4.3);
    expect(roundAverage(9, 2)).toBe(4.5);
  });
});
