import { z } from 'zod';
import { mediaTypeSchema } from './catalog.js';

/** Where the socket.io server listens (same origin as the API). */
export const SOCKET_PATH = '/socket.io';

/** A title whose live events (new comments, rating average) a socket follows while its detail view is open. */
export const realtimeTitleRefSchema = z.object({
  mediaType: mediaTypeSchema,
  id: z.number().int().positive(),
});
export type RealtimeTitleRef = z.infer<typeof realtimeTitleRefSchema>;

/**
 * Socket event names, in one place for both ends. Client → server: follow/unfollow a title. Features add their
 * own events here (payload schemas live beside the feature's HTTP schemas).
 */
export const SOCKET_EVENTS = {
  followTitle: 'title:follow',
  unfollowTitle: 'title:unfollow',
} as const;
