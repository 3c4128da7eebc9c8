import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, NicknameReservationsTable, ProfilesTable } from '../../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** The account whose profile has this nickname (by `nicknameKey`), if any. */
export async function findNicknameOwner(db: Db, nicknameKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('nickname_key', '=', nicknameKey)
    .executeTakeFirst();
  return row?.user_id;
}

export async function deleteExpiredReservations(db: Db, now: string): Promise<void> {
  await db.deleteFrom('nickname_reservations').where('expires_at', '<=', now).execute();
}

/** The reservation of a nickname that has not expired at `now`, if any. */
export async function findLiveReservation(db: Db, nicknameKey: string, now: string) {
  return db
    .selectFrom('nickname_reservations')
    .selectAll()
    .where('nickname_key', '=', nicknameKey)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function findReservationByToken(db: Db, tokenHash: string) {
  return db.selectFrom('nickname_reservations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** One live reservation per e-mail: a person who goes back and picks another nickname frees the first. */
export async function deleteReservationsOfEmail(db: Db, email: string): Promise<void> {
  await db.deleteFrom('nickname_reservations').where('email', '=', email).execute();
}

export async function insertReservation(db: Db, row: Insertable<NicknameReservationsTable>): Promise<void> {
  await db.insertInto('nickname_reservations').values(row).execute();
}

export async function deleteReservation(db: Db, nicknameKey: string): Promise<void> {
  await db.deleteFrom('nickname_reservations').where('nickname_key', '=', nicknameKey).execute();
}

export interface NewProfile {
  profile: Insertable<ProfilesTable>;
  genres: number[];
  favoriteMovies: number[];
  favoriteShows: number[];
}

/** Writes a new user's profile and preferences (inside the caller's transaction). */
export async function insertProfile(db: Db, { profile, genres, favoriteMovies, favoriteShows }: NewProfile) {
  await db.insertInto('profiles').values(profile).execute();
  const userId = profile.user_id;
  await db
    .insertInto('user_genre_preferences')
    .values(genres.map((genre_id, position) => ({ user_id: userId, genre_id, position })))
    .execute();
  const favorites = [
    ...favoriteMovies.map((title_id, position) => ({ user_id: userId, media_type: 'movie', title_id, position })),
    ...favoriteShows.map((title_id, position) => ({ user_id: userId, media_type: 'tv', title_id, position })),
  ];
  await db.insertInto('user_favorite_titles').values(favorites).execute();
}

/** Removes an account created moments ago whose profile could not be written (cascades to sessions). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** Makes an account a first OIDC sign-in created usable, with the name its owner gave (decision 049). */
// `(1 = 0)` is false in both dialects (SQLite stores booleans as 0/1 and binds no JS booleans).
export async function finishPendingRegistration(db: Db, userId: string, name: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ registration_pending: sql<boolean>`(1 = 0)`, name, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}
