import {
  apiPath,
  PUSH_ENDPOINTS,
  type PushSubscriptionRequest,
  type PushSubscriptionView,
  pushSubscriptionSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/push/subscriptions: this browser's subscription, for the signed-in member, in the app's language. */
export function savePushSubscription(subscription: PushSubscriptionRequest): Promise<PushSubscriptionView> {
  return apiRequest(apiPath(PUSH_ENDPOINTS.subscriptions), {
    method: 'POST',
    body: { ...subscription },
    schema: import.meta.env.DEV && pushSubscriptionSchema,
  });
}
