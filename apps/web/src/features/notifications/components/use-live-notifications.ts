import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationsPage,
  type NotificationsReadEvent,
  notificationEventSchema,
  notificationsReadEventSchema,
  type UnreadCount,
} from '@watchify/contract';
import { useSocketEvent } from '../../../lib/realtime';
import { notificationListQueryKey, notificationsQueryRoot, unreadCountQueryKey } from '../api/keys';
import { markAllNotificationsRead } from '../api/mark-all-read';
import { markNotificationRead } from '../api/mark-read';

type ListData = InfiniteData<NotificationsPage, string | undefined>;

/** The loaded pages with these notifications (every one, when `ids` is null) read. */
export function withRead(data: ListData, ids: readonly string[] | null): ListData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((notification) =>
        !notification.read && (ids === null || ids.includes(notification.id))
          ? { ...notification, read: true }
          : notification,
      ),
    })),
  };
}

/**
 * Keeps the bell and the list true while the app is open: a new notification and reads in other tabs arrive on the
 * socket; on every connection everything is fetched again (what happened before it, or while offline).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const setUnread = (unreadCount: number) =>
    queryClient.setQueryData<UnreadCount>(unreadCountQueryKey, { unreadCount });
  useSocketEvent<NotificationEvent>(
    NOTIFICATION_EVENTS.created,
    ({ unreadCount }) => {
      setUnread(unreadCount);
      void queryClient.invalidateQueries({ queryKey: notificationListQueryKey });
    },
    undefined,
    import.meta.env.DEV && notificationEventSchema,
  );
  // A notification made after the count was fetched but before this tab's socket joined the member's room would be
  // missed: each time the socket connects (the first time too), what the bell shows is fetched again.
  useSocketEvent('connect', () => void queryClient.invalidateQueries({ queryKey: notificationsQueryRoot }));
  useSocketEvent<NotificationsReadEvent>(
    NOTIFICATION_EVENTS.read,
    ({ ids, unreadCount }) => {
      setUnread(unreadCount);
      queryClient.setQueryData<ListData>(notificationListQueryKey, (data) => (data ? withRead(data, ids) : data));
    },
    undefined,
    import.meta.env.DEV && notificationsReadEventSchema,
  );
}

/**
 * Marking read, for the bell and the page alike: shown here at once (count and list), then the server's count; the
 * member's other tabs hear it from the server.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const markLocally = (ids: readonly string[] | null, unreadCount: number) => {
    queryClient.setQueryData<UnreadCount>(unreadCountQueryKey, { unreadCount });
    queryClient.setQueryData<ListData>(notificationListQueryKey, (data) => (data ? withRead(data, ids) : data));
  };
  const unread = () => queryClient.getQueryData<UnreadCount>(unreadCountQueryKey)?.unreadCount ?? 0;
  return {
    markOne: async (id: string) => {
      markLocally([id], Math.max(0, unread() - 1));
      const { unreadCount } = await markNotificationRead(id);
      markLocally([id], unreadCount);
    },
    markAll: async () => {
      markLocally(null, 0);
      const { unreadCount } = await markAllNotificationsRead();
      markLocally(null, unreadCount);
    },
  };
}
