import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Each title's rating totals (sum and number of its comments' ratings) in a row of their own, kept by the database
 * itself: triggers on `comments` change the row in the same statement as the comment, so every way a comment is
 * written or removed — the comments service, an account deleted with its comments (cascade) — keeps them right,
 * and no code path has to remember to. Reading a title's average is one key lookup instead of a scan of all its
 * comments, and a comment edit no longer pays for that scan (decision 029).
 *
 * A title whose comments are all deleted keeps a row of zeros; a title nobody commented on has no row (read as 0/0).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  let table = db.schema
    .createTable('title_rating_totals')
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('rating_sum', 'integer', (c) => c.notNull())
    .addColumn('rating_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('title_rating_totals_pk', ['media_type', 'title_id']);
  // SQLite: the row lives in the key's b-tree, so a lookup is one descent instead of index, then table.
  if (dialect === 'sqlite') table = table.modifyEnd(sql`without rowid`);
  await table.execute();

  await sql`
    insert into title_rating_totals (media_type, title_id, rating_sum, rating_count)
    select media_type, title_id, sum(rating), count(*) from comments group by media_type, title_id
  `.execute(db);

  // The three changes, written once for both dialects.
  const added = sql`
    insert into title_rating_totals (media_type, title_id, rating_sum, rating_count)
    values (new.media_type, new.title_id, new.rating, 1)
    on conflict (media_type, title_id) do update
    set rating_sum = title_rating_totals.rating_sum + excluded.rating_sum,
        rating_count = title_rating_totals.rating_count + 1`;
  const rerated = sql`
    update title_rating_totals set rating_sum = rating_sum + new.rating - old.rating
    where media_type = new.media_type and title_id = new.title_id`;
  const removed = sql`
    update title_rating_totals set rating_sum = rating_sum - old.rating, rating_count = rating_count - 1
    where media_type = old.media_type and title_id = old.title_id`;

  if (dialect === 'sqlite') {
    await sql`create trigger comments_rating_totals_insert after insert on comments begin ${added}; end`.execute(db);
    await sql`create trigger comments_rating_totals_update after update of rating on comments begin ${rerated}; end`.execute(
      db,
    );
    await sql`create trigger comments_rating_totals_delete after delete on comments begin ${removed}; end`.execute(db);
    return;
  }
  // PostgreSQL: one row-level trigger function. Its table names resolve through the connection's search_path, like
  // every other statement of the app.
  await sql`
    create function comments_keep_rating_totals() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${added};
      elsif tg_op = 'UPDATE' then
        ${rerated};
      else
        ${removed};
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger comments_keep_rating_totals after insert or update of rating or delete on comments
    for each row execute function comments_keep_rating_totals()
  `.execute(db);
}
