import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * The admin users list (decision 017) pages through everyone newest first (`created_at` desc, then `id`); with this
 * index a page is read in index order instead of sorting every account for each page.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.createIndex('users_created_at_id').on('users').columns(['created_at desc', 'id']).execute();
}
