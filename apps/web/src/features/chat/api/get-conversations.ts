import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  CHAT_ENDPOINTS,
  type ChatConversationsResponse,
  chatConversationsResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** The chat sidebar: every friend with my unread count and our last message (GET /api/chat/conversations). */
export function fetchConversations(signal?: AbortSignal): Promise<ChatConversationsResponse> {
  return apiRequest(apiPath(CHAT_ENDPOINTS.conversations), {
    schema: import.meta.env.DEV && chatConversationsResponseSchema,
    signal,
  });
}

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }) => fetchConversations(signal),
    select: (data) => data.conversations,
    // Kept current by socket events; refetched after a reconnect.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
