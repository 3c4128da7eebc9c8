import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { Database, PushDeliveriesTable, PushSubscriptionsTable } from '../../db/types.js';

type Db = Kysely<Database>;
/** What the writes below need of the database: each runs as one atomic write. */
type Writer = Pick<DatabaseHandle, 'write' | 'dialect'>;

export type SubscriptionRow = Selectable<PushSubscriptionsTable>;
export type NewDelivery = Insertable<PushDeliveriesTable>;

/** A claimed delivery with the subscription it goes to. */
export interface ClaimedDelivery {
  id: string;
  subscription_id: string;
  payload: string;
  attempts: number;
  expires_at: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a browser's subscription for `row.user_id`: a new endpoint is inserted, a known one updated (keys, language,
 * and its owner: a browser signed in to another account now notifies that account). When it changes hands, the
 * messages still waiting for it are the previous owner's and are dropped. The owner then keeps at most `keep`
 * subscriptions, the most recently stored ones.
 */
export async function upsertSubscription(
  database: Writer,
  row: Insertable<PushSubscriptionsTable> & { created_at: string; updated_at: string },
  keep: number,
): Promise<SubscriptionRow> {
  return database.write(async (db) => {
    await db
      .deleteFrom('push_deliveries')
      .where('subscription_id', 'in', (eb) =>
        eb
          .selectFrom('push_subscriptions')
          .select('id')
          .where('endpoint', '=', row.endpoint)
          .where('user_id', '<>', row.user_id),
      )
      .execute();
    const stored = await db
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet((eb) => ({
          user_id: eb.ref('excluded.user_id'),
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          language: eb.ref('excluded.language'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    const kept = db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', row.user_id)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(keep);
    await db.deleteFrom('push_subscriptions').where('user_id', '=', row.user_id).where('id', 'not in', kept).execute();
    return stored;
  });
}

/** Removes the user's own subscription with this endpoint; another user's is left alone. Whether one was removed. */
export async function deleteOwnSubscription(database: Writer, userId: string, endpoint: string): Promise<boolean> {
  const result = await database.write((db) =>
    db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0;
}

/** Removes a subscription the push service no longer knows (its waiting messages go with it). */
export async function deleteSubscription(database: Writer, subscriptionId: string): Promise<void> {
  await database.write((db) => db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute());
}

/** Every subscription of a user. */
export function subscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
}

/** Queues a message for a later try; false when its subscription was removed meanwhile (nothing to retry then). */
export async function insertDelivery(database: Writer, row: NewDelivery): Promise<boolean> {
  try {
    await database.write((db) => db.insertInto('push_deliveries').values(row).execute());
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/**
 * Claims up to `limit` deliveries that are due and not being sent by anyone (or whose sender's claim ran out) for
 * `claimant` until `claimedUntil`, and returns them. One statement that re-checks the claim on the rows it updates, so
 * two instances sweeping at once never claim the same row; on PostgreSQL rows another sweep has locked are skipped
 * rather than waited for.
 */
export async function claimDueDeliveries(
  database: Writer,
  { claimant, now, claimedUntil, limit }: { claimant: string; now: string; claimedUntil: string; limit: number },
): Promise<ClaimedDelivery[]> {
  return database.write(async (db) => {
    let due = db
      .selectFrom('push_deliveries')
      .select('id')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .limit(limit);
    if (database.dialect === 'postgres') due = due.forUpdate().skipLocked();
    const claimed = await db
      .updateTable('push_deliveries')
      .set({ claimed_by: claimant, claimed_until: claimedUntil })
      .where('id', 'in', due)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .returning('id')
      .execute();
    if (claimed.length === 0) return [];
    // Read back by the claimant's token, which is new for every sweep.
    return db
      .selectFrom('push_deliveries as d')
      .innerJoin('push_subscriptions as s', 's.id', 'd.subscription_id')
      .select([
        'd.id',
        'd.subscription_id',
        'd.payload',
        'd.attempts',
        'd.expires_at',
        's.endpoint',
        's.p256dh',
        's.auth',
      ])
      .where('d.claimed_by', '=', claimant)
      .execute();
  });
}

/** Removes a delivery this claimant holds (sent, or given up on). */
export async function deleteClaimedDelivery(database: Writer, id: string, claimant: string): Promise<void> {
  await database.write((db) =>
    db.deleteFrom('push_deliveries').where('id', '=', id).where('claimed_by', '=', claimant).execute(),
  );
}

/** Puts a delivery this claimant holds back in the queue for its next try. */
export async function rescheduleClaimedDelivery(
  database: Writer,
  id: string,
  claimant: string,
  { attempts, nextAttemptAt }: { attempts: number; nextAttemptAt: string },
): Promise<void> {
  await database.write((db) =>
    db
      .updateTable('push_deliveries')
      .set({ attempts, next_attempt_at: nextAttemptAt, claimed_by: null, claimed_until: null })
      .where('id', '=', id)
      .where('claimed_by', '=', claimant)
      .execute(),
  );
}
