import { useQuery } from '@tanstack/react-query';
import { apiPath, NOTIFICATION_ENDPOINTS, unreadCountSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { unreadCountQueryKey } from './keys';

/** How many of my notifications are unread (the bell). */
export function useUnreadCount() {
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPath(NOTIFICATION_ENDPOINTS.unreadCount), {
        schema: import.meta.env.DEV && unreadCountSchema,
        signal,
      }),
  });
}
