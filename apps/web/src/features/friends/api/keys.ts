/**
 * Query keys of the friends screen. Everything starts with 'friends', so one invalidation after any change (mine
 * or, through the socket, the other person's) refreshes the friends list, requests, suggestions and searches.
 */
export const FRIENDS_ROOT_KEY = ['friends'] as const;
export const FRIEND_REQUESTS_QUERY_KEY = ['friends', 'requests'] as const;
export const FRIEND_SUGGESTIONS_QUERY_KEY = ['friends', 'suggestions'] as const;
export const userSearchQueryKey = (q: string) => ['friends', 'search', q] as const;
