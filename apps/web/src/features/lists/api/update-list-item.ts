import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, LIST_ENDPOINTS, type ListItem, listItemResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { listKeys } from './keys';

export interface UpdateListItemInput {
  listId: string;
  title: TitleRef;
  /** Blank or null removes the note. */
  note: string | null;
}

/** Changes the note of a title in a list (owner and collaborators). */
export async function updateListItem({ listId, title, note }: UpdateListItemInput): Promise<ListItem> {
  const { item } = await apiRequest(
    apiPath(LIST_ENDPOINTS.item, { listId, mediaType: title.mediaType, titleId: title.id }),
    { method: 'PATCH', body: { note }, schema: import.meta.env.DEV && listItemResponseSchema },
  );
  return item;
}

export function useUpdateListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListItem,
    onSuccess: (_item, { listId }) => queryClient.invalidateQueries({ queryKey: listKeys.items(listId) }),
  });
}
