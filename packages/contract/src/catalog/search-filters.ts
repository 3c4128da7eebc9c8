import { WATCH_TIMES, type WatchTime } from './rules.js';

/**
 * Reading the `filters` query value without zod: the web app's search page runs this on every visit, and with zod
 * it would load the schema library first (decision 011). The rules are those of `searchFiltersSchema` in
 * `discovery.ts` (the API's contract); `search-filters.test.ts` checks that both read every input the same way.
 */

export interface FilterRange {
  min?: number;
  max?: number;
}

export interface SearchFilterValues {
  duration?: FilterRange;
  watchTime?: WatchTime;
  genres?: number[];
  cast?: string;
  year?: FilterRange;
  rating?: FilterRange;
}

/** Limits of the Filter object's fields (shared with `searchFiltersSchema`). */
export const SEARCH_FILTER_LIMITS = { maxGenres: 20, maxCastLength: 100 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readRange(value: unknown): FilterRange | undefined {
  if (!isRecord(value)) return undefined;
  const range: FilterRange = {};
  for (const bound of ['min', 'max'] as const) {
    const n = value[bound];
    if (n === undefined) continue;
    if (!isFiniteNumber(n)) return undefined;
    range[bound] = n;
  }
  return range;
}

const readers: { [K in keyof SearchFilterValues]-?: (value: unknown) => SearchFilterValues[K] | undefined } = {
  duration: readRange,
  watchTime: (value) => ((WATCH_TIMES as readonly unknown[]).includes(value) ? (value as WatchTime) : undefined),
  genres: (value) =>
    Array.isArray(value) &&
    value.length <= SEARCH_FILTER_LIMITS.maxGenres &&
    value.every((id) => Number.isInteger(id) && id > 0)
      ? (value as number[])
      : undefined,
  cast: (value) =>
    typeof value === 'string' && value.length <= SEARCH_FILTER_LIMITS.maxCastLength ? value : undefined,
  year: readRange,
  rating: readRange,
};

/**
 * Reads the `filters` query value leniently: invalid JSON means no filters (spec §5), and a field of the wrong
 * shape is dropped rather than failing the whole search.
 */
export function parseSearchFilters(raw: string | null | undefined): SearchFilterValues {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(json)) return {};
  const result: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(readers)) {
    const value = (read as (value: unknown) => unknown)(json[key]);
    if (value !== undefined) result[key] = value;
  }
  return result as SearchFilterValues;
}
