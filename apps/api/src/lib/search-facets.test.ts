import { describe, expect, it } from 'vitest';
import { facetGroups } from './search-facets.js';

describe('search facets a filter asks for', () => {
  it('covers a year range with whole decades and the years around them', () => {
    expect(facetGroups({ year: { min: 1985, max: 2005 } })).toEqual([
      [
        '=y1985',
        '=y1986',
        '=y1987',
        '=y1988',
        '=y1989',
        '=d199',
        '=y2000',
        '=y2001',
        '=y2002',
        '=y2003',
        '=y2004',
        '=y2005',
      ],
    ]);
    expect(facetGroups({ year: { min: 1990, max: 1999 } })).toEqual([['=d199']]);
    expect(facetGroups({ year: { min: 1994, max: 1994 } })).toEqual([['=y1994']]);
  });

  it('asks nothing of a year range open on one side', () => {
    expect(facetGroups({ year: { min: 1901, max: Number.POSITIVE_INFINITY } })).toEqual([]);
  });

  it('covers ratings and runtimes with the buckets their bounds fall in, open sides to the first or last', () => {
    expect(facetGroups({ rating: { min: 7.95, max: 8.45 } })).toEqual([['=r7', '=r8']]);
    expect(facetGroups({ rating: { min: Number.NEGATIVE_INFINITY, max: 1.05 } })).toEqual([['=r0', '=r1']]);
    expect(facetGroups({ runtime: { min: 285, max: Number.POSITIVE_INFINITY } })).toEqual([['=m28', '=m29', '=m30']]);
    expect(facetGroups({ runtime: { min: 95, max: 95 } })).toEqual([['=m9']]);
  });

  it('asks for each genre by the id of each type searched, and for the type', () => {
    const genres = { movie: [28, 18], tv: [10759, 18] };
    expect(facetGroups({ genres })).toEqual([['=g28', '=g10759'], ['=g18']]);
    expect(facetGroups({ mediaType: 'tv', genres })).toEqual([['=ttv'], ['=g10759'], ['=g18']]);
  });

  it('joins type, decades, ratings and half-hour runtimes in combined tokens when two or more are filtered', () => {
    expect(facetGroups({ mediaType: 'tv', year: { min: 1965, max: 1978 }, rating: { min: 7.95, max: 8.45 } })).toEqual([
      ['=cttvd196r7', '=cttvd196r8', '=cttvd197r7', '=cttvd197r8'],
    ]);
    expect(
      facetGroups({ runtime: { min: 111, max: 196 }, rating: { min: 8.95, max: Number.POSITIVE_INFINITY } }),
    ).toEqual([
      [
        '=cr8q3',
        '=cr8q4',
        '=cr8q5',
        '=cr8q6',
        '=cr9q3',
        '=cr9q4',
        '=cr9q5',
        '=cr9q6',
        '=cr10q3',
        '=cr10q4',
        '=cr10q5',
        '=cr10q6',
      ],
    ]);
  });

  it('leaves out of the combination the filter with the most values when it would make too many tokens', () => {
    const groups = facetGroups({
      year: { min: 1901, max: 2099 },
      rating: { min: 5.95, max: Number.POSITIVE_INFINITY },
      runtime: { min: 0, max: 300 },
      mediaType: 'movie',
    });
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveLength(6 * 11);
    expect(groups[0]).toContain('=ctmovier5q0');
    expect(groups[0]?.some((token) => token.includes('d'))).toBe(false);
  });

  it('keeps genres as groups of their own beside the combination', () => {
    const genres = { movie: [18], tv: [18] };
    expect(facetGroups({ mediaType: 'movie', runtime: { min: 95, max: 100 }, genres })).toEqual([
      ['=ctmovieq3'],
      ['=g18'],
    ]);
  });
});
