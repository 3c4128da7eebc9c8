import { apiPath, CHAT_ENDPOINTS, type ChatMessagesResponse, chatMessagesResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * A page of my conversation with a friend, oldest first: the newest page, the page `before` an id (load earlier),
 * or what came `after` an id (catching up after a reconnect).
 */
export function fetchMessages(
  friendId: string,
  cursor: { before?: number; after?: number } = {},
  signal?: AbortSignal,
): Promise<ChatMessagesResponse> {
  return apiRequest(apiPath(CHAT_ENDPOINTS.messages, { friendId }, cursor), {
    schema: import.meta.env.DEV && chatMessagesResponseSchema,
    signal,
  });
}
