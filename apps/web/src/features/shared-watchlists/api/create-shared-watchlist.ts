import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  type CreateSharedWatchlistRequest,
  createSharedWatchlistResponseSchema,
  SHARED_WATCHLIST_ENDPOINTS,
  type SharedWatchlistSummary,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { sharedWatchlistKeys } from './keys';

/** Shares a watchlist with a friend; the server checks the friendship and makes the two of them its members. */
export async function createSharedWatchlist(request: CreateSharedWatchlistRequest): Promise<SharedWatchlistSummary> {
  const { list } = await apiRequest(apiPath(SHARED_WATCHLIST_ENDPOINTS.lists), {
    method: 'POST',
    body: request,
    schema: import.meta.env.DEV && createSharedWatchlistResponseSchema,
  });
  return list;
}

export function useCreateSharedWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSharedWatchlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.mine() }),
  });
}
