import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 25, imports (decision 044). `import_jobs` is the job: one instance runs it at a time by holding its lease
 * (`claimed_by` until `lease_until`), so a job outlives a restart and is never run twice. `import_rows` holds every
 * row the upload was read into, with what became of it (the report) and, where an import overwrote a rating, what
 * was there before (`outcome`, JSON), so undo can put it back. The `import_id` columns mark what a job created, so
 * undo removes exactly that. `plays.note`: a review's words kept on its play when a newer review of the title won.
 * `comments.source_rating` / `source_scale`: an imported rating as its source gave it (8 of 10, 4.5 of 5).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('conflicts', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // JSON array of the uploaded files' names.
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('read_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matched_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('existing_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unmatched_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('import_jobs_user').on('import_jobs').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('import_jobs_state').on('import_jobs').columns(['state', 'lease_until']).execute();

  await db.schema
    .createTable('import_rows')
    .addColumn('import_id', 'text', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    // JSON of the row as read (the parser's record).
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('match_media_type', 'text')
    .addColumn('match_id', 'integer')
    .addColumn('match_title', 'text')
    .addColumn('match_year', 'integer')
    .addColumn('match_method', 'text')
    .addColumn('outcome', 'text')
    .addPrimaryKeyConstraint('import_rows_pk', ['import_id', 'position'])
    .execute();
  await db.schema
    .createIndex('import_rows_state')
    .on('import_rows')
    .columns(['import_id', 'state', 'position'])
    .execute();

  for (const table of ['plays', 'comments', 'watchlist_items', 'title_feedback', 'lists', 'list_items']) {
    await db.schema.alterTable(table).addColumn('import_id', 'text').execute();
    await db.schema.createIndex(`${table}_import`).on(table).column('import_id').execute();
  }
  await db.schema.alterTable('plays').addColumn('note', 'text').execute();
  await db.schema.alterTable('comments').addColumn('source_rating', 'real').execute();
  await db.schema.alterTable('comments').addColumn('source_scale', 'integer').execute();
  await db.schema.createIndex('titles_imdb').on('titles').column('imdb_id').execute();
}
