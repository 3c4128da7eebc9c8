import { parseSearchFilters, searchFiltersSchema } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import {
  buildSearchPath,
  countActiveFilters,
  defaultFilterForm,
  filtersFromForm,
  formFromFilters,
  validateFilterForm,
} from './filters';

const now = new Date('2026-06-01T12:00:00Z');
const form = (patch: Partial<ReturnType<typeof defaultFilterForm>>) => ({ ...defaultFilterForm(now), ...patch });

describe('search filters', () => {
  it('starts at the panel defaults: 0–240 min, all day, 1900 to this year, 0–10, any service', () => {
    expect(defaultFilterForm(now)).toEqual({
      durationMin: '0',
      durationMax: '240',
      watchTime: 'all',
      genres: [],
      cast: '',
      yearFrom: '1900',
      yearTo: '2026',
      ratingMin: '0',
      ratingMax: '10',
      onMyServices: false,
    });
    expect(filtersFromForm(defaultFilterForm(now), now)).toEqual({});
  });

  it('counts "on my services" as a filter and reads it back from the address', () => {
    const filters = filtersFromForm({ ...defaultFilterForm(now), onMyServices: true }, now);
    expect(filters).toEqual({ onMyServices: true });
    expect(countActiveFilters(filters)).toBe(1);
    expect(formFromFilters(filters, now).onMyServices).toBe(true);
  });

  it('keeps only what was changed from the defaults', () => {
    expect(
      filtersFromForm(
        form({
          durationMin: '90',
          watchTime: 'night',
          genres: [28, 878],
          cast: '  Keanu Reeves ',
          yearTo: '1999',
          ratingMin: '7.5',
        }),
        now,
      ),
    ).toEqual({
      duration: { min: 90 },
      watchTime: 'night',
      genres: [28, 878],
      cast: 'Keanu Reeves',
      year: { max: 1999 },
      rating: { min: 7.5 },
    });
    // Typing a default back, or clearing a field, means no bound.
    expect(filtersFromForm(form({ durationMax: '240.0', yearFrom: '', ratingMax: '10' }), now)).toEqual({});
  });

  it('produces a Filter object the search page and the API read back whole', () => {
    const filters = filtersFromForm(
      form({ durationMax: '150', watchTime: 'day', genres: [18, 10752], cast: 'Tom Hanks', yearFrom: '1990' }),
      now,
    );
    expect(searchFiltersSchema.safeParse(filters).success).toBe(true);
    const address = new URL(buildSearchPath({ q: 'war', type: 'movie', filters }), 'http://watchify.test');
    expect(parseSearchFilters(address.searchParams.get('filters'))).toEqual(filters);
  });

  it.each([
    [{ durationMin: '-5' }, 'durationRange', ['durationMin']],
    [{ durationMax: '241' }, 'durationRange', ['durationMax']],
    [{ durationMin: '12.5' }, 'durationRange', ['durationMin']],
    [{ durationMin: '120', durationMax: '90' }, 'durationOrder', ['durationMin', 'durationMax']],
    [{ yearFrom: '1899' }, 'yearRange', ['yearFrom']],
    [{ yearTo: '2027' }, 'yearRange', ['yearTo']],
    [{ yearFrom: '2001', yearTo: '2000' }, 'yearOrder', ['yearFrom', 'yearTo']],
    [{ ratingMin: '10.5' }, 'ratingRange', ['ratingMin']],
    [{ ratingMax: '-0.1' }, 'ratingRange', ['ratingMax']],
    [{ ratingMin: '7.55' }, 'ratingRange', ['ratingMin']],
    [{ ratingMin: '8', ratingMax: '7.9' }, 'ratingOrder', ['ratingMin', 'ratingMax']],
  ] as const)('rejects %j with %s', (patch, code, fields) => {
    expect(validateFilterForm(form(patch), now)).toMatchObject({ code, fields });
  });

  it('accepts equal bounds and empty fields', () => {
    expect(
      validateFilterForm(form({ durationMin: '100', durationMax: '100', ratingMin: '', yearTo: '' }), now),
    ).toBeNull();
  });

  it('builds /search?q=&type=&filters= with the JSON URL-encoded, and only when a filter is set', () => {
    expect(buildSearchPath({ q: ' dune ', type: 'all', filters: {} })).toBe('/search?q=dune&type=all');
    const filters = { genres: [28], rating: { min: 7 } };
    expect(buildSearchPath({ q: 'the matrix', type: 'movie', filters, page: 3 })).toBe(
      `/search?q=the%20matrix&type=movie&filters=${encodeURIComponent(JSON.stringify(filters))}&page=3`,
    );
  });

  it('fills the panel from filters in a URL, showing "no bound" values at the panel’s edge', () => {
    const filled = formFromFilters({ duration: { min: 60, max: 300 }, year: { max: 2100 }, watchTime: 'day' }, now);
    expect(filled).toMatchObject({ durationMin: '60', durationMax: '240', yearTo: '2026', watchTime: 'day' });
    expect(filtersFromForm(filled, now)).toEqual({ duration: { min: 60 }, watchTime: 'day' });
  });

  it('counts each kind of filter once', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ year: {}, cast: ' ', watchTime: 'all', genres: [] })).toBe(0);
    expect(countActiveFilters({ year: { min: 1990, max: 2000 }, genres: [1, 2], cast: 'Ada' })).toBe(3);
    // Watch time is not a filter (decision 007): alone it sets none.
    expect(countActiveFilters({ watchTime: 'night' })).toBe(0);
    expect(countActiveFilters({ watchTime: 'night', cast: 'Ada' })).toBe(1);
  });
});
