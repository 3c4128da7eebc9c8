import { type ChatReadResponse, chatReadResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Opening a conversation: the friend's messages become read and my unread count from them 0. */
export function markConversationRead(friendId: string): Promise<ChatReadResponse> {
  return apiRequest(`/api/chat/conversations/${encodeURIComponent(friendId)}/read`, {
    method: 'POST',
    schema: chatReadResponseSchema,
  });
}
