import { queryOptions } from '@tanstack/react-query';
import { apiPath, WATCHLIST_ENDPOINTS, type WatchlistKeys } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { watchlistKeysQueryKey } from './keys';

/**
 * The ids of every title on my watchlist, by type: what each card needs to show its state. Part of every signed-in
 * page, so not re-validated here (the API serializes it through the contract's schema; zod stays out of the first
 * load).
 */
export async function fetchWatchlistKeys(signal?: AbortSignal): Promise<WatchlistKeys> {
  return apiRequest<WatchlistKeys>(apiPath(WATCHLIST_ENDPOINTS.keys), { signal });
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
