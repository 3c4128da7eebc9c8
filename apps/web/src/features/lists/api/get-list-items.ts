import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  LIST_ENDPOINTS,
  LIST_PAGE_SIZE,
  type ListItemsPage,
  type ListSort,
  listItemsPageSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { listKeys } from './keys';

export interface ListItemsRequest {
  listId: string;
  sort: ListSort;
  page: number;
}

/** One page of a list's titles in one of its sorts. */
export function fetchListItems({ listId, sort, page }: ListItemsRequest, signal?: AbortSignal): Promise<ListItemsPage> {
  return apiRequest(apiPath(LIST_ENDPOINTS.items, { listId }, { sort, page, pageSize: LIST_PAGE_SIZE.default }), {
    schema: import.meta.env.DEV && listItemsPageSchema,
    signal,
  });
}

export function listItemsQueryOptions(request: ListItemsRequest) {
  return queryOptions({
    queryKey: listKeys.itemsPage(request.listId, request.sort, request.page),
    queryFn: ({ signal }) => fetchListItems(request, signal),
    // While another page or sort loads, the current one stays, so the grid does not collapse.
    placeholderData: keepPreviousData,
  });
}

export function useListItems(request: ListItemsRequest, enabled = true) {
  return useQuery({ ...listItemsQueryOptions(request), enabled });
}
