import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, COMMENT_ENDPOINTS, type ReplyWriteResponse, replyWriteResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { storeReplyChange, type ThreadReview } from './replies-cache';

/** Writes my reply under a review (400 `replyToReply` for a reply: replies are one level deep). */
export async function createReply(commentId: string, text: string): Promise<ReplyWriteResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.commentReplies, { commentId }), {
    method: 'POST',
    body: { text },
    schema: import.meta.env.DEV && replyWriteResponseSchema,
  });
}

/** Replies to a review and shows the reply and the new count at once (its live event merges into the same entry). */
export function useCreateReply(title: TitleRef, review: ThreadReview) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => createReply(review.id, text),
    onSuccess: ({ reply, replyCount }) =>
      storeReplyChange(queryClient, title, review, { type: 'created', reply, replyCount }, reply.author.id),
  });
}
