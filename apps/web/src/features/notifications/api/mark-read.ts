import { apiPath, NOTIFICATION_ENDPOINTS, type UnreadCount, unreadCountSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** One notification is read; answers my unread count. */
export async function markNotificationRead(notificationId: string): Promise<UnreadCount> {
  return apiRequest(apiPath(NOTIFICATION_ENDPOINTS.read, { notificationId }), {
    method: 'POST',
    schema: import.meta.env.DEV && unreadCountSchema,
  });
}
