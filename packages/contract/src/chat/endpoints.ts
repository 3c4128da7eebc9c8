/** Chat between friends over HTTP (sending also works over the socket; fill a pattern with `apiPath`). */
export const CHAT_ENDPOINTS = {
  /** GET every friend with my unread count and our last message. */
  conversations: '/api/chat/conversations',
  /** GET a page of a conversation, POST a message. */
  messages: '/api/chat/conversations/:friendId/messages',
  /** POST: the friend's messages are read. */
  read: '/api/chat/conversations/:friendId/read',
} as const;
