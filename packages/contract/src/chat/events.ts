/** Socket events of the chat. Client → server: `send` (with an acknowledgement). Server → client: the others. */
export const CHAT_EVENTS = {
  /** Client → server: send a message; the acknowledgement is a {@link ChatSendAck}. */
  send: 'chat:send',
  /** Server → the recipient's tabs and the sender's tabs: a stored message ({@link ChatMessageEvent}). */
  message: 'chat:message',
  /** Server → the reader's own tabs: a conversation was read there ({@link ChatReadEvent}). */
  read: 'chat:read',
} as const;
