import { RECOMMENDATION_LIMITS } from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import {
  type CatalogTitle,
  emptySignals,
  type MediaType,
  parseTitleKey,
  positiveWeights,
  RecommenderModel,
  type TitleKey,
  titleKey,
  type UserSignals,
} from './engine/index.js';
import * as repo from './recommendations.repository.js';

/**
 * Feeds the pure engine from the database: the catalog as CatalogTitles, and people's signals as UserSignals.
 * (The offline evaluation feeds the same engine from MovieLens instead.)
 */

/** People whose likes are fed into the model between two yields to the event loop (tens of milliseconds of work). */
const USERS_PER_SLICE = 500;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ModelCoverage {
  /** The most popular titles the model covers; every title someone interacted with is covered besides. */
  maxTitles: number;
}

/**
 * Builds the model from the catalog and everyone's signals. It covers the `maxTitles` most popular titles and every
 * title anyone liked, rated, saved, favourited or played (decision 052): a large catalog's long tail is never
 * recommended by popularity or content, and only interactions make it reachable collaboratively. The catalog is read
 * in pages of titles in key order, so no single query returns millions of rows.
 */
export async function loadModel(db: Kysely<Database>, coverage: ModelCoverage): Promise<RecommenderModel> {
  const signals = await loadEveryonesSignals(db);
  const covered = new Set<TitleKey>();
  for (const row of await repo.findMostPopularTitleKeys(db, coverage.maxTitles)) {
    covered.add(titleKey(row.media_type, row.id));
  }
  for (const userSignals of signals.values()) for (const key of interactedTitles(userSignals)) covered.add(key);

  const titles: CatalogTitle[] = [];
  // The same keyword string once in memory, however many titles carry it.
  const keywords = new Map<string, string>();
  const intern = (keyword: string) => {
    const known = keywords.get(keyword);
    if (known !== undefined) return known;
    keywords.set(keyword, keyword);
    return keyword;
  };
  for (const mediaType of ['movie', 'tv'] as const) {
    const ids = [...covered]
      .map(parseTitleKey)
      .filter((key) => key.mediaType === mediaType)
      .map((key) => key.id)
      .sort((a, b) => a - b);
    for (let start = 0; start < ids.length; start += repo.MODEL_CATALOG_PAGE) {
      const page = await repo.findModelCatalogPage(db, mediaType, ids.slice(start, start + repo.MODEL_CATALOG_PAGE));
      const byId = new Map<number, CatalogTitle>();
      for (const row of page.titles) byId.set(row.id, bareCatalogTitle(row));
      for (const row of page.genres) byId.get(row.title_id)?.genres.push(row.genre_id);
      for (const row of page.keywords) byId.get(row.title_id)?.keywords.push(intern(row.keyword));
      for (const row of page.credits) {
        const title = byId.get(row.title_id);
        if (title) (row.kind === 'cast' ? title.cast : title.directors).push(row.person_id);
      }
      titles.push(...byId.values());
      await yieldToEventLoop();
    }
  }
  const model = new RecommenderModel(titles);

  // In slices, so messages are answered meanwhile: many people's likes in one piece would stall the thread.
  let fed = 0;
  for (const [userId, userSignals] of signals) {
    model.setUserPositives(userId, positiveWeights(userSignals));
    fed += 1;
    if (fed % USERS_PER_SLICE === 0) await yieldToEventLoop();
  }
  model.refreshPopularity();
  // Every title's neighbours now, so no request pays for them; in slices too.
  await model.warmInSlices(yieldToEventLoop);
  return model;
}

/** Everyone's signals the collaborative part learns from, per person. */
async function loadEveryonesSignals(db: Kysely<Database>): Promise<Map<string, UserSignals>> {
  const interactions = await repo.findAllInteractions(db);
  const signals = new Map<string, UserSignals>();
  const of = (userId: string) => {
    let s = signals.get(userId);
    if (!s) {
      s = emptySignals();
      signals.set(userId, s);
    }
    return s;
  };
  for (const row of interactions.favorites) of(row.user_id).favorites.push(titleKey(row.media_type, row.title_id));
  for (const row of interactions.watchlist) of(row.user_id).watchlist.push(titleKey(row.media_type, row.title_id));
  for (const row of interactions.watched) of(row.user_id).watched.push(titleKey(row.media_type, row.title_id));
  for (const row of interactions.ratings)
    of(row.user_id).ratings.set(titleKey(row.media_type, row.title_id), row.rating);
  for (const row of interactions.feedback) {
    const key = titleKey(row.media_type, row.title_id);
    (row.value === 'like' ? of(row.user_id).likes : of(row.user_id).dislikes).push(key);
  }
  return signals;
}

/** Every title the person did something with (a dislike, too: the model must know it to keep it out). */
function interactedTitles(signals: UserSignals): Iterable<TitleKey> {
  return [
    ...signals.favorites,
    ...signals.watchlist,
    ...signals.watched,
    ...signals.ratings.keys(),
    ...signals.likes,
    ...signals.dislikes,
  ];
}

/** One person's signals, fresh from the database (read on every request: they just may have changed). */
export async function loadUserSignals(db: Kysely<Database>, userId: string): Promise<UserSignals> {
  const rows = await repo.findUserInteractions(db, userId, RECOMMENDATION_LIMITS.highRating);
  const signals = emptySignals();
  signals.preferredGenres = rows.genres.map((row) => row.genre_id);
  signals.favorites = rows.favorites.map((row) => titleKey(row.media_type, row.title_id));
  signals.watchlist = rows.watchlist.map((row) => titleKey(row.media_type, row.title_id));
  signals.watched = rows.watched.map((row) => titleKey(row.media_type, row.title_id));
  signals.showWatched = rows.showWatched;
  for (const row of rows.ratings) signals.ratings.set(titleKey(row.media_type, row.title_id), row.rating);
  for (const row of rows.feedback) {
    (row.value === 'like' ? signals.likes : signals.dislikes).push(titleKey(row.media_type, row.title_id));
  }
  for (const row of rows.friendRatings) {
    const key = titleKey(row.media_type, row.title_id);
    signals.friendsHighRatings.set(key, (signals.friendsHighRatings.get(key) ?? 0) + 1);
  }
  return signals;
}

/** A small model of the fallback titles only (popular and top rated), for when the full model cannot be built. */
export async function loadFallbackModel(db: Kysely<Database>): Promise<RecommenderModel> {
  const rows = await repo.findFallbackTitles(db, 30, 200);
  const byKey = new Map<TitleKey, CatalogTitle>();
  for (const row of rows) {
    byKey.set(titleKey(row.media_type, row.id), bareCatalogTitle(row));
  }
  return new RecommenderModel([...byKey.values()]);
}

/** A catalog title with its scores; genres, keywords and people are filled in by the caller when it has them. */
function bareCatalogTitle(row: {
  media_type: string;
  id: number;
  vote_average: number | null;
  vote_count: number | null;
  popularity: number | null;
}): CatalogTitle {
  return {
    mediaType: row.media_type as MediaType,
    id: row.id,
    genres: [],
    keywords: [],
    cast: [],
    directors: [],
    voteAverage: row.vote_average,
    voteCount: row.vote_count,
    popularity: row.popularity,
  };
}
