import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Search's filter table reads the titles written since its last read in (`updated_at`, media type, id) order, in pages
 * (decision 065): with the key in the index, each page starts where the last one ended, however many titles one
 * write stamped with the same instant.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.dropIndex('titles_updated_at').execute();
  await db.schema
    .createIndex('titles_written_order')
    .on('titles')
    .columns(['updated_at', 'media_type', 'id'])
    .execute();
}
