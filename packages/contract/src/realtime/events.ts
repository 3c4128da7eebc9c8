/** Where the socket.io server listens (same origin as the API). */
export const SOCKET_PATH = '/socket.io';

/**
 * Socket event names, in one place for both ends. Client → server: follow/unfollow a title. Features add their
 * own events in their domain's `events.ts` (payload schemas in its `schemas.ts`).
 */
export const SOCKET_EVENTS = {
  followTitle: 'title:follow',
  unfollowTitle: 'title:unfollow',
} as const;
