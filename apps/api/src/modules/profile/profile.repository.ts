import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, ProfilesTable } from '../../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns a person may change about themselves (never e-mail, country, admin flag or photo here). */
export type EditableProfile = Pick<
  Updateable<ProfilesTable>,
  | 'first_name'
  | 'last_name'
  | 'nickname'
  | 'nickname_key'
  | 'birth_date'
  | 'gender'
  | 'occupation'
  | 'city'
  | 'instagram'
  | 'twitter'
  | 'updated_at'
>;

/** Writes a person's editable profile fields; false when they have no profile row. */
export async function updateProfile(db: Db, userId: string, fields: EditableProfile): Promise<boolean> {
  const result = await db.updateTable('profiles').set(fields).where('user_id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records the stored photo's path (or none) and bumps the profile's version, which the photo URL carries. */
export async function setPhotoPath(db: Db, userId: string, photoPath: string | null, now: string): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ photo_path: photoPath, updated_at: now })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A person's photo path and the version their photo URL carries. */
export async function findPhoto(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['photo_path', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
