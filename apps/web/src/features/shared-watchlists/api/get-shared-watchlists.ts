import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  SHARED_WATCHLIST_ENDPOINTS,
  type SharedWatchlistsResponse,
  sharedWatchlistsResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { sharedWatchlistKeys } from './keys';

/** The shared lists the signed-in user is a member of (GET /api/shared-watchlists). */
export function fetchSharedWatchlists(signal?: AbortSignal): Promise<SharedWatchlistsResponse> {
  return apiRequest(apiPath(SHARED_WATCHLIST_ENDPOINTS.lists), {
    schema: import.meta.env.DEV && sharedWatchlistsResponseSchema,
    signal,
  });
}

export function sharedWatchlistsQueryOptions() {
  return queryOptions({
    queryKey: sharedWatchlistKeys.mine(),
    queryFn: ({ signal }) => fetchSharedWatchlists(signal),
    // Kept fresh by socket events (see use-shared-watchlist-events); every card's select reads this one query.
    staleTime: 60_000,
  });
}

export function useSharedWatchlists(enabled = true) {
  return useQuery({ ...sharedWatchlistsQueryOptions(), enabled });
}
