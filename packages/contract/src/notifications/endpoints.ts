/** The notification centre (fill a pattern with `apiPath`). */
export const NOTIFICATION_ENDPOINTS = {
  /** GET a page of my notifications, newest first, with my unread count. */
  list: '/api/notifications',
  /** GET my unread count (the bell). */
  unreadCount: '/api/notifications/unread-count',
  /** POST: one notification is read. */
  read: '/api/notifications/:notificationId/read',
  /** POST: every notification is read. */
  readAll: '/api/notifications/read-all',
  /** GET, PUT: how each type reaches me. */
  settings: '/api/notifications/settings',
} as const;
