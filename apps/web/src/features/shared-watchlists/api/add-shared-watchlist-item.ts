import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AddSharedWatchlistItemResponse,
  addSharedWatchlistItemResponseSchema,
  apiPath,
  SHARED_WATCHLIST_ENDPOINTS,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { sharedWatchlistKeys } from './keys';

export interface AddSharedWatchlistItemInput {
  listId: string;
  title: TitleRef;
}

/**
 * Adds a title to a shared list. Only its type and id are sent: the server takes its name, poster and year from
 * the catalog. `added` is false when the title was already there.
 */
export function addSharedWatchlistItem({
  listId,
  title,
}: AddSharedWatchlistItemInput): Promise<AddSharedWatchlistItemResponse> {
  return apiRequest(
    apiPath(SHARED_WATCHLIST_ENDPOINTS.item, { listId, mediaType: title.mediaType, titleId: title.id }),
    {
      method: 'PUT',
      schema: import.meta.env.DEV && addSharedWatchlistItemResponseSchema,
    },
  );
}

export function useAddSharedWatchlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSharedWatchlistItem,
    onSuccess: (result, { listId }) => {
      if (!result.added) return;
      void queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.list(listId) });
    },
  });
}
