import { type Me, normalizeEmail } from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { unauthorized } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { presentMe } from './users.presenter.js';
import {
  findAdminFlag,
  findNames,
  findUserIdByEmail,
  findUserWithProfile,
  listDatabaseAdmins,
  setAdminByEmail,
  touchLastSeen,
} from './users.repository.js';

// Last-seen is for people (the admin list), not an audit trail: one write per few minutes per user is plenty.
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export class UsersService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly adminEmails: readonly string[],
  ) {}

  isAdmin(email: string, grantedInDatabase: boolean): boolean {
    return grantedInDatabase || this.adminEmails.includes(normalizeEmail(email));
  }

  /** Whether a signed-in user holds the admin role (ADMIN_EMAILS or `npm run admin -- grant`), read afresh. */
  async hasAdminRole(user: { id: string; email: string }): Promise<boolean> {
    if (this.isAdmin(user.email, false)) return true;
    return findAdminFlag(this.db, user.id);
  }

  /** What to call a member when greeting them: their first name, else their nickname; null without a profile. */
  async greetingName(userId: string): Promise<string | null> {
    const names = await findNames(this.db, userId);
    if (!names) return null;
    return names.first_name.trim() || names.nickname;
  }

  /** The signed-in user's own record; also notes that they were seen. */
  async getMe(userId: string, now = new Date()): Promise<Me> {
    const user = await findUserWithProfile(this.db, userId);
    if (!user) throw unauthorized('User session not found');
    const lastSeen = user.last_seen_at ? Date.parse(user.last_seen_at) : 0;
    if (now.getTime() - lastSeen > LAST_SEEN_RESOLUTION_MS) await touchLastSeen(this.db, userId, nowIso(now));
    return presentMe(user, this.isAdmin(user.email, user.is_admin === 1));
  }

  /** The id of the account with this e-mail, in any letter case (the operator's commands find people by e-mail). */
  async findUserIdByEmail(email: string): Promise<string | undefined> {
    return findUserIdByEmail(this.db, email);
  }

  /** Grants or revokes the admin role kept in the database; false when no account has the e-mail. */
  async setAdminByEmail(email: string, isAdmin: boolean, now = new Date()): Promise<boolean> {
    return setAdminByEmail(this.db, email, isAdmin, nowIso(now));
  }

  /** E-mails of the accounts granted the admin role in the database (ADMIN_EMAILS aside). */
  async listDatabaseAdmins(): Promise<string[]> {
    return listDatabaseAdmins(this.db);
  }
}
