import { useQuery } from '@tanstack/react-query';
import { apiPath, PLAYS_ENDPOINTS, watchedKeysSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { watchedKeysQueryKey } from './keys';

/** The ids of every title the member has watched, by type (one small list, fetched once and refreshed after a log). */
export function useWatchedKeys({ enabled }: { enabled: boolean }) {
  return useQuery({
    enabled,
    queryKey: watchedKeysQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPath(PLAYS_ENDPOINTS.keys), { schema: import.meta.env.DEV && watchedKeysSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
