import { describe, expect, it } from 'vitest';
import { isFilterRating, isFilterYear } from './rules.js';

describe('filter bounds (product §5 Filter inputs)', () => {
  it('takes whole years from 1900 to the current year', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect([1900, 1999, 2026].every((year) => isFilterYear(year, now))).toBe(true);
    expect([1899, 2027, 1999.5, Number.NaN].some((year) => isFilterYear(year, now))).toBe(false);
  });

  it('takes ratings from 0 to 10 in steps of 0.1', () => {
    // 0.3 and 0.7 have no exact binary form; they are still tenths.
    expect([0, 0.3, 0.7, 7.5, 8.3, 9.9, 10].every(isFilterRating)).toBe(true);
    expect([-0.1, 10.1, 7.55, 0.05, Number.NaN, Number.POSITIVE_INFINITY].some(isFilterRating)).toBe(false);
  });
});
