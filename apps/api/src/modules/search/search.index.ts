import { boundedDamerauLevenshtein, fold } from '../../lib/text.js';

/**
 * The in-memory search index (decision 007). A plain SQL LIKE cannot rank or forgive typos fast enough on 50,000
 * titles, so every search runs here and only the page of results is read from the database.
 *
 * - `TitleIndex` is one immutable snapshot: per title its key, folded title tokens and the filterable fields;
 *   token → postings; a sorted vocabulary for prefixes; a trigram index over the vocabulary for typo candidates,
 *   verified with a bounded Damerau–Levenshtein distance; and the people's folded names for the cast filter.
 * - `SearchIndex` keeps the current snapshot fresh: a cheap fingerprint of the catalog is compared at most every
 *   few seconds and a changed catalog is rebuilt in the background while searches keep using the old snapshot.
 */

export type MediaType = 'movie' | 'tv';

/** A title's identity in the catalog. */
export interface TitleKey {
  mediaType: MediaType;
  id: number;
}

/** One title as the index needs it. */
export interface IndexTitle extends TitleKey {
  title: string;
  originalTitle: string | null;
  year: number | null;
  voteAverage: number | null;
  voteCount: number | null;
  popularity: number | null;
  runtime: number | null;
  genreIds: readonly number[];
}

/** A person and how many credits (cast or crew) they have; the most credited wins among equal name matches. */
export interface IndexPerson {
  id: number;
  name: string;
  credits: number;
}

/** Inclusive bounds; an open side is ±Infinity. */
export interface NumberRange {
  min: number;
  max: number;
}

/** What to look for. Every filter here is already "applied" (the service decides which ones apply). */
export interface TitleQuery {
  /** Free text; folded and tokenized here. Blank means "every title passing the filters". */
  text: string;
  mediaType?: MediaType;
  year?: NumberRange;
  /** On vote_average as shown (one decimal). */
  rating?: NumberRange;
  /** On runtime in minutes. */
  runtime?: NumberRange;
  /** Genre ids a title must all have, per media type (TV ids already mapped from movie ids). */
  genres?: { movie: readonly number[]; tv: readonly number[] };
  /** Restricts results to these titles (e.g. the credits of the person named in the cast filter). */
  onlyTitles?: readonly TitleKey[];
  offset: number;
  limit: number;
}

export interface TitleQueryResult {
  /** Every match, not just the page. */
  total: number;
  /** The requested page, best first. */
  titles: TitleKey[];
}

/** Figures about a snapshot, for logs and the benchmark. */
export interface IndexStats {
  titles: number;
  /** Distinct folded words of titles and original titles. */
  words: number;
  trigrams: number;
  people: number;
}

/** Query tokens beyond this are ignored: no title needs more to be found, and each token costs a lookup. */
const MAX_QUERY_TOKENS = 16;
/** Leading articles that do not decide whether a title matches exactly ("godfather" is "The Godfather"). */
const ARTICLES = new Set(['the', 'a', 'an']);
const PAD = '\u0001\u0001';
/** Match classes, best first: whole title, start of the title, words anywhere; each exact before fuzzy. */
const SHAPE_WHOLE = 0;
const SHAPE_START = 1;
const SHAPE_WORDS = 2;
const MAX_RANKED_EDITS = 15;
const BUCKETS = 2 * 3 * (MAX_RANKED_EDITS + 1);

/** The ranking bucket: exact before fuzzy, then by shape, then by edits. */
function rankOf(shape: number, edits: number): number {
  return ((edits > 0 ? 3 : 0) + shape) * (MAX_RANKED_EDITS + 1) + Math.min(edits, MAX_RANKED_EDITS);
}

/**
 * How many edits a query token may be away from a title token: none below 4 characters (too many short words are
 * one edit apart), 1 for 4–7, 2 from 8 on.
 */
export function maxEditsFor(length: number): number {
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/** Folded words of a title or query ("The Godfather: Part II" → the, godfather, part, ii). */
export function tokenize(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

function trigramsOf(token: string): Set<string> {
  const padded = `${PAD}${token}${PAD}`;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** First index whose string is ≥ `value` (plain code-unit order, the order the arrays are sorted in). */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sorted string keys with a number attached to each, for exact and prefix lookups by binary search. */
class SortedKeys {
  readonly keys: string[];
  readonly values: Int32Array;

  constructor(entries: { key: string; value: number }[]) {
    entries.sort((a, b) => byCodeUnits(a.key, b.key));
    this.keys = entries.map((e) => e.key);
    this.values = Int32Array.from(entries, (e) => e.value);
  }

  /** Indexes [from, to) of the keys equal to (`exact`) or starting with `prefix`. */
  range(prefix: string, exact: boolean): [number, number] {
    const from = lowerBound(this.keys, prefix);
    let to = from;
    while (to < this.keys.length) {
      const key = this.keys[to] as string;
      if (exact ? key !== prefix : !key.startsWith(prefix)) break;
      to += 1;
    }
    return [from, to];
  }
}

/** People by folded name: whole names for exact and prefix matches, and each later word for "Hanks". */
class PeopleIndex {
  private readonly ids: Float64Array;
  private readonly credits: Int32Array;
  private readonly fullNames: SortedKeys;
  private readonly laterWords: SortedKeys;

  constructor(people: readonly IndexPerson[]) {
    this.ids = Float64Array.from(people, (p) => p.id);
    this.credits = Int32Array.from(people, (p) => p.credits);
    const full: { key: string; value: number }[] = [];
    const words: { key: string; value: number }[] = [];
    people.forEach((person, index) => {
      const folded = fold(person.name);
      if (folded === '') return;
      full.push({ key: folded, value: index });
      for (let space = folded.indexOf(' '); space !== -1; space = folded.indexOf(' ', space + 1)) {
        words.push({ key: folded.slice(space + 1), value: index });
      }
    });
    this.fullNames = new SortedKeys(full);
    this.laterWords = new SortedKeys(words);
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * The person a name means: an exact (folded) name match, else a name starting with it, else a name with a later
   * word starting with it ("hanks"); within the first tier that has any, the most credited person.
   */
  find(name: string): { id: number } | undefined {
    const folded = fold(name);
    if (folded === '') return undefined;
    const tiers: [SortedKeys, boolean][] = [
      [this.fullNames, true],
      [this.fullNames, false],
      [this.laterWords, false],
    ];
    for (const [keys, exact] of tiers) {
      const [from, to] = keys.range(folded, exact);
      let best = -1;
      for (let i = from; i < to; i += 1) {
        const person = keys.values[i] as number;
        if (best === -1 || this.isBetter(person, best)) best = person;
      }
      if (best !== -1) return { id: this.ids[best] as number };
    }
    return undefined;
  }

  private isBetter(candidate: number, best: number): boolean {
    const difference = (this.credits[candidate] as number) - (this.credits[best] as number);
    return difference > 0 || (difference === 0 && (this.ids[candidate] as number) < (this.ids[best] as number));
  }
}

const keyOf = (mediaType: string, id: number) => `${mediaType}:${id}`;

/** The place of a title in search order when text does not decide: popular first, then more votes, then by key. */
function compareByPopularity(a: IndexTitle, b: IndexTitle): number {
  return (
    (b.popularity ?? -1) - (a.popularity ?? -1) ||
    (b.voteCount ?? -1) - (a.voteCount ?? -1) ||
    (a.mediaType === b.mediaType ? 0 : a.mediaType === 'movie' ? -1 : 1) ||
    a.id - b.id
  );
}

/**
 * The vocabulary words one query token matches. `cost[wordId]` is `edits * 2 + (matched as a prefix ? 1 : 0)`
 * (lower is better) or -1 for no match: an array, because ranking looks it up for every word of every candidate.
 */
interface TokenMatches {
  ids: number[];
  cost: Int8Array;
}

/**
 * One immutable snapshot of the catalog for searching. Documents are numbered in popularity order, so any list
 * of document numbers sorted ascending is already sorted by the tie-breaker.
 */
export class TitleIndex {
  private readonly size: number;
  private readonly mediaTypes: Uint8Array;
  private readonly ids: Float64Array;
  private readonly years: Int16Array;
  private readonly ratingTenths: Int16Array;
  private readonly runtimes: Int32Array;
  /** Genre id → which documents have it (1 byte a title: cheaper to test than a list per title). */
  private readonly genreMembers = new Map<number, Uint8Array>();
  /**
   * Word ids of every document, flat: document d's title words are `words[wordOffsets[2d] … wordOffsets[2d+1])`
   * and its original title's (when it differs) follow up to `wordOffsets[2d+2]`.
   */
  private readonly words: Int32Array;
  private readonly wordOffsets: Int32Array;
  private readonly docByKey = new Map<string, number>();
  /** Word id → word. */
  private readonly vocabulary: string[] = [];
  private readonly wordIds = new Map<string, number>();
  /** The vocabulary in code-unit order with each word's id, for prefix ranges. */
  private readonly sortedWords: string[];
  private readonly sortedWordIds: Int32Array;
  /** Word id → documents containing it, ascending. */
  private readonly postings: Int32Array[];
  /** Trigram → ids of the words containing it. */
  private readonly trigrams = new Map<string, Int32Array>();
  private readonly articleIds = new Set<number>();
  private readonly people: PeopleIndex;

  private constructor(titles: IndexTitle[], people: readonly IndexPerson[]) {
    titles.sort(compareByPopularity);
    const size = titles.length;
    this.size = size;
    this.mediaTypes = new Uint8Array(size);
    this.ids = new Float64Array(size);
    this.years = new Int16Array(size);
    this.ratingTenths = new Int16Array(size);
    this.runtimes = new Int32Array(size);
    this.wordOffsets = new Int32Array(2 * size + 1);

    const docsByWord: number[][] = [];
    const wordList: number[] = [];
    const addWords = (text: string, doc: number) => {
      for (const word of tokenize(text)) {
        let id = this.wordIds.get(word);
        if (id === undefined) {
          id = this.vocabulary.length;
          this.wordIds.set(word, id);
          this.vocabulary.push(word);
          docsByWord.push([]);
          if (ARTICLES.has(word)) this.articleIds.add(id);
        }
        wordList.push(id);
        const docs = docsByWord[id] as number[];
        if (docs[docs.length - 1] !== doc) docs.push(doc);
      }
    };
    titles.forEach((title, doc) => {
      this.mediaTypes[doc] = title.mediaType === 'movie' ? 0 : 1;
      this.ids[doc] = title.id;
      // 0 / -1 stand for "unknown": an unknown value never passes an applied filter.
      this.years[doc] = title.year ?? 0;
      // Unrated titles (no votes) carry a 0 average; that is "unknown", not "rated 0".
      this.ratingTenths[doc] =
        title.voteAverage == null || title.voteCount === 0 ? -1 : Math.round(title.voteAverage * 10);
      this.runtimes[doc] = title.runtime ?? -1;
      for (const genre of title.genreIds) {
        let members = this.genreMembers.get(genre);
        if (!members) {
          members = new Uint8Array(size);
          this.genreMembers.set(genre, members);
        }
        members[doc] = 1;
      }
      this.docByKey.set(keyOf(title.mediaType, title.id), doc);
      this.wordOffsets[2 * doc] = wordList.length;
      addWords(title.title, doc);
      this.wordOffsets[2 * doc + 1] = wordList.length;
      // The original title only adds words when it differs from the title (most English titles do not).
      if (title.originalTitle && title.originalTitle !== title.title) addWords(title.originalTitle, doc);
    });
    this.wordOffsets[2 * size] = wordList.length;
    this.words = Int32Array.from(wordList);
    this.postings = docsByWord.map((docs) => Int32Array.from(docs));

    const order = Array.from(this.vocabulary.keys()).sort((a, b) =>
      byCodeUnits(this.vocabulary[a] as string, this.vocabulary[b] as string),
    );
    this.sortedWords = order.map((id) => this.vocabulary[id] as string);
    this.sortedWordIds = Int32Array.from(order);

    // Typo candidates: words shorter than 3 can never be within the allowed edits of a 4+ letter query word.
    const wordsByGram = new Map<string, number[]>();
    this.vocabulary.forEach((word, id) => {
      if (word.length < 3) return;
      for (const gram of trigramsOf(word)) {
        const list = wordsByGram.get(gram);
        if (list) list.push(id);
        else wordsByGram.set(gram, [id]);
      }
    });
    for (const [gram, list] of wordsByGram) this.trigrams.set(gram, Int32Array.from(list));
    this.people = new PeopleIndex(people);
  }

  /** Builds a snapshot from every title and person of the catalog. */
  static build(titles: readonly IndexTitle[], people: readonly IndexPerson[] = []): TitleIndex {
    return new TitleIndex([...titles], people);
  }

  get stats(): IndexStats {
    return {
      titles: this.size,
      words: this.vocabulary.length,
      trigrams: this.trigrams.size,
      people: this.people.size,
    };
  }

  /** The person a cast filter names (see PeopleIndex.find), or undefined when nobody matches. */
  findPerson(name: string): { id: number } | undefined {
    return this.people.find(name);
  }

  /** Runs a query: text matching, filters and ranking, returning one page and the total. */
  search(query: TitleQuery): TitleQueryResult {
    const allowed = query.onlyTitles ? this.docsOf(query.onlyTitles) : undefined;
    const accepts = this.makeFilter(query);
    const tokens = this.queryTokens(query.text);

    if (tokens.length === 0) {
      // No text: every allowed title passing the filters, in popularity order.
      const page: number[] = [];
      let total = 0;
      const visit = (doc: number) => {
        if (!accepts(doc)) return;
        if (total >= query.offset && page.length < query.limit) page.push(doc);
        total += 1;
      };
      if (allowed) for (const doc of allowed) visit(doc);
      else for (let doc = 0; doc < this.size; doc += 1) visit(doc);
      return { total, titles: page.map((doc) => this.keyOfDoc(doc)) };
    }

    const matches = tokens.map((token, position) => this.matchesFor(token, position === tokens.length - 1));
    if (matches.some((m) => m.ids.length === 0)) return { total: 0, titles: [] };
    const allowedSet = allowed ? new Set(allowed) : undefined;

    // Every query token must match some word of the title (or of its original title).
    const hits = new Uint8Array(this.size);
    const found: number[] = [];
    matches.forEach((tokenMatches, position) => {
      for (const wordId of tokenMatches.ids) {
        for (const doc of this.postings[wordId] as Int32Array) {
          if (hits[doc] !== position) continue;
          hits[doc] = position + 1;
          if (position === matches.length - 1) found.push(doc);
        }
      }
    });
    // Candidates in document (= popularity) order: sorting a few is cheaper than scanning all, and vice versa.
    let candidates: Int32Array;
    if (found.length * 16 < this.size) {
      candidates = Int32Array.from(found).sort();
    } else {
      candidates = new Int32Array(found.length);
      let next = 0;
      for (let doc = 0; doc < this.size; doc += 1) if (hits[doc] === matches.length) candidates[next++] = doc;
    }

    const buckets: number[][] = Array.from({ length: BUCKETS }, () => []);
    let total = 0;
    for (const doc of candidates) {
      if (allowedSet && !allowedSet.has(doc)) continue;
      if (!accepts(doc)) continue;
      (buckets[this.rankClass(doc, matches)] as number[]).push(doc);
      total += 1;
    }
    const page: number[] = [];
    let skip = query.offset;
    for (const bucket of buckets) {
      if (page.length >= query.limit) break;
      if (skip >= bucket.length) {
        skip -= bucket.length;
        continue;
      }
      page.push(...bucket.slice(skip, skip + query.limit - page.length));
      skip = 0;
    }
    return { total, titles: page.map((doc) => this.keyOfDoc(doc)) };
  }

  private keyOfDoc(doc: number): TitleKey {
    return { mediaType: this.mediaTypes[doc] === 0 ? 'movie' : 'tv', id: this.ids[doc] as number };
  }

  private docsOf(keys: readonly TitleKey[]): number[] {
    const docs = new Set<number>();
    for (const key of keys) {
      const doc = this.docByKey.get(keyOf(key.mediaType, key.id));
      if (doc !== undefined) docs.add(doc);
    }
    return [...docs].sort((a, b) => a - b);
  }

  private queryTokens(text: string): string[] {
    const tokens = tokenize(text).slice(0, MAX_QUERY_TOKENS);
    return tokens.length > 1 && ARTICLES.has(tokens[0] as string) ? tokens.slice(1) : tokens;
  }

  /** The filters of a query as one predicate over document numbers. */
  private makeFilter(query: TitleQuery): (doc: number) => boolean {
    const mediaType = query.mediaType === undefined ? -1 : query.mediaType === 'movie' ? 0 : 1;
    const { year, runtime, genres } = query;
    // Compared in tenths, on the value people see (a 7.96 shows as 8.0 and passes "at least 8").
    const rating = query.rating && {
      min: Math.round(query.rating.min * 10),
      max: Math.round(query.rating.max * 10),
    };
    // A genre no title has makes its media type match nothing (e.g. Horror for TV, which has no such genre).
    const membersOf = (ids: readonly number[]) => {
      const sets = ids.map((id) => this.genreMembers.get(id));
      return sets.every((set) => set !== undefined) ? (sets as Uint8Array[]) : null;
    };
    const genreSets = genres && { movie: membersOf(genres.movie), tv: membersOf(genres.tv) };
    const inRange = (value: number, range: NumberRange) => value >= range.min && value <= range.max;
    return (doc) => {
      if (mediaType !== -1 && this.mediaTypes[doc] !== mediaType) return false;
      if (year) {
        const value = this.years[doc] as number;
        if (value === 0 || !inRange(value, year)) return false;
      }
      if (rating) {
        const value = this.ratingTenths[doc] as number;
        if (value === -1 || !inRange(value, rating)) return false;
      }
      if (runtime) {
        const value = this.runtimes[doc] as number;
        if (value === -1 || !inRange(value, runtime)) return false;
      }
      if (genreSets) {
        const required = this.mediaTypes[doc] === 0 ? genreSets.movie : genreSets.tv;
        if (required === null) return false;
        for (const members of required) if (members[doc] === 0) return false;
      }
      return true;
    };
  }

  /** Vocabulary words a query token matches: itself, words it starts (last token only), words a typo away. */
  private matchesFor(token: string, isLast: boolean): TokenMatches {
    const matches: TokenMatches = { ids: [], cost: new Int8Array(this.vocabulary.length).fill(-1) };
    const add = (id: number, cost: number) => {
      if (matches.cost[id] !== -1) return;
      matches.cost[id] = cost;
      matches.ids.push(id);
    };
    const exact = this.wordIds.get(token);
    if (exact !== undefined) add(exact, 0);
    if (isLast) {
      // Search as you type: the last word may be unfinished.
      for (let i = lowerBound(this.sortedWords, token); i < this.sortedWords.length; i += 1) {
        if (!(this.sortedWords[i] as string).startsWith(token)) break;
        add(this.sortedWordIds[i] as number, 1);
      }
    }
    const maxEdits = maxEditsFor(token.length);
    if (maxEdits > 0) {
      for (const [id, edits] of this.typoCandidates(token, maxEdits)) add(id, edits * 2);
    }
    return matches;
  }

  /** Vocabulary tokens within `maxEdits` of `token`: trigram counting narrows, the bounded distance decides. */
  private typoCandidates(token: string, maxEdits: number): Map<number, number> {
    const grams = trigramsOf(token);
    // Each edit destroys at most 4 of a token's distinct padded trigrams (a swap touches 4), so a token within
    // maxEdits shares at least this many with the query token.
    const needed = Math.max(1, grams.size - 4 * maxEdits);
    const counts = new Uint16Array(this.vocabulary.length);
    const touched: number[] = [];
    for (const gram of grams) {
      const list = this.trigrams.get(gram);
      if (!list) continue;
      for (const id of list) {
        if (counts[id] === 0) touched.push(id);
        counts[id] = (counts[id] as number) + 1;
      }
    }
    const result = new Map<number, number>();
    for (const id of touched) {
      if ((counts[id] as number) < needed) continue;
      const candidate = this.vocabulary[id] as string;
      if (Math.abs(candidate.length - token.length) > maxEdits) continue;
      const edits = boundedDamerauLevenshtein(token, candidate, maxEdits);
      if (edits > 0 && edits <= maxEdits) result.set(id, edits);
    }
    return result;
  }

  /**
   * The ranking bucket of a matching title: exact matches before fuzzy ones; within each, the whole title before
   * the start of the title before words anywhere; then fewer edits. Buckets are visited in order and each holds
   * its titles in popularity order, which breaks the remaining ties.
   */
  private rankClass(doc: number, matches: TokenMatches[]): number {
    const words = this.words;
    const count = matches.length;
    const titleFrom = this.wordOffsets[2 * doc] as number;
    const originalFrom = this.wordOffsets[2 * doc + 1] as number;
    const end = this.wordOffsets[2 * doc + 2] as number;
    let best = rankOf(SHAPE_WORDS, this.cheapestEdits(matches, titleFrom, end));
    for (let list = 0; list < 2; list += 1) {
      const from = list === 0 ? titleFrom : originalFrom;
      const to = list === 0 ? originalFrom : end;
      // A leading article is ignored on the title's side too ("Godfather" is exactly "The Godfather").
      const start = to - from > 1 && this.articleIds.has(words[from] as number) ? from + 1 : from;
      if (to - start < count) continue;
      let edits = 0;
      let prefixUsed = false;
      let inOrder = true;
      for (let i = 0; i < count; i += 1) {
        const cost = (matches[i] as TokenMatches).cost[words[start + i] as number] as number;
        if (cost === -1) {
          inOrder = false;
          break;
        }
        edits += cost >> 1;
        if (cost & 1) prefixUsed = true;
      }
      if (inOrder) {
        const rank = rankOf(to - start === count && !prefixUsed ? SHAPE_WHOLE : SHAPE_START, edits);
        if (rank < best) best = rank;
      }
    }
    return best;
  }

  /** Edits when each query token takes its best word anywhere in the document. */
  private cheapestEdits(matches: TokenMatches[], from: number, to: number): number {
    let edits = 0;
    for (const { cost } of matches) {
      let cheapest = MAX_RANKED_EDITS;
      for (let i = from; i < to; i += 1) {
        const value = cost[this.words[i] as number] as number;
        if (value !== -1 && value >> 1 < cheapest) cheapest = value >> 1;
      }
      edits += cheapest;
    }
    return edits;
  }
}

/** Where a SearchIndex reads the catalog from (the repository in the app, a fake in unit tests). */
export interface SearchIndexSource {
  /** A cheap fingerprint of the catalog: when it differs from the one a snapshot was built at, rebuild. */
  readVersion(): Promise<string>;
  /** Every title, page by page, so a rebuild lets requests run between pages. */
  loadTitles(): AsyncIterable<readonly IndexTitle[]>;
  /** Every person who has at least one credit, with their credit count. */
  loadPeople(): Promise<readonly IndexPerson[]>;
}

export interface SearchIndexOptions {
  /** How often a search may check the catalog fingerprint; 2 s by default. */
  checkIntervalMs?: number;
  /** Clock, for tests. */
  now?: () => number;
  /** Told about failures of background checks and rebuilds (they must not fail a search). */
  onError?: (error: unknown) => void;
  /** Told after each build, with its figures and duration. */
  onBuilt?: (stats: IndexStats & { milliseconds: number }) => void;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The live index: the current snapshot plus the freshness rules. The first search waits for the first build;
 * later searches get the current snapshot at once and, at most every `checkIntervalMs`, start a fingerprint check
 * in the background that rebuilds a changed catalog while the old snapshot keeps serving.
 */
export class SearchIndex {
  private current: { index: TitleIndex; version: string } | undefined;
  private running: Promise<TitleIndex> | undefined;
  private queued: Promise<TitleIndex> | undefined;
  private checking = false;
  private lastCheck = 0;
  private closed = false;
  private readonly checkIntervalMs: number;
  private readonly now: () => number;

  constructor(
    private readonly source: SearchIndexSource,
    private readonly options: SearchIndexOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 2000;
    this.now = options.now ?? Date.now;
  }

  /** The snapshot to search in; waits only when there is none yet. */
  async snapshot(): Promise<TitleIndex> {
    if (!this.current) return this.running ?? this.rebuild();
    this.checkFreshness();
    return this.current.index;
  }

  /**
   * Tells the index the catalog changed (e.g. after an import). A rebuild starts now; searches keep using the
   * current snapshot until it is ready. The promise settles when a snapshot that includes the change is in use.
   */
  async invalidate(): Promise<void> {
    await this.rebuild();
  }

  /** Stops background checks (the database is about to close). */
  close(): void {
    this.closed = true;
  }

  private checkFreshness(): void {
    const now = this.now();
    if (this.closed || this.checking || this.running || now - this.lastCheck < this.checkIntervalMs) return;
    this.lastCheck = now;
    this.checking = true;
    this.source
      .readVersion()
      .then((version) => {
        if (!this.closed && version !== this.current?.version) return this.rebuild();
      })
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.checking = false;
      });
  }

  private rebuild(): Promise<TitleIndex> {
    if (!this.running) {
      this.running = this.build();
      return this.running;
    }
    // The running build may have read the catalog before the change we are told about: queue exactly one more.
    if (!this.queued) {
      this.queued = this.running
        .catch(() => undefined)
        .then(() => {
          this.queued = undefined;
          return this.rebuild();
        });
    }
    return this.queued;
  }

  private async build(): Promise<TitleIndex> {
    const started = performance.now();
    try {
      // The fingerprint is read first: a change that lands while we load makes the next check rebuild again.
      const version = await this.source.readVersion();
      const titles: IndexTitle[] = [];
      for await (const page of this.source.loadTitles()) {
        for (const title of page) titles.push(title);
        await yieldToEventLoop();
      }
      const people = await this.source.loadPeople();
      await yieldToEventLoop();
      const index = TitleIndex.build(titles, people);
      this.current = { index, version };
      this.lastCheck = this.now();
      this.options.onBuilt?.({ ...index.stats, milliseconds: performance.now() - started });
      return index;
    } finally {
      this.running = undefined;
    }
  }
}
