import { useQuery } from '@tanstack/react-query';
import {
  apiPath,
  NOTIFICATION_ENDPOINTS,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  notificationSettingsSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { notificationSettingsQueryKey } from './keys';

/** How each type of notification reaches me. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPath(NOTIFICATION_ENDPOINTS.settings), {
        schema: import.meta.env.DEV && notificationSettingsSchema,
        signal,
      }),
  });
}

/** Changes some types (PUT); answers every type as stored. */
export async function updateNotificationSettings(changes: NotificationSettingsUpdate): Promise<NotificationSettings> {
  return apiRequest(apiPath(NOTIFICATION_ENDPOINTS.settings), {
    method: 'PUT',
    body: changes,
    schema: import.meta.env.DEV && notificationSettingsSchema,
  });
}
