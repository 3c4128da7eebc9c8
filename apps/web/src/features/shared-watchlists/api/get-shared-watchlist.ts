import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiPath,
  SHARED_WATCHLIST_ENDPOINTS,
  type SharedWatchlistResponse,
  sharedWatchlistResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { sharedWatchlistKeys } from './keys';

/** One page of a shared list (members only: 404 for anyone else). */
export function fetchSharedWatchlist(
  listId: string,
  page: number,
  signal?: AbortSignal,
): Promise<SharedWatchlistResponse> {
  return apiRequest(apiPath(SHARED_WATCHLIST_ENDPOINTS.list, { listId }, { page }), {
    schema: import.meta.env.DEV && sharedWatchlistResponseSchema,
    signal,
  });
}

export function sharedWatchlistQueryOptions(listId: string) {
  return infiniteQueryOptions({
    queryKey: sharedWatchlistKeys.list(listId),
    queryFn: ({ pageParam, signal }) => fetchSharedWatchlist(listId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** A shared list with its items, page by page ("Load more"). */
export function useSharedWatchlist(listId: string) {
  return useInfiniteQuery(sharedWatchlistQueryOptions(listId));
}
