import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, COMMENT_ENDPOINTS, type ReplyDeleteResponse, replyDeleteResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { storeReplyChange, type ThreadReview } from './replies-cache';

/** Deletes a reply: my own, or any under my review (403 otherwise); answers the review's reply count. */
export async function deleteReply(replyId: string): Promise<ReplyDeleteResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.reply, { replyId }), {
    method: 'DELETE',
    schema: import.meta.env.DEV && replyDeleteResponseSchema,
  });
}

export function useDeleteReply(title: TitleRef, review: ThreadReview) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: string) => deleteReply(replyId),
    onSuccess: ({ replyCount }, replyId) =>
      storeReplyChange(queryClient, title, review, { type: 'deleted', replyId, replyCount }, null),
  });
}
