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
