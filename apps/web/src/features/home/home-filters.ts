import { MOVIE_TO_TV_GENRE } from '@watchify/contract';

/** The home filter bar's values as typed (empty means "no bound"). */
export interface HomeFilterForm {
  yearFrom: string;
  yearTo: string;
  ratingMin: string;
  ratingMax: string;
  genres: readonly number[];
}

export const EMPTY_HOME_FILTERS: HomeFilterForm = {
  yearFrom: '',
  yearTo: '',
  ratingMin: '',
  ratingMax: '',
  genres: [],
};

/** The bounds in force: a null bound does not apply. */
export interface HomeFilters {
  yearFrom: number | null;
  yearTo: number | null;
  ratingMin: number | null;
  ratingMax: number | null;
  genres: readonly number[];
}

export type HomeFilterError = 'yearOrder' | 'ratingOrder';

/** What a home row card holds that the filter reads. */
export interface FilterableTitle {
  mediaType: 'movie' | 'tv';
  year: number | null;
  voteAverage: number | null;
  genreIds: readonly number[];
}

function toNumber(value: string): number | null {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Turns the typed values into bounds. A range whose start is after its end is reported and left out, so the
 * rows keep showing what the other filters allow.
 */
export function readHomeFilters(form: HomeFilterForm): { filters: HomeFilters; errors: HomeFilterError[] } {
  let yearFrom = toNumber(form.yearFrom);
  let yearTo = toNumber(form.yearTo);
  let ratingMin = toNumber(form.ratingMin);
  let ratingMax = toNumber(form.ratingMax);
  const errors: HomeFilterError[] = [];
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) {
    errors.push('yearOrder');
    yearFrom = null;
    yearTo = null;
  }
  if (ratingMin !== null && ratingMax !== null && ratingMin > ratingMax) {
    errors.push('ratingOrder');
    ratingMin = null;
    ratingMax = null;
  }
  return { filters: { yearFrom, yearTo, ratingMin, ratingMax, genres: form.genres }, errors };
}

/** Whether any bound or genre is in force. */
export function hasHomeFilters(filters: HomeFilters): boolean {
  return (
    filters.yearFrom !== null ||
    filters.yearTo !== null ||
    filters.ratingMin !== null ||
    filters.ratingMax !== null ||
    filters.genres.length > 0
  );
}

/** A show counts as having a movie genre when it has that genre or its TV counterpart (Action → Action & Adventure). */
function hasGenre(title: FilterableTitle, genreId: number): boolean {
  if (title.genreIds.includes(genreId)) return true;
  const tvGenre = title.mediaType === 'tv' ? MOVIE_TO_TV_GENRE[genreId] : undefined;
  return tvGenre !== undefined && title.genreIds.includes(tvGenre);
}

/**
 * The client-side home-list filter (spec §5): inclusive year and rating bounds, and every selected genre must be
 * among the title's genres (our decision, instead of the original's "exactly these genres" quirk). A title without
 * a year or rating fails a bound on it.
 */
export function matchesHomeFilters(title: FilterableTitle, filters: HomeFilters): boolean {
  const { yearFrom, yearTo, ratingMin, ratingMax, genres } = filters;
  if (yearFrom !== null || yearTo !== null) {
    if (title.year === null) return false;
    if (yearFrom !== null && title.year < yearFrom) return false;
    if (yearTo !== null && title.year > yearTo) return false;
  }
  if (ratingMin !== null || ratingMax !== null) {
    if (title.voteAverage === null) return false;
    // Compare the rating as the card shows it (one decimal), so '8.3' passes a minimum of 8.3.
    const rating = Number(title.voteAverage.toFixed(1));
    if (ratingMin !== null && rating < ratingMin) return false;
    if (ratingMax !== null && rating > ratingMax) return false;
  }
  return genres.every((genreId) => hasGenre(title, genreId));
}
