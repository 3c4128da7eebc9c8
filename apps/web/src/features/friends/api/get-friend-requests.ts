import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  FRIEND_ENDPOINTS,
  type FriendRequestsResponse,
  friendRequestsResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { FRIEND_REQUESTS_QUERY_KEY } from './keys';

/** My pending friend requests, received and sent (GET /api/friend-requests). */
export function fetchFriendRequests(signal?: AbortSignal): Promise<FriendRequestsResponse> {
  return apiRequest(apiPath(FRIEND_ENDPOINTS.requests), {
    schema: import.meta.env.DEV && friendRequestsResponseSchema,
    signal,
  });
}

export function friendRequestsQueryOptions() {
  return queryOptions({ queryKey: FRIEND_REQUESTS_QUERY_KEY, queryFn: ({ signal }) => fetchFriendRequests(signal) });
}

export function useFriendRequests() {
  return useQuery(friendRequestsQueryOptions());
}
