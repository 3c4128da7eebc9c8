import { describe, expect, it } from 'vitest';
import { applicableFilters } from './search.service.js';

describe('applicableFilters (product §5: when a filter counts as set)', () => {
  it('applies a range only when it narrows the default bounds, keeping both given bounds', () => {
    expect(applicableFilters({ year: { min: 1900, max: 2100 } })).toEqual({});
    expect(applicableFilters({ year: { min: 1800 } })).toEqual({});
    expect(applicableFilters({ year: { min: 1800, max: 2000 } })).toEqual({ year: { min: 1800, max: 2000 } });
    expect(applicableFilters({ year: { min: 1901 } })).toEqual({ year: { min: 1901, max: Number.POSITIVE_INFINITY } });
    expect(applicableFilters({ rating: { min: 0, max: 10 } })).toEqual({});
    expect(applicableFilters({ rating: { max: 9.9 } })).toEqual({
      rating: { min: Number.NEGATIVE_INFINITY, max: 9.9 },
    });
    expect(applicableFilters({ duration: { min: 0, max: 300 } })).toEqual({});
    expect(applicableFilters({ duration: { min: 0, max: 240 } })).toEqual({ runtime: { min: 0, max: 240 } });
  });

  it('maps each chosen movie genre to its TMDB TV genre for shows, position by position', () => {
    expect(applicableFilters({ genres: [] })).toEqual({});
    expect(applicableFilters({ genres: [28, 12, 18, 28] })).toEqual({
      genres: { movie: [28, 12, 18], tv: [10759, 10759, 18] },
    });
  });

  it('needs a non-blank cast name and never filters by watch time', () => {
    expect(applicableFilters({ cast: '  ' })).toEqual({});
    expect(applicableFilters({ cast: ' Tom Hanks ' })).toEqual({ cast: 'Tom Hanks' });
    expect(applicableFilters({ watchTime: 'night' })).toEqual({});
  });
});
