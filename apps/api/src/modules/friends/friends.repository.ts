import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

/** Whether two users are friends (friendships are stored in both directions). */
export async function areFriends(db: Db, userId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('friendships')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('friend_id', '=', otherId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ids of a user's friends. */
export async function listFriendIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('friendships').select('friend_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.friend_id);
}
