import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, SHARED_WATCHLIST_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { sharedWatchlistKeys } from './keys';

export interface RemoveSharedWatchlistItemInput {
  listId: string;
  title: TitleRef;
}

/** Removes a title from a shared list (for both members). */
export async function removeSharedWatchlistItem({ listId, title }: RemoveSharedWatchlistItemInput): Promise<void> {
  await apiRequest(
    apiPath(SHARED_WATCHLIST_ENDPOINTS.item, { listId, mediaType: title.mediaType, titleId: title.id }),
    {
      method: 'DELETE',
    },
  );
}

export function useRemoveSharedWatchlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSharedWatchlistItem,
    onSuccess: (_result, { listId }) => {
      void queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.mine() });
      return queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.list(listId) });
    },
  });
}
