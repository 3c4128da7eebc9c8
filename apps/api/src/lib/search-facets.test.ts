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

  it('asks for each genre by the id of each type searched; the type alone is left to the exact filter', () => {
    const genres = { movie: [28, 18], tv: [10759, 18] };
    expect(facetGroups({ genres })).toEqual([['=g28', '=g10759'], ['=g18']]);
    expect(facetGroups({ mediaType: 'tv', genres })).toEqual([['=g10759'], ['=g18']]);
    expect(facetGroups({ mediaType: 'movie' })).toEqual([]);
  });

  it('joins type, decades, ratings and runtimes in combined tokens when two or more are filtered', () => {
    expect(facetGroups({ mediaType: 'tv', year: { min: 1965, max: 1978 }, rating: { min: 7.95, max: 8.45 } })).toEqual([
      ['=cttvd196r7', '=cttvd196r8', '=cttvd197r7', '=cttvd197r8'],
    ]);
    const ratingThenRuntime = ['r8', 'r9', 'r10'].flatMap((r) =>
      [11, 12, 13, 14, 15, 16, 17, 18, 19].map((m) => `=c${r}m${m}`),
    );
    expect(
      facetGroups({ runtime: { min: 111, max: 196 }, rating: { min: 8.95, max: Number.POSITIVE_INFINITY } }),
    ).toEqual([ratingThenRuntime]);
  });

  it('asks a year range shorter than 10 years by its years, beside the others', () => {
    expect(
      facetGroups({ year: { min: 1990, max: 1990 }, rating: { min: 7.95, max: Number.POSITIVE_INFINITY } }),
    ).toEqual([['=y1990'], ['=r7', '=r8', '=r9', '=r10']]);
    expect(facetGroups({ mediaType: 'movie', year: { min: 1990, max: 1991 }, runtime: { min: 95, max: 100 } })).toEqual(
      [
        ['=ctmoviem9', '=ctmoviem10'],
        ['=y1990', '=y1991'],
      ],
    );
  });

  it('leaves the filters with the most values out of the combination when it would make too many tokens', () => {
    const groups = facetGroups({
      year: { min: 1901, max: 2099 },
      rating: { min: 5.95, max: Number.POSITIVE_INFINITY },
      runtime: { min: 0, max: 300 },
      mediaType: 'movie',
    });
    expect(groups[0]).toEqual(['=ctmovier5', '=ctmovier6', '=ctmovier7', '=ctmovier8', '=ctmovier9', '=ctmovier10']);
    expect(groups[1]).toContain('=d195');
    expect(groups[2]).toHaveLength(31);
    expect(groups).toHaveLength(3);
  });

  it('asks each genre with the rating buckets when a rating is filtered too, which then needs no group of its own', () => {
    const genres = { movie: [10749, 18], tv: [10749, 18] };
    expect(facetGroups({ genres, rating: { min: 7.75, max: 10.05 } })).toEqual([
      ['=g10749r7', '=g10749r8', '=g10749r9', '=g10749r10'],
      ['=g18r7', '=g18r8', '=g18r9', '=g18r10'],
    ]);
    expect(
      facetGroups({ mediaType: 'tv', genres, rating: { min: 8.95, max: 9.45 }, runtime: { min: 95, max: 100 } }),
    ).toEqual([
      ['=cttvr8m9', '=cttvr8m10', '=cttvr9m9', '=cttvr9m10'],
      ['=g10749r8', '=g10749r9'],
      ['=g18r8', '=g18r9'],
    ]);
  });

  it('keeps genres as groups of their own beside the combination', () => {
    const genres = { movie: [18], tv: [18] };
    expect(facetGroups({ mediaType: 'movie', runtime: { min: 95, max: 100 }, genres })).toEqual([
      ['=ctmoviem9', '=ctmoviem10'],
      ['=g18'],
    ]);
  });
});
