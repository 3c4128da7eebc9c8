import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  FRIEND_ENDPOINTS,
  type FriendSuggestionsResponse,
  friendSuggestionsResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { FRIEND_SUGGESTIONS_QUERY_KEY } from './keys';

/** Up to 5 people who like my first genres (GET /api/friends/suggestions). */
export function fetchFriendSuggestions(signal?: AbortSignal): Promise<FriendSuggestionsResponse> {
  return apiRequest(apiPath(FRIEND_ENDPOINTS.suggestions), {
    schema: import.meta.env.DEV && friendSuggestionsResponseSchema,
    signal,
  });
}

export function friendSuggestionsQueryOptions() {
  return queryOptions({
    queryKey: FRIEND_SUGGESTIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchFriendSuggestions(signal),
  });
}

export function useFriendSuggestions() {
  return useQuery(friendSuggestionsQueryOptions());
}
