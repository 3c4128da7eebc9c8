import { z } from 'zod';
import { userSummarySchema } from './social.js';

/** GET /api/friends: the signed-in user's friends, by nickname. */
export const friendsResponseSchema = z.object({ friends: z.array(userSummarySchema) });
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

/** Friends and friend requests (spec §2 Friends, §4 Friend request, §5, §8, §9). */
export const FRIEND_LIMITS = {
  /** At most this many people per user search (nickname prefix). */
  searchResults: 20,
  /** The longest search text accepted (longer than any nickname). */
  searchMax: 50,
  /** Suggested friends: up to 5 people… */
  suggestions: 5,
  /** …sharing any of the user's first 3 preferred genres. */
  suggestionGenres: 3,
  /** How long a status message of the friends page stays (ms). */
  statusMessageMs: 3000,
} as const;

/**
 * The spec's texts (§5, §8). The English ones are also what the API sends as `message`; the web app shows its
 * locale's translation of the error code.
 */
export const FRIEND_MESSAGES = {
  requestSent: 'Friend request sent',
  requestAlreadySent: 'You have already sent a friend request to this user',
  requestAccepted: 'Friend request accepted',
  requestRejected: 'Friend request rejected',
  requestError: 'Friend request error',
  suggestionsError: 'Error when loading suggested friends',
} as const;

/** Error codes of the friends endpoints (`error.code`), each with a message in both locales. */
export const FRIEND_ERRORS = [
  'friendRequestAlreadySent',
  'friendRequestToSelf',
  'alreadyFriends',
  'userNotFound',
  'friendRequestNotFound',
  'friendRequestHandled',
  'notFriends',
] as const;
export type FriendError = (typeof FRIEND_ERRORS)[number];

/** A friend request's state (spec §3): pending, then accepted or rejected by the recipient. */
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

/**
 * Socket events (server → client, to the user's room). They keep the other person's friends page and chat
 * sidebar current without a reload.
 */
export const FRIEND_EVENTS = {
  /** To the recipient: a new request arrived. Payload `{ request }`. */
  requestReceived: 'friends:request-received',
  /** To the sender (and the recipient's other tabs): the request was accepted or rejected. Payload `{ request }`. */
  requestAnswered: 'friends:request-answered',
  /** To the recipient: the sender withdrew a pending request. Payload `{ requestId }`. */
  requestCancelled: 'friends:request-cancelled',
  /** To both people: they are friends now. Payload `{ friend }` (the other person). */
  friendAdded: 'friends:added',
  /** To both people: the friendship ended. Payload `{ userId }` (the other person). */
  friendRemoved: 'friends:removed',
} as const;

export const friendRequestEventSchema = z.object({ request: friendRequestSchema });
export type FriendRequestEvent = z.infer<typeof friendRequestEventSchema>;
export const friendRequestCancelledEventSchema = z.object({ requestId: z.string() });
export type FriendRequestCancelledEvent = z.infer<typeof friendRequestCancelledEventSchema>;
export const friendAddedEventSchema = z.object({ friend: userSummarySchema });
export type FriendAddedEvent = z.infer<typeof friendAddedEventSchema>;
export const friendRemovedEventSchema = z.object({ userId: z.string() });
export type FriendRemovedEvent = z.infer<typeof friendRemovedEventSchema>;
