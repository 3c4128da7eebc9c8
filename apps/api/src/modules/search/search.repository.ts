import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import { estimatedRowCount } from '../../db/statistics.js';
import type { Database } from '../../db/types.js';
import { facetGroups } from '../../lib/search-facets.js';
import { indexedPrefixToken } from '../../lib/search-prefixes.js';
import type { FilterRow, StampedFilterRow } from './search.filter-table.js';
import { averageBounds, type FilterBounds, filterBoundsOf } from './search.filters.js';

type Db = Kysely<Database>;
type TitlesBuilder = ExpressionBuilder<Database, 'titles'>;
/** A condition on `titles` (filters, text match), built by the service and run by the queries here. */
export type TitleCondition = (eb: TitlesBuilder) => Expression<SqlBool>;

export type MediaType = 'movie' | 'tv';

/** A title's identity in the catalog. */
export interface TitleKey {
  mediaType: MediaType;
  id: number;
}

/** Inclusive bounds; an open side is ±Infinity. */
export interface NumberRange {
  min: number;
  max: number;
}

/** The filters of a search, already "applied" (the service decides which ones apply). */
export interface TitleFilters {
  mediaType?: 'movie' | 'tv';
  year?: NumberRange;
  /** On vote_average as shown (one decimal). */
  rating?: NumberRange;
  /** On runtime in minutes. */
  runtime?: NumberRange;
  /** Genre ids a title must all have, per media type: `tv[i]` is `movie[i]` mapped to TMDB's TV genres. */
  genres?: { movie: readonly number[]; tv: readonly number[] };
  /** Restricts results to these titles (e.g. the credits of the person named in the cast filter). */
  onlyTitles?: readonly TitleKey[];
}

/** A title as ranking needs it. */
export interface CandidateRow {
  media_type: string;
  id: number;
  search_title: string;
  search_original: string | null;
  popularity: number | null;
  vote_count: number | null;
}

/**
 * One group of a text match: a title matches when one of its words is one of `words`, or starts with `prefix`.
 * A text match is a list of groups that must all match.
 */
export interface WordGroup {
  words: readonly string[];
  prefix?: string;
}

/**
 * A filter column read from the entry of the popularity index being walked (decision 053). As an expression (a
 * unary plus, or a text column within `coalesce`) it keeps the planner off the column's own index, which would send
 * it to each matching title's wide row and then sort them: slower for every range but the narrowest. `coalesce`
 * hands the value on as it is, where appending an empty string builds a new string for every entry walked.
 */
const entryOf = <C extends 'year' | 'runtime' | 'vote_average' | 'vote_count'>(column: C) =>
  sql<Database['titles'][C]>`+${sql.ref(column)}`;
const textEntryOf = (column: 'media_type' | 'search_title' | 'search_original') =>
  sql<string>`coalesce(${sql.ref(column)}, '')`;
const mediaTypeEntry = textEntryOf('media_type');

/** The facets a title passing the filters has (decision 055): what the full-text index can narrow them to. */
export function facetsOf(query: TitleFilters): string[][] {
  const { mediaType, year, rating, runtime, genres } = query;
  return facetGroups({ mediaType, year, runtime, genres, rating: rating && averageBounds(rating) });
}

/**
 * The filters of a query as one condition on `titles`. SQLite checks each entry of a walk against the conditions in
 * the order written, so the ones most entries fail come first: genres, then each range's bounds.
 */
export function filterCondition(query: TitleFilters): TitleCondition {
  const bounds = filterBoundsOf(query);
  return (eb) => {
    const conditions = [];
    if (bounds.genreMasks) conditions.push(hasGenres(eb, bounds.genreMasks));
    const range = (column: 'year' | 'runtime' | 'vote_average', { min, max }: NumberRange, maxIncluded = true) => {
      if (Number.isFinite(min)) conditions.push(eb(entryOf(column), '>=', min));
      if (Number.isFinite(max)) conditions.push(eb(entryOf(column), maxIncluded ? '<=' : '<', max));
      // Unknown values (null) never pass an applied filter.
      conditions.push(eb(entryOf(column), 'is not', null));
    };
    if (bounds.average) {
      range('vote_average', bounds.average, false);
      conditions.push(eb.or([eb(entryOf('vote_count'), 'is', null), eb(entryOf('vote_count'), '<>', 0)]));
    }
    if (bounds.year) range('year', bounds.year);
    if (bounds.runtime) range('runtime', bounds.runtime);
    if (bounds.mediaType) conditions.push(eb(mediaTypeEntry, '=', bounds.mediaType));
    if (query.onlyTitles) conditions.push(isOneOfTitles(query.onlyTitles)(eb));
    return eb.and(conditions);
  };
}

/** Titles that are one of these (none when the list is empty). */
function isOneOfTitles(keys: readonly TitleKey[]): TitleCondition {
  return (eb) => {
    const idsOf = (mediaType: MediaType) => keys.filter((key) => key.mediaType === mediaType).map((key) => key.id);
    const byType = (['movie', 'tv'] as const)
      .map((mediaType) => ({ mediaType, ids: idsOf(mediaType) }))
      .filter(({ ids }) => ids.length > 0)
      .map(({ mediaType, ids }) => eb.and([eb('media_type', '=', mediaType), eb('id', 'in', ids)]));
    return byType.length > 0 ? eb.or(byType) : eb.lit(false);
  };
}

/**
 * Titles with every chosen genre of their own type (FilterBounds), checked on `genre_bits` so a walk of the popularity
 * index reads no other table.
 */
function hasGenres(eb: TitlesBuilder, masks: NonNullable<FilterBounds['genreMasks']>): Expression<SqlBool> {
  const { movie, tv } = masks;
  const hasAll = (mask: Expression<number> | number) => sql<SqlBool>`(genre_bits & ${mask}) = ${mask}`;
  if (movie !== null && tv !== null) {
    if (movie === tv) return hasAll(movie);
    return hasAll(eb.case().when('media_type', '=', 'movie').then(movie).else(tv).end());
  }
  if (movie !== null) return eb.and([eb(mediaTypeEntry, '=', 'movie'), hasAll(movie)]);
  if (tv !== null) return eb.and([eb(mediaTypeEntry, '=', 'tv'), hasAll(tv)]);
  return eb.lit(false);
}

/** Both conditions. */
export const both =
  (a: TitleCondition, b: TitleCondition): TitleCondition =>
  (eb) =>
    eb.and([a(eb), b(eb)]);

/**
 * What the engine's full-text index is asked: word groups that must all match and facet groups (lib/search-facets.ts)
 * that must all match too, each by one of its tokens.
 */
export interface EngineMatch {
  words: readonly WordGroup[];
  facets: readonly (readonly string[])[];
}

/** SQLite's FTS5 query of words and facets together (one index, so it intersects their postings). */
function sqliteMatchQuery(match: EngineMatch): string {
  const words = match.words.map(({ words: groupWords, prefix }) => {
    const terms = groupWords.map((word) => `"${word}"`);
    if (prefix !== undefined) terms.push(`"${prefix}"*`);
    return terms;
  });
  const facets = match.facets.map((tokens) => tokens.map((token) => `"${token}"`));
  return [...words, ...facets].map((terms) => `(${terms.join(' OR ')})`).join(' AND ');
}

/**
 * A word group as a PostgreSQL tsquery: the words through `to_tsquery`, as `to_tsvector` indexed them; a prefix the
 * index holds as a token (lib/search-prefixes.ts) cast as it is, a longer one as a prefix query.
 */
function postgresWordQuery({ words, prefix }: WordGroup): RawBuilder<unknown> {
  const token = prefix === undefined ? undefined : indexedPrefixToken(prefix);
  const terms = words.map((word) => `'${word}'`);
  if (prefix !== undefined && token === undefined) terms.push(`'${prefix}':*`);
  const wordsQuery = sql`to_tsquery('simple', ${terms.join(' | ')})`;
  return token === undefined ? wordsQuery : sql`(${wordsQuery} || ${`'${token}'`}::tsquery)`;
}

/** A facet group as a PostgreSQL tsquery: its parser dropped each token's leading `=` when it indexed them. */
function postgresFacetQuery(tokens: readonly string[]): RawBuilder<unknown> {
  return sql`to_tsquery('simple', ${tokens.map((token) => `'${token.slice(1)}'`).join(' | ')})`;
}

/**
 * How a text match is checked. `index`: the engine's full-text index lists the titles matching the words and facets
 * first (best when they are few). `entry`: each title the popularity index walk reaches is checked on its own (best
 * when matches are so many that the most popular are among the first entries walked, decision 053); the exact
 * filter then does the facets' work.
 */
export type MatchPlan = 'index' | 'entry';

/**
 * The engine's match (decisions 051, 055, 063): SQLite's FTS5 table `title_search` (words and facets in one index, so
 * it intersects their postings) or PostgreSQL's `titles.search_vector` (the stored `tsvector` of `search_words` and of
 * their words' first letters) and `titles.facet_vector`, under one GIN index. Words are folded letters and digits,
 * quoted for the query syntax. The `entry` plan finds the words in the folded title and original title that the
 * popularity index carries (the same words `search_words` holds), so a walk of it reads no title's row, on either
 * database.
 */
export function matchesEngine(dialect: Dialect, match: EngineMatch, plan: MatchPlan = 'index'): TitleCondition {
  if (plan === 'entry') return (eb) => eb.and(match.words.map((group) => hasWordOf(eb, dialect, group)));
  const { facets } = match;
  if (dialect === 'postgres') {
    // One condition per group: the GIN index checks each group as a key of its own and seeks through its lists
    // from the titles the others hold; one tsquery of every group was checked whole on each title any token held.
    const conditions = [
      ...match.words.map((group) => sql<SqlBool>`titles.search_vector @@ ${postgresWordQuery(group)}`),
      ...facets.map((tokens) => sql<SqlBool>`titles.facet_vector @@ ${postgresFacetQuery(tokens)}`),
    ];
    return (eb) => eb.and(conditions);
  }
  if (match.words.length === 0 && facets.length === 0) return (eb) => eb.and([]);
  const query = sqliteMatchQuery({ words: match.words, facets });
  return () => sql<SqlBool>`titles.rowid in (select rowid from title_search where title_search match ${query})`;
}

/** The entry's folded title and original title as ` word word … `, so a word is found with its spaces around it. */
const ENTRY_WORDS = sql<string>`' ' || search_title || ' ' || coalesce(search_original, '') || ' '`;

/**
 * Whether the title has one of the group's words, or a word starting with its prefix. Each is first looked for in the
 * title and original title as they are, which rules out most entries of a walk before their words are joined into
 * one string to find it as a word.
 */
function hasWordOf(eb: TitlesBuilder, dialect: Dialect, { words, prefix }: WordGroup): Expression<SqlBool> {
  const position = sql.raw(dialect === 'postgres' ? 'strpos' : 'instr');
  const inColumn = (column: 'search_title' | 'search_original', text: string) =>
    sql<SqlBool>`${position}(${sql.ref(column)}, ${text}) > 0`;
  const has = (text: string, fragment: string) =>
    eb.and([
      eb.or([inColumn('search_title', text), inColumn('search_original', text)]),
      sql<SqlBool>`${position}(${ENTRY_WORDS}, ${fragment}) > 0`,
    ]);
  const alternatives = words.map((word) => has(word, ` ${word} `));
  if (prefix !== undefined) alternatives.push(has(prefix, ` ${prefix}`));
  return eb.or(alternatives);
}

/** How many titles the engine matches, counting no further than `cap` (on SQLite, in the FTS5 index alone). */
export async function countEngineMatches(db: Db, dialect: Dialect, match: EngineMatch, cap: number): Promise<number> {
  if (dialect === 'postgres') return countTitles(db, matchesEngine(dialect, match), cap);
  const query = sqliteMatchQuery(match);
  const { rows } = await sql<{ count: number }>`select count(*) as count from (select 1 from title_search
    where title_search match ${query} limit ${cap})`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * What the engine matches (and, when given, meets `condition`), counted no further than `cap`. When they are fewer,
 * `listed` names exactly those titles (SQLite rowids, PostgreSQL keys), so a later query reads them by key instead of
 * running the match again.
 */
export interface EngineMatches {
  count: number;
  listed?: TitleCondition;
}

/**
 * The engine's matches meeting the condition. On SQLite the FTS5 index lists its matches one by one and each title
 * is checked until the cap, however many matches there are (`rowid in (…)` would first list every match).
 */
export async function findEngineMatches(
  db: Db,
  dialect: Dialect,
  match: EngineMatch,
  cap: number,
  condition?: TitleCondition,
): Promise<EngineMatches> {
  if (dialect === 'postgres') {
    const engine = matchesEngine(dialect, match);
    const rows = await db
      .selectFrom('titles')
      .select(['media_type', 'id'])
      .where(condition ? both(condition, engine) : engine)
      .limit(cap)
      .execute();
    if (rows.length >= cap) return { count: rows.length };
    const keys = rows.map((row) => ({ mediaType: row.media_type as MediaType, id: row.id }));
    return { count: rows.length, listed: isOneOfTitles(keys) };
  }
  const meets = condition
    ? sql<SqlBool>`and exists ${db
        .selectFrom('titles')
        .select(sql`1`.as('one'))
        .where(sql<SqlBool>`titles.rowid = title_search.rowid`)
        .where(condition)}`
    : sql``;
  const { rows } = await sql<{ rowid: number }>`select rowid from title_search
    where title_search match ${sqliteMatchQuery(match)} ${meets} limit ${cap}`.execute(db);
  if (rows.length >= cap) return { count: rows.length };
  const rowids = JSON.stringify(rows.map((row) => row.rowid));
  return {
    count: rows.length,
    listed: () => sql<SqlBool>`titles.rowid in (select value from json_each(${rowids}))`,
  };
}

/** The largest code point: a string starting with `prefix` sorts below `prefix + PAST_END`. */
const PAST_END = '\u{10FFFF}';

/**
 * Titles whose folded title or original title starts with one of the prefixes. `index`: as ranges of the columns'
 * indexes (best when such titles are few). `entry`: checked on each entry of the popularity index walk (best when
 * they are many, so the most popular come early), the columns as expressions so the planner keeps to the walk.
 */
export function startsWithAny(prefixes: readonly string[], plan: MatchPlan = 'index'): TitleCondition {
  return (eb) =>
    eb.or(
      prefixes.flatMap((prefix) =>
        (['search_title', 'search_original'] as const).map((column) => {
          const value = plan === 'index' ? sql.ref(column) : textEntryOf(column);
          return eb.and([eb(value, '>=', prefix), eb(value, '<', prefix + PAST_END)]);
        }),
      ),
    );
}

/** Titles whose folded title or original title is one of these. */
export function isAnyOf(texts: readonly string[]): TitleCondition {
  return (eb) => eb.or([eb('search_title', 'in', texts), eb('search_original', 'in', texts)]);
}

/** Below this many pages (8 MB), reading `titles` rows beside the popularity index costs little. */
const FEWEST_PAGES_TO_VACUUM = 1000;

/**
 * Gathers the planner's statistics of `titles` when it has none (PostgreSQL's autovacuum keeps its own). On
 * PostgreSQL, also vacuums it when most of its pages are not marked all-visible, as after a migration that rewrote the
 * table: the popularity walk reads the index alone only where pages are (decision 053), and autovacuum does not
 * follow a rewrite.
 */
export async function ensureTitleStatistics(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    if ((await estimatedRowCount(db, dialect, 'titles')) === null) await sql`analyze titles`.execute(db);
    return;
  }
  const { rows } = await sql<{ pages: number; visible: number }>`select relpages as pages, relallvisible as visible
    from pg_class where oid = to_regclass('titles')`.execute(db);
  const table = rows[0];
  if (table && table.pages >= FEWEST_PAGES_TO_VACUUM && table.visible < table.pages / 2) {
    await sql`vacuum (analyze) titles`.execute(db);
  }
}

/** How many titles meet the condition, counting no further than `cap`. */
export async function countTitles(db: Db, condition: TitleCondition, cap: number): Promise<number> {
  const row = await db
    .selectFrom((eb) => eb.selectFrom('titles').select(sql`1`.as('one')).where(condition).limit(cap).as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Titles meeting the condition in search order when text does not decide: popular first, then more votes, movies
 * before shows, then by id. Titles without popularity go last; SQLite already sorts them so (and its index then
 * serves the order). `fewRows`: the condition names index ranges or full-text matches that hold few titles, so
 * sorting them beats walking the popularity index (the planner cannot tell).
 */
function inSearchOrder(db: Db, dialect: Dialect, condition: TitleCondition, fewRows: boolean) {
  const nullsLast = dialect === 'postgres' ? sql` nulls last` : sql``;
  // A unary plus makes the sort key an expression, which no index serves.
  const popularity = fewRows ? sql`+popularity` : sql`popularity`;
  return db
    .selectFrom('titles')
    .where(condition)
    .orderBy(sql`${popularity} desc${nullsLast}`)
    .orderBy(sql`vote_count desc${nullsLast}`)
    .orderBy('media_type')
    .orderBy('id');
}

/** Titles meeting the condition in search order, as ranking needs them. */
export async function findCandidates(
  db: Db,
  dialect: Dialect,
  condition: TitleCondition,
  page: { offset: number; limit: number },
  fewRows = false,
): Promise<CandidateRow[]> {
  return inSearchOrder(db, dialect, condition, fewRows)
    .select(['media_type', 'id', 'search_title', 'search_original', 'popularity', 'vote_count'])
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The people whose folded name is `name`, starts with it, or has a later word starting with it (FTS). */
export async function findPeopleNamed(
  db: Db,
  dialect: Dialect,
  name: string,
  how: 'exact' | 'start' | 'laterWord',
  limit: number,
): Promise<number[]> {
  // A later word's matches are few: sorted (`+id` is no index's key), not found by walking every person in id order.
  let query = db
    .selectFrom('people')
    .select('id')
    .orderBy(how === 'laterWord' ? sql`+id` : sql`id`)
    .limit(limit);
  if (how === 'exact') query = query.where('search_name', '=', name);
  else if (how === 'start') {
    query = query.where('search_name', '>=', name).where('search_name', '<', name + PAST_END);
  } else if (dialect === 'postgres') {
    const words = name.split(' ');
    const phrase = words.map((word, i) => (i === words.length - 1 ? `'${word}':*` : `'${word}'`)).join(' <-> ');
    query = query.where(sql<SqlBool>`search_vector @@ to_tsquery('simple', ${phrase})`);
  } else {
    query = query.where(
      sql<SqlBool>`rowid in (select rowid from person_search where person_search match ${`"${name}"*`})`,
    );
  }
  return (await query.execute()).map((row) => row.id);
}

/** How many credits (cast or crew) each of these people has; people without credits are absent. */
export async function countCredits(db: Db, personIds: readonly number[]): Promise<Map<number, number>> {
  if (personIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('credits')
    .select((eb) => ['person_id', eb.fn.countAll<number>().as('credits')])
    .where('person_id', 'in', personIds)
    .groupBy('person_id')
    .execute();
  return new Map(rows.map((row) => [row.person_id, Number(row.credits)]));
}

/** The titles a person is credited on, as cast or crew. */
export async function findCreditedTitles(db: Db, personId: number): Promise<TitleKey[]> {
  const rows = await db
    .selectFrom('credits')
    .select(['media_type', 'title_id'])
    .distinct()
    .where('person_id', '=', personId)
    .execute();
  return rows.map((row) => ({ mediaType: row.media_type as MediaType, id: row.title_id }));
}

/** The typo word list's source: words of `search_words` by arrival (see SyncedWordList). */
export async function findWordsSince(
  db: Db,
  since: string | null,
  after: { addedAt: string; word: string } | null,
  limit: number,
): Promise<{ word: string; addedAt: string }[]> {
  let query = db
    .selectFrom('search_words')
    .select(['word', 'added_at'])
    .orderBy('added_at')
    .orderBy('word')
    .limit(limit);
  if (since !== null) query = query.where('added_at', '>=', since);
  // As one row value, the key is where the index range starts; PostgreSQL scans an `or` of its parts from the
  // range's start for every page.
  if (after !== null) {
    query = query.where((eb) => eb(eb.refTuple('added_at', 'word'), '>', eb.tuple(after.addedAt, after.word)));
  }
  return (await query.execute()).map((row) => ({ word: row.word, addedAt: row.added_at }));
}

const FILTER_COLUMNS = [
  'media_type',
  'id',
  'year',
  'runtime',
  'vote_average',
  'vote_count',
  'popularity',
  'genre_bits',
] as const;

/**
 * About how many titles the catalog holds (the planner's estimate: counting them would read every one) and when the
 * latest of them was written: where the filter table starts.
 */
export async function findTitlesExtent(db: Db, dialect: Dialect): Promise<{ titles: number; newest: string | null }> {
  const row = await db
    .selectFrom('titles')
    .select((eb) => eb.fn.max('updated_at').as('newest'))
    .executeTakeFirstOrThrow();
  return { titles: (await estimatedRowCount(db, dialect, 'titles')) ?? 0, newest: row.newest ?? null };
}

/** The filter table's load: titles' filter columns after the key `after`, in key order. */
export async function findFilterRowsAfter(db: Db, after: TitleKey | null, limit: number): Promise<FilterRow[]> {
  let query = db.selectFrom('titles').select(FILTER_COLUMNS).orderBy('media_type').orderBy('id').limit(limit);
  if (after !== null) {
    query = query.where((eb) => eb(eb.refTuple('media_type', 'id'), '>', eb.tuple(after.mediaType, after.id)));
  }
  return query.execute();
}

/** The filter table's refresh: titles written at or after `since`, in (`updated_at`, key) order, after `after`. */
export async function findFilterRowsSince(
  db: Db,
  since: string | null,
  after: StampedFilterRow | null,
  limit: number,
): Promise<StampedFilterRow[]> {
  let query = db
    .selectFrom('titles')
    .select([...FILTER_COLUMNS, 'updated_at'])
    .orderBy('updated_at')
    .orderBy('media_type')
    .orderBy('id')
    .limit(limit);
  if (since !== null) query = query.where('updated_at', '>=', since);
  if (after !== null) {
    query = query.where((eb) =>
      eb(eb.refTuple('updated_at', 'media_type', 'id'), '>', eb.tuple(after.updated_at, after.media_type, after.id)),
    );
  }
  return query.execute();
}
