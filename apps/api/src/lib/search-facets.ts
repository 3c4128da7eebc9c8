import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../db/database.js';
import { GENRES_WITH_BITS, genreBit } from './genre-bits.js';

/**
 * A title's filter values as full-text tokens, "facets" (decision 055): the search engine intersects their postings
 * with each other and with the query's words, so a narrow filter is answered from the titles it matches instead of a
 * walk of the popularity index. A facet is coarse (a rating or runtime bucket, a decade): the tokens a filter asks for
 * cover every title it passes, and the exact filter still applies. Every token starts with `=`, which folded words
 * never hold, so a word never meets a facet.
 *
 * Tokens: `=tmovie` / `=ttv` (type), `=y1994` and `=d199` (year and decade), `=g28` (each genre with a bit),
 * `=r7` (the shown rating's whole part, 0–10, rated titles only), `=m9` (runtime in tens of minutes, 0–30).
 */
const RATING_TOP = 10;
const RUNTIME_BUCKET_MINUTES = 10;
const RUNTIME_TOP_BUCKET = 30;

/** `value` kept within [low, high] in SQL. */
function clampSql(dialect: Dialect, value: RawBuilder<number>, low: number, high: number): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`greatest(${sql.lit(low)}, least(${sql.lit(high)}, ${value}))`
    : sql<number>`max(${sql.lit(low)}, min(${sql.lit(high)}, ${value}))`;
}

/**
 * The facets of a `titles` row as text (`=tmovie =y1994 …`), as SQL: the definition of SQLite's generated column
 * `titles.search_facets` and of PostgreSQL's `titles.facet_vector`. Changing it needs a migration that redefines them.
 */
export function facetsOfRowSql(dialect: Dialect): RawBuilder<string> {
  const text = (value: RawBuilder<unknown>) => sql<string>`cast(${value} as text)`;
  const wholeRating =
    dialect === 'postgres'
      ? sql<number>`cast(floor(vote_average) as integer)`
      : sql<number>`cast(vote_average as integer)`;
  const genres = GENRES_WITH_BITS.map(
    (id) => sql`case when (genre_bits & ${sql.lit(genreBit(id))}) <> 0 then ${sql.lit(` =g${id}`)} else '' end`,
  );
  return sql<string>`'=t' || media_type
    || case when year is not null then ' =y' || ${text(sql`year`)} || ' =d' || ${text(sql`year / 10`)} else '' end
    || case when vote_average is not null and (vote_count is null or vote_count <> 0)
      then ' =r' || ${text(clampSql(dialect, wholeRating, 0, RATING_TOP))} else '' end
    || case when runtime is not null
      then ' =m' || ${text(clampSql(dialect, sql`runtime / ${sql.lit(RUNTIME_BUCKET_MINUTES)}`, 0, RUNTIME_TOP_BUCKET))}
      else '' end
    || ${sql.join(genres, sql` || `)}`;
}

/** Inclusive bounds; an open side is ±Infinity. */
interface Bounds {
  min: number;
  max: number;
}

/** The filter values facets can narrow, as the exact filter reads them (rating bounds as compared, not as typed). */
export interface FacetFilters {
  mediaType?: 'movie' | 'tv';
  year?: Bounds;
  rating?: Bounds;
  runtime?: Bounds;
  genres?: { movie: readonly number[]; tv: readonly number[] };
}

const integersBetween = (low: number, high: number) =>
  Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The year facets covering a closed range: whole decades as `=d`, the years around them as `=y`. */
function yearTokens({ min, max }: Bounds): string[] {
  const low = Math.ceil(min);
  const high = Math.floor(max);
  const firstDecade = Math.ceil(low / 10);
  const lastDecade = Math.floor((high + 1) / 10) - 1;
  if (firstDecade > lastDecade) return integersBetween(low, high).map((year) => `=y${year}`);
  return [
    ...integersBetween(low, firstDecade * 10 - 1).map((year) => `=y${year}`),
    ...integersBetween(firstDecade, lastDecade).map((decade) => `=d${decade}`),
    ...integersBetween((lastDecade + 1) * 10, high).map((year) => `=y${year}`),
  ];
}

/** The bucket facets (`=r7`, `=m9`) whose buckets hold any value within the bounds. */
function bucketTokens(prefix: string, { min, max }: Bounds, size: number, top: number): string[] {
  const first = Number.isFinite(min) ? clamp(Math.floor(min / size), 0, top) : 0;
  const last = Number.isFinite(max) ? clamp(Math.floor(max / size), 0, top) : top;
  return integersBetween(first, last).map((bucket) => `${prefix}${bucket}`);
}

/**
 * The facets a title must have to pass the filters: groups that must all match, each met by any of its tokens. A
 * year range open on one side adds none (no finite set of tokens covers it); nor does a filter that matches nothing.
 */
export function facetGroups(filters: FacetFilters): string[][] {
  const groups: string[][] = [];
  if (filters.mediaType) groups.push([`=t${filters.mediaType}`]);
  if (filters.year && Number.isFinite(filters.year.min) && Number.isFinite(filters.year.max)) {
    groups.push(yearTokens(filters.year));
  }
  if (filters.rating) groups.push(bucketTokens('=r', filters.rating, 1, RATING_TOP));
  if (filters.runtime) {
    groups.push(bucketTokens('=m', filters.runtime, RUNTIME_BUCKET_MINUTES, RUNTIME_TOP_BUCKET));
  }
  if (filters.genres) {
    const { movie, tv } = filters.genres;
    movie.forEach((movieGenre, i) => {
      const ids = new Set<number>();
      if (filters.mediaType !== 'tv') ids.add(movieGenre);
      if (filters.mediaType !== 'movie') ids.add(tv[i] ?? movieGenre);
      groups.push([...ids].filter((id) => genreBit(id) !== undefined).map((id) => `=g${id}`));
    });
  }
  return groups.filter((group) => group.length > 0);
}
