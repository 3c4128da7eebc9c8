/**
 * Socket constants without zod: the web app's first page imports these (lib/realtime.ts), and a module that also
 * builds zod schemas would pull zod into the first page's bundle (decision 011).
 */

/** Where the socket.io server listens (same origin as the API). */
export const SOCKET_PATH = '/socket.io';

/**
 * Socket event names, in one place for both ends. Client → server: follow/unfollow a title. Features add their
 * own events in their contract files (payload schemas live beside the feature's HTTP schemas).
 */
export const SOCKET_EVENTS = {
  followTitle: 'title:follow',
  unfollowTitle: 'title:unfollow',
} as const;
