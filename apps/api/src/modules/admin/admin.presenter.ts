import type { AdminUser, AuditLogEntry, ContactMessage } from '@watchify/contract';
import type { Selectable } from 'kysely';
import type { AdminAuditLogTable, ContactMessagesTable } from '../../db/types.js';
import { photoUrlFor } from '../users/users.presenter.js';
import type { AdminUserRow } from './admin.repository.js';

/** An account as the admin list shows it; an account without a profile has no nickname, photo or counters. */
export function presentAdminUser(row: AdminUserRow, isAdmin: (email: string, granted: boolean) => boolean): AdminUser {
  const hasProfile = Number(row.has_profile) === 1;
  return {
    id: row.id,
    email: row.email,
    displayName: row.name,
    nickname: row.nickname,
    photoUrl:
      hasProfile && row.profile_updated_at
        ? photoUrlFor({ id: row.id, photo_path: row.photo_path, updated_at: row.profile_updated_at })
        : null,
    friendRequests: hasProfile ? { sent: Number(row.requests_sent), received: Number(row.requests_received) } : null,
    lastSeenAt: row.last_seen_at,
    isAdmin: isAdmin(row.email, row.is_admin === 1),
  };
}

export function presentContactMessage(row: ContactMessagesTable): ContactMessage {
  return {
    id: row.id,
    userId: row.user_id,
    fullName: row.full_name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

export function presentAuditEntry(row: Selectable<AdminAuditLogTable>): AuditLogEntry {
  let details: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(row.details);
    details = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // The log is written only by this module, as JSON; an unreadable entry still shows who did what, when.
    details = {};
  }
  return {
    id: Number(row.id),
    actorUserId: row.actor_user_id,
    actorEmail: row.actor_email,
    action: row.action,
    details,
    createdAt: row.created_at,
  };
}
