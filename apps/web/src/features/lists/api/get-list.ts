import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, LIST_ENDPOINTS, type ListResponse, listResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { listKeys } from './keys';

/** One list with its owner, collaborators and my completion (404 to whoever may not read it). */
export function fetchList(listId: string, signal?: AbortSignal): Promise<ListResponse> {
  return apiRequest(apiPath(LIST_ENDPOINTS.list, { listId }), {
    schema: import.meta.env.DEV && listResponseSchema,
    signal,
  });
}

export function listQueryOptions(listId: string) {
  return queryOptions({ queryKey: listKeys.detail(listId), queryFn: ({ signal }) => fetchList(listId, signal) });
}

export function useList(listId: string) {
  return useQuery(listQueryOptions(listId));
}
