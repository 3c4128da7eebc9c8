/**
 * Discovery constants (spec §5 Filter inputs, §9 display limits and filter bounds) without zod, so a web page that
 * needs only these numbers does not load the schema library. `discovery.ts` re-exports every one of them.
 */

/** Filter bounds and defaults (spec §5 Filter inputs, §9 Filter defaults and bounds). */
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

/** A year a filter may name: a whole year from 1900 to the current one (spec §5 Filter inputs). */
export function isFilterYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= FILTER_BOUNDS.yearMin && year <= now.getFullYear();
}

/** A rating a filter may name: 0 to 10 in steps of 0.1 (spec §5 Filter inputs), so 7.5 is one and 7.55 is not. */
export function isFilterRating(rating: number): boolean {
  if (!Number.isFinite(rating) || rating < FILTER_BOUNDS.ratingMin || rating > FILTER_BOUNDS.ratingMax) return false;
  // Tenths compared with a tolerance: 0.1 has no exact binary form, so 0.3 * 10 is 3.0000000000000004.
  const tenths = rating / FILTER_BOUNDS.ratingStep;
  return Math.abs(tenths - Math.round(tenths)) < 1e-9;
}

export const WATCH_TIMES = ['all', 'day', 'night'] as const;
export const SEARCH_TYPES = ['all', 'movie', 'tv'] as const;
export type WatchTime = (typeof WATCH_TIMES)[number];
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Results per search page. */
export const SEARCH_PAGE_SIZE = 20;
/** Trending pages show the first 16 trending titles of the day (spec §9). */
export const TRENDING_PAGE_SIZE = 16;
/** Hero slider: 4 slides, 6 s each (spec §9). */
export const HERO_SLIDES = 4;
export const HERO_INTERVAL_MS = 6000;
/** Cast shown: 8 in the modal and search, 6 on trending pages (spec §9). */
export const CAST_LIMITS = { modal: 8, trending: 6, recommendations: 5 } as const;
