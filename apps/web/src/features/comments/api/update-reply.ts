import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, COMMENT_ENDPOINTS, type ReplyWriteResponse, replyWriteResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { storeReplyChange, type ThreadReview } from './replies-cache';

/** Changes the text of my reply (403 for anyone else's). */
export async function updateReply(replyId: string, text: string): Promise<ReplyWriteResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.reply, { replyId }), {
    method: 'PUT',
    body: { text },
    schema: import.meta.env.DEV && replyWriteResponseSchema,
  });
}

export function useUpdateReply(title: TitleRef, review: ThreadReview) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replyId, text }: { replyId: string; text: string }) => updateReply(replyId, text),
    onSuccess: ({ reply }) => storeReplyChange(queryClient, title, review, { type: 'updated', reply }, reply.author.id),
  });
}
