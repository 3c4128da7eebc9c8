/** Friends, friend requests and finding people (fill a pattern with `apiPath`). */
export const FRIEND_ENDPOINTS = {
  /** GET my friends. */
  friends: '/api/friends',
  /** GET people I might know. */
  suggestions: '/api/friends/suggestions',
  /** DELETE: end a friendship. */
  friend: '/api/friends/:userId',
  /** GET people by nickname prefix. */
  userSearch: '/api/users/search',
  /** GET my pending requests, POST a new one. */
  requests: '/api/friend-requests',
  /** DELETE: withdraw a request I sent. */
  request: '/api/friend-requests/:id',
  /** POST: accept a request I received. */
  acceptRequest: '/api/friend-requests/:id/accept',
  /** POST: reject a request I received. */
  rejectRequest: '/api/friend-requests/:id/reject',
} as const;
