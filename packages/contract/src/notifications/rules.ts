/** What a member can be told about (issue 24 §3). */
export const NOTIFICATION_TYPES = [
  'friendRequestReceived',
  'friendRequestAccepted',
  'chatMessage',
  'sharedListChanged',
  'listInvitation',
  'reviewLiked',
  'reviewReplied',
  'episodeAired',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How a type reaches the member: in the app only, in the app and as a push to their devices, or not at all. */
export const NOTIFICATION_DELIVERIES = ['inApp', 'push', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];
export const DEFAULT_NOTIFICATION_DELIVERY: NotificationDelivery = 'inApp';

export const NOTIFICATION_LIMITS = {
  /** Notifications a page brings (the bell's panel shows the first page). */
  pageSize: 20,
} as const;

export const NOTIFICATION_MESSAGES = {
  notificationNotFound: 'This notification does not exist.',
} as const;
