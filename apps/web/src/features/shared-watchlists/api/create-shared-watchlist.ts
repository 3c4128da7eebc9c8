import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateSharedWatchlistRequest,
  createSharedWatchlistResponseSchema,
  type SharedWatchlistSummary,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { sharedWatchlistKeys } from './keys';

/** Shares a watchlist with a friend; the server checks the friendship and makes the two of them its members. */
export async function createSharedWatchlist(request: CreateSharedWatchlistRequest): Promise<SharedWatchlistSummary> {
  const { list } = await apiRequest('/api/shared-watchlists', {
    method: 'POST',
    body: request,
    schema: createSharedWatchlistResponseSchema,
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
