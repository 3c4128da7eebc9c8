/** Friends and friend requests (product §2 Friends, §4 Friend request, §5, §8, §9). */
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
