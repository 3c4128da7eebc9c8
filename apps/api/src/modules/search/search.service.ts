import {
  FILTER_BOUNDS,
  MOVIE_TO_TV_GENRE,
  SEARCH_PAGE_SIZE,
  type SEARCH_TYPES,
  type SearchFilters,
  type SearchResponse,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { ARTICLES, tokenize } from '../../lib/search-text.js';
import { fold, foldForSearch } from '../../lib/text.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { presentSummaries } from '../catalog/catalog.presenter.js';
import { findGenreIds, findSummaries } from '../catalog/catalog.queries.js';
import { SyncedFilterTable } from './search.filter-table.js';
import { filterBoundsOf } from './search.filters.js';
import { emptySearchPage, presentSearchPage } from './search.presenter.js';
import { NO_MATCH, type QueryToken, rankClass, startsAsTyped } from './search.ranking.js';
import {
  both,
  type CandidateRow,
  countCredits,
  countEngineMatches,
  countTitles,
  ensureTitleStatistics,
  facetsOf,
  filterCondition,
  findCandidates,
  findCreditedTitles,
  findEngineMatches,
  findFilterRowsAfter,
  findFilterRowsSince,
  findPeopleNamed,
  findTitlesExtent,
  findWordsSince,
  isAnyOf,
  type MatchPlan,
  matchesEngine,
  type NumberRange,
  startsWithAny,
  type TitleCondition,
  type TitleFilters,
  type TitleKey,
  type WordGroup,
} from './search.repository.js';
import { SyncedWordList } from './search.words.js';

export type { NumberRange, TitleKey };

/** What to look for. Every filter here is already "applied" (the service decides which ones apply). */
export interface TitleQuery extends TitleFilters {
  /** Free text; folded and tokenized here. Blank means "every title passing the filters". */
  text: string;
  offset: number;
  limit: number;
}

export interface TitleQueryResult {
  /** Every match up to TOTAL_CAP, not just the page. */
  total: number;
  /** The requested page, best first. */
  titles: TitleKey[];
}

/** A search as the route received it (the contract's searchQuerySchema after validation). */
export interface SearchRequest {
  q: string;
  type: (typeof SEARCH_TYPES)[number];
  /** The Filter object, read leniently from the query (a field of the wrong shape is absent). */
  filters: SearchFilters;
  page: number;
}

/** The filters that take part in a search (product §5): a filter that is not "set" is absent here. */
export interface AppliedFilters {
  year?: NumberRange;
  rating?: NumberRange;
  runtime?: NumberRange;
  /** Genre ids every result must have: as chosen for movies, mapped to TMDB's TV genres for shows (same order). */
  genres?: { movie: number[]; tv: number[] };
  /** The trimmed actor name. */
  cast?: string;
}

/**
 * Matches are counted up to this many (50 pages of 20; TMDB's own search stops at 500): counting every match of a
 * one-letter query or a broad filter in a million titles would cost more than the search.
 */
export const TOTAL_CAP = 1000;
/**
 * How long an instance reuses a search's answer: popular searches repeat within seconds, and an answer from the
 * cache costs a fraction of one from the engine. A catalog write shows in answers within it (issue 28: within 5 s).
 */
const ANSWER_TTL_MS = 2_000;
const ANSWERS_KEPT = 2_000;
/**
 * Titles starting with the query, when fewer than this, are read by key from the title indexes and sorted. More of
 * them are met by walking the popularity index, which reads far more entries when they are not popular titles
 * (decision 060). PostgreSQL's planner counts a broad prefix on the popularity index, where counting further costs as
 * much as the walk, so it keeps to the cap.
 */
const FEW_STARTING: Record<Dialect, number> = { sqlite: 4_000, postgres: TOTAL_CAP };
/** Query tokens beyond this are ignored: no title needs more to be found, and each token costs a lookup. */
const MAX_QUERY_TOKENS = 16;
/** Typo spellings tried per query word, and whole-query spellings tried for "starts with", best first. */
const TYPOS_PER_TOKEN = 4;
const SPELLINGS = 8;
/** People considered per name tier of the cast filter (lowest TMDB ids first: the longest-known people). */
const PEOPLE_PER_TIER = 200;

/**
 * A range filter applies only when it narrows the default bounds (product §5: year when min > 1900 or max < 2100,
 * rating when min > 0 or max < 10, duration when min > 0 or max < 300). Then both given bounds apply and an
 * omitted side is open.
 */
function appliedRange(
  range: { min?: number | undefined; max?: number | undefined } | undefined,
  lowest: number,
  highest: number,
): NumberRange | undefined {
  if (!range) return undefined;
  const narrows = (range.min !== undefined && range.min > lowest) || (range.max !== undefined && range.max < highest);
  if (!narrows) return undefined;
  return { min: range.min ?? Number.NEGATIVE_INFINITY, max: range.max ?? Number.POSITIVE_INFINITY };
}

/**
 * Which filters of a Filter object are set (product §5 Search execution, decision 007). Watch time never filters:
 * it is not a property of a title, and the original product ignored it too.
 */
export function applicableFilters(filters: SearchFilters): AppliedFilters {
  const applied: AppliedFilters = {};
  const year = appliedRange(filters.year, FILTER_BOUNDS.yearMin, FILTER_BOUNDS.yearSearchMax);
  if (year) applied.year = year;
  const rating = appliedRange(filters.rating, FILTER_BOUNDS.ratingMin, FILTER_BOUNDS.ratingMax);
  if (rating) applied.rating = rating;
  const runtime = appliedRange(filters.duration, 0, FILTER_BOUNDS.durationSearchMax);
  if (runtime) applied.runtime = runtime;
  if (filters.genres && filters.genres.length > 0) {
    // TMDB numbers some TV genres differently (Action → Action & Adventure), so "Action" finds action shows too.
    const movie = [...new Set(filters.genres)];
    applied.genres = { movie, tv: movie.map((genre) => MOVIE_TO_TV_GENRE[genre] ?? genre) };
  }
  const cast = filters.cast?.trim();
  if (cast) applied.cast = cast;
  return applied;
}

/** The titles in both lists. */
function intersectTitles(a: readonly TitleKey[], b: readonly TitleKey[]): TitleKey[] {
  const inB = new Set(b.map((t) => `${t.mediaType}:${t.id}`));
  return a.filter((t) => inB.has(`${t.mediaType}:${t.id}`));
}

/** The search order of titles when text does not decide (the same order `findCandidates` reads them in). */
function compareByPopularity(a: CandidateRow, b: CandidateRow): number {
  return (
    (b.popularity ?? -1) - (a.popularity ?? -1) ||
    (b.vote_count ?? -1) - (a.vote_count ?? -1) ||
    (a.media_type === b.media_type ? 0 : a.media_type === 'movie' ? -1 : 1) ||
    a.id - b.id
  );
}

const keyOf = (row: { media_type: string; id: number }) => `${row.media_type}:${row.id}`;
const toKey = (row: CandidateRow): TitleKey => ({ mediaType: row.media_type as TitleKey['mediaType'], id: row.id });

/** Candidates best first: by ranking class, then in search order; titles that do not match the query are dropped. */
function rank(tokens: readonly QueryToken[], rows: readonly CandidateRow[]): CandidateRow[] {
  return rows
    .map((row) => ({ row, rank: rankClass(tokens, row.search_title, row.search_original) }))
    .filter((entry) => entry.rank !== NO_MATCH)
    .sort((a, b) => a.rank - b.rank || compareByPopularity(a.row, b.row))
    .map((entry) => entry.row);
}

/** The query's words; a leading article is dropped ("the godfather" looks for "godfather", ranked as a whole). */
function queryWords(text: string): string[] {
  const tokens = tokenize(text).slice(0, MAX_QUERY_TOKENS);
  return tokens.length > 1 && ARTICLES.has(tokens[0] as string) ? tokens.slice(1) : tokens;
}

/**
 * The ways the whole query may be spelled, fewest edits first: each word as typed or as one of its closest typo
 * words, at most SPELLINGS of them. They find the titles that start with (or are) the query, whatever their
 * popularity.
 */
function spellings(tokens: readonly QueryToken[]): { text: string; exact: boolean }[] {
  let partial: { words: string[]; edits: number }[] = [{ words: [], edits: 0 }];
  for (const token of tokens) {
    const options = [
      { word: token.text, edits: 0 },
      ...[...token.typos]
        .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, TYPOS_PER_TOKEN)
        .map(([word, edits]) => ({ word, edits })),
    ];
    partial = partial
      .flatMap((p) => options.map((o) => ({ words: [...p.words, o.word], edits: p.edits + o.edits })))
      .sort((a, b) => a.edits - b.edits)
      .slice(0, SPELLINGS);
  }
  return partial.map((p) => ({ text: p.words.join(' '), exact: p.edits === 0 }));
}

/** Whether anything but the text narrows the query. */
function hasFilters(query: TitleQuery): boolean {
  const { mediaType, year, rating, runtime, genres, onlyTitles } = query;
  return [mediaType, year, rating, runtime, genres, onlyTitles].some((value) => value !== undefined);
}

/**
 * Search over the local catalog (product §5) served by the database engine (decision 051): SQLite's FTS5 or
 * PostgreSQL's full-text index find the titles containing the query's words; an in-memory word list turns a
 * mistyped word into the real words it may mean; ranking orders the candidates.
 */
export class SearchService {
  private readonly words: SyncedWordList;
  private readonly filterTable: SyncedFilterTable;
  private readonly answers = new TtlCache<SearchResponse>({ maxEntries: ANSWERS_KEPT });

  /** Searches read through `reader` (off the event loop on SQLite); only the statistics are gathered on `db`. */
  private readonly db: Kysely<Database>;
  private readonly reader: Kysely<Database>;
  private readonly dialect: Dialect;

  /** `refreshMs`: how often the typo word list and the filter table read the catalog's latest writes. */
  constructor(database: Pick<DatabaseHandle, 'db' | 'reader' | 'dialect'>, options: { refreshMs?: number } = {}) {
    this.db = database.db;
    this.reader = database.reader;
    this.dialect = database.dialect;
    const { reader } = database;
    this.words = new SyncedWordList(
      { wordsSince: (since, after, limit) => findWordsSince(reader, since, after, limit) },
      options.refreshMs,
    );
    this.filterTable = new SyncedFilterTable(
      {
        extent: () => findTitlesExtent(reader, database.dialect),
        rowsAfter: (after, limit) => findFilterRowsAfter(reader, after, limit),
        rowsSince: (since, after, limit) => findFilterRowsSince(reader, since, after, limit),
      },
      options.refreshMs,
    );
  }

  /**
   * Loads the typo word list and the filter table, so no search waits for them, and gathers the planner's statistics
   * of `titles` when the catalog never had them (an import gathers them): search's plans rest on them. Readiness
   * waits for all three.
   */
  async warmUp(): Promise<void> {
    await ensureTitleStatistics(this.db, this.dialect);
    await this.words.load();
    await this.filterTable.load();
  }

  /**
   * One page of results. Runs only when the text has something searchable or a filter is set; otherwise the
   * answer is empty (product §5). A cast name that matches nobody also gives an empty answer. `onMyServices`, when
   * given, are the titles on the member's services: only those are found (decision 047); such an answer is the
   * member's own and is not reused.
   */
  async search(request: SearchRequest, onMyServices?: readonly TitleKey[]): Promise<SearchResponse> {
    const filters = applicableFilters(request.filters);
    if (onMyServices) return this.answer(request, filters, onMyServices);
    const key = JSON.stringify([tokenize(request.q), request.type, filters, request.page]);
    return this.answers.getOrLoad(key, ANSWER_TTL_MS, () => this.answer(request, filters));
  }

  private async answer(
    request: SearchRequest,
    filters: AppliedFilters,
    onMyServices?: readonly TitleKey[],
  ): Promise<SearchResponse> {
    const { page } = request;
    const hasText = foldForSearch(request.q) !== '';
    if (!hasText && Object.keys(filters).length === 0 && !onMyServices) return emptySearchPage(page);

    let onlyTitles: readonly TitleKey[] | undefined = onMyServices;
    if (filters.cast !== undefined) {
      const person = await this.findPerson(filters.cast);
      if (!person) return emptySearchPage(page);
      const credited = await findCreditedTitles(this.reader, person.id);
      onlyTitles = onMyServices ? intersectTitles(credited, onMyServices) : credited;
    }
    const found = await this.findTitles({
      text: hasText ? request.q : '',
      mediaType: request.type === 'all' ? undefined : request.type,
      year: filters.year,
      rating: filters.rating,
      runtime: filters.runtime,
      genres: filters.genres,
      onlyTitles,
      offset: (page - 1) * SEARCH_PAGE_SIZE,
      limit: SEARCH_PAGE_SIZE,
    });
    const rows = await findSummaries(this.reader, found.titles);
    return presentSearchPage(presentSummaries(rows, await findGenreIds(this.reader, rows)), page, found.total);
  }

  /** Runs a query: text matching, filters and ranking, returning one page and the total. */
  async findTitles(query: TitleQuery): Promise<TitleQueryResult> {
    const words = queryWords(query.text);
    if (words.length === 0) return this.findFiltered(query);
    const wordList = await this.words.current();
    const filter = filterCondition(query);
    const facets = facetsOf(query);

    const tokens: QueryToken[] = words.map((text, i) => ({
      text,
      isLast: i === words.length - 1,
      typos: wordList.typoCandidates(text),
    }));
    const groups = (withTypos: boolean): WordGroup[] =>
      tokens.map((token) => ({
        words: withTypos ? [token.text, ...token.typos.keys()] : [token.text],
        prefix: token.isLast ? token.text : undefined,
      }));
    // The titles that have the words (or their typos) and the filters' facets in the full-text index and pass the
    // filters, up to the cap. Fewer than the cap: they are all read by key and ranked. At the cap ("t", "the"): the
    // popularity index is walked and each title's words checked, which meets the most popular matches early.
    const hasTypos = tokens.some((t) => t.typos.size > 0);
    const anyWords = { words: groups(true), facets };
    const exactWords = { words: groups(false), facets };
    const meeting = hasFilters(query) ? filter : undefined;
    const matches = await findEngineMatches(this.reader, this.dialect, anyWords, TOTAL_CAP, meeting);
    if (matches.count === 0) return { total: 0, titles: [] };
    if (matches.listed) return this.rankEvery(tokens, matches.listed, query);
    // The words as typed may be rare where their typos are common ("bluck" beside "black"): counted on their own,
    // so their titles are not looked for by walking the whole popularity index.
    const exactPlan: MatchPlan =
      hasTypos && (await countEngineMatches(this.reader, this.dialect, exactWords, TOTAL_CAP)) < TOTAL_CAP
        ? 'index'
        : 'entry';
    const exactMatch = both(filter, matchesEngine(this.dialect, exactWords, exactPlan));
    const anyMatch = hasTypos ? both(filter, matchesEngine(this.dialect, anyWords, 'entry')) : exactMatch;
    const needed = query.offset + query.limit;

    // At the cap, candidates: titles that are or start with a spelling of the query (whatever their popularity), and
    // the most popular of the rest, exact matches first. Ranking classes then order them.
    const spelled = spellings(tokens);
    const articled = (texts: string[]) => texts.flatMap((text) => [text, ...[...ARTICLES].map((a) => `${a} ${text}`)]);
    const exactSpelling = spelled.filter((s) => s.exact).map((s) => s.text);
    const fuzzySpellings = spelled.filter((s) => !s.exact).map((s) => s.text);
    const pool = new Map<string, CandidateRow>();
    const add = (rows: CandidateRow[]) => {
      for (const row of rows) pool.set(keyOf(row), row);
    };
    add(
      await this.candidates(
        both(filter, isAnyOf(articled(spelled.map((s) => s.text)))),
        { offset: 0, limit: 200 },
        true,
      ),
    );
    // Titles starting with a spelling of the query have its words (or their typos): under the cap they are few.
    const startingAsTyped = await this.startingWith(filter, articled(exactSpelling), needed, exactPlan === 'index');
    add(startingAsTyped);
    // When the broadest of these queries found fewer titles than it could take, the pool holds every match.
    let complete = false;
    // Titles starting with the query as typed outrank those with its words further on or with typos of them: when
    // they fill the pages up to this one, no other title can reach it. (A title starting with an article the query
    // starts with does not count: ranking skips the article.)
    const outranking = startingAsTyped.filter((row) =>
      startsAsTyped(rankClass(tokens, row.search_title, row.search_original)),
    ).length;
    if (outranking < needed) {
      const exactPopular = await this.candidates(exactMatch, { offset: 0, limit: needed }, exactPlan === 'index');
      add(exactPopular);
      complete = exactPopular.length < needed && anyMatch === exactMatch;
      if (exactPopular.length < needed && anyMatch !== exactMatch) {
        add(await this.startingWith(filter, articled(fuzzySpellings), needed, false));
        const limit = needed + exactPopular.length;
        const anyPopular = await this.candidates(anyMatch, { offset: 0, limit });
        add(anyPopular);
        complete = anyPopular.length < limit;
      }
    }

    const ranked = rank(tokens, [...pool.values()]);
    const total = complete ? ranked.length : Math.max(ranked.length, matches.count);
    return { total, titles: ranked.slice(query.offset, needed).map(toKey) };
  }

  /** Every title meeting the condition (known to be fewer than the cap), ranked: the total is exact. */
  private async rankEvery(tokens: readonly QueryToken[], condition: TitleCondition, query: TitleQuery) {
    const ranked = rank(tokens, await this.candidates(condition, { offset: 0, limit: TOTAL_CAP }, true));
    return { total: ranked.length, titles: ranked.slice(query.offset, query.offset + query.limit).map(toKey) };
  }

  /**
   * The person a cast filter names: an exact (folded) name match, else a name starting with it, else a name with a
   * later word starting with it ("hanks"); within the first tier that has any, the most credited person.
   */
  async findPerson(name: string): Promise<{ id: number } | undefined> {
    const folded = fold(name);
    if (folded === '') return undefined;
    for (const tier of ['exact', 'start', 'laterWord'] as const) {
      const ids = await findPeopleNamed(this.reader, this.dialect, folded, tier, PEOPLE_PER_TIER);
      const credits = await countCredits(this.reader, ids);
      let best: { id: number; credits: number } | undefined;
      for (const [id, count] of credits) {
        if (!best || count > best.credits || (count === best.credits && id < best.id)) best = { id, credits: count };
      }
      if (best) return { id: best.id };
    }
    return undefined;
  }

  /**
   * Every title passing the filters (no text), in popularity order, from the filter table (decision 065): it checks
   * every title (or each of `onlyTitles`) in a few milliseconds, where the engine's plans for a broad filter cost tens.
   */
  private async findFiltered(query: TitleQuery): Promise<TitleQueryResult> {
    const table = await this.filterTable.current();
    const needed = query.offset + query.limit;
    const found = table.find(filterBoundsOf(query), query.onlyTitles, Math.min(needed, TOTAL_CAP), TOTAL_CAP);
    return { total: found.total, titles: found.titles.slice(query.offset, needed) };
  }

  /**
   * The most popular titles starting with one of the texts. Known to be few, or counted on the title indexes as
   * fewer than FEW_STARTING, they are sorted; otherwise ("sh", "black") the popularity index is walked, which meets
   * the most popular of them early.
   */
  private async startingWith(
    filter: TitleCondition,
    texts: string[],
    limit: number,
    knownFew: boolean,
  ): Promise<CandidateRow[]> {
    const fewest = FEW_STARTING[this.dialect];
    const few = knownFew || (await countTitles(this.reader, startsWithAny(texts), fewest)) < fewest;
    const condition = both(filter, startsWithAny(texts, few ? 'index' : 'entry'));
    return this.candidates(condition, { offset: 0, limit }, few);
  }

  private candidates(
    condition: TitleCondition,
    page: { offset: number; limit: number },
    fewRows = false,
  ): Promise<CandidateRow[]> {
    return findCandidates(this.reader, this.dialect, condition, page, fewRows);
  }
}
