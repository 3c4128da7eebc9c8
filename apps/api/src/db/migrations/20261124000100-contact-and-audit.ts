import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 6: messages sent from the contact page (kept so admins can read them, not only mailed somewhere) and the
 * audit log of admin actions (who did what, when).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The sender's account when they were signed in; the message stays when the account is deleted.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('contact_messages_created').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('admin_audit_log')
    // A growing integer id orders the log. serial (int4) on PostgreSQL so both drivers return a number.
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    // Who acted. No foreign key: the log outlives the accounts it names.
    .addColumn('actor_user_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    // e.g. 'users.maintenance', 'friendships.create', 'contact.read'
    .addColumn('action', 'text', (c) => c.notNull())
    // JSON text with what the action touched (ids, counts).
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
