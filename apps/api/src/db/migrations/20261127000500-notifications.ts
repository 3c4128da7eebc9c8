import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 24 §3: the notification centre. A notification is kept for its recipient until they delete their account;
 * `actor_id` is who caused it (null for an episode airing), and goes null if that account is deleted. `subject`
 * is the name of what it is about as it was then, `link` where it leads in the app. `group_key` lets a burst (a
 * friend's ten chat messages) be one unread notification, bumped, instead of ten.
 * `notification_settings` holds a member's choice per type; no row: the default (in the app).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subject', 'text')
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // The newest first, paged by id; and the unread ones (the bell's count, a group's open notification).
  await db.schema.createIndex('notifications_user_newest').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('notifications_user_unread')
    .on('notifications')
    .columns(['user_id', 'read_at', 'group_key'])
    .execute();
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    // 'inApp' | 'push' | 'off'
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'type'])
    .execute();
}
