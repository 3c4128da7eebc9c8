import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, LIST_ENDPOINTS, type ListItem, listItemResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { listKeys } from './keys';

export interface AddListItemInput {
  listId: string;
  title: TitleRef;
  note?: string | null;
}

/** Adds a title at the end of a list; the server takes its name, poster and year from the catalog. */
export async function addListItem({ listId, title, note }: AddListItemInput): Promise<ListItem> {
  const { item } = await apiRequest(apiPath(LIST_ENDPOINTS.items, { listId }), {
    method: 'POST',
    body: { mediaType: title.mediaType, id: title.id, ...(note !== undefined ? { note } : {}) },
    schema: import.meta.env.DEV && listItemResponseSchema,
  });
  return item;
}

export function useAddListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addListItem,
    onSettled: (_item, _error, { listId, title }) => {
      void queryClient.invalidateQueries({ queryKey: listKeys.titleLists(title.mediaType, title.id) });
      void queryClient.invalidateQueries({ queryKey: listKeys.mine() });
      return queryClient.invalidateQueries({ queryKey: listKeys.list(listId) });
    },
  });
}
