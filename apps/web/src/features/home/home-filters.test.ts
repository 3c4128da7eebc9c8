import { describe, expect, it } from 'vitest';
import {
  EMPTY_HOME_FILTERS,
  type FilterableTitle,
  hasHomeFilters,
  matchesHomeFilters,
  readHomeFilters,
} from './home-filters';

const movie = (overrides: Partial<FilterableTitle> = {}): FilterableTitle => ({
  mediaType: 'movie',
  year: 1999,
  voteAverage: 8.25,
  genreIds: [28, 878, 53],
  ...overrides,
});

const filters = (form: Partial<typeof EMPTY_HOME_FILTERS>) =>
  readHomeFilters({ ...EMPTY_HOME_FILTERS, ...form }).filters;

describe('home list filter', () => {
  it('lets everything through without filters', () => {
    const none = filters({});
    expect(hasHomeFilters(none)).toBe(false);
    expect(matchesHomeFilters(movie({ year: null, voteAverage: null, genreIds: [] }), none)).toBe(true);
  });

  it('requires every selected genre, not exactly the selected set', () => {
    expect(matchesHomeFilters(movie(), filters({ genres: [28] }))).toBe(true);
    expect(matchesHomeFilters(movie(), filters({ genres: [28, 878] }))).toBe(true);
    expect(matchesHomeFilters(movie(), filters({ genres: [28, 878, 53] }))).toBe(true);
    expect(matchesHomeFilters(movie(), filters({ genres: [28, 35] }))).toBe(false);
    expect(matchesHomeFilters(movie({ genreIds: [] }), filters({ genres: [28] }))).toBe(false);
  });

  it('matches a show by the TV counterpart of a movie genre', () => {
    const show = movie({ mediaType: 'tv', genreIds: [10759, 18] });
    expect(matchesHomeFilters(show, filters({ genres: [28] }))).toBe(true);
    expect(matchesHomeFilters(show, filters({ genres: [12, 18] }))).toBe(true);
    expect(matchesHomeFilters(show, filters({ genres: [878] }))).toBe(false);
  });

  it('applies inclusive year bounds', () => {
    expect(matchesHomeFilters(movie(), filters({ yearFrom: '1999' }))).toBe(true);
    expect(matchesHomeFilters(movie(), filters({ yearFrom: '2000' }))).toBe(false);
    expect(matchesHomeFilters(movie(), filters({ yearTo: '1999' }))).toBe(true);
    expect(matchesHomeFilters(movie(), filters({ yearTo: '1998' }))).toBe(false);
    expect(matchesHomeFilters(movie(), filters({ yearFrom: '1990', yearTo: '2000' }))).toBe(true);
    expect(matchesHomeFilters(movie({ year: null }), filters({ yearFrom: '1900' }))).toBe(false);
  });

  it('applies inclusive rating bounds on the rating as shown (one decimal)', () => {
    expect(matchesHomeFilters(movie(), filters({ ratingMin: '8.3' }))).toBe(true);
    expect(matchesHomeFilters(movie(), filters({ ratingMin: '8.4' }))).toBe(false);
    expect(matchesHomeFilters(movie(), filters({ ratingMax: '8.3' }))).toBe(true);
    expect(matchesHomeFilters(movie(), filters({ ratingMax: '8.2' }))).toBe(false);
    expect(matchesHomeFilters(movie({ voteAverage: null }), filters({ ratingMin: '0' }))).toBe(false);
  });

  it('reports a year or rating out of bounds and leaves that range out (product §5 filter inputs)', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const read = (form: Partial<typeof EMPTY_HOME_FILTERS>) => readHomeFilters({ ...EMPTY_HOME_FILTERS, ...form }, now);
    expect(read({ yearFrom: '1800', ratingMin: '7' })).toMatchObject({
      errors: ['yearRange'],
      filters: { yearFrom: null, yearTo: null, ratingMin: 7 },
    });
    expect(read({ yearTo: '3000' }).errors).toEqual(['yearRange']);
    expect(read({ yearFrom: '1999.5' }).errors).toEqual(['yearRange']);
    expect(read({ ratingMin: '-1', ratingMax: '11' })).toMatchObject({
      errors: ['ratingRange'],
      filters: { ratingMin: null, ratingMax: null },
    });
    // Ratings go in steps of 0.1 (product §5 filter inputs).
    expect(read({ ratingMin: '7.55' })).toMatchObject({ errors: ['ratingRange'], filters: { ratingMin: null } });
    expect(read({ ratingMin: '0.3', ratingMax: '7.7' }).errors).toEqual([]);
    expect(read({ yearFrom: '1900', yearTo: '2026', ratingMin: '0', ratingMax: '10' }).errors).toEqual([]);
    // A year being typed is not an error yet, and bounds nothing.
    expect(read({ yearFrom: '201' })).toMatchObject({ errors: [], filters: { yearFrom: null } });
  });

  it('reports a reversed range and leaves it out', () => {
    const { filters: read, errors } = readHomeFilters({
      ...EMPTY_HOME_FILTERS,
      yearFrom: '2010',
      yearTo: '2000',
      ratingMin: '9',
      ratingMax: '5',
    });
    expect(errors).toEqual(['yearOrder', 'ratingOrder']);
    expect(read).toMatchObject({ yearFrom: null, yearTo: null, ratingMin: null, ratingMax: null });
  });
});
