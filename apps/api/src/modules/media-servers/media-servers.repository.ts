import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database, MediaWebhookUnmatchedTable } from '../../db/types.js';

type Db = Kysely<Database>;
type Writer = Pick<DatabaseHandle, 'write'>;

/** The user's webhook row (when they made a URL), without its hash. */
export async function findWebhook(db: Db, userId: string): Promise<{ created_at: string } | undefined> {
  return db.selectFrom('media_webhooks').select('created_at').where('user_id', '=', userId).executeTakeFirst();
}

/** The user a webhook token's hash belongs to, if any. */
export async function findWebhookOwner(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('media_webhooks')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}

/** Stores the user's new token hash in place of the old one: one row per user, so the old URL is gone at once. */
export async function saveWebhook(database: Writer, userId: string, tokenHash: string, at: string): Promise<void> {
  await database.write((db) =>
    db
      .insertInto('media_webhooks')
      .values({ user_id: userId, token_hash: tokenHash, created_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: at }))
      .execute(),
  );
}

/**
 * Claims an item for the user at `at` unless it was claimed after `since`: one statement (an upsert whose update only
 * runs on an older claim), so two deliveries racing on two instances cannot both win. True when this one won.
 */
export async function claimItem(
  database: Writer,
  userId: string,
  itemKey: string,
  at: string,
  since: string,
): Promise<boolean> {
  return database.write(async (db) => {
    const result = await db
      .insertInto('media_webhook_recent')
      .values({ user_id: userId, item_key: itemKey, seen_at: at })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'item_key'])
          .doUpdateSet({ seen_at: at })
          .where('media_webhook_recent.seen_at', '<=', since),
      )
      .executeTakeFirst();
    // Old claims of the user's are of no use once outside the window.
    await db.deleteFrom('media_webhook_recent').where('user_id', '=', userId).where('seen_at', '<=', since).execute();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  });
}

/** Gives a claim back (the play could not be stored), so the server's retry is not taken for a duplicate. */
export async function releaseItem(database: Writer, userId: string, itemKey: string, at: string): Promise<void> {
  await database.write((db) =>
    db
      .deleteFrom('media_webhook_recent')
      .where('user_id', '=', userId)
      .where('item_key', '=', itemKey)
      .where('seen_at', '=', at)
      .execute(),
  );
}

export type UnmatchedRow = MediaWebhookUnmatchedTable;

/** Keeps an unmatched delivery, and only the user's newest `keep` of them. */
export async function addUnmatched(database: Writer, row: UnmatchedRow, keep: number): Promise<void> {
  await database.write(async (db) => {
    await db.insertInto('media_webhook_unmatched').values(row).execute();
    const kept = db
      .selectFrom('media_webhook_unmatched')
      .select('id')
      .where('user_id', '=', row.user_id)
      .orderBy('id', 'desc')
      .limit(keep);
    await db
      .deleteFrom('media_webhook_unmatched')
      .where('user_id', '=', row.user_id)
      .where('id', 'not in', kept)
      .execute();
  });
}

/** The user's unmatched deliveries, newest first. */
export async function listUnmatched(db: Db, userId: string, limit: number): Promise<UnmatchedRow[]> {
  return db
    .selectFrom('media_webhook_unmatched')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Removes one of the user's unmatched deliveries; false when the user has no such row. */
export async function deleteUnmatched(database: Writer, userId: string, id: string): Promise<boolean> {
  const result = await database.write((db) =>
    db.deleteFrom('media_webhook_unmatched').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0;
}
