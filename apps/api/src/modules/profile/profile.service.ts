import { type Me, nicknameKey, PROFILE_MESSAGES, type ProfileUpdate } from '@watchify/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/types.js';
import { AppError, conflict, notFound, unauthorized } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { isNicknameTaken } from '../registration/registration.service.js';
import { updateUserName } from '../users/users.queries.js';
import type { UsersService } from '../users/users.service.js';
import * as repo from './profile.repository.js';
import { type AvatarStore, toAvatarWebp } from './profile-photo.js';

const nicknameTaken = () => conflict('nicknameTaken', PROFILE_MESSAGES.nicknameTaken, 'nickname');
const sessionWithoutProfile = () => unauthorized('User session not found');

/** A stored photo and the version its URL carries (`?v=`). */
export interface StoredPhoto {
  bytes: Buffer;
  version: string;
}

/**
 * A person's own profile (product §4 Profile: view, edit, save): the editable fields and the photo. Every method acts on
 * the user id the session gave the route, never on an id from the request, so nobody can change someone else's.
 */
export class ProfileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly avatars: AvatarStore,
    private readonly users: UsersService,
  ) {}

  /**
   * Writes the profile (its §5 rules were checked by the route) and the display name ('first last', as registration
   * sets it) in one transaction. The nickname must stay unique, case-insensitively, against other accounts and live
   * reservations.
   */
  async updateProfile(userId: string, input: ProfileUpdate, now = new Date()): Promise<Me> {
    const { firstName, lastName, nickname } = input;
    const key = nicknameKey(nickname);

    try {
      await this.db.transaction().execute(async (trx) => {
        if (await isNicknameTaken(trx, key, { userId }, now)) throw nicknameTaken();
        const updated = await repo.updateProfile(trx, userId, {
          first_name: firstName,
          last_name: lastName,
          nickname,
          nickname_key: key,
          birth_date: input.birthDate,
          gender: input.gender,
          occupation: input.occupation,
          city: input.city,
          instagram: input.instagram,
          twitter: input.twitter,
          updated_at: nowIso(now),
        });
        if (!updated) throw sessionWithoutProfile();
        await updateUserName(trx, userId, `${firstName} ${lastName}`);
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Two people saving the same new nickname at once: the unique key lets exactly one win.
      if (isUniqueViolation(error)) throw nicknameTaken();
      throw error;
    }
    return this.users.getMe(userId, now);
  }

  /** Re-encodes an uploaded photo, stores it (replacing the old one) and records it on the profile. */
  async savePhoto(userId: string, upload: Buffer, now = new Date()): Promise<Me> {
    const webp = await toAvatarWebp(upload);
    // The file is in place before the profile points at it, so a photo URL never leads to a missing file.
    const photoPath = await this.avatars.save(userId, webp);
    if (!(await repo.setPhotoPath(this.db, userId, photoPath, nowIso(now)))) {
      await this.avatars.remove(userId);
      throw sessionWithoutProfile();
    }
    return this.users.getMe(userId, now);
  }

  /** Removes the photo; the person is shown with the placeholder (own) or initial avatar (others) again. */
  async deletePhoto(userId: string, now = new Date()): Promise<Me> {
    if (!(await repo.setPhotoPath(this.db, userId, null, nowIso(now)))) throw sessionWithoutProfile();
    await this.avatars.remove(userId);
    return this.users.getMe(userId, now);
  }

  /** Someone's stored photo, or a 404 when they have none (or no such person exists). */
  async readPhoto(userId: string): Promise<StoredPhoto> {
    const row = await repo.findPhoto(this.db, userId);
    const bytes = row?.photo_path ? await this.avatars.read(row.photo_path) : null;
    if (!row || !bytes) throw notFound('This user has no photo.');
    return { bytes, version: row.updated_at };
  }
}
