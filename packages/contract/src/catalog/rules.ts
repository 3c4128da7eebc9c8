/**
 * The catalog's fixed lists and discovery rules (product §5 Filter inputs, §9 display limits and filter bounds): the
 * genres, the filter bounds and the page sizes the API and the web app share.
 */

export type MediaType = 'movie' | 'tv';

/** The 19 TMDB movie genres offered on the preferences step (product §9). */
export const MOVIE_GENRES = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
] as const;

/** TMDB's TV genres (they differ from the movie list: combined ids such as Action & Adventure). */
export const TV_GENRES = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
] as const;

/**
 * Which TV genres a movie genre picked at registration stands for, so a person who likes
 * Science Fiction is shown Sci-Fi & Fantasy shows. Genres with the same id in both lists map to themselves.
 */
export const MOVIE_TO_TV_GENRE: Readonly<Record<number, number>> = {
  28: 10759,
  12: 10759,
  14: 10765,
  878: 10765,
  10752: 10768,
};

/** Filter bounds and defaults (product §5 Filter inputs, §9 Filter defaults and bounds). */
export const FILTER_BOUNDS = {
  /** The Advanced Filters panel offers 0–240 minutes; search treats 300 as "no upper bound". */
  durationPanelMax: 240,
  durationSearchMax: 300,
  yearMin: 1900,
  /** Search treats a max year of 2100 as "no upper bound"; the panel offers up to the current year. */
  yearSearchMax: 2100,
  ratingMin: 0,
  ratingMax: 10,
  ratingStep: 0.1,
} as const;

/** A year a filter may name: a whole year from 1900 to the current one (product §5 Filter inputs). */
export function isFilterYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= FILTER_BOUNDS.yearMin && year <= now.getFullYear();
}

/** A rating a filter may name: 0 to 10 in steps of 0.1 (product §5 Filter inputs), so 7.5 is one and 7.55 is not. */
export function isFilterRating(rating: number): boolean {
  if (!Number.isFinite(rating) || rating < FILTER_BOUNDS.ratingMin || rating > FILTER_BOUNDS.ratingMax) return false;
  // Tenths compared with a tolerance: 0.1 has no exact binary form, so 0.3 * 10 is 3.0000000000000004.
  const tenths = rating / FILTER_BOUNDS.ratingStep;
  return Math.abs(tenths - Math.round(tenths)) < 1e-9;
}

/** Limits of the Filter object's fields (`searchFiltersSchema`). */
export const SEARCH_FILTER_LIMITS = { maxGenres: 20, maxCastLength: 100 } as const;

export const WATCH_TIMES = ['all', 'day', 'night'] as const;
export const SEARCH_TYPES = ['all', 'movie', 'tv'] as const;
export type WatchTime = (typeof WATCH_TIMES)[number];
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Results per search page. */
export const SEARCH_PAGE_SIZE = 20;
/** Trending pages show the first 16 trending titles of the day (product §9). */
export const TRENDING_PAGE_SIZE = 16;
/** Hero slider: 4 slides, 6 s each (product §9). */
export const HERO_SLIDES = 4;
export const HERO_INTERVAL_MS = 6000;
/** Cast shown: 8 in the modal and search, 6 on trending pages (product §9). */
export const CAST_LIMITS = { modal: 8, trending: 6, recommendations: 5 } as const;

/** A season number a request may name: 0 (TMDB's specials) up to this. */
export const SEASON_NUMBER_MAX = 10_000;

/** Failures of the season endpoints, as codes the web app translates. */
export const SEASON_ERRORS = ['moviesHaveNoSeasons', 'seasonNotFound'] as const;
export type SeasonError = (typeof SEASON_ERRORS)[number];

/** The English message of every season error; `{{season}}` is the season number asked for. */
export const SEASON_MESSAGES: Record<SeasonError, string> = {
  moviesHaveNoSeasons: 'Movies have no seasons.',
  seasonNotFound: 'This show has no season {{season}}.',
};
