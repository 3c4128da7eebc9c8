/** Socket events of the notification centre (server → the member's own tabs). */
export const NOTIFICATION_EVENTS = {
  /** A new notification ({@link NotificationEvent}). */
  created: 'notification:created',
  /** Notifications were read in one of the member's tabs ({@link NotificationsReadEvent}). */
  read: 'notification:read',
} as const;
