import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Collections (franchises, issue 26 §3): a movie names the collection it belongs to, so a collection's parts are one
 * indexed read of titles and a title belongs to at most one, as on TMDB.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('overview', 'text')
    .addColumn('poster_path', 'text')
    .addColumn('backdrop_path', 'text')
    .execute();
  await db.schema.alterTable('titles').addColumn('collection_id', 'integer').execute();
  await db.schema.createIndex('titles_collection').on('titles').column('collection_id').execute();
}
