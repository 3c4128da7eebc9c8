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
 * `=r7` (the shown rating's whole part, 0–10, rated titles only), `=m9` (runtime in tens of minutes, 0–30), and
 * `=g28r7` (each genre with the rating, decision 061): a genre and a rating, each a long list, are one short one.
 * Combined tokens (decision 059) join two or more of type, decade, rating and runtime (the same buckets) in one token,
 * `=cttvd199r7m12`, one per combination the title has values for: filters that are each broad but narrow together
 * ("shows of the 1960s rated 7+ running two hours") are then one short list of titles, not an intersection of long
 * ones.
 */
const RATING_TOP = 10;
const RUNTIME_BUCKET_MINUTES = 10;
const RUNTIME_TOP_BUCKET = 30;
/** The most tokens one combined group may hold: the parts with the most values stay groups of their own. */
const MOST_COMBINED_TOKENS = 100;
/** A shorter year range is asked by its years (a group of its own): its decades would hold many more titles. */
const FEWEST_COMBINED_YEARS = 10;

const textSql = (value: RawBuilder<unknown>) => sql<string>`cast(${value} as text)`;

/**
 * The values a facet token is made of, in token order, each as SQL text led by its letter (`tmovie`, `d199`, `r7`,
 * `m12`), or null when the title has none: one alone is a single facet (`=r7`), two or more a combined one.
 */
function facetPartsSql(dialect: Dialect) {
  return [
    sql<string>`'t' || media_type`,
    sql<string>`case when year is not null then 'd' || ${textSql(sql`year / 10`)} end`,
    ratingPartSql(dialect),
    sql<string>`case when runtime is not null then 'm' || ${textSql(
      clampSql(dialect, sql`runtime / ${sql.lit(RUNTIME_BUCKET_MINUTES)}`, 0, RUNTIME_TOP_BUCKET),
    )} end`,
  ];
}

/** The rating part of a facet token (`r7`), or null when the title is unrated (no votes). */
function ratingPartSql(dialect: Dialect): RawBuilder<string> {
  const wholeRating =
    dialect === 'postgres'
      ? sql<number>`cast(floor(vote_average) as integer)`
      : sql<number>`cast(vote_average as integer)`;
  const rated = sql`vote_average is not null and (vote_count is null or vote_count <> 0)`;
  return sql<string>`case when ${rated} then 'r' || ${textSql(clampSql(dialect, wholeRating, 0, RATING_TOP))} end`;
}

/** Every non-empty choice of `count` parts (as index lists, in part order). */
function choices(count: number): number[][] {
  return Array.from({ length: 2 ** count - 1 }, (_, i) =>
    Array.from({ length: count }, (_, part) => part).filter((part) => ((i + 1) & (2 ** part)) !== 0),
  );
}

/** `value` kept within [low, high] in SQL. */
function clampSql(dialect: Dialect, value: RawBuilder<number>, low: number, high: number): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`greatest(${sql.lit(low)}, least(${sql.lit(high)}, ${value}))`
    : sql<number>`max(${sql.lit(low)}, min(${sql.lit(high)}, ${value}))`;
}

/**
 * The facets of a `titles` row as text (` =y1994 =tmovie …`), as SQL: the definition of SQLite's generated column
 * `titles.search_facets` and of PostgreSQL's `titles.facet_vector`. Changing it needs a migration that redefines them.
 */
export function facetsOfRowSql(dialect: Dialect): RawBuilder<string> {
  const rating = ratingPartSql(dialect);
  const genres = GENRES_WITH_BITS.map(
    (id) => sql`case when (genre_bits & ${sql.lit(genreBit(id))}) <> 0
      then ${sql.lit(` =g${id}`)} || coalesce(${sql.lit(` =g${id}`)} || ${rating}, '') else '' end`,
  );
  // A concatenation with a null part is null: a title without one of the values has no token of that choice.
  const parts = facetPartsSql(dialect);
  const tokens = choices(parts.length).map(
    (chosen) =>
      sql`coalesce(${sql.lit(chosen.length === 1 ? ' =' : ' =c')} || ${sql.join(
        chosen.map((i) => parts[i] as RawBuilder<string>),
        sql` || `,
      )}, '')`,
  );
  return sql<string>`case when year is not null then ' =y' || cast(year as text) else '' end
    || ${sql.join(tokens, sql` || `)}
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

/** One filter's facets: as a part of combined tokens, and as a group of its own. */
interface FacetPart {
  combined: string[];
  own: string[];
  /** Whether it may join a combination. */
  combines: boolean;
  /** Whether its own group is worth asking: a type alone is one of two values, about half the catalog. */
  narrowsAlone: boolean;
}

/**
 * The facets a title must have to pass the filters: groups that must all match, each met by any of its tokens. Two
 * or more of type, year (a range of 10 years or more), rating and runtime go as one group of combined tokens, those
 * with the fewest values first, as many as fit in MOST_COMBINED_TOKENS; the others go as groups of their own, but for
 * the type, which is left to the exact filter. Each genre is a group of its own, with the rating's buckets when a
 * rating is filtered too. A year range open on one side adds none (no finite set of tokens covers it); nor does a
 * filter that matches nothing.
 */
export function facetGroups(filters: FacetFilters): string[][] {
  const { mediaType, year, rating, runtime } = filters;
  const parts: FacetPart[] = [];
  if (mediaType) {
    parts.push({ combined: [`t${mediaType}`], own: [`=t${mediaType}`], combines: true, narrowsAlone: false });
  }
  if (year && Number.isFinite(year.min) && Number.isFinite(year.max)) {
    parts.push({
      combined: integersBetween(Math.floor(Math.ceil(year.min) / 10), Math.floor(Math.floor(year.max) / 10)).map(
        (decade) => `d${decade}`,
      ),
      own: yearTokens(year),
      combines: year.max - year.min + 1 >= FEWEST_COMBINED_YEARS,
      narrowsAlone: true,
    });
  }
  const ratingBuckets = rating && bucketTokens('r', rating, 1, RATING_TOP);
  if (ratingBuckets) {
    // With genres, the rating's own group is implied: each genre is asked with its buckets.
    const own = ratingBuckets.map((bucket) => `=${bucket}`);
    parts.push({ combined: ratingBuckets, own, combines: true, narrowsAlone: !filters.genres });
  }
  if (runtime) {
    const buckets = bucketTokens('m', runtime, RUNTIME_BUCKET_MINUTES, RUNTIME_TOP_BUCKET);
    parts.push({ combined: buckets, own: buckets.map((bucket) => `=${bucket}`), combines: true, narrowsAlone: true });
  }
  const present = parts.filter((part) => part.own.length > 0);

  const chosen = new Set<FacetPart>();
  let count = 1;
  for (const part of present.filter((p) => p.combines).sort((a, b) => a.combined.length - b.combined.length)) {
    if (count * part.combined.length > MOST_COMBINED_TOKENS) break;
    chosen.add(part);
    count *= part.combined.length;
  }
  const groups: string[][] = [];
  if (chosen.size >= 2) {
    groups.push(
      present
        .filter((part) => chosen.has(part))
        .reduce<string[]>((tokens, part) => tokens.flatMap((token) => part.combined.map((v) => token + v)), ['=c']),
    );
  } else chosen.clear();
  for (const part of present) if (!chosen.has(part) && part.narrowsAlone) groups.push(part.own);
  if (filters.genres) {
    const { movie, tv } = filters.genres;
    movie.forEach((movieGenre, i) => {
      const ids = new Set<number>();
      if (filters.mediaType !== 'tv') ids.add(movieGenre);
      if (filters.mediaType !== 'movie') ids.add(tv[i] ?? movieGenre);
      const withBits = [...ids].filter((id) => genreBit(id) !== undefined);
      groups.push(withBits.flatMap((id) => (ratingBuckets ?? ['']).map((bucket) => `=g${id}${bucket}`)));
    });
  }
  return groups.filter((group) => group.length > 0);
}
