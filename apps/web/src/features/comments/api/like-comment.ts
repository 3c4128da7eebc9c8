import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, COMMENT_ENDPOINTS, type CommentLikeResponse, commentLikeResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { applyReviewCounts } from './comments-cache';
import { type CommentPages, commentsQueryKey } from './get-title-comments';

/** Puts my like on a review (PUT) or takes it off (DELETE); both answer the review's count. */
export async function setCommentLike(commentId: string, liked: boolean): Promise<CommentLikeResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.commentLike, { commentId }), {
    method: liked ? 'PUT' : 'DELETE',
    schema: import.meta.env.DEV && commentLikeResponseSchema,
  });
}

/** Likes or unlikes a review; the answer's count and my like go into the loaded pages of the title's comments. */
export function useLikeComment(title: TitleRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, liked }: { commentId: string; liked: boolean }) => setCommentLike(commentId, liked),
    onSuccess: (answer) =>
      queryClient.setQueryData<CommentPages>(commentsQueryKey(title, true), (data) => applyReviewCounts(data, answer)),
  });
}
