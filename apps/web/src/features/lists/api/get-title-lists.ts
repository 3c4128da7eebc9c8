import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, LIST_ENDPOINTS, type TitleListsResponse, titleListsResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { listKeys } from './keys';

/** The lists I can add to, each saying whether it holds this title (the "Add to list" menu). */
export function fetchTitleLists(title: TitleRef, signal?: AbortSignal): Promise<TitleListsResponse> {
  return apiRequest(apiPath(LIST_ENDPOINTS.titleLists, { mediaType: title.mediaType, id: title.id }), {
    schema: import.meta.env.DEV && titleListsResponseSchema,
    signal,
  });
}

export function titleListsQueryOptions(title: TitleRef) {
  return queryOptions({
    queryKey: listKeys.titleLists(title.mediaType, title.id),
    queryFn: ({ signal }) => fetchTitleLists(title, signal),
  });
}

/** Loaded while the menu is open. */
export function useTitleLists(title: TitleRef, enabled: boolean) {
  return useQuery({ ...titleListsQueryOptions(title), enabled });
}
