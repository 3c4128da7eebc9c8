import * as z from 'zod/mini';
import { SEARCH_FILTER_LIMITS, WATCH_TIMES } from './rules.js';

/*
 * Written with zod/mini: the search page reads the filters of its address on every visit and is often opened
 * directly, so it loads zod's small core rather than the whole schema library (decision 011).
 */

const range = z.object({ min: z.optional(z.number()), max: z.optional(z.number()) });

/**
 * The Filter object of product §3: what the Advanced Filters panel produces, what the search page's address and the
 * API's `filters` query value carry (URL-encoded JSON). Every field is optional.
 */
export const searchFiltersSchema = z.object({
  duration: z.optional(range),
  watchTime: z.optional(z.enum(WATCH_TIMES)),
  genres: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(SEARCH_FILTER_LIMITS.maxGenres))),
  /** An actor's name; looked up as a person first (no person → no results). */
  cast: z.optional(z.string().check(z.maxLength(SEARCH_FILTER_LIMITS.maxCastLength))),
  year: z.optional(range),
  rating: z.optional(range),
  /** Only titles on the member's services in the search's region (decision 047). */
  onMyServices: z.optional(z.boolean()),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/**
 * Reads a `filters` value leniently, field by field with {@link searchFiltersSchema}: invalid JSON (or JSON that is
 * not an object) means no filters (product §5), and a field of the wrong shape is dropped rather than failing the
 * whole search.
 */
export function parseSearchFilters(raw: string | null | undefined): SearchFilters {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const filters: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(searchFiltersSchema.shape)) {
    const read = field.safeParse((json as Record<string, unknown>)[name]);
    if (read.success && read.data !== undefined) filters[name] = read.data;
  }
  return filters as SearchFilters;
}
