/** Query keys of the notification centre: the bell's count, the pages of the list, the settings. */
export const notificationsQueryRoot = ['notifications'] as const;
export const unreadCountQueryKey = [...notificationsQueryRoot, 'unread'] as const;
export const notificationListQueryKey = [...notificationsQueryRoot, 'list'] as const;
export const notificationSettingsQueryKey = [...notificationsQueryRoot, 'settings'] as const;
