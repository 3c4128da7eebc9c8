import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 26 §2, the release calendar (decision 046). `calendar_feeds`: each user's secret iCal feed token, kept only
 * as its SHA-256 (a leaked table grants no feed), one per user; making a new one replaces the row, so the old token
 * stops working at once. `episodes_show_air_date`: the calendar reads the episodes of a user's shows in a window of
 * days, one range of this index per show rather than every episode of each.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Hex SHA-256 of the token.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('episodes_show_air_date').on('episodes').columns(['title_id', 'air_date']).execute();
}
