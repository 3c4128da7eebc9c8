import { RECOMMENDATION_LIMITS } from '@watchify/contract';
import type { RecommenderModel } from './model.js';
import { expandPreferredGenres, genreIdsFor, specRecommendations } from './spec-ranking.js';
import type { CatalogTitle, Reason, Recommendation, TitleKey, UserSignals } from './types.js';

/** How much each signal counts in the final score (tuned on the MovieLens evaluation, seed 1; see decision 018). */
export interface RankingWeights {
  collaborative: number;
  content: number;
  genre: number;
  popularity: number;
  quality: number;
  friends: number;
  negative: number;
  /** How strongly a genre already shown pushes the next title of that genre down (diversity). */
  diversity: number;
  /** How much more a recent like or rating counts than an old one (0: all alike; 1: the oldest count nothing). */
  recency: number;
}

export const DEFAULT_WEIGHTS: RankingWeights = {
  collaborative: 1,
  content: 0.6,
  genre: 0.15,
  popularity: 0.1,
  quality: 0.05,
  friends: 0.4,
  negative: 0.6,
  diversity: 0.12,
  recency: 0.8,
};

/** How much each kind of positive signal is worth as a seed (a like is the clearest). */
const SEED_WEIGHTS = {
  like: 1,
  favorite: 1,
  rating5: 1,
  rating4: 0.7,
  watched: 0.6,
  watchlist: 0.5,
  rating3: 0.15,
} as const;
const NEGATIVE_WEIGHTS = { dislike: 1, rating1: 1, rating2: 0.6 } as const;
/** The strongest seeds used per request (keeps a very active person's request fast). */
const MAX_SEEDS = 150;
/** Content features of the person's profile used to find candidates. */
const PROFILE_FEATURES_FOR_CANDIDATES = 40;

/** What a person's signals are worth as seeds: title key → weight, and whether it came only from the watchlist. */
export function positiveWeights(signals: UserSignals): Map<TitleKey, number> {
  const weights = new Map<TitleKey, number>();
  const raise = (key: TitleKey, weight: number) => weights.set(key, Math.max(weights.get(key) ?? 0, weight));
  for (const key of signals.watchlist) raise(key, SEED_WEIGHTS.watchlist);
  // Choosing to watch something says less than liking it, more than saving it.
  for (const key of signals.watched) raise(key, SEED_WEIGHTS.watched);
  for (const [key, stars] of signals.ratings) {
    if (stars >= 5) raise(key, SEED_WEIGHTS.rating5);
    else if (stars >= RECOMMENDATION_LIMITS.highRating) raise(key, SEED_WEIGHTS.rating4);
    else if (stars === 3) raise(key, SEED_WEIGHTS.rating3);
  }
  for (const key of signals.favorites) raise(key, SEED_WEIGHTS.favorite);
  for (const key of signals.likes) raise(key, SEED_WEIGHTS.like);
  // A dislike or a low rating outweighs anything else said about the title.
  for (const key of signals.dislikes) weights.delete(key);
  for (const [key, stars] of signals.ratings) if (stars <= 2) weights.delete(key);
  return weights;
}

function negativeWeights(signals: UserSignals): Map<TitleKey, number> {
  const weights = new Map<TitleKey, number>();
  for (const [key, stars] of signals.ratings) {
    if (stars <= 1) weights.set(key, NEGATIVE_WEIGHTS.rating1);
    else if (stars === 2) weights.set(key, NEGATIVE_WEIGHTS.rating2);
  }
  for (const key of signals.dislikes) weights.set(key, NEGATIVE_WEIGHTS.dislike);
  return weights;
}

/**
 * How recent each like or rating is, 0 (the oldest) to 1 (the newest): lists are oldest first. Tastes drift, and
 * what someone liked lately predicts what they want next better than what they liked years ago.
 */
function recencyOf(signals: UserSignals): Map<TitleKey, number> {
  const recency = new Map<TitleKey, number>();
  const mark = (keys: TitleKey[]) => {
    keys.forEach((key, position) => {
      const value = keys.length === 1 ? 1 : position / (keys.length - 1);
      recency.set(key, Math.max(recency.get(key) ?? 0, value));
    });
  };
  mark(signals.likes);
  mark([...signals.ratings.keys()]);
  return recency;
}

/** Everything the person already knows or rejected (and watched, unless they asked to see it): never recommended. */
export function knownTitles(signals: UserSignals): Set<TitleKey> {
  return new Set([
    ...signals.likes,
    ...signals.dislikes,
    ...signals.favorites,
    ...signals.watchlist,
    ...(signals.showWatched ? [] : signals.watched),
    ...signals.ratings.keys(),
  ]);
}

export interface RankOptions {
  limit?: number;
  /** Further titles never to recommend (e.g. already seen, in the evaluation). */
  exclude?: Iterable<TitleKey>;
  /** The spec formula's random term (cold start). */
  random: () => number;
  weights?: RankingWeights;
}

/** What each signal added to a title's score (the reason names the largest). */
interface ScoreParts {
  collaborative: number;
  content: number;
  genre: number;
  popularity: number;
  quality: number;
  friends: number;
}

interface Scored {
  i: number;
  /** The seed whose neighbours gave the title the most collaborative score, and how much. */
  bestSeed: number;
  bestSeedShare: number;
  friends: number;
  score: number;
  parts: ScoreParts;
}

/**
 * Our ranking (decision 018): candidates from the titles co-liked with the person's seeds (collaborative), from
 * titles sharing their keywords, cast and directors (content), from their genres, their friends' 4–5 star ratings
 * and the popular titles; each scored by a weighted blend of those signals minus its similarity to what they
 * disliked; then picked greedily so no genre crowds the list. A person who has told us nothing but their genres gets
 * the spec's formula (cold start). A disliked title is never returned.
 */
export function recommend(model: RecommenderModel, signals: UserSignals, options: RankOptions): Recommendation[] {
  const limit = options.limit ?? RECOMMENDATION_LIMITS.page;
  const weights = options.weights ?? DEFAULT_WEIGHTS;
  const exclude = knownTitles(signals);
  for (const key of options.exclude ?? []) exclude.add(key);

  const recency = recencyOf(signals);
  const positives = [...positiveWeights(signals)]
    .map(([key, weight]) => ({
      index: model.indexOf(key),
      weight: weight * (1 - weights.recency + weights.recency * (recency.get(key) ?? 0.5)),
      key,
    }))
    .filter((seed): seed is { index: number; weight: number; key: TitleKey } => seed.index !== undefined)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_SEEDS);
  const negatives = [...negativeWeights(signals)]
    .map(([key, weight]) => ({ index: model.indexOf(key), weight }))
    .filter((seed): seed is { index: number; weight: number } => seed.index !== undefined);

  const friendTitles = [...signals.friendsHighRatings].filter(([key]) => !exclude.has(key));
  if (positives.length === 0 && friendTitles.length === 0) {
    return specRecommendations(model, signals.preferredGenres, {
      exclude,
      random: options.random,
      limit,
      history: signals.watched,
    });
  }

  // Dense per-request arrays over the catalog: cheaper than maps at 50,000 titles.
  const n = model.size;
  const excluded = new Uint8Array(n);
  for (const key of exclude) {
    const i = model.indexOf(key);
    if (i !== undefined) excluded[i] = 1;
  }
  const cf = new Float32Array(n);
  const negativeCf = new Float32Array(n);
  const bestSeed = new Int32Array(n).fill(-1);
  const bestSeedShare = new Float32Array(n);
  const isCandidate = new Uint8Array(n);
  const candidates: number[] = [];
  const consider = (i: number) => {
    if (isCandidate[i] || excluded[i]) return;
    isCandidate[i] = 1;
    candidates.push(i);
  };

  // Collaborative: titles co-liked with the seeds.
  for (const seed of positives) {
    const { ids, sims } = model.neighbours(seed.index);
    for (let x = 0; x < ids.length; x += 1) {
      const j = ids[x] as number;
      const share = seed.weight * (sims[x] as number);
      cf[j] = (cf[j] as number) + share;
      if (share > (bestSeedShare[j] as number)) {
        bestSeedShare[j] = share;
        bestSeed[j] = seed.index;
      }
      consider(j);
    }
  }
  for (const seed of negatives) {
    const { ids, sims } = model.neighbours(seed.index);
    for (let x = 0; x < ids.length; x += 1) {
      const j = ids[x] as number;
      negativeCf[j] = (negativeCf[j] as number) + seed.weight * (sims[x] as number);
    }
  }

  // Content: a profile of keyword / cast / director weights, positive from seeds, negative from dislikes (dense
  // over the model's features: looked up for every feature of every candidate).
  const profile = new Float32Array(model.idf.length);
  const profileFeatures: number[] = [];
  const addToProfile = (i: number, weight: number) => {
    for (const f of model.features[i] as Int32Array) {
      if (profile[f] === 0) profileFeatures.push(f);
      profile[f] = (profile[f] as number) + weight * (model.idf[f] as number);
    }
  };
  for (const seed of positives) addToProfile(seed.index, seed.weight);
  for (const seed of negatives) addToProfile(seed.index, -seed.weight);
  const strongest = profileFeatures
    .filter((f) => (profile[f] as number) > 0)
    .sort((a, b) => (profile[b] as number) - (profile[a] as number))
    .slice(0, PROFILE_FEATURES_FOR_CANDIDATES);
  for (const f of strongest) for (const i of model.postings[f] as Int32Array) consider(i);

  // Genres: the person's taste over genres, from their seeds and the genres they picked.
  const genreTaste = new Map<number, number>();
  for (const seed of positives) {
    for (const g of (model.titles[seed.index] as CatalogTitle).genres) {
      genreTaste.set(g, (genreTaste.get(g) ?? 0) + seed.weight);
    }
  }
  const preferred = expandPreferredGenres(signals.preferredGenres);
  const seedTotal = positives.reduce((sum, seed) => sum + seed.weight, 0);
  for (const g of preferred) genreTaste.set(g, (genreTaste.get(g) ?? 0) + Math.max(1, seedTotal * 0.3));
  let maxTaste = 1e-9;
  for (const value of genreTaste.values()) maxTaste = Math.max(maxTaste, value);
  const topGenres = [...genreTaste].sort((a, b) => b[1] - a[1]).slice(0, 3);
  for (const [g] of topGenres) {
    const list = model.byGenre.get(g);
    if (list) for (let x = 0; x < Math.min(30, list.length); x += 1) consider(list[x] as number);
  }

  for (const [key] of friendTitles) {
    const i = model.indexOf(key);
    if (i !== undefined) consider(i);
  }
  for (let x = 0; x < Math.min(60, model.byPopularity.length); x += 1) consider(model.byPopularity[x] as number);

  // Score every candidate.
  let maxCf = 1e-9;
  let maxContent = 1e-9;
  const contentOf = new Float32Array(candidates.length);
  candidates.forEach((i, at) => {
    if ((cf[i] as number) > maxCf) maxCf = cf[i] as number;
    const features = model.features[i] as Int32Array;
    if (features.length === 0) return;
    let sum = 0;
    for (const f of features) sum += (profile[f] as number) * (model.idf[f] as number);
    const value = sum / Math.sqrt(features.length);
    contentOf[at] = value;
    if (value > maxContent) maxContent = value;
  });
  // Genre taste per genre id, once (titles have 1–3 genres; a dense lookup beats the map in the hot loop).
  const tasteOf = new Map<number, number>();
  for (const [g, value] of genreTaste) tasteOf.set(g, value / maxTaste);
  const friendCountOf = (i: number) =>
    friendTitles.length === 0 ? 0 : (signals.friendsHighRatings.get(model.keyOf(i)) ?? 0);
  /** Writes what each signal adds to candidate `i` into `out`; returns the score (their sum minus the negative). */
  const scoreInto = (i: number, at: number, out: ScoreParts): number => {
    const title = model.titles[i] as CatalogTitle;
    const content = (contentOf[at] as number) / maxContent;
    let genre = 0;
    for (const g of title.genres) genre = Math.max(genre, tasteOf.get(g) ?? 0);
    const friendCount = friendCountOf(i);
    const votes = title.voteCount ?? 0;
    const quality = title.voteAverage === null ? 0 : ((title.voteAverage / 10) * votes) / (votes + 50);
    out.collaborative = weights.collaborative * ((cf[i] as number) / maxCf);
    out.content = weights.content * Math.max(0, content);
    out.genre = weights.genre * genre;
    out.popularity = weights.popularity * (model.popularity[i] as number);
    out.quality = weights.quality * quality;
    out.friends = weights.friends * (friendCount === 0 ? 0 : 1 - 1 / (1 + friendCount));
    const negative = weights.negative * ((negativeCf[i] as number) / maxCf + Math.max(0, -content));
    return out.collaborative + out.content + out.genre + out.popularity + out.quality + out.friends - negative;
  };
  const emptyParts = (): ScoreParts => ({
    collaborative: 0,
    content: 0,
    genre: 0,
    popularity: 0,
    quality: 0,
    friends: 0,
  });
  // The hot loop: one scratch object for every candidate (most never reach the pool).
  const scratch = emptyParts();
  const scores = new Float64Array(candidates.length);
  for (let at = 0; at < candidates.length; at += 1) scores[at] = scoreInto(candidates[at] as number, at, scratch);
  // Only the best few are needed: find the pool's threshold with a numeric sort instead of sorting every candidate.
  const poolSize = Math.max(limit * 6, 60);
  const threshold =
    candidates.length <= poolSize
      ? Number.NEGATIVE_INFINITY
      : (scores.slice().sort()[candidates.length - poolSize] as number);
  const scored: Scored[] = [];
  candidates.forEach((i, at) => {
    if ((scores[at] as number) < threshold) return;
    const parts = emptyParts();
    scoreInto(i, at, parts);
    scored.push({
      i,
      bestSeed: bestSeed[i] as number,
      bestSeedShare: bestSeedShare[i] as number,
      friends: friendCountOf(i),
      score: scores[at] as number,
      parts,
    });
  });
  scored.sort((a, b) => b.score - a.score || a.i - b.i);

  // Diversity: pick greedily; each genre already shown lowers the next title of that genre a little.
  const pool = scored.slice(0, poolSize);
  const picked: Scored[] = [];
  const genreCount = new Map<number, number>();
  while (picked.length < limit && pool.length > 0) {
    let bestAt = 0;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (let x = 0; x < pool.length; x += 1) {
      const item = pool[x] as Scored;
      let crowding = 0;
      for (const g of (model.titles[item.i] as CatalogTitle).genres) {
        crowding = Math.max(crowding, genreCount.get(g) ?? 0);
      }
      const value = item.score - weights.diversity * (crowding / (picked.length + 1));
      if (value > bestValue) {
        bestValue = value;
        bestAt = x;
      }
    }
    const [item] = pool.splice(bestAt, 1);
    if (!item) break;
    picked.push(item);
    for (const g of (model.titles[item.i] as CatalogTitle).genres) genreCount.set(g, (genreCount.get(g) ?? 0) + 1);
  }

  const seedReasons = unlikedSeedReasons(signals);
  return picked.map((item) => ({
    key: model.keyOf(item.i),
    score: item.score,
    reason: explain(model, item, positives, preferred, signals, seedReasons),
  }));
}

/**
 * How to name a seed the person did not like, pick or rate 4+: one they watched is "because you watched", one they
 * only saved is "on your watchlist" — never "you liked".
 */
function unlikedSeedReasons(signals: UserSignals): Map<TitleKey, 'becauseYouWatched' | 'becauseOnWatchlist'> {
  const likedSomehow = new Set([...signals.likes, ...signals.favorites]);
  for (const [key, stars] of signals.ratings) if (stars >= RECOMMENDATION_LIMITS.highRating) likedSomehow.add(key);
  const reasons = new Map<TitleKey, 'becauseYouWatched' | 'becauseOnWatchlist'>();
  for (const key of signals.watchlist) if (!likedSomehow.has(key)) reasons.set(key, 'becauseOnWatchlist');
  for (const key of signals.watched) if (!likedSomehow.has(key)) reasons.set(key, 'becauseYouWatched');
  return reasons;
}

/** The reason a person would recognise: the signal that contributed most, named as specifically as we can. */
function explain(
  model: RecommenderModel,
  item: Scored,
  positives: { index: number; weight: number; key: TitleKey }[],
  preferred: Set<number>,
  signals: UserSignals,
  seedReasons: Map<TitleKey, 'becauseYouWatched' | 'becauseOnWatchlist'>,
): Reason {
  const { parts } = item;
  const title = model.titles[item.i] as CatalogTitle;
  if (item.friends > 0 && parts.friends >= Math.max(parts.collaborative, parts.content) * 0.5) {
    return { code: 'friendsRated', count: item.friends };
  }
  const similarity = parts.collaborative + parts.content;
  if (similarity > 0.05 && positives.length > 0) {
    const seed = closestSeed(model, item, positives);
    if (seed) return { code: seedReasons.get(seed) ?? 'becauseYouLiked', titleKey: seed };
  }
  const favourite = signals.preferredGenres.find((g) => genreIdsFor(g).some((id) => title.genres.includes(id)));
  if (favourite !== undefined && preferred.size > 0) return { code: 'favoriteGenre', genreId: favourite };
  if (parts.collaborative > 0) return { code: 'similarPeople' };
  return { code: 'popular' };
}

/** The seed most like the title: its collaborative share plus shared keywords / cast / directors. */
function closestSeed(
  model: RecommenderModel,
  item: Scored,
  positives: { index: number; weight: number; key: TitleKey }[],
): TitleKey | null {
  const features = new Set(model.features[item.i] as Int32Array);
  let best: TitleKey | null = null;
  let bestValue = 0;
  for (const seed of positives) {
    let shared = 0;
    for (const f of model.features[seed.index] as Int32Array) if (features.has(f)) shared += model.idf[f] as number;
    const value = seed.weight * (shared / 10 + (seed.index === item.bestSeed ? item.bestSeedShare * 20 : 0));
    if (value > bestValue) {
      bestValue = value;
      best = seed.key;
    }
  }
  return best;
}
