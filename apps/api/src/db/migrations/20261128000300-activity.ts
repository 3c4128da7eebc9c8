import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 24 §2: the friends' activity feed. `activities` holds what each member did (a watch, a review, a new list, a
 * title added to a list) with a snapshot of what it was about; the feed reads it newest first by id.
 * `activity_settings` holds who sees a member's activity (no row: their friends).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text')
    .addColumn('title_id', 'integer')
    .addColumn('title', 'text')
    .addColumn('poster_path', 'text')
    .addColumn('year', 'integer')
    .addColumn('season_number', 'integer')
    .addColumn('episode_number', 'integer')
    .addColumn('rating', 'integer')
    .addColumn('excerpt', 'text')
    .addColumn('list_id', 'text')
    .addColumn('list_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A friend's activity newest first: the feed merges these ranges.
  await db.schema.createIndex('activities_actor_newest').on('activities').columns(['actor_id', 'id']).execute();
  await db.schema
    .createTable('activity_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // 'everyone' | 'friends' | 'onlyMe'
    .addColumn('audience', 'text', (c) => c.notNull())
    .execute();
}
