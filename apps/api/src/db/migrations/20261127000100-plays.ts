import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 23: what a user watched, one row per play (a rewatch is another row). `request_id` is the client's id for
 * the action that logged it, unique per user, so a double click or a retry stores one play. Titles are referenced by
 * (media_type, title_id) without a foreign key, like the watchlist, with a snapshot of the title's name, poster and
 * year. `diary_position` orders the diary: the date watched (undated plays last), then the newest logged.
 * `tracking_settings` holds a user's choices about tracking; a user without a row has the defaults.
 * An episode play is a play of the show with `season_number` and `episode_number` set (both null for a movie or a
 * whole show). `show_tracking` holds, per user and show, whether they stopped watching it and their latest activity
 * (what Up Next is ordered by).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('plays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('poster_path', 'text')
    .addColumn('year', 'integer')
    // YYYY-MM-DD, or null: the user does not remember.
    .addColumn('watched_on', 'text')
    .addColumn('rewatch', 'integer', (c) => c.notNull().defaultTo(0))
    // An episode play: both set (a show's play); a movie or a whole show: both null.
    .addColumn('season_number', 'integer')
    .addColumn('episode_number', 'integer')
    .addColumn('diary_position', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('plays_user_request', ['user_id', 'request_id'])
    .execute();
  await db.schema.createIndex('plays_user_diary').on('plays').columns(['user_id', 'diary_position']).execute();
  await db.schema
    .createIndex('plays_user_title')
    .on('plays')
    .columns(['user_id', 'media_type', 'title_id', 'diary_position'])
    .execute();
  // A user's watched episodes of a show (progress, Up Next), read from the index alone.
  await db.schema
    .createIndex('plays_user_episodes')
    .on('plays')
    .columns(['user_id', 'media_type', 'title_id', 'season_number', 'episode_number'])
    .execute();
  await db.schema
    .createTable('tracking_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // 'ask' | 'always' | 'never'
    .addColumn('watchlist_after_watch', 'text', (c) => c.notNull())
    .addColumn('show_watched', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('show_tracking')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('show_id', 'integer', (c) => c.notNull())
    .addColumn('stopped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('show_tracking_pk', ['user_id', 'show_id'])
    .execute();
}
