import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, SHARED_WATCHLIST_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { sharedWatchlistKeys } from './keys';

/** Deletes a shared list, for both members. */
export async function deleteSharedWatchlist(listId: string): Promise<void> {
  await apiRequest(apiPath(SHARED_WATCHLIST_ENDPOINTS.list, { listId }), { method: 'DELETE' });
}

export function useDeleteSharedWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSharedWatchlist,
    onSuccess: (_result, listId) => {
      queryClient.removeQueries({ queryKey: sharedWatchlistKeys.list(listId) });
      return queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.mine() });
    },
  });
}
