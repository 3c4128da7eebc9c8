import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  FRIEND_ENDPOINTS,
  FRIEND_EVENTS,
  type FriendsResponse,
  friendsResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { useFriendEvents } from '../hooks/use-friend-events';

/** The signed-in user's friends (GET /api/friends). */
export function fetchFriends(signal?: AbortSignal): Promise<FriendsResponse> {
  return apiRequest(apiPath(FRIEND_ENDPOINTS.friends), {
    schema: import.meta.env.DEV && friendsResponseSchema,
    signal,
  });
}

export const FRIENDS_QUERY_KEY = ['friends', 'list'] as const;

export function friendsQueryOptions() {
  return queryOptions({ queryKey: FRIENDS_QUERY_KEY, queryFn: ({ signal }) => fetchFriends(signal) });
}

const FRIENDSHIP_EVENTS = [FRIEND_EVENTS.friendAdded, FRIEND_EVENTS.friendRemoved] as const;

/**
 * My friends, kept current: when someone accepts my request or unfriends me (in another browser), the server
 * tells this one and the list reloads, wherever it is shown (friends page, chat sidebar, share dialog).
 */
export function useFriends(enabled = true) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: FRIENDS_QUERY_KEY });
  useFriendEvents(FRIENDSHIP_EVENTS, reload, { enabled, onReconnect: reload });
  return useQuery({ ...friendsQueryOptions(), enabled });
}
