import { apiPath, CHAT_ENDPOINTS, type ChatReadResponse, chatReadResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Opening a conversation: the friend's messages become read and my unread count from them 0. */
export function markConversationRead(friendId: string): Promise<ChatReadResponse> {
  return apiRequest(apiPath(CHAT_ENDPOINTS.read, { friendId }), {
    method: 'POST',
    schema: import.meta.env.DEV && chatReadResponseSchema,
  });
}
