import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * When we last asked TMDB for a title's details (ISO-8601 text, like our other instants, so both dialects read it
 * the same way). Null for titles known only from a dump or a TMDB list: their details are fetched on first view.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.alterTable('titles').addColumn('details_fetched_at', 'text').execute();
}
