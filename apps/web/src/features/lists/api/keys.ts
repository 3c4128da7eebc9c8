import type { ListSort, MediaType } from '@watchify/contract';

/** Query keys of lists; invalidating `listKeys.all` refreshes every list view. */
export const listKeys = {
  all: ['lists'] as const,
  mine: () => [...listKeys.all, 'mine'] as const,
  list: (listId: string) => [...listKeys.all, 'list', listId] as const,
  detail: (listId: string) => [...listKeys.list(listId), 'detail'] as const,
  items: (listId: string) => [...listKeys.list(listId), 'items'] as const,
  itemsPage: (listId: string, sort: ListSort, page: number) => [...listKeys.items(listId), sort, page] as const,
  titleLists: (mediaType: MediaType, id: number) => [...listKeys.all, 'title', mediaType, id] as const,
  friends: () => [...listKeys.all, 'friends'] as const,
};
