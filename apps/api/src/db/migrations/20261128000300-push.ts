import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 24 §3, web push (decision 040). `push_subscriptions`: one row per browser or installed app that accepted
 * push, keyed by its endpoint (a browser that subscribes again, or under another account, updates its row), with the
 * keys its messages are encrypted for and the language they are written in. `push_deliveries`: the outbox of
 * messages a push service could not take at once (429, 5xx, no answer), retried with backoff by a sweep each
 * instance runs; an instance claims a row (`claimed_by` until `claimed_until`) before sending it.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    // 'en' | 'tr': the language of the texts pushed to it.
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .columns(['user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('push_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    // The message as JSON ({title, body, url, tag}), already in the subscription's language; encrypted at each try.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // After this the message is stale (its push TTL): it is dropped rather than sent.
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_deliveries_due').on('push_deliveries').column('next_attempt_at').execute();
  await db.schema.createIndex('push_deliveries_subscription').on('push_deliveries').column('subscription_id').execute();
}
