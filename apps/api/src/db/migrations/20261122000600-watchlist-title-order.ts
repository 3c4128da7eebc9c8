import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * /watchlist sorted by title: with this index, the first page of a list of thousands is read in order straight from
 * the index (the user's rows by `lower(title)`, ties by type and id — exactly the repository's order, in both
 * directions) instead of sorting every item of the user. Newest-first has its index since …0500.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createIndex('watchlist_items_user_title')
    .on('watchlist_items')
    .expression(sql`user_id, lower(title), media_type, title_id`)
    .execute();
}
