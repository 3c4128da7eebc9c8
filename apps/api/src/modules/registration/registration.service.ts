import crypto from 'node:crypto';
import {
  COUNTRY,
  type CompleteOidcRegistration,
  type CompleteRegistration,
  LIMITS,
  MOVIE_GENRES,
  nicknameKey,
  normalizeEmail,
  type PersonalInfo,
  REGISTRATION_MESSAGES,
  type ReserveNicknameResponse,
} from '@watchify/contract';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/types.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { Auth } from '../auth/auth.js';
import type { PendingRegistration } from '../auth/session.js';
import { findExistingTitleIds } from '../catalog/catalog.queries.js';
import * as repo from './registration.repository.js';

const nicknameTaken = () =>
  conflict('nicknameTaken', 'This nickname is already in use, please choose another one.', 'nickname');
const emailTaken = () => conflict('emailTaken', REGISTRATION_MESSAGES.emailTaken, 'email');

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Nickname uniqueness, the one rule registration and the profile share: a nickname (compared by `nicknameKey`, so
 * case-insensitively) is taken when another account's profile has it, or when a reservation that has not expired
 * holds it for another e-mail. The claimant's own profile or own reservation does not count against them.
 * The unique keys on profiles and reservations back this check up when two requests race.
 */
export async function isNicknameTaken(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
  claimant: { userId?: string; email?: string },
  now = new Date(),
): Promise<boolean> {
  const owner = await repo.findNicknameOwner(db, key);
  if (owner !== undefined && owner !== claimant.userId) return true;
  const reservation = await repo.findLiveReservation(db, key, nowIso(now));
  return reservation !== undefined && reservation.email !== claimant.email;
}

/**
 * Registration in two steps (product §4): step 1 checks the personal info and reserves the nickname; step 2 creates
 * the account, profile and preferences together, so a failure leaves nothing half-written.
 */
export class RegistrationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: Auth,
  ) {}

  /** Step 1 (the route checked its rules): checks the e-mail is free and reserves the nickname for this browser. */
  async reserveNickname(input: PersonalInfo, now = new Date()): Promise<ReserveNicknameResponse> {
    const email = normalizeEmail(input.email);
    const key = nicknameKey(input.nickname);
    const token = crypto.randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + LIMITS.nicknameReservationMinutes * 60_000).toISOString();

    try {
      await this.db.transaction().execute(async (trx) => {
        if (await repo.isEmailRegistered(trx, email)) throw emailTaken();
        // The same person coming back (same e-mail) may renew their own reservation; anyone else may not.
        if (await isNicknameTaken(trx, key, { email }, now)) throw nicknameTaken();
        await repo.deleteExpiredReservations(trx, nowIso(now));
        await repo.deleteReservationsOfEmail(trx, email);
        await repo.insertReservation(trx, {
          nickname_key: key,
          nickname: input.nickname,
          email,
          token_hash: hashToken(token),
          status: 'pending',
          created_at: nowIso(now),
          expires_at: expiresAt,
        });
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Two browsers racing for one nickname: the primary key lets exactly one win.
      if (isUniqueViolation(error)) throw nicknameTaken();
      throw new AppError(503, 'nicknameCheckFailed', REGISTRATION_MESSAGES.nicknameCheckFailed);
    }
    return { reservationToken: token, expiresAt };
  }

  /** Step 2: creates the account, signs the user in, and returns the session cookies with the new user's id. */
  async complete(input: CompleteRegistration, now = new Date()): Promise<{ userId: string; headers: Headers }> {
    const email = normalizeEmail(input.email);
    const key = nicknameKey(input.nickname);
    await this.assertPreferences(input.preferences);

    const reservation = await repo.findReservationByToken(this.db, hashToken(input.reservationToken));
    if (!reservation || reservation.nickname_key !== key || reservation.expires_at <= nowIso(now)) {
      throw new AppError(
        410,
        'reservationExpired',
        'Your nickname reservation expired. Please continue again from step 1.',
      );
    }
    if (reservation.email !== email) {
      throw new AppError(
        410,
        'reservationExpired',
        'The e-mail changed after step 1. Please continue again from step 1.',
      );
    }
    if (await repo.isEmailRegistered(this.db, email)) throw emailTaken();

    const { firstName, lastName } = input;
    const displayName = `${firstName} ${lastName}`;
    let created: { headers: Headers; response: { user: { id: string } } };
    try {
      created = await this.auth.api.signUpEmail({
        body: { email, password: input.password, name: displayName },
        returnHeaders: true,
      });
    } catch (error) {
      const message = (error as { body?: { message?: string } })?.body?.message ?? (error as Error).message;
      if (/exist/i.test(message)) throw emailTaken();
      throw badRequest('registrationFailed', message || REGISTRATION_MESSAGES.registrationFailed);
    }

    const userId = created.response.user.id;
    try {
      await this.db.transaction().execute(async (trx) => {
        await repo.insertProfile(trx, newProfile(userId, input, now));
        await repo.deleteReservation(trx, key);
      });
    } catch (error) {
      await repo.deleteUser(this.db, userId);
      if (isUniqueViolation(error)) throw nicknameTaken();
      throw error;
    }
    return { userId, headers: created.headers };
  }

  /**
   * Finishes the registration of an account a first OIDC sign-in made: the same nickname rule and preferences as
   * step 2, then the account becomes usable (its session, already set, starts counting as signed in).
   */
  async completeOidc(pending: PendingRegistration, input: CompleteOidcRegistration, now = new Date()): Promise<void> {
    const key = nicknameKey(input.nickname);
    await this.assertPreferences(input.preferences);
    try {
      await this.db.transaction().execute(async (trx) => {
        if (await isNicknameTaken(trx, key, { userId: pending.userId, email: pending.email }, now)) {
          throw nicknameTaken();
        }
        await repo.insertProfile(trx, newProfile(pending.userId, input, now));
        await repo.finishPendingRegistration(trx, pending.userId, `${input.firstName} ${input.lastName}`, now);
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isUniqueViolation(error)) throw nicknameTaken();
      throw error;
    }
  }

  private async assertPreferences(preferences: CompleteRegistration['preferences']): Promise<void> {
    const invalid = (message: string) => badRequest('preferencesInvalid', message, 'preferences');
    const genreIds = new Set<number>(MOVIE_GENRES.map((g) => g.id));
    if (
      !preferences.genres.every((id) => genreIds.has(id)) ||
      new Set(preferences.genres).size !== preferences.genres.length
    ) {
      throw invalid('Please choose genres from the list, each once.');
    }
    for (const [mediaType, ids] of [
      ['movie', preferences.favoriteMovies],
      ['tv', preferences.favoriteShows],
    ] as const) {
      const unique = [...new Set(ids)];
      const existing = await findExistingTitleIds(this.db, mediaType, unique);
      if (unique.length !== ids.length || existing.size !== unique.length) {
        throw invalid(
          mediaType === 'movie' ? 'Please choose movies from the list.' : 'Please choose TV shows from the list.',
        );
      }
    }
  }
}

/** A new account's profile and preferences, from the registration form (password or OIDC). */
function newProfile(userId: string, input: CompleteOidcRegistration, now: Date): repo.NewProfile {
  return {
    profile: {
      user_id: userId,
      first_name: input.firstName,
      last_name: input.lastName,
      nickname: input.nickname,
      nickname_key: nicknameKey(input.nickname),
      country: COUNTRY,
      city: input.city,
      gender: input.gender || null,
      birth_date: input.birthDate,
      occupation: input.occupation,
      instagram: null,
      twitter: null,
      photo_path: null,
      has_disability: input.preferences.hasDisability ? 1 : 0,
      is_admin: 0,
      last_seen_at: nowIso(now),
      created_at: nowIso(now),
      updated_at: nowIso(now),
    },
    genres: input.preferences.genres,
    favoriteMovies: input.preferences.favoriteMovies,
    favoriteShows: input.preferences.favoriteShows,
  };
}
