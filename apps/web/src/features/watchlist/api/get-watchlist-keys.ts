import { queryOptions } from '@tanstack/react-query';
import { apiPath, WATCHLIST_ENDPOINTS, type WatchlistKeys, watchlistKeysSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { watchlistKeysQueryKey } from './keys';

/** The ids of every title on my watchlist, by type: what each card needs to show its state. */
export async function fetchWatchlistKeys(signal?: AbortSignal): Promise<WatchlistKeys> {
  return apiRequest(apiPath(WATCHLIST_ENDPOINTS.keys), { schema: import.meta.env.DEV && watchlistKeysSchema, signal });
}

export function watchlistKeysQueryOptions() {
  return queryOptions({
    queryKey: watchlistKeysQueryKey,
    queryFn: ({ signal }) => fetchWatchlistKeys(signal),
    staleTime: 5 * 60_000,
    // Another tab (or device) may have changed the list while this one was in the background.
    refetchOnWindowFocus: true,
  });
}
