import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 24 §2, profile pages. `spoiler`: a review its author marked as a spoiler keeps its words in the feed and on
 * profiles, behind "Show spoiler" (they were left out before). `friends_only`: about a friends-only list, so a
 * profile shows it to the member's friends alone, whoever else may see their activity.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('spoiler', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('activities')
    .addColumn('friends_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
