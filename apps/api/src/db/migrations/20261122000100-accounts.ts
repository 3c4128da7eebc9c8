import type { Kysely } from 'kysely';
import { type MigrationContext, timestampType } from '../migration-context.js';

/** Better-auth's tables (users, sessions, accounts, verifications) in snake_case, plus our profile tables. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const authDate = timestampType(dialect);
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', authDate, (c) => c.notNull())
    .addColumn('updated_at', authDate, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', authDate, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', authDate, (c) => c.notNull())
    .addColumn('updated_at', authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', authDate)
    .addColumn('refresh_token_expires_at', authDate)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', authDate, (c) => c.notNull())
    .addColumn('updated_at', authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_user_id').on('accounts').column('user_id').execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', authDate, (c) => c.notNull())
    .addColumn('created_at', authDate, (c) => c.notNull())
    .addColumn('updated_at', authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verifications_identifier').on('verifications').column('identifier').execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('nickname_key', 'text', (c) => c.notNull().unique())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('occupation', 'text', (c) => c.notNull())
    .addColumn('instagram', 'text')
    .addColumn('twitter', 'text')
    .addColumn('photo_path', 'text')
    .addColumn('has_disability', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_seen_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_genre_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('genre_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_genre_preferences_pk', ['user_id', 'genre_id'])
    .execute();
  await db.schema.createIndex('user_genre_preferences_genre').on('user_genre_preferences').column('genre_id').execute();

  await db.schema
    .createTable('user_favorite_titles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_favorite_titles_pk', ['user_id', 'media_type', 'title_id'])
    .execute();

  await db.schema
    .createTable('nickname_reservations')
    .addColumn('nickname_key', 'text', (c) => c.primaryKey())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nickname_reservations_token').on('nickname_reservations').column('token_hash').execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
