import { z } from 'zod';
import { userSummarySchema } from '../accounts/schemas.js';
import { ADMIN_LIMITS } from './rules.js';

const pageParam = z.coerce.number().int().min(1).max(100_000).optional().default(1);

/** A page of some list: which page, how big, how many rows in all. */
const pageInfo = {
  page: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
};

/** GET /api/admin/users: `q` matches nickname, display name or e-mail (contains, any case); pages from 1. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_LIMITS.searchMax).optional().default(''),
  page: pageParam,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** One account as the admin list shows it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The account's display name (first and last name); '' when it was never set. */
  displayName: z.string(),
  /** Null for an account whose registration never finished (no profile yet). */
  nickname: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /**
   * Friend requests this person sent and received, counted from the requests themselves. Null for an account
   * without a profile: it cannot take part in the social features, so it has no counters ('Not set').
   */
  friendRequests: z.object({ sent: z.number().int(), received: z.number().int() }).nullable(),
  /** When the person last used the app (updated at most every few minutes); null when never recorded. */
  lastSeenAt: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({ users: z.array(adminUserSchema), q: z.string(), ...pageInfo });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** POST /api/admin/maintenance: what the data-maintenance pass changed (a second run reports 0). */
export const maintenanceResultSchema = z.object({
  /** Distinct accounts that changed in any way. */
  usersChanged: z.number().int(),
  /** Accounts without a profile (an interrupted registration) that got one with defaults. */
  profilesCreated: z.number().int(),
  /** Accounts whose empty display name was set from the profile's first and last name. */
  displayNamesFilled: z.number().int(),
  /** Accounts whose missing last-seen time was taken from their latest session. */
  lastSeenFilled: z.number().int(),
});
export type MaintenanceResult = z.infer<typeof maintenanceResultSchema>;

/** POST /api/admin/friendships: makes two different, existing people friends. */
export const createFriendshipSchema = z.object({
  userA: z.string().trim().min(1).max(100),
  userB: z.string().trim().min(1).max(100),
});
export type CreateFriendshipRequest = z.infer<typeof createFriendshipSchema>;

/** `created` (201): they are friends now. `alreadyFriends` (200): they were; nothing changed. */
export const createFriendshipResponseSchema = z.object({
  outcome: z.enum(['created', 'alreadyFriends']),
  users: z.tuple([userSummarySchema, userSummarySchema]),
});
export type CreateFriendshipResponse = z.infer<typeof createFriendshipResponseSchema>;

/** GET /api/admin/contact-messages: newest first. */
export const adminPageQuerySchema = z.object({ page: pageParam });
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;

/** A message sent from the contact page. */
export const contactMessageSchema = z.object({
  id: z.string(),
  /** The sender's account when they were signed in. */
  userId: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  /** When an admin marked it read; null while unread. */
  readAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagesPageSchema = z.object({
  messages: z.array(contactMessageSchema),
  /** Unread messages in all (not only this page). */
  unreadCount: z.number().int(),
  ...pageInfo,
});
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;

export const contactMessageParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const adminContactMessageResponseSchema = z.object({ message: contactMessageSchema });
export type AdminContactMessageResponse = z.infer<typeof adminContactMessageResponseSchema>;

/** One admin action: who did what, when. `details` holds what it touched (ids, counts). */
export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/**
 * GET /api/admin/audit-log: newest first, with the people the page's entries name (a test friendship's two users),
 * by id, so the log can say who they are. Someone deleted since is missing from `people`.
 */
export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  people: z.record(z.string(), userSummarySchema),
  ...pageInfo,
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
