import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * The personal and social product: watchlists, comments with ratings, friend requests and friendships,
 * watchlists shared by two friends, and chat messages. Titles are referenced by (media_type, title_id) without a
 * foreign key, because a title may come from TMDB's live lists before we store its details; each list row keeps
 * a snapshot of what a card shows (title, poster, year) so a watchlist page never has to reach TMDB.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('watchlist_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('poster_path', 'text')
    .addColumn('year', 'integer')
    .addColumn('added_at', 'text', (c) => c.notNull())
    // The unique key that makes a double click or two tabs unable to duplicate an item.
    .addPrimaryKeyConstraint('watchlist_items_pk', ['user_id', 'media_type', 'title_id'])
    .execute();
  // The page order of "recently added" (ties broken by the key), so a page is read straight from the index.
  await db.schema
    .createIndex('watchlist_items_user_added')
    .on('watchlist_items')
    .columns(['user_id', 'added_at', 'media_type', 'title_id'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // One comment per user per title (product §4 Comment).
    .addUniqueConstraint('comments_one_per_user_title', ['user_id', 'media_type', 'title_id'])
    .execute();
  await db.schema
    .createIndex('comments_title_created')
    .on('comments')
    .columns(['media_type', 'title_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('friend_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('from_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // pending | accepted | rejected
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('responded_at', 'text')
    .addUniqueConstraint('friend_requests_pair', ['from_user_id', 'to_user_id'])
    .execute();
  await db.schema
    .createIndex('friend_requests_to_status')
    .on('friend_requests')
    .columns(['to_user_id', 'status'])
    .execute();

  // A friendship is stored once per direction, so "my friends" is a plain lookup by user_id.
  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friend_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .execute();
  await db.schema.createIndex('friendships_friend').on('friendships').column('friend_id').execute();

  await db.schema
    .createTable('shared_watchlists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shared_watchlist_members')
    .addColumn('list_id', 'text', (c) => c.notNull().references('shared_watchlists.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('shared_watchlist_members_pk', ['list_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('shared_watchlist_members_user')
    .on('shared_watchlist_members')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('shared_watchlist_items')
    .addColumn('list_id', 'text', (c) => c.notNull().references('shared_watchlists.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('poster_path', 'text')
    .addColumn('year', 'integer')
    .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shared_watchlist_items_pk', ['list_id', 'media_type', 'title_id'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    // A growing integer id orders messages and pages history ("load earlier" = id below the oldest shown).
    // serial (int4) on PostgreSQL: the pg driver returns int8 as a string, int4 as a number like SQLite.
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    // The two user ids sorted and joined by ':' — one key per conversation.
    .addColumn('conversation_key', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    // The sender's own id for the message: a resend after a dropped connection is recognised, never stored twice.
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addUniqueConstraint('chat_messages_client_id', ['sender_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation_key', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_unread')
    .on('chat_messages')
    .columns(['recipient_id', 'read_at'])
    .execute();
}
