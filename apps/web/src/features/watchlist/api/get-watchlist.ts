import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  WATCHLIST_ENDPOINTS,
  WATCHLIST_PAGE_SIZE,
  type WatchlistOrder,
  type WatchlistPage,
  type WatchlistSort,
  watchlistPageSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { watchlistPageQueryKey } from './keys';

export interface WatchlistPageRequest {
  sort: WatchlistSort;
  order: WatchlistOrder;
  page: number;
}

/** One page of my watchlist, sorted on the server. */
export async function fetchWatchlistPage(request: WatchlistPageRequest, signal?: AbortSignal): Promise<WatchlistPage> {
  const query = { ...request, pageSize: WATCHLIST_PAGE_SIZE.default };
  return apiRequest(apiPath(WATCHLIST_ENDPOINTS.list, {}, query), {
    schema: import.meta.env.DEV && watchlistPageSchema,
    signal,
  });
}

export function watchlistPageQueryOptions(request: WatchlistPageRequest) {
  return queryOptions({
    queryKey: watchlistPageQueryKey(request),
    queryFn: ({ signal }) => fetchWatchlistPage(request, signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    // While another page or sort loads, the current one stays, so the list does not collapse.
    placeholderData: keepPreviousData,
  });
}

export function useWatchlistPage(request: WatchlistPageRequest) {
  return useQuery(watchlistPageQueryOptions(request));
}
