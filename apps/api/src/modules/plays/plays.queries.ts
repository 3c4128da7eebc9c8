import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * The plays' reads that other modules may run inside their own queries: which titles people have watched (the
 * recommender learns from them and, unless the user asks to see them, never recommends them again). Writes, the
 * diary and the settings' defaults stay behind PlaysService.
 */

type Db = Kysely<Database>;

/** The titles a user has watched, each once, the first watched first (undated plays count as the oldest). */
export function watchedTitlesQuery(db: Db, userId: string) {
  return db
    .selectFrom('plays')
    .select(['media_type', 'title_id'])
    .select((eb) => eb.fn.min('diary_position').as('first_position'))
    .where('user_id', '=', userId)
    .groupBy(['media_type', 'title_id'])
    .orderBy('first_position');
}

/** Everyone's watched titles, one row per (user, title). */
export function everyonesWatchedTitlesQuery(db: Db) {
  return db.selectFrom('plays').select(['user_id', 'media_type', 'title_id']).distinct();
}

/** Whether the user asked to see titles they watched in lists (their `showWatched` setting): one row, or none. */
export function showWatchedQuery(db: Db, userId: string) {
  return db.selectFrom('tracking_settings').select('show_watched').where('user_id', '=', userId);
}

/**
 * A user's plays (of one year, when given): what other modules count (the stats). An episode play has its season and
 * episode numbers; a movie or a whole show has both null.
 */
export function userPlaysQuery(db: Db, userId: string, year?: number) {
  let query = db
    .selectFrom('plays')
    .select([
      'media_type',
      'title_id',
      'title',
      'poster_path',
      'watched_on',
      'rewatch',
      'season_number',
      'episode_number',
    ])
    .where('user_id', '=', userId);
  // The diary position starts with the date: a year is a range of the (user_id, diary_position) index.
  if (year !== undefined) {
    query = query.where('diary_position', '>=', `${year}-`).where('diary_position', '<', `${year + 1}-`);
  }
  return query;
}

/**
 * How many times a user played each title (in one year, when given), one row per title: what the stats join the
 * catalog's genres and credits to, so each title is looked up once however often it was watched.
 */
export function userTitlePlayCountsQuery(db: Db, userId: string, year?: number) {
  let query = db
    .selectFrom('plays')
    .select(['media_type', 'title_id'])
    .select((eb) => eb.fn.countAll<number>().as('plays'))
    .where('user_id', '=', userId)
    .groupBy(['media_type', 'title_id']);
  if (year !== undefined) {
    query = query.where('diary_position', '>=', `${year}-`).where('diary_position', '<', `${year + 1}-`);
  }
  return query;
}

/**
 * The years a user has dated plays in (text, 'YYYY'). Read from the diary position, which starts with the date
 * ('0000-00-00' when undated), so the (user_id, diary_position) index answers without reading the plays.
 */
export function playYearsQuery(db: Db, userId: string) {
  return db
    .selectFrom('plays')
    .select(sql<string>`substr(diary_position, 1, 4)`.as('year'))
    .distinct()
    .where('user_id', '=', userId)
    .where('diary_position', '>=', '0001-');
}
