import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 27 §2, automatic tracking from media servers (decision 048).
 * - `media_webhooks`: each user's secret webhook token, kept only as its SHA-256, one per user; a new one replaces
 *   the row, so the old URL stops working at once.
 * - `media_webhook_recent`: the last time each item (a title, an episode) came in for a user. Claiming an item is one
 *   conditional upsert, so of two deliveries of the same item within minutes exactly one logs a play, whichever
 *   instance receives it.
 * - `media_webhook_unmatched`: the last deliveries we could not match to a title, shown on the settings page.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('media_webhooks')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Hex SHA-256 of the token.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('media_webhook_recent')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // `movie:603` or `tv:1396:2x5`, or for an unmatched one the server's name of it.
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_webhook_recent_pk', ['user_id', 'item_key'])
    .execute();
  await db.schema
    .createTable('media_webhook_unmatched')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('server', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('season_number', 'integer')
    .addColumn('episode_number', 'integer')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_webhook_unmatched_user')
    .on('media_webhook_unmatched')
    .columns(['user_id', 'id'])
    .execute();
}
