import type { FeedbackValue, MediaType } from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';
import { idsByType } from '../catalog/catalog.queries.js';
import { everyonesWatchedTitlesQuery, showWatchedQuery, watchedTitlesQuery } from '../plays/plays.queries.js';

type Db = Kysely<Database>;

/** How many billed cast members count as a title's content features. */
const CAST_FEATURES = 5;
const IN_LIST = 500;
/** Titles per page when the model's catalog is read (each page is four queries). */
export const MODEL_CATALOG_PAGE = IN_LIST;

export interface ModelTitleRow {
  media_type: string;
  id: number;
  vote_average: number | null;
  vote_count: number | null;
  popularity: number | null;
}

/**
 * The `limit` most popular titles (TMDB popularity; titles without one only fill what is left), as keys. One query
 * per media type, each walking the (media_type, popularity) index, so a large catalog is never sorted whole.
 */
export async function findMostPopularTitleKeys(db: Db, limit: number): Promise<{ media_type: string; id: number }[]> {
  const perType = await Promise.all(
    (['movie', 'tv'] as const).map((mediaType) =>
      db
        .selectFrom('titles')
        .select(['media_type', 'id', 'popularity'])
        .where('media_type', '=', mediaType)
        .where('popularity', 'is not', null)
        .orderBy('popularity', 'desc')
        .limit(limit)
        .execute(),
    ),
  );
  const popular = perType
    .flat()
    .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
    .slice(0, limit);
  const room = limit - popular.length;
  if (room <= 0) return popular;
  const unknown = await db
    .selectFrom('titles')
    .select(['media_type', 'id'])
    .where('popularity', 'is', null)
    .orderBy('media_type')
    .orderBy('id')
    .limit(room)
    .execute();
  return [...popular, ...unknown];
}

/**
 * What the recommender model reads about some titles of one media type (one page of its catalog): their scores,
 * genres, keywords, first billed cast and directors. Each query walks its table's (media_type, title_id) key.
 */
export async function findModelCatalogPage(db: Db, mediaType: MediaType, ids: readonly number[]) {
  const [titles, genres, keywords, credits] = await Promise.all([
    db
      .selectFrom('titles')
      .select(['media_type', 'id', 'vote_average', 'vote_count', 'popularity'])
      .where('media_type', '=', mediaType)
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('title_genres')
      .select(['title_id', 'genre_id'])
      .where('media_type', '=', mediaType)
      .where('title_id', 'in', ids)
      .execute(),
    db
      .selectFrom('title_keywords')
      .select(['title_id', 'keyword'])
      .where('media_type', '=', mediaType)
      .where('title_id', 'in', ids)
      .execute(),
    db
      .selectFrom('credits')
      .select(['title_id', 'kind', 'person_id'])
      .where('media_type', '=', mediaType)
      .where('title_id', 'in', ids)
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'cast'), eb('position', '<', CAST_FEATURES)]),
          eb.and([eb('kind', '=', 'crew'), eb('job', '=', 'Director')]),
        ]),
      )
      .execute(),
  ]);
  return { titles, genres, keywords, credits };
}

/** Everyone's signals the collaborative model learns from, one row per (user, title, kind). */
export async function findAllInteractions(db: Db) {
  const [feedback, ratings, watchlist, favorites, watched] = await Promise.all([
    db.selectFrom('title_feedback').select(['user_id', 'media_type', 'title_id', 'value']).execute(),
    db.selectFrom('comments').select(['user_id', 'media_type', 'title_id', 'rating']).execute(),
    db.selectFrom('watchlist_items').select(['user_id', 'media_type', 'title_id']).execute(),
    db.selectFrom('user_favorite_titles').select(['user_id', 'media_type', 'title_id']).execute(),
    everyonesWatchedTitlesQuery(db).execute(),
  ]);
  return { feedback, ratings, watchlist, favorites, watched };
}

/** One person's own signals, and their friends' ratings of 4+ stars. */
export async function findUserInteractions(db: Db, userId: string, highRating: number) {
  const [genres, favorites, feedback, ratings, watchlist, watched, showWatched, friendRatings] = await Promise.all([
    db
      .selectFrom('user_genre_preferences')
      .select('genre_id')
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute(),
    db.selectFrom('user_favorite_titles').select(['media_type', 'title_id']).where('user_id', '=', userId).execute(),
    db.selectFrom('title_feedback').select(['media_type', 'title_id', 'value']).where('user_id', '=', userId).execute(),
    db.selectFrom('comments').select(['media_type', 'title_id', 'rating']).where('user_id', '=', userId).execute(),
    db.selectFrom('watchlist_items').select(['media_type', 'title_id']).where('user_id', '=', userId).execute(),
    watchedTitlesQuery(db, userId).execute(),
    showWatchedQuery(db, userId).executeTakeFirst(),
    db
      .selectFrom('friendships')
      .innerJoin('comments', 'comments.user_id', 'friendships.friend_id')
      .select(['comments.media_type', 'comments.title_id', 'comments.user_id'])
      .where('friendships.user_id', '=', userId)
      .where('comments.rating', '>=', highRating)
      .execute(),
  ]);
  return {
    genres,
    favorites,
    feedback,
    ratings,
    watchlist,
    watched,
    showWatched: showWatched?.show_watched === 1,
    friendRatings,
  };
}

/** Whether the person has a profile (an account created through registration). */
export async function profileExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Titles for the fallback list when the model cannot be used: the most popular and the best rated. */
export async function findFallbackTitles(db: Db, limit: number, minVotes: number): Promise<ModelTitleRow[]> {
  const columns = ['media_type', 'id', 'vote_average', 'vote_count', 'popularity'] as const;
  const [popular, topRated] = await Promise.all([
    db
      .selectFrom('titles')
      .select(columns)
      .orderBy('popularity', (ob) => ob.desc().nullsLast())
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('titles')
      .select(columns)
      .where('vote_average', 'is not', null)
      .where((eb) => eb.or([eb('vote_count', '>=', minVotes), eb('vote_count', 'is', null)]))
      .orderBy('vote_average', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return [...popular, ...topRated];
}

/** Card columns of the given titles (any order; missing ones are skipped). */
export async function findCardRows(db: Db, keys: { mediaType: MediaType; id: number }[]) {
  const rows: {
    media_type: string;
    id: number;
    title: string;
    year: number | null;
    poster_path: string | null;
    vote_average: number | null;
    popularity: number | null;
  }[] = [];
  for (const mediaType of ['movie', 'tv'] as const) {
    const ids = keys.filter((k) => k.mediaType === mediaType).map((k) => k.id);
    for (const piece of chunk(ids, IN_LIST)) {
      rows.push(
        ...(await db
          .selectFrom('titles')
          .select(['media_type', 'id', 'title', 'year', 'poster_path', 'vote_average', 'popularity'])
          .where('media_type', '=', mediaType)
          .where('id', 'in', piece)
          .execute()),
      );
    }
  }
  return rows;
}

/** Every like and dislike of the person, oldest first. */
export async function findFeedbackOf(db: Db, userId: string) {
  return db
    .selectFrom('title_feedback')
    .select(['media_type', 'title_id', 'value', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('media_type')
    .orderBy('title_id')
    .execute();
}

/** Stores the person's like or dislike of a title (replacing the other one). */
export async function upsertFeedback(
  db: Db,
  userId: string,
  title: { mediaType: MediaType; id: number },
  value: FeedbackValue,
  now: string,
): Promise<void> {
  await db
    .insertInto('title_feedback')
    .values({
      user_id: userId,
      media_type: title.mediaType,
      title_id: title.id,
      value,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'media_type', 'title_id']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Removes the person's like or dislike of a title (undo); a missing row is fine (undo twice). */
export async function deleteFeedback(db: Db, userId: string, title: { mediaType: MediaType; id: number }) {
  await db
    .deleteFrom('title_feedback')
    .where('user_id', '=', userId)
    .where('media_type', '=', title.mediaType)
    .where('title_id', '=', title.id)
    .execute();
}

/** An import's likes and dislikes (decision 044), in one write: a title the person has an opinion on keeps it. */
export async function insertImportedFeedback(
  db: Db,
  userId: string,
  importId: string,
  items: readonly { title: { mediaType: MediaType; id: number }; value: FeedbackValue; at: string }[],
): Promise<boolean[]> {
  if (items.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const held = new Set<string>();
    for (const { mediaType, ids } of idsByType(items.map((i) => i.title))) {
      const rows = await trx
        .selectFrom('title_feedback')
        .select('title_id')
        .where('user_id', '=', userId)
        .where('media_type', '=', mediaType)
        .where('title_id', 'in', ids)
        .execute();
      for (const row of rows) held.add(`${mediaType}:${row.title_id}`);
    }
    const rows = items.flatMap(({ title, value, at }) => {
      const key = `${title.mediaType}:${title.id}`;
      if (held.has(key)) return [];
      held.add(key);
      const row = { user_id: userId, media_type: title.mediaType, title_id: title.id, value, import_id: importId };
      return [{ ...row, created_at: at, updated_at: at }];
    });
    for (const part of chunk(rows, 200)) await trx.insertInto('title_feedback').values(part).execute();
    const added = new Set(rows.map((r) => `${r.media_type}:${r.title_id}`));
    return items.map((i) => added.delete(`${i.title.mediaType}:${i.title.id}`));
  });
}

/** Removes the likes and dislikes an import added (undo). */
export async function deleteImportedFeedback(db: Db, userId: string, importId: string): Promise<void> {
  await db.deleteFrom('title_feedback').where('user_id', '=', userId).where('import_id', '=', importId).execute();
}
