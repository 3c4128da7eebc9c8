import { z } from 'zod';
import { userSummarySchema } from '../accounts/schemas.js';
import { FRIEND_LIMITS } from './rules.js';

/** GET /api/friends: the signed-in user's friends, by nickname. */
export const friendsResponseSchema = z.object({ friends: z.array(userSummarySchema) });
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

/** A friend request's state (product §3): pending, then accepted or rejected by the recipient. */
export const friendRequestStatusSchema = z.enum(['pending', 'accepted', 'rejected']);
export type FriendRequestStatus = z.infer<typeof friendRequestStatusSchema>;

/** A friend request with both people as others see them. */
export const friendRequestSchema = z.object({
  id: z.string(),
  from: userSummarySchema,
  to: userSummarySchema,
  status: friendRequestStatusSchema,
  createdAt: z.string(),
  /** When the recipient accepted or rejected it; null while pending. */
  respondedAt: z.string().nullable(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** GET /api/friend-requests: the signed-in user's pending requests, received and sent, newest first. */
export const friendRequestsResponseSchema = z.object({
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
});
export type FriendRequestsResponse = z.infer<typeof friendRequestsResponseSchema>;

/** POST /api/friend-requests */
export const sendFriendRequestSchema = z.object({ toUserId: z.string().min(1).max(100) });
export type SendFriendRequest = z.infer<typeof sendFriendRequestSchema>;

/**
 * The answer to POST /api/friend-requests. `sent` (201): a new pending request. `accepted` (200): the other person
 * had already asked me, so asking back accepted their request and we are friends now.
 */
export const sendFriendRequestResponseSchema = z.object({
  outcome: z.enum(['sent', 'accepted']),
  request: friendRequestSchema,
});
export type SendFriendRequestResponse = z.infer<typeof sendFriendRequestResponseSchema>;

/** POST /api/friend-requests/:id/accept | /reject */
export const friendRequestParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const friendRequestResponseSchema = z.object({ request: friendRequestSchema });
export type FriendRequestResponse = z.infer<typeof friendRequestResponseSchema>;

/** DELETE /api/friends/:userId */
export const friendParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** How the signed-in user stands with another person. */
export const relationshipSchema = z.enum(['friend', 'requestSent', 'requestReceived', 'none']);
export type Relationship = z.infer<typeof relationshipSchema>;

/** GET /api/users/search?q= : people whose nickname starts with q (any case), never the signed-in user. */
export const userSearchQuerySchema = z.object({ q: z.string().max(FRIEND_LIMITS.searchMax).default('') });

export const userSearchResultSchema = userSummarySchema.extend({
  relationship: relationshipSchema,
  /** The pending request between us (sent or received), so it can be accepted or rejected from the results. */
  requestId: z.string().nullable(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const userSearchResponseSchema = z.object({ users: z.array(userSearchResultSchema) });
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;

/** GET /api/friends/suggestions */
export const friendSuggestionsResponseSchema = z.object({ users: z.array(userSummarySchema) });
export type FriendSuggestionsResponse = z.infer<typeof friendSuggestionsResponseSchema>;

export const friendRequestEventSchema = z.object({ request: friendRequestSchema });
export type FriendRequestEvent = z.infer<typeof friendRequestEventSchema>;
export const friendRequestCancelledEventSchema = z.object({ requestId: z.string() });
export type FriendRequestCancelledEvent = z.infer<typeof friendRequestCancelledEventSchema>;
export const friendAddedEventSchema = z.object({ friend: userSummarySchema });
export type FriendAddedEvent = z.infer<typeof friendAddedEventSchema>;
export const friendRemovedEventSchema = z.object({ userId: z.string() });
export type FriendRemovedEvent = z.infer<typeof friendRemovedEventSchema>;
