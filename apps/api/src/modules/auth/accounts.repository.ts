import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** better-auth's provider id of an e-mail-and-password account (the others are OIDC provider ids). */
export const CREDENTIAL_PROVIDER = 'credential';

/** The stored hash of the user's password, if the account has one. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select('password')
    .where('user_id', '=', userId)
    .where('provider_id', '=', CREDENTIAL_PROVIDER)
    .executeTakeFirst();
  return row?.password ?? null;
}

/**
 * Stores a new password hash. With `replacing`, only while the stored hash is still that one, so of two changes
 * made at once with the same current password only the first succeeds. Returns whether a row changed.
 */
export async function setPasswordHash(
  db: Db,
  userId: string,
  hash: string,
  now: string,
  replacing?: string,
): Promise<boolean> {
  let update = db
    .updateTable('accounts')
    .set({ password: hash, updated_at: now })
    .where('user_id', '=', userId)
    .where('provider_id', '=', CREDENTIAL_PROVIDER);
  if (replacing !== undefined) update = update.where('password', '=', replacing);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the user's sessions, all of them or all but one; returns the ids of those deleted. */
export async function deleteSessions(db: Db, userId: string, except?: string): Promise<string[]> {
  let deletion = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (except !== undefined) deletion = deletion.where('id', '!=', except);
  const rows = await deletion.returning('id').execute();
  return rows.map((row) => row.id);
}

/** The provider ids of the user's accounts ('credential' for the password). */
export async function listProviderIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('accounts').select('provider_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.provider_id);
}

export async function deleteAccount(db: Db, userId: string, providerId: string): Promise<void> {
  await db.deleteFrom('accounts').where('user_id', '=', userId).where('provider_id', '=', providerId).execute();
}
