import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * The comments' reads that other modules may run inside their own queries: a person's ratings (the stars of their
 * comments), which the stats count. Writes, pages and averages stay behind CommentsService.
 */

type Db = Kysely<Database>;

/** A user's ratings, one per title they commented on. */
export function userRatingsQuery(db: Db, userId: string) {
  return db.selectFrom('comments').select(['media_type', 'title_id', 'rating']).where('user_id', '=', userId);
}
