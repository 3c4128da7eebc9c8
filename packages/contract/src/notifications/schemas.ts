import { z } from 'zod';
import { userSummarySchema } from '../accounts/schemas.js';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_LIMITS, NOTIFICATION_TYPES } from './rules.js';

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const notificationDeliverySchema = z.enum(NOTIFICATION_DELIVERIES);

/** A notification as its recipient sees it; the sentence is made from it in the reader's language (texts.ts). */
export const notificationSchema = z.object({
  /** Grows with time: orders the list and pages it. */
  id: z.string(),
  type: notificationTypeSchema,
  /** Who did it; null for what nobody did (an episode airing) or someone whose account is gone. */
  actor: userSummarySchema.nullable(),
  /** What it is about, as its name was then (a title, a list, "Dark S01E03"). */
  subject: z.string().nullable(),
  /** Where it leads in the app (a path). */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET /api/notifications: `before` is the id the previous page ended at. */
export const notificationsQuerySchema = z.object({
  before: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIMITS.pageSize).default(NOTIFICATION_LIMITS.pageSize),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
  /** Give it as `before` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationParamsSchema = z.object({ notificationId: z.string().min(1).max(64) });

/** How each type reaches the member (every type is present). */
export const notificationSettingsSchema = z.object({
  settings: z.record(notificationTypeSchema, notificationDeliverySchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notifications/settings: the types to change (at least one). */
export const notificationSettingsUpdateSchema = z
  .object({ settings: z.partialRecord(notificationTypeSchema, notificationDeliverySchema) })
  .strict()
  .refine((body) => Object.keys(body.settings).length > 0, {
    message: 'Choose how at least one kind of notification reaches you.',
    path: ['settings'],
  });
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/** `notification:created`: the new notification and the recipient's unread count with it. */
export const notificationEventSchema = z.object({ notification: notificationSchema, unreadCount: z.number().int() });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** `notification:read`: which were read (all of them when `ids` is null) and the unread count now. */
export const notificationsReadEventSchema = z.object({
  ids: z.array(z.string()).nullable(),
  unreadCount: z.number().int().min(0),
});
export type NotificationsReadEvent = z.infer<typeof notificationsReadEventSchema>;
