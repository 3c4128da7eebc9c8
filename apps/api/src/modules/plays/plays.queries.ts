import type { Kysely } from 'kysely';
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
