import crypto from 'node:crypto';
import {
  type ChangePasswordInput,
  type ChangePasswordResponse,
  PASSWORD_CHANGE_ERROR_FIELD,
  PASSWORD_CHANGE_MESSAGES,
  type PasswordChangeFailure,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { UsersService } from '../users/users.service.js';
import * as repo from './accounts.repository.js';
import { PASSWORD_HASHER } from './auth.js';
import type { CurrentSession } from './session.js';

const passwordChangeError = (code: PasswordChangeFailure) =>
  badRequest(code, PASSWORD_CHANGE_MESSAGES[code], PASSWORD_CHANGE_ERROR_FIELD[code]);

/** A password an operator can read out or paste: 16 URL-safe characters, 96 random bits. */
const generatePassword = () => crypto.randomBytes(12).toString('base64url');

/**
 * Changing and resetting passwords (decision 021). Both store the new hash and delete sessions in one transaction,
 * so a password is never changed while a session it should have ended stays valid.
 */
export class PasswordService {
  constructor(
    private readonly db: Kysely<Database>,
    /** Ends deleted sessions in every instance's session cache and closes their sockets; none in the CLI. */
    private readonly sessions: Pick<Realtime, 'endSession'> | null,
    private readonly users: Pick<UsersService, 'findUserIdByEmail'>,
  ) {}

  /**
   * The signed-in person's own change (the route checked the form's rules): the current password must be right. Every other session of theirs (other
   * browsers, other devices, someone who got hold of the old password) is signed out; this one stays.
   */
  async change(
    { user, sessionId }: CurrentSession,
    input: ChangePasswordInput,
    now = new Date(),
  ): Promise<ChangePasswordResponse> {
    const stored = await repo.findPasswordHash(this.db, user.id);
    if (!stored || !(await PASSWORD_HASHER.verify({ hash: stored, password: input.currentPassword }))) {
      throw passwordChangeError('currentPasswordWrong');
    }
    const hash = await PASSWORD_HASHER.hash(input.newPassword);
    const ended = await this.db.transaction().execute(async (trx) => {
      // Only over the hash just checked: of two changes sent at once, the second finds its current password gone.
      if (!(await repo.setPasswordHash(trx, user.id, hash, nowIso(now), stored))) return null;
      return repo.deleteSessions(trx, user.id, sessionId);
    });
    if (!ended) throw passwordChangeError('currentPasswordWrong');
    await this.endSessions(user.id, ended);
    return { otherSessionsEnded: ended.length };
  }

  /**
   * The operator's reset (`npm run admin -- reset-password <email>`) for someone who forgot their password: a new
   * random password, and every session of the account signed out. Resolves with the new password, or null when no
   * account has the e-mail.
   */
  async reset(email: string, now = new Date()): Promise<{ password: string; sessionsEnded: number } | null> {
    const userId = await this.users.findUserIdByEmail(email);
    if (!userId) return null;
    const password = generatePassword();
    const hash = await PASSWORD_HASHER.hash(password);
    const ended = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.setPasswordHash(trx, userId, hash, nowIso(now)))) return null;
      return repo.deleteSessions(trx, userId);
    });
    if (!ended) return null;
    await this.endSessions(userId, ended);
    return { password, sessionsEnded: ended.length };
  }

  private async endSessions(userId: string, sessionIds: string[]): Promise<void> {
    const { sessions } = this;
    if (sessions) await Promise.all(sessionIds.map((sessionId) => sessions.endSession(userId, sessionId)));
  }
}
