import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * The search index asks every few seconds whether the catalog changed (count, newest `updated_at`, titles at that
 * instant); with this index that is an index-only look-up instead of a scan of every title.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.createIndex('titles_updated_at').on('titles').column('updated_at').execute();
}
