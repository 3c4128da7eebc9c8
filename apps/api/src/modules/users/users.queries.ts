import { nicknameKey } from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * How other modules read and name people inside their own queries: the summary columns to join (`users` with
 * `profiles`), summaries by id or nickname, and the display name that profile edits keep equal to first and last name.
 */

/** The columns `presentUserSummary` needs (select them with `userSummaryColumns`). */
export interface UserSummaryRow {
  id: string;
  name: string;
  nickname: string;
  photo_path: string | null;
  updated_at: string;
}

/** Select list for a user summary: `users` joined with `profiles` on `profiles.user_id = users.id`. */
export const userSummaryColumns = [
  'users.id',
  'users.name',
  'profiles.nickname',
  'profiles.photo_path',
  'profiles.updated_at',
] as const;

/** User summaries by id (only users with a profile, i.e. registered people). */
export async function findUserSummaries(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, UserSummaryRow>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(userSummaryColumns)
    .where('users.id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The summary of the member with this nickname, in any letter case (profile pages are found by nickname). */
export async function findUserSummaryByNickname(
  db: Kysely<Database>,
  nickname: string,
): Promise<UserSummaryRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(userSummaryColumns)
    .where('profiles.nickname_key', '=', nicknameKey(nickname))
    .executeTakeFirst();
}

/** Sets the account's display name (registration and profile edits keep it 'first last'). */
export async function updateUserName(db: Kysely<Database>, userId: string, name: string): Promise<void> {
  await db.updateTable('users').set({ name }).where('id', '=', userId).execute();
}
