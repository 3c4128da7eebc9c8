import { MOVIE_TO_TV_GENRE, RECOMMENDATION_LIMITS } from '@watchify/contract';
import type { RecommenderModel } from './model.js';
import { shuffle } from './random.js';
import type { CatalogTitle, Recommendation, TitleKey } from './types.js';

/** A candidate of the spec formula: the category it came through (a genre id, or 'popular') and its score. */
interface SpecCandidate {
  index: number;
  category: number | 'popular';
  score: number;
}

/** The genre ids a preferred (movie) genre stands for: itself, and its TV counterpart where TMDB's lists differ. */
export function genreIdsFor(preferredGenre: number): number[] {
  const tv = MOVIE_TO_TV_GENRE[preferredGenre];
  return tv === undefined || tv === preferredGenre ? [preferredGenre] : [preferredGenre, tv];
}

/** Preferred genres with their TV counterparts (what a title's genre list is matched against). */
export function expandPreferredGenres(preferred: number[]): Set<number> {
  return new Set(preferred.flatMap(genreIdsFor));
}

/**
 * The spec's ranking (§9), exactly: preference-based candidates (up to 3 per preferred genre, plus 3 popular ones at
 * score 0.5); score = 0.3·rating + 0.2·popularity + 0.3·category share + up to 0.3 for preferred-genre overlap +
 * random 0–0.2; de-duplicated by title, sorted by score, the top 8, then up to 4 more from the least-represented
 * category. It is the cold-start path (nobody has told us anything yet but their genres) and a baseline of the
 * offline evaluation.
 *
 * Where the spec leaves room: a genre's candidates are its most popular titles (movies and TV, by TMDB popularity,
 * as the original's discover call sorted them) that the person has not seen; rating is TMDB's average / 10;
 * popularity is log-scaled to 0–1; "category share" is the share of the person's watch history (the spec's
 * watchHistory: the titles they logged as watched) in the candidate's genre, and without a history the share of all
 * candidates that came through the same category; overlap is the share of the preferred genres the title has.
 */
export function specRecommendations(
  model: RecommenderModel,
  preferredGenres: number[],
  {
    exclude,
    random,
    limit = RECOMMENDATION_LIMITS.page,
    history = [],
  }: { exclude: Set<TitleKey>; random: () => number; limit?: number; history?: TitleKey[] },
): Recommendation[] {
  const taken = new Set<number>();
  const usable = (i: number) => !taken.has(i) && !exclude.has(model.keyOf(i));
  const candidates: SpecCandidate[] = [];

  for (const genre of preferredGenres) {
    const lists = genreIdsFor(genre).map((g) => model.byGenre.get(g) ?? new Int32Array(0));
    let found = 0;
    for (const i of mergeByPopularity(model, lists)) {
      if (found >= RECOMMENDATION_LIMITS.perPreferredGenre) break;
      if (!usable(i)) continue;
      taken.add(i);
      found += 1;
      candidates.push({ index: i, category: genre, score: 0 });
    }
  }
  let popular = 0;
  for (const i of model.byTmdbPopularity) {
    if (popular >= RECOMMENDATION_LIMITS.popularCandidates) break;
    if (!usable(i)) continue;
    taken.add(i);
    popular += 1;
    candidates.push({ index: i, category: 'popular', score: 0.5 });
  }

  const categoryShare = historyGenreShare(model, history) ?? candidateShare(candidates);
  for (const c of candidates) {
    if (c.category === 'popular') continue;
    const title = model.titles[c.index] as CatalogTitle;
    const overlap =
      preferredGenres.length === 0
        ? 0
        : preferredGenres.filter((g) => genreIdsFor(g).some((id) => title.genres.includes(id))).length /
          preferredGenres.length;
    c.score =
      0.3 * ((title.voteAverage ?? 0) / 10) +
      0.2 * (model.tmdbPopularity[c.index] as number) +
      0.3 * categoryShare(c.category) +
      0.3 * overlap +
      0.2 * random();
  }

  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  const top = ranked.slice(0, Math.min(RECOMMENDATION_LIMITS.top, limit));
  const rest = ranked.slice(top.length);
  // The least-represented category among what is left, counted in the top 8.
  const shown = new Map<number | 'popular', number>();
  for (const c of top) shown.set(c.category, (shown.get(c.category) ?? 0) + 1);
  const leftCategories = [...new Set(rest.map((c) => c.category))];
  leftCategories.sort((a, b) => (shown.get(a) ?? 0) - (shown.get(b) ?? 0));
  const least = leftCategories[0];
  const extra =
    least === undefined
      ? []
      : rest
          .filter((c) => c.category === least)
          .slice(0, Math.min(RECOMMENDATION_LIMITS.diversityExtra, limit - top.length));

  return [...top.map((c) => specResult(model, c, false)), ...extra.map((c) => specResult(model, c, true))];
}

function specResult(model: RecommenderModel, c: SpecCandidate, diversitySlot: boolean): Recommendation {
  const key = model.keyOf(c.index);
  if (c.category === 'popular') return { key, score: c.score, reason: { code: 'popular' } };
  return {
    key,
    score: c.score,
    reason: diversitySlot ? { code: 'somethingDifferent' } : { code: 'favoriteGenre', genreId: c.category },
  };
}

/** Several by-popularity lists merged into one by-popularity sequence (a genre's movies and its TV twin's shows). */
function* mergeByPopularity(model: RecommenderModel, lists: Int32Array[]): Generator<number> {
  if (lists.length === 1) {
    yield* lists[0] as Int32Array;
    return;
  }
  const positions = lists.map(() => 0);
  const seen = new Set<number>();
  for (;;) {
    let best = -1;
    for (let l = 0; l < lists.length; l += 1) {
      const list = lists[l] as Int32Array;
      const at = positions[l] as number;
      if (at >= list.length) continue;
      if (
        best === -1 ||
        (model.tmdbPopularity[list[at] as number] as number) >
          (model.tmdbPopularity[(lists[best] as Int32Array)[positions[best] as number] as number] as number)
      )
        best = l;
    }
    if (best === -1) return;
    const i = (lists[best] as Int32Array)[positions[best] as number] as number;
    positions[best] = (positions[best] as number) + 1;
    if (!seen.has(i)) {
      seen.add(i);
      yield i;
    }
  }
}

/**
 * The spec's fallback when personalized recommendations cannot be made: 6 popular plus 6 top-rated titles,
 * shuffled (12), never one the person disliked.
 */
export function fallbackRecommendations(
  model: RecommenderModel,
  { exclude, random }: { exclude: Set<TitleKey>; random: () => number },
): Recommendation[] {
  const picked = new Map<number, Recommendation>();
  const take = (list: Int32Array, count: number, code: 'popular' | 'topRated') => {
    let found = 0;
    for (const i of list) {
      if (found >= count) break;
      const key = model.keyOf(i);
      if (picked.has(i) || exclude.has(key)) continue;
      picked.set(i, { key, score: 0, reason: { code } });
      found += 1;
    }
  };
  take(model.byTmdbPopularity, RECOMMENDATION_LIMITS.fallbackPopular, 'popular');
  take(model.topRated, RECOMMENDATION_LIMITS.fallbackTopRated, 'topRated');
  return shuffle([...picked.values()], random);
}

/** The share of the watched titles (those the model holds) in each genre; null without any. */
function historyGenreShare(model: RecommenderModel, history: TitleKey[]): ((genre: number) => number) | null {
  const watched = history.flatMap((key) => {
    const index = model.indexOf(key);
    return index === undefined ? [] : [model.titles[index] as CatalogTitle];
  });
  if (watched.length === 0) return null;
  return (genre) =>
    watched.filter((title) => genreIdsFor(genre).some((id) => title.genres.includes(id))).length / watched.length;
}

/** The share of the candidates that came through each category. */
function candidateShare(candidates: SpecCandidate[]): (category: number | 'popular') => number {
  const perCategory = new Map<number | 'popular', number>();
  for (const c of candidates) perCategory.set(c.category, (perCategory.get(c.category) ?? 0) + 1);
  return (category) => (perCategory.get(category) ?? 0) / candidates.length;
}
