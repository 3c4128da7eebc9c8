import { type Kysely, sql } from 'kysely';
import { type MigrationContext, realType } from '../migration-context.js';

/**
 * Issue 24 §1: a member's own lists (decision 037). `lists` holds a list's details and its `item_count`, kept by the
 * writes that add and remove items (in the same transaction), so an overview of many long lists counts nothing.
 * `list_items` refers to titles by (media_type, title_id) without a foreign key, like the watchlist, with a snapshot of
 * what a card shows and sorts by (title, poster, year, TMDB's vote average); the primary key makes a title appear once
 * per list. `position` is the list's own order: gapped integers (bigint: never renumbered because of size), so a move
 * writes one row and renumbering is rare. `list_collaborators` are the friends the owner invited.
 *
 * Every sort has an index that starts with the list and holds the page's order exactly (ties by type and id), so the
 * first page of a list of thousands is read straight from it. Titles without a year or rating come last: the
 * `(x is null)` column sorts them after the others on both databases, whose own null orders differ.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // 'public' | 'friends' | 'private'
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('collaborative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lists_owner').on('lists').columns(['owner_id', 'updated_at']).execute();

  await db.schema
    .createTable('list_items')
    .addColumn('list_id', 'text', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('poster_path', 'text')
    .addColumn('year', 'integer')
    .addColumn('rating', realType(dialect))
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_items_pk', ['list_id', 'media_type', 'title_id'])
    .execute();
  // Not unique: renumbering rewrites every position of a list in one statement, which a unique index would trip on
  // halfway. The writes keep positions apart; the key breaks any tie.
  await db.schema
    .createIndex('list_items_position')
    .on('list_items')
    .columns(['list_id', 'position', 'media_type', 'title_id'])
    .execute();
  await db.schema
    .createIndex('list_items_title')
    .on('list_items')
    .expression(sql`list_id, lower(title), media_type, title_id`)
    .execute();
  await db.schema
    .createIndex('list_items_year')
    .on('list_items')
    .expression(sql`list_id, (year is null), year desc, lower(title), media_type, title_id`)
    .execute();
  await db.schema
    .createIndex('list_items_rating')
    .on('list_items')
    .expression(sql`list_id, (rating is null), rating desc, lower(title), media_type, title_id`)
    .execute();
  await db.schema
    .createIndex('list_items_added')
    .on('list_items')
    .columns(['list_id', 'added_at', 'media_type', 'title_id'])
    .execute();

  await db.schema
    .createTable('list_collaborators')
    .addColumn('list_id', 'text', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_collaborators_pk', ['list_id', 'user_id'])
    .execute();
  await db.schema.createIndex('list_collaborators_user').on('list_collaborators').column('user_id').execute();
}
