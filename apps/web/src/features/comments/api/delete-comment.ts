import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  COMMENT_ENDPOINTS,
  type CommentDeleteResponse,
  commentDeleteResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { applyCommentChange } from './comments-cache';
import { type CommentPages, commentsQueryKey } from './get-title-comments';

/** Deletes my comment (403 for anyone else's); answers the title's new average. */
export async function deleteComment(commentId: string): Promise<CommentDeleteResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.comment, { commentId }), {
    method: 'DELETE',
    schema: import.meta.env.DEV && commentDeleteResponseSchema,
  });
}

export function useDeleteComment(title: TitleRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(commentId),
    onSuccess: ({ summary }, commentId) =>
      queryClient.setQueryData<CommentPages>(commentsQueryKey(title, true), (data) =>
        applyCommentChange(data, { type: 'deleted', commentId, summary }),
      ),
  });
}
