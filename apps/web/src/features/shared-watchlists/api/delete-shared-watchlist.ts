import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedWatchlistKeys } from './keys';

/** Deletes a shared list, for both members. */
export async function deleteSharedWatchlist(listId: string): Promise<void> {
  await apiRequest(`/api/shared-watchlists/${encodeURIComponent(listId)}`, { method: 'DELETE' });
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
