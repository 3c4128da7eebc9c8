import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, LIST_ENDPOINTS, type MovedListItem, movedListItemSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { listKeys } from './keys';

export interface MoveListItemInput {
  listId: string;
  title: TitleRef;
  /** The place (from 0) in the list's own order the title moves to. */
  index: number;
}

/** Moves a title to a place in the list's own order (keyboard and drag and drop both send this). */
export function moveListItem({ listId, title, index }: MoveListItemInput): Promise<MovedListItem> {
  return apiRequest(apiPath(LIST_ENDPOINTS.itemPosition, { listId, mediaType: title.mediaType, titleId: title.id }), {
    method: 'PUT',
    body: { index },
    schema: import.meta.env.DEV && movedListItemSchema,
  });
}

export function useMoveListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveListItem,
    onSettled: (_result, _error, { listId }) => {
      void queryClient.invalidateQueries({ queryKey: listKeys.mine() });
      return queryClient.invalidateQueries({ queryKey: listKeys.items(listId) });
    },
  });
}
