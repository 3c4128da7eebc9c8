import type { ChatConversation, ChatMessage } from '@watchify/contract';
import { presentUserSummary } from '../users/users.presenter.js';
import type { ChatMessageRow, ConversationRow } from './chat.repository.js';

/** A stored message as both members of the conversation see it. */
export function presentMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    text: row.body,
    clientId: row.client_id,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/** One friend of the sidebar: who, how many unread messages from them, and the newest message between us. */
export function presentConversation(
  row: ConversationRow,
  unreadCount: number,
  lastMessage: ChatMessageRow | undefined,
): ChatConversation {
  return {
    friend: presentUserSummary(row),
    unreadCount,
    lastMessage: lastMessage
      ? {
          id: lastMessage.id,
          text: lastMessage.body,
          createdAt: lastMessage.created_at,
          senderId: lastMessage.sender_id,
        }
      : null,
  };
}
