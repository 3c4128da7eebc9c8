import { useInfiniteQuery } from '@tanstack/react-query';
import { apiPath, NOTIFICATION_ENDPOINTS, type NotificationsPage, notificationsPageSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { notificationListQueryKey } from './keys';

/** My notifications, newest first, a page at a time (`before`: where the previous page ended). */
export function useNotificationList({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    enabled,
    queryKey: notificationListQueryKey,
    queryFn: ({ pageParam, signal }): Promise<NotificationsPage> =>
      apiRequest(apiPath(NOTIFICATION_ENDPOINTS.list, {}, { before: pageParam }), {
        schema: import.meta.env.DEV && notificationsPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
