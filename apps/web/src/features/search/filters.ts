import {
  FILTER_BOUNDS,
  isFilterRating,
  isFilterYear,
  SEARCH_TYPES,
  type SearchFilters,
  type SearchType,
  WATCH_TIMES,
  type WatchTime,
} from '@watchify/contract';

/** The Advanced Filters panel's values as the inputs hold them. */
export interface FilterForm {
  durationMin: string;
  durationMax: string;
  watchTime: WatchTime;
  genres: readonly number[];
  cast: string;
  yearFrom: string;
  yearTo: string;
  ratingMin: string;
  ratingMax: string;
  /** Only titles on the member's services (decision 047). */
  onMyServices: boolean;
}

/** The panel's defaults (product §5, §9): 0–240 minutes, all day, no genres, 1900 to this year, 0–10. */
export function defaultFilterForm(now: Date = new Date()): FilterForm {
  return {
    durationMin: '0',
    durationMax: String(FILTER_BOUNDS.durationPanelMax),
    watchTime: 'all',
    genres: [],
    cast: '',
    yearFrom: String(FILTER_BOUNDS.yearMin),
    yearTo: String(now.getFullYear()),
    ratingMin: String(FILTER_BOUNDS.ratingMin),
    ratingMax: String(FILTER_BOUNDS.ratingMax),
    onMyServices: false,
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The panel's values for filters read from a URL. Bounds beyond what the panel offers (a 300-minute or year-2100
 * "no upper bound") are shown at the panel's edge, which means the same: no bound.
 */
export function formFromFilters(filters: SearchFilters, now: Date = new Date()): FilterForm {
  const form = defaultFilterForm(now);
  const year = now.getFullYear();
  const text = (value: number | undefined, min: number, max: number, fallback: string) =>
    value === undefined ? fallback : String(clamp(value, min, max));
  return {
    durationMin: text(filters.duration?.min, 0, FILTER_BOUNDS.durationPanelMax, form.durationMin),
    durationMax: text(filters.duration?.max, 0, FILTER_BOUNDS.durationPanelMax, form.durationMax),
    watchTime: filters.watchTime ?? 'all',
    genres: filters.genres ?? [],
    cast: filters.cast ?? '',
    yearFrom: text(filters.year?.min, FILTER_BOUNDS.yearMin, year, form.yearFrom),
    yearTo: text(filters.year?.max, FILTER_BOUNDS.yearMin, year, form.yearTo),
    ratingMin: text(filters.rating?.min, FILTER_BOUNDS.ratingMin, FILTER_BOUNDS.ratingMax, form.ratingMin),
    ratingMax: text(filters.rating?.max, FILTER_BOUNDS.ratingMin, FILTER_BOUNDS.ratingMax, form.ratingMax),
    onMyServices: filters.onMyServices === true,
  };
}

export type FilterErrorCode =
  | 'durationRange'
  | 'durationOrder'
  | 'yearRange'
  | 'yearOrder'
  | 'ratingRange'
  | 'ratingOrder';

export interface FilterError {
  code: FilterErrorCode;
  /** The inputs at fault. */
  fields: readonly (keyof FilterForm)[];
  /** Values for the message ({{min}}, {{max}}). */
  values: { min: number; max: number };
}

/** An empty input means the default; anything else must be a number. */
function readNumber(value: string, fallback: number): number {
  return value.trim() === '' ? fallback : Number(value);
}

/** The first thing wrong with the panel's values (bounds, whole numbers, tenths of a rating, min ≤ max), or null. */
export function validateFilterForm(form: FilterForm, now: Date = new Date()): FilterError | null {
  const year = now.getFullYear();
  const durationMin = readNumber(form.durationMin, 0);
  const durationMax = readNumber(form.durationMax, FILTER_BOUNDS.durationPanelMax);
  const yearFrom = readNumber(form.yearFrom, FILTER_BOUNDS.yearMin);
  const yearTo = readNumber(form.yearTo, year);
  const ratingMin = readNumber(form.ratingMin, FILTER_BOUNDS.ratingMin);
  const ratingMax = readNumber(form.ratingMax, FILTER_BOUNDS.ratingMax);
  const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

  const duration = { min: 0, max: FILTER_BOUNDS.durationPanelMax };
  if (!wholeIn(durationMin, duration.min, duration.max)) {
    return { code: 'durationRange', fields: ['durationMin'], values: duration };
  }
  if (!wholeIn(durationMax, duration.min, duration.max)) {
    return { code: 'durationRange', fields: ['durationMax'], values: duration };
  }
  if (durationMin > durationMax) {
    return { code: 'durationOrder', fields: ['durationMin', 'durationMax'], values: duration };
  }
  const years = { min: FILTER_BOUNDS.yearMin, max: year };
  if (!isFilterYear(yearFrom, now)) return { code: 'yearRange', fields: ['yearFrom'], values: years };
  if (!isFilterYear(yearTo, now)) return { code: 'yearRange', fields: ['yearTo'], values: years };
  if (yearFrom > yearTo) return { code: 'yearOrder', fields: ['yearFrom', 'yearTo'], values: years };
  const ratings = { min: FILTER_BOUNDS.ratingMin, max: FILTER_BOUNDS.ratingMax };
  if (!isFilterRating(ratingMin)) return { code: 'ratingRange', fields: ['ratingMin'], values: ratings };
  if (!isFilterRating(ratingMax)) return { code: 'ratingRange', fields: ['ratingMax'], values: ratings };
  if (ratingMin > ratingMax) return { code: 'ratingOrder', fields: ['ratingMin', 'ratingMax'], values: ratings };
  return null;
}

/**
 * The Filter object (product §3, the contract's `searchFiltersSchema`) holding only what the person changed from the
 * defaults, so an untouched panel sends no filters. Call after {@link validateFilterForm} passed.
 */
export function filtersFromForm(form: FilterForm, now: Date = new Date()): SearchFilters {
  const defaults = defaultFilterForm(now);
  const filters: SearchFilters = {};
  const bound = (value: string, fallback: string): number | undefined =>
    value.trim() === '' || Number(value) === Number(fallback) ? undefined : Number(value);
  const range = (min: number | undefined, max: number | undefined) =>
    min === undefined && max === undefined
      ? undefined
      : { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };

  const duration = range(bound(form.durationMin, defaults.durationMin), bound(form.durationMax, defaults.durationMax));
  if (duration) filters.duration = duration;
  if (form.watchTime !== 'all') filters.watchTime = form.watchTime;
  if (form.genres.length > 0) filters.genres = [...form.genres];
  const cast = form.cast.trim();
  if (cast) filters.cast = cast;
  const year = range(bound(form.yearFrom, defaults.yearFrom), bound(form.yearTo, defaults.yearTo));
  if (year) filters.year = year;
  const rating = range(bound(form.ratingMin, defaults.ratingMin), bound(form.ratingMax, defaults.ratingMax));
  if (rating) filters.rating = rating;
  if (form.onMyServices) filters.onMyServices = true;
  return filters;
}

const hasBound = (range: { min?: number; max?: number } | undefined) =>
  range !== undefined && (range.min !== undefined || range.max !== undefined);

/**
 * How many filters are set (each range, the genres, the actor and "on my services" count once). The watch time is kept and sent but is
 * not a filter (decision 007): on its own it neither starts a search nor counts as one set.
 */
export function countActiveFilters(filters: SearchFilters): number {
  return [
    hasBound(filters.duration),
    (filters.genres?.length ?? 0) > 0,
    Boolean(filters.cast?.trim()),
    hasBound(filters.year),
    hasBound(filters.rating),
    filters.onMyServices === true,
  ].filter(Boolean).length;
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
}

export function isWatchTime(value: unknown): value is WatchTime {
  return typeof value === 'string' && (WATCH_TIMES as readonly string[]).includes(value);
}

export interface SearchLocation {
  q: string;
  type: SearchType;
  filters: SearchFilters;
  page?: number;
}

/**
 * The /search address: `/search?q=<q>&type=<type>&filters=<url-encoded JSON>&page=<n>`. Filters are left out
 * when none is chosen (a chosen watch time stays, so the panel shows it again), and the page when it is the first.
 */
export function buildSearchPath({ q, type, filters, page = 1 }: SearchLocation): string {
  let path = `/search?q=${encodeURIComponent(q.trim())}&type=${type}`;
  const chosen = countActiveFilters(filters) > 0 || (filters.watchTime !== undefined && filters.watchTime !== 'all');
  if (chosen) path += `&filters=${encodeURIComponent(JSON.stringify(filters))}`;
  if (page > 1) path += `&page=${page}`;
  return path;
}
