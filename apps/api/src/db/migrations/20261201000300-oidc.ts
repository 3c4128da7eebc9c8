import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 27 §1, OpenID Connect sign-in (decision 049). `users.registration_pending`: an account made by a first
 * OIDC sign-in, unusable until its owner finishes the registration wizard. `accounts_provider_account`: one local
 * account per provider and subject, the key sign-in finds an account by. `oidc_issuers`: the issuer each provider
 * id was first used with, so a provider id is never pointed at another issuer while accounts are linked to it.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  const no = dialect === 'postgres' ? false : 0;
  await db.schema
    .alterTable('users')
    .addColumn('registration_pending', bool, (c) => c.notNull().defaultTo(no))
    .execute();
  await db.schema
    .createIndex('accounts_provider_account')
    .on('accounts')
    .columns(['provider_id', 'account_id'])
    .unique()
    .execute();
  await db.schema
    .createTable('oidc_issuers')
    .addColumn('provider_id', 'text', (c) => c.primaryKey())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
