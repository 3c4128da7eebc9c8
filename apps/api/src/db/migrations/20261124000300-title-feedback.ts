import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 5: the user's like or dislike per title (product §3 "feedback map", kept as rows so two tabs cannot overwrite
 * each other). One row per user and title; undoing a like or dislike deletes the row. Titles are referenced by
 * (media_type, title_id) without a foreign key, like the watchlist, because a title may come from TMDB's live lists.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('title_feedback')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    // 'like' | 'dislike'
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('title_feedback_pk', ['user_id', 'media_type', 'title_id'])
    .execute();
  // The recommender's model refresh reads feedback changed since its last look.
  await db.schema.createIndex('title_feedback_updated').on('title_feedback').column('updated_at').execute();
}
