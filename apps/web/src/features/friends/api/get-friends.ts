import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FriendsResponse, friendsResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in user's friends (GET /api/friends). */
export function fetchFriends(signal?: AbortSignal): Promise<FriendsResponse> {
  return apiRequest('/api/friends', { schema: friendsResponseSchema, signal });
}

export const FRIENDS_QUERY_KEY = ['friends', 'list'] as const;

export function friendsQueryOptions() {
  return queryOptions({ queryKey: FRIENDS_QUERY_KEY, queryFn: ({ signal }) => fetchFriends(signal) });
}

export function useFriends(enabled = true) {
  return useQuery({ ...friendsQueryOptions(), enabled });
}
