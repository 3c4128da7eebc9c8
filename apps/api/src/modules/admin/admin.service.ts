import {
  ADMIN_LIMITS,
  type AdminAction,
  type AdminUsersPage,
  type AuditLogPage,
  COUNTRY,
  type ContactMessage,
  type ContactMessagesPage,
  type CreateFriendshipResponse,
  LIMITS,
  type MaintenanceResult,
  nicknameKey,
} from '@watchify/contract';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { SessionUser } from '../auth/session.js';
import type { FriendsService } from '../friends/friends.service.js';
import { presentUserSummary } from '../users/users.presenter.js';
import { findUserSummaries } from '../users/users.queries.js';
import type { UsersService } from '../users/users.service.js';
import { presentAdminUser, presentAuditEntry, presentContactMessage } from './admin.presenter.js';
import * as repo from './admin.repository.js';

type Trx = Transaction<Database>;

/**
 * Defaults of a profile the maintenance pass writes for an account whose registration never finished. They are
 * valid values the person sees and corrects on their profile page: the fixed country, the most populous
 * province, 'Other' as occupation, and an empty birth date (the profile form asks for it on the next save).
 */
const RESCUED_PROFILE_DEFAULTS = { country: COUNTRY, city: 'İstanbul', occupation: 'Other', birthDate: '' } as const;

const contactMessageNotFound = () =>
  new AppError(404, 'contactMessageNotFound', 'This contact message does not exist.');

/** Pages are 1-based; `totalPages` is at least 1 so "page 1 of 1" reads right for an empty list. */
function paging(page: number, totalItems: number) {
  const pageSize = ADMIN_LIMITS.pageSize;
  return {
    page,
    pageSize,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / pageSize)),
    offset: (page - 1) * pageSize,
  };
}

/** Session times come back as a Date (PostgreSQL), an ISO string or epoch milliseconds (SQLite). */
function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date =
    value instanceof Date
      ? value
      : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A valid nickname made from the e-mail's local part (letters, digits, '.', '_', '-'), or from the account id. */
function nicknameBase(email: string, userId: string): string {
  const local = (email.split('@')[0] ?? '').normalize('NFKC');
  const kept = [...local].filter((char) => /[\p{L}\p{N}._-]/u.test(char)).slice(0, LIMITS.nicknameMax - 4);
  return kept.length >= LIMITS.nicknameMin ? kept.join('') : `user-${userId.slice(0, 8)}`;
}

/**
 * Admin tools (decision 017). Every caller is an admin: every admin route declares `access: 'admin'`. Every change is written in one
 * transaction together with its audit-log entry (who, what, when), so the log never claims a change that did not
 * happen, nor misses one that did.
 */
export class AdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly users: UsersService,
    private readonly friends: FriendsService,
  ) {}

  /** Accounts, newest first, searchable by nickname, display name or e-mail (contains, any case). */
  async listUsers(q: string, page: number): Promise<AdminUsersPage> {
    const search = { lowerCased: q.trim().toLowerCase(), nicknameKey: nicknameKey(q.replace(/^@/, '')) };
    const totalItems = await repo.countUsers(this.db, search);
    const { offset, ...pageInfo } = paging(page, totalItems);
    const rows = await repo.listUsers(this.db, search, offset, pageInfo.pageSize);
    const isAdmin = (email: string, granted: boolean) => this.users.isAdmin(email, granted);
    return { users: rows.map((row) => presentAdminUser(row, isAdmin)), q: q.trim(), ...pageInfo };
  }

  /**
   * The data-maintenance pass (the original's "update all users' schema", made real for our schema). It repairs
   * only accounts that lack something, so a second run changes nothing:
   * - an account without a profile (registration interrupted after the account was created) gets one with a free
   *   nickname from its e-mail and the defaults above, so the person can sign in and finish it on the profile page;
   * - a blank display name is made from the profile's first and last name (as registration sets it);
   * - a never-recorded last-seen time is taken from the account's latest session, when it has one.
   * Friend-request counts are not stored: they are counted from the requests, so they cannot go missing.
   */
  async runMaintenance(admin: SessionUser, now = new Date()): Promise<MaintenanceResult> {
    const at = nowIso(now);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const changed = new Set<string>();
        const profilesCreated = await this.createMissingProfiles(trx, at);
        for (const id of profilesCreated) changed.add(id);

        const blankNames = await repo.findBlankDisplayNames(trx);
        for (const row of blankNames) {
          await repo.setDisplayName(trx, row.id, `${row.first_name.trim()} ${row.last_name.trim()}`.trim());
          changed.add(row.id);
        }

        let lastSeenFilled = 0;
        for (const row of await repo.findLastSeenFromSessions(trx)) {
          const lastActive = toIso(row.last_active);
          if (!lastActive) continue;
          await repo.setLastSeen(trx, row.user_id, lastActive);
          changed.add(row.user_id);
          lastSeenFilled += 1;
        }

        const result: MaintenanceResult = {
          usersChanged: changed.size,
          profilesCreated: profilesCreated.length,
          displayNamesFilled: blankNames.length,
          lastSeenFilled,
        };
        await this.audit(trx, admin, 'users.maintenance', { ...result, userIds: [...changed].slice(0, 100) }, at);
        return result;
      });
    } catch (error) {
      // Two admins running the pass at once: the second one's profile insert meets the first one's row.
      if (!(error instanceof AppError) && isUniqueViolation(error)) {
        throw new AppError(409, 'maintenanceFailed', 'Another maintenance pass changed the same users. Run it again.');
      }
      throw error;
    }
  }

  /**
   * Makes two people friends through the friends module (its rules, its events: two different, existing people),
   * with the audit entry in the same transaction.
   */
  async createFriendship(admin: SessionUser, userA: string, userB: string): Promise<CreateFriendshipResponse> {
    return this.friends.makeFriends(userA, userB, (trx, outcome) =>
      this.audit(trx, admin, 'friendships.create', { userA, userB, outcome }),
    );
  }

  /** Contact messages, newest first, with how many are unread in all. */
  async listContactMessages(page: number): Promise<ContactMessagesPage> {
    const { total, unread } = await repo.countContactMessages(this.db);
    const { offset, ...pageInfo } = paging(page, total);
    const rows = await repo.listContactMessages(this.db, offset, pageInfo.pageSize);
    return { messages: rows.map(presentContactMessage), unreadCount: unread, ...pageInfo };
  }

  /**
   * Marks a contact message read (keeping the first time it was read) or unread again. Marking it as it already
   * is changes nothing but is still logged, as every admin action is.
   */
  async markContactMessage(admin: SessionUser, id: string, read: boolean, now = new Date()): Promise<ContactMessage> {
    const at = nowIso(now);
    return this.db.transaction().execute(async (trx) => {
      const current = await repo.findContactMessage(trx, id);
      if (!current) throw contactMessageNotFound();
      const readAt = read ? (current.read_at ?? at) : null;
      const changed = readAt !== current.read_at;
      if (changed) await repo.setContactMessageReadAt(trx, id, readAt);
      await this.audit(trx, admin, read ? 'contact.markRead' : 'contact.markUnread', { messageId: id, changed }, at);
      return presentContactMessage({ ...current, read_at: readAt });
    });
  }

  /** The audit log, newest first. */
  async listAuditLog(page: number): Promise<AuditLogPage> {
    const { offset, ...pageInfo } = paging(page, await repo.countAuditEntries(this.db));
    const entries = (await repo.listAuditEntries(this.db, offset, pageInfo.pageSize)).map(presentAuditEntry);
    const named = entries.flatMap((entry) =>
      entry.action === 'friendships.create' ? [entry.details.userA, entry.details.userB] : [],
    );
    const people = await findUserSummaries(
      this.db,
      named.filter((id): id is string => typeof id === 'string'),
    );
    return {
      entries,
      people: Object.fromEntries([...people].map(([id, row]) => [id, presentUserSummary(row)])),
      ...pageInfo,
    };
  }

  /** Writes a profile for every account without one; returns their ids. */
  private async createMissingProfiles(trx: Trx, at: string): Promise<string[]> {
    const accounts = await repo.findAccountsWithoutProfile(trx);
    const claimed = new Set<string>();
    for (const account of accounts) {
      const nickname = await this.freeNickname(trx, nicknameBase(account.email, account.id), account.id, claimed, at);
      claimed.add(nicknameKey(nickname));
      const [firstName = '', ...rest] = account.name.trim().split(/\s+/);
      await repo.insertProfile(trx, {
        user_id: account.id,
        first_name: firstName,
        last_name: rest.join(' '),
        nickname,
        nickname_key: nicknameKey(nickname),
        country: RESCUED_PROFILE_DEFAULTS.country,
        city: RESCUED_PROFILE_DEFAULTS.city,
        gender: null,
        birth_date: RESCUED_PROFILE_DEFAULTS.birthDate,
        occupation: RESCUED_PROFILE_DEFAULTS.occupation,
        instagram: null,
        twitter: null,
        photo_path: null,
        has_disability: 0,
        is_admin: 0,
        last_seen_at: null,
        created_at: at,
        updated_at: at,
      });
    }
    return accounts.map((account) => account.id);
  }

  /** `base`, else `base-2` … `base-9`, else `base-<id>`: the first one no profile or live reservation holds. */
  private async freeNickname(trx: Trx, base: string, userId: string, claimed: Set<string>, at: string) {
    const candidates = [
      base,
      ...Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`),
      `${base}-${userId.slice(0, 8)}`,
    ];
    const taken = await repo.findTakenNicknameKeys(trx, candidates.map(nicknameKey), at);
    const free = candidates.find(
      (candidate) => !taken.has(nicknameKey(candidate)) && !claimed.has(nicknameKey(candidate)),
    );
    return free ?? `user-${userId}`.slice(0, LIMITS.nicknameMax);
  }

  private async audit(
    trx: Trx,
    admin: SessionUser,
    action: AdminAction,
    details: Record<string, unknown>,
    at = nowIso(),
  ): Promise<void> {
    await repo.insertAuditEntry(trx, {
      actor_user_id: admin.id,
      actor_email: admin.email,
      action,
      details: JSON.stringify(details),
      created_at: at,
    });
  }
}
