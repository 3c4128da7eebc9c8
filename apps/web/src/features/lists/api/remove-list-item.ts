import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, LIST_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { listKeys } from './keys';

export interface RemoveListItemInput {
  listId: string;
  title: TitleRef;
}

/** Removes a title from a list (owner and collaborators). */
export async function removeListItem({ listId, title }: RemoveListItemInput): Promise<void> {
  await apiRequest(apiPath(LIST_ENDPOINTS.item, { listId, mediaType: title.mediaType, titleId: title.id }), {
    method: 'DELETE',
  });
}

export function useRemoveListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeListItem,
    onSettled: (_result, _error, { listId, title }) => {
      void queryClient.invalidateQueries({ queryKey: listKeys.titleLists(title.mediaType, title.id) });
      void queryClient.invalidateQueries({ queryKey: listKeys.mine() });
      return queryClient.invalidateQueries({ queryKey: listKeys.list(listId) });
    },
  });
}
