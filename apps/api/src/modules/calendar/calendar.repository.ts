import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;
type Writer = Pick<DatabaseHandle, 'write'>;

/** The user's feed row (when they made a link), without its hash. */
export async function findFeed(db: Db, userId: string): Promise<{ created_at: string } | undefined> {
  return db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();
}

/** The user a feed token's hash belongs to, if any. */
export async function findFeedOwner(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}

/** Stores the user's new token hash in place of the old one: one row per user, so the old token is gone at once. */
export async function saveFeed(database: Writer, userId: string, tokenHash: string, at: string): Promise<void> {
  await database.write((db) =>
    db
      .insertInto('calendar_feeds')
      .values({ user_id: userId, token_hash: tokenHash, created_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: at }))
      .execute(),
  );
}
