import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, FRIEND_ENDPOINTS, type UserSearchResponse, userSearchResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { userSearchQueryKey } from './keys';

/** People whose nickname starts with `q`, with how I stand with each (GET /api/users/search). */
export function searchUsers(q: string, signal?: AbortSignal): Promise<UserSearchResponse> {
  return apiRequest(apiPath(FRIEND_ENDPOINTS.userSearch, {}, { q }), {
    schema: import.meta.env.DEV && userSearchResponseSchema,
    signal,
  });
}

export function userSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: userSearchQueryKey(q),
    queryFn: ({ signal }) => searchUsers(q, signal),
    enabled: q !== '',
    // While the next letters' results load, the previous ones stay, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useUserSearch(q: string) {
  return useQuery(userSearchQueryOptions(q));
}
