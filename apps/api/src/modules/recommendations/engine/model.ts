import { type CatalogTitle, type TitleKey, titleKey } from './types.js';

/** One person's positive interactions as the collaborative part learns them: title index → weight (0–1]. */
export type PositiveWeights = Map<number, number>;

export interface ModelOptions {
  /** Neighbours kept per title (item-item similarity). */
  neighbours?: number;
  /** A very active person's interactions are capped to this many (the strongest) when similarities are counted. */
  maxItemsPerUser?: number;
  /** Titles kept per content feature (keyword, cast member, director) for candidate generation, most popular first. */
  postingsPerFeature?: number;
}

/** A title's most similar titles by who liked them, best first. */
export interface Neighbours {
  ids: Int32Array;
  sims: Float32Array;
}

const EMPTY_NEIGHBOURS: Neighbours = { ids: new Int32Array(0), sims: new Float32Array(0) };
/** Ratings of titles with fewer votes are noise for "top rated". */
const TOP_RATED_MIN_VOTES = 200;

/**
 * The recommender's state, built in memory from the catalog and everyone's positive feedback:
 * - content: per title its genre / keyword / cast / director features with IDF weights, and per feature the
 *   titles that have it (postings), for "more like this";
 * - collaborative: who liked what, and per title its nearest titles by co-liking (cosine over users, weighted so
 *   that very active people count less), computed lazily and cached; a change of someone's feedback marks the
 *   titles it touches, whose neighbours are recomputed on next use;
 * - popularity: TMDB's popularity blended with how many people here liked the title.
 *
 * Pure: no I/O. The app feeds it from the database, the offline evaluation from MovieLens.
 */
export class RecommenderModel {
  readonly titles: CatalogTitle[];
  readonly index = new Map<TitleKey, number>();
  /** Content features per title (keyword/cast/director ids; genres are kept apart in `titles[i].genres`). */
  readonly features: Int32Array[];
  readonly idf: Float32Array;
  /** Titles per content feature, most popular first, capped. */
  readonly postings: Int32Array[];
  /** Titles per genre id, by TMDB popularity (the spec formula's "popular in genre"). */
  readonly byGenre = new Map<number, Int32Array>();
  /** TMDB popularity, log-scaled to 0–1. */
  readonly tmdbPopularity: Float32Array;
  /** Everything, most popular first (blended popularity, refreshed with `refreshPopularity`). */
  byPopularity: Int32Array;
  /** Everything by TMDB popularity alone (the spec's "popular"). */
  readonly byTmdbPopularity: Int32Array;
  /** Well-voted titles by rating (the spec fallback's "top rated"). */
  readonly topRated: Int32Array;
  /** Blended popularity 0–1. */
  popularity: Float32Array;

  private readonly userItems = new Map<string, PositiveWeights>();
  private readonly itemUsers: (Map<string, number> | undefined)[];
  private readonly likeCount: Float32Array;
  private readonly neighbourCache: (Neighbours | undefined)[];
  private readonly scratch: Float32Array;
  private readonly options: Required<ModelOptions>;

  constructor(titles: CatalogTitle[], options: ModelOptions = {}) {
    this.options = { neighbours: 80, maxItemsPerUser: 400, postingsPerFeature: 150, ...options };
    this.titles = titles;
    const n = titles.length;
    for (const [i, t] of titles.entries()) this.index.set(titleKey(t.mediaType, t.id), i);
    this.itemUsers = new Array(n);
    this.neighbourCache = new Array(n);
    this.likeCount = new Float32Array(n);
    this.scratch = new Float32Array(n);

    const maxPopularity = Math.log1p(titles.reduce((max, t) => Math.max(max, t.popularity ?? 0), 1));
    this.tmdbPopularity = Float32Array.from(titles, (t) => Math.log1p(t.popularity ?? 0) / maxPopularity);
    this.byTmdbPopularity = sortedIndices(n, (i) => this.tmdbPopularity[i] as number);
    this.popularity = this.tmdbPopularity.slice();
    this.byPopularity = this.byTmdbPopularity;
    this.topRated = sortedIndices(n, (i) => {
      const t = titles[i] as CatalogTitle;
      return t.voteAverage !== null && (t.voteCount === null || t.voteCount >= TOP_RATED_MIN_VOTES)
        ? t.voteAverage
        : -1;
    }).filter((i) => {
      const t = titles[i] as CatalogTitle;
      return t.voteAverage !== null && (t.voteCount === null || t.voteCount >= TOP_RATED_MIN_VOTES);
    });

    // Content features: one integer id per distinct keyword / cast member / director (a map per kind, keyed by the
    // value itself: building a prefixed string key per feature was most of this step at 50,000 titles).
    let featureCount = 0;
    const keywordIds = new Map<string, number>();
    const castIds = new Map<number, number>();
    const directorIds = new Map<number, number>();
    const featureOf = <K>(ids: Map<K, number>, value: K) => {
      let id = ids.get(value);
      if (id === undefined) {
        id = featureCount;
        featureCount += 1;
        ids.set(value, id);
      }
      return id;
    };
    this.features = titles.map((t) => {
      const own = new Set<number>();
      for (const k of t.keywords) own.add(featureOf(keywordIds, k));
      for (const p of t.cast) own.add(featureOf(castIds, p));
      for (const p of t.directors) own.add(featureOf(directorIds, p));
      return Int32Array.from(own);
    });
    const documentFrequency = new Int32Array(featureCount);
    for (const list of this.features) for (const f of list) documentFrequency[f] = (documentFrequency[f] ?? 0) + 1;
    this.idf = Float32Array.from(documentFrequency, (df) => Math.log((n + 1) / (df + 1)));
    const postings: number[][] = Array.from({ length: featureCount }, () => []);
    for (const i of this.byTmdbPopularity) {
      for (const f of this.features[i] as Int32Array) {
        const list = postings[f] as number[];
        if (list.length < this.options.postingsPerFeature) list.push(i);
      }
    }
    this.postings = postings.map((list) => Int32Array.from(list));

    const genreLists = new Map<number, number[]>();
    for (const i of this.byTmdbPopularity) {
      for (const g of (titles[i] as CatalogTitle).genres) {
        const list = genreLists.get(g);
        if (list) list.push(i);
        else genreLists.set(g, [i]);
      }
    }
    for (const [g, list] of genreLists) this.byGenre.set(g, Int32Array.from(list));
  }

  get size(): number {
    return this.titles.length;
  }

  get userCount(): number {
    return this.userItems.size;
  }

  indexOf(key: TitleKey): number | undefined {
    return this.index.get(key);
  }

  keyOf(i: number): TitleKey {
    const t = this.titles[i] as CatalogTitle;
    return titleKey(t.mediaType, t.id);
  }

  /**
   * Replaces what one person likes (title → weight 0–1). Titles whose set of likers changed lose their cached
   * neighbours (recomputed on next use); popularity is refreshed by `refreshPopularity`.
   */
  setUserPositives(userId: string, positives: Map<TitleKey, number>): void {
    const next: PositiveWeights = new Map();
    for (const [key, weight] of positives) {
      const i = this.index.get(key);
      if (i !== undefined && weight > 0) next.set(i, Math.min(1, weight));
    }
    const previous = this.userItems.get(userId);
    const changed = new Set<number>();
    if (previous) {
      for (const [i, w] of previous) if (next.get(i) !== w) changed.add(i);
    }
    for (const [i, w] of next) if (previous?.get(i) !== w) changed.add(i);
    if (changed.size === 0 && previous) return;
    for (const i of changed) {
      const users = this.itemUsers[i] ?? new Map<string, number>();
      const oldWeight = users.get(userId) ?? 0;
      const newWeight = next.get(i) ?? 0;
      if (newWeight > 0) users.set(userId, newWeight);
      else users.delete(userId);
      this.itemUsers[i] = users;
      this.likeCount[i] = (this.likeCount[i] ?? 0) + newWeight - oldWeight;
      this.neighbourCache[i] = undefined;
    }
    if (next.size > 0) this.userItems.set(userId, next);
    else this.userItems.delete(userId);
  }

  /** What the model holds for a person (title index → weight). */
  positivesOf(userId: string): PositiveWeights | undefined {
    return this.userItems.get(userId);
  }

  /** How many people here liked the title (weighted). */
  likesOf(i: number): number {
    return this.likeCount[i] ?? 0;
  }

  /**
   * Recomputes the blended popularity: TMDB's for a small community, more and more how many people here liked a
   * title as the community grows (its own taste is the better signal once there is enough of it).
   */
  refreshPopularity(): void {
    const n = this.size;
    let maxLikes = 0;
    let totalLikes = 0;
    for (let i = 0; i < n; i += 1) {
      const likes = this.likeCount[i] as number;
      totalLikes += likes;
      if (likes > maxLikes) maxLikes = likes;
    }
    const communityShare = totalLikes / (totalLikes + 2_000);
    const scale = Math.log1p(maxLikes) || 1;
    const blended = new Float32Array(n);
    for (let i = 0; i < n; i += 1) {
      const local = Math.log1p(this.likeCount[i] as number) / scale;
      blended[i] = communityShare * local + (1 - communityShare) * (this.tmdbPopularity[i] as number);
    }
    this.popularity = blended;
    this.byPopularity = sortedIndices(n, (i) => blended[i] as number);
  }

  /** The title's nearest titles by co-liking (cached until someone's feedback on it changes). */
  neighbours(i: number): Neighbours {
    const cached = this.neighbourCache[i];
    if (cached) return cached;
    const computed = this.computeNeighbours(i);
    this.neighbourCache[i] = computed;
    return computed;
  }

  /** Computes every title's neighbours now (after a build), so requests never pay for it. */
  warm(): void {
    for (let i = 0; i < this.size; i += 1) if (this.itemUsers[i]) this.neighbours(i);
  }

  /**
   * `warm` in slices, yielding to the event loop between them (`pause` is the caller's, e.g. setImmediate): at
   * 50,000 titles all neighbours take seconds, and a server must keep answering meanwhile. Still pure: the engine
   * only awaits what it is given.
   */
  async warmInSlices(pause: () => Promise<void>, titlesPerSlice = 500): Promise<void> {
    for (let start = 0; start < this.size; start += titlesPerSlice) {
      const end = Math.min(this.size, start + titlesPerSlice);
      for (let i = start; i < end; i += 1) if (this.itemUsers[i]) this.neighbours(i);
      await pause();
    }
  }

  private computeNeighbours(i: number): Neighbours {
    const users = this.itemUsers[i];
    if (!users || users.size === 0) return EMPTY_NEIGHBOURS;
    const co = this.scratch;
    const touched: number[] = [];
    for (const [userId, wi] of users) {
      const items = this.userItems.get(userId);
      if (!items) continue;
      // Someone who liked everything says little about any pair: weigh each person by 1/log2(2 + likes).
      const personWeight = wi / Math.log2(2 + items.size);
      let seen = 0;
      for (const [j, wj] of items) {
        if (seen++ >= this.options.maxItemsPerUser) break;
        if (j === i) continue;
        if (co[j] === 0) touched.push(j);
        co[j] = (co[j] as number) + personWeight * wj;
      }
    }
    const normI = Math.sqrt(this.likeCount[i] as number);
    const k = this.options.neighbours;
    const heapIds = new Int32Array(k);
    const heapSims = new Float32Array(k);
    let size = 0;
    for (const j of touched) {
      const value = co[j] as number;
      co[j] = 0;
      // Cosine with a small shrinkage, so two titles liked by one person are not "identical".
      const sim = value / (normI * Math.sqrt(this.likeCount[j] as number) + 0.5);
      if (size < k) {
        heapIds[size] = j;
        heapSims[size] = sim;
        size += 1;
        if (size === k) buildMinHeap(heapIds, heapSims, k);
      } else if (sim > (heapSims[0] as number)) {
        heapIds[0] = j;
        heapSims[0] = sim;
        siftDown(heapIds, heapSims, 0, k);
      }
    }
    const order = Array.from({ length: size }, (_, x) => x).sort(
      (a, b) => (heapSims[b] as number) - (heapSims[a] as number),
    );
    return {
      ids: Int32Array.from(order, (x) => heapIds[x] as number),
      sims: Float32Array.from(order, (x) => heapSims[x] as number),
    };
  }
}

function sortedIndices(n: number, value: (i: number) => number): Int32Array {
  const values = new Float64Array(n);
  for (let i = 0; i < n; i += 1) values[i] = value(i);
  return Int32Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (values[b] as number) - (values[a] as number) || a - b,
  );
}

function buildMinHeap(ids: Int32Array, sims: Float32Array, size: number): void {
  for (let i = (size >> 1) - 1; i >= 0; i -= 1) siftDown(ids, sims, i, size);
}

function siftDown(ids: Int32Array, sims: Float32Array, start: number, size: number): void {
  let i = start;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let smallest = i;
    if (left < size && (sims[left] as number) < (sims[smallest] as number)) smallest = left;
    if (right < size && (sims[right] as number) < (sims[smallest] as number)) smallest = right;
    if (smallest === i) return;
    [ids[i], ids[smallest]] = [ids[smallest] as number, ids[i] as number];
    [sims[i], sims[smallest]] = [sims[smallest] as number, sims[i] as number];
    i = smallest;
  }
}
