import { type ChatMessagesResponse, chatMessagesResponseSchema } from '@watchify/contract';
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
  const query = new URLSearchParams();
  if (cursor.before !== undefined) query.set('before', String(cursor.before));
  if (cursor.after !== undefined) query.set('after', String(cursor.after));
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiRequest(`/api/chat/conversations/${encodeURIComponent(friendId)}/messages${suffix}`, {
    schema: chatMessagesResponseSchema,
    signal,
  });
}
