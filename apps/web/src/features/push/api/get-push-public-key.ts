import { queryOptions } from '@tanstack/react-query';
import { apiPath, PUSH_ENDPOINTS, type PushPublicKey, pushPublicKeySchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { pushPublicKeyQueryKey } from './keys';

/** GET /api/push/public-key: the server's VAPID public key, the browser's `applicationServerKey`. */
export function fetchPushPublicKey(signal?: AbortSignal): Promise<PushPublicKey> {
  return apiRequest(apiPath(PUSH_ENDPOINTS.publicKey), { schema: import.meta.env.DEV && pushPublicKeySchema, signal });
}

/** The key changes only when the server's operator replaces it: fetched once per visit. */
export function pushPublicKeyQueryOptions() {
  return queryOptions({
    queryKey: pushPublicKeyQueryKey,
    queryFn: ({ signal }) => fetchPushPublicKey(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
