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
});
