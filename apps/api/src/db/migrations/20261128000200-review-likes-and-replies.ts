import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 24 §2: likes on reviews (comments), replies threaded under them (one level), and a review's spoiler flag
 * (decision 039).
 *
 * A like is a row keyed by (comment, user), so a double click or two tabs store one. A reply belongs to a review;
 * deleting the review (or an account) deletes its likes and replies by cascade. Each review keeps its like and reply
 * counts in its own row, kept by triggers on the two tables like the rating totals (decision 029): every way a row
 * comes or goes — a like, a reply deleted by the review's author, an account deleted — keeps them right, and a page of
 * reviews reads its counts with the reviews, with no query per review.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  // Existing reviews are no spoilers, liked by nobody, with no replies.
  await db.schema
    .alterTable('comments')
    .addColumn('spoiler', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('comments')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('comments')
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('comment_likes')
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One like per person per review.
    .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
    .execute();
  // "Which reviews of this page do I like" and an account's cascade both start from the user.
  await db.schema.createIndex('comment_likes_user').on('comment_likes').columns(['user_id', 'comment_id']).execute();

  await db.schema
    .createTable('comment_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A thread's pages in order (oldest first, ties by id), read straight from the index.
  await db.schema
    .createIndex('comment_replies_thread')
    .on('comment_replies')
    .columns(['comment_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('comment_replies_user').on('comment_replies').column('user_id').execute();

  const counters = [
    { table: 'comment_likes', column: 'like_count' },
    { table: 'comment_replies', column: 'reply_count' },
  ] as const;
  for (const { table, column } of counters) {
    const added = sql`update comments set ${sql.ref(column)} = ${sql.ref(column)} + 1 where id = new.comment_id`;
    // A review deleted with its rows (cascade) is already gone: this then updates nothing.
    const removed = sql`update comments set ${sql.ref(column)} = ${sql.ref(column)} - 1 where id = old.comment_id`;
    if (dialect === 'sqlite') {
      await sql`create trigger ${sql.raw(`${table}_count_insert`)} after insert on ${sql.table(table)}
        begin ${added}; end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_count_delete`)} after delete on ${sql.table(table)}
        begin ${removed}; end`.execute(db);
      continue;
    }
    await sql`
      create function ${sql.raw(`${table}_keep_count`)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${added};
        else
          ${removed};
        end if;
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_keep_count`)} after insert or delete on ${sql.table(table)}
      for each row execute function ${sql.raw(`${table}_keep_count`)}()
    `.execute(db);
  }
}
