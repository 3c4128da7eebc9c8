import { apiPath, PUSH_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/push/subscriptions: the server stops pushing to this endpoint. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiRequest(apiPath(PUSH_ENDPOINTS.subscriptions), { method: 'DELETE', body: { endpoint } });
}
