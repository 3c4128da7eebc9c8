import { isFilterRating, isFilterYear, MOVIE_TO_TV_GENRE } from '@watchify/contract';

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

export type HomeFilterError = 'yearRange' | 'yearOrder' | 'ratingRange' | 'ratingOrder';

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

/** The filter applies as it is typed: a year counts once it has four characters ("2", "20", "201" are not errors). */
function yearOf(value: string): number | null {
  return value.trim().length < 4 ? null : toNumber(value);
}

/**
 * Turns the typed values into bounds. A year outside 1900 to this year (or not whole), a rating outside 0–10 (or
 * finer than a tenth), or a range whose start is after its end is reported and left out (product §5 filter inputs, as
 * the search panel checks them), so the rows keep showing what the other filters allow.
 */
export function readHomeFilters(
  form: HomeFilterForm,
  now: Date = new Date(),
): { filters: HomeFilters; errors: HomeFilterError[] } {
  let yearFrom = yearOf(form.yearFrom);
  let yearTo = yearOf(form.yearTo);
  let ratingMin = toNumber(form.ratingMin);
  let ratingMax = toNumber(form.ratingMax);
  const errors: HomeFilterError[] = [];
  const validYear = (year: number | null) => year === null || isFilterYear(year, now);
  const validRating = (rating: number | null) => rating === null || isFilterRating(rating);
  if (!validYear(yearFrom) || !validYear(yearTo)) {
    errors.push('yearRange');
    yearFrom = null;
    yearTo = null;
  }
  if (!validRating(ratingMin) || !validRating(ratingMax)) {
    errors.push('ratingRange');
    ratingMin = null;
    ratingMax = null;
  }
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
 * The client-side home-list filter (product §5): inclusive year and rating bounds, and every selected genre must be
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
