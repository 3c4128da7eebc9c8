import { normalizeEmail } from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

/** A user's account, profile and preferences in one read (three small indexed queries). */
export async function findUserWithProfile(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'profiles.first_name',
      'profiles.last_name',
      'profiles.nickname',
      'profiles.country',
      'profiles.city',
      'profiles.gender',
      'profiles.birth_date',
      'profiles.occupation',
      'profiles.instagram',
      'profiles.twitter',
      'profiles.photo_path',
      'profiles.has_disability',
      'profiles.is_admin',
      'profiles.last_seen_at',
      'profiles.created_at',
      'profiles.updated_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [genres, favorites] = await Promise.all([
    db
      .selectFrom('user_genre_preferences')
      .select('genre_id')
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('user_favorite_titles')
      .select(['media_type', 'title_id'])
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute(),
  ]);
  return {
    ...row,
    genres: genres.map((g) => g.genre_id),
    favoriteMovies: favorites.filter((f) => f.media_type === 'movie').map((f) => f.title_id),
    favoriteShows: favorites.filter((f) => f.media_type === 'tv').map((f) => f.title_id),
  };
}

export type UserWithProfile = NonNullable<Awaited<ReturnType<typeof findUserWithProfile>>>;

export async function touchLastSeen(db: Db, userId: string, now: string): Promise<void> {
  await db.updateTable('profiles').set({ last_seen_at: now }).where('user_id', '=', userId).execute();
}

/** The id of the account with this e-mail, in any letter case (the operator's commands find people by e-mail). */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normalizeEmail(email)))
    .executeTakeFirst();
  return row?.id;
}

/**
 * Grants or revokes the admin role stored in the database (ADMIN_EMAILS grants it from the configuration).
 * Returns false when no account has that e-mail.
 */
export async function setAdminByEmail(db: Db, email: string, isAdmin: boolean, now: string): Promise<boolean> {
  const userId = await findUserIdByEmail(db, email);
  if (!userId) return false;
  const result = await db
    .updateTable('profiles')
    .set({ is_admin: isAdmin ? 1 : 0, updated_at: now })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** E-mails of the accounts granted the admin role in the database. */
export async function listDatabaseAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select('users.email')
    .where('profiles.is_admin', '=', 1)
    .orderBy('users.email')
    .execute();
  return rows.map((row) => row.email);
}

/** Whether the profile holds the admin role (false for an account without a profile). */
export async function findAdminFlag(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('is_admin').where('user_id', '=', userId).executeTakeFirst();
  return row?.is_admin === 1;
}

/** The first name and nickname of a profile (undefined for an account without one). */
export async function findNames(db: Db, userId: string): Promise<{ first_name: string; nickname: string } | undefined> {
  return db.selectFrom('profiles').select(['first_name', 'nickname']).where('user_id', '=', userId).executeTakeFirst();
}
