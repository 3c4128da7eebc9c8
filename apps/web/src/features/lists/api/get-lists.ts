import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, LIST_ENDPOINTS, type ListsResponse, listsResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { listKeys } from './keys';

/** The lists I own and those I collaborate on, the most recently changed first (GET /api/lists). */
export function fetchMyLists(signal?: AbortSignal): Promise<ListsResponse> {
  return apiRequest(apiPath(LIST_ENDPOINTS.lists), { schema: import.meta.env.DEV && listsResponseSchema, signal });
}

export function myListsQueryOptions() {
  return queryOptions({ queryKey: listKeys.mine(), queryFn: ({ signal }) => fetchMyLists(signal) });
}

export function useMyLists() {
  return useQuery(myListsQueryOptions());
}
