import { apiPath, NOTIFICATION_ENDPOINTS, type UnreadCount, unreadCountSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Every notification of mine is read. */
export async function markAllNotificationsRead(): Promise<UnreadCount> {
  return apiRequest(apiPath(NOTIFICATION_ENDPOINTS.readAll), {
    method: 'POST',
    schema: import.meta.env.DEV && unreadCountSchema,
  });
}
