/** The chat's limits, error codes and English messages (product §8 Chat, §9), and how a conversation is keyed. */

/** Limits of the chat (product §9 "Chat message page: 50, ascending"; the length cap is ours, the spec has none). */
export const CHAT_LIMITS = {
  /** Messages per history page ("load earlier" asks for the next 50 older ones). */
  pageSize: 50,
  /** Longest message, in characters (code points) after trimming. */
  messageMaxLength: 2000,
  /** A client's own id for a message (for idempotent resends): at most this many characters. */
  clientIdMaxLength: 64,
} as const;

/** Why a message text is refused; the API answers with the code, the web app shows its translation. */
export type ChatTextError = 'emptyMessage' | 'messageTooLong';

/**
 * English messages of the chat rules and failures. The last four are the spec's own (§8 Chat); the web app shows
 * the translation of the code.
 */
export const CHAT_MESSAGES = {
  emptyMessage: 'Type a message before sending.',
  messageTooLong: `A message can be at most ${CHAT_LIMITS.messageMaxLength} characters long.`,
  notFriends: 'You can only chat with your friends.',
  clientIdReused: 'This message id was already used for another message.',
  loadFriends: 'Error loading friends.',
  startChat: 'Error starting chat.',
  watchMessages: 'Error watching messages.',
  sendMessage: 'Error sending message.',
} as const;

/** The conversation key of two users: their ids sorted and joined by ':' (product §3 Chat id, with ':' for '_'). */
export function conversationKey(userId: string, otherId: string): string {
  return userId < otherId ? `${userId}:${otherId}` : `${otherId}:${userId}`;
}
