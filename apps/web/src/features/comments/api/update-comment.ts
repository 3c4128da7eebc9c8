import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, COMMENT_ENDPOINTS, type CommentWriteResponse, commentWriteResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { applyCommentChange } from './comments-cache';
import type { CommentValues } from './create-comment';
import { type CommentPages, commentsQueryKey } from './get-title-comments';

/** Changes the rating and text of my comment (403 for anyone else's). */
export async function updateComment(commentId: string, values: CommentValues): Promise<CommentWriteResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.comment, { commentId }), {
    method: 'PUT',
    body: { ...values },
    schema: import.meta.env.DEV && commentWriteResponseSchema,
  });
}

export function useUpdateComment(title: TitleRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, values }: { commentId: string; values: CommentValues }) =>
      updateComment(commentId, values),
    onSuccess: ({ comment, summary }) =>
      queryClient.setQueryData<CommentPages>(commentsQueryKey(title, true), (data) =>
        applyCommentChange(data, { type: 'updated', comment, summary }),
      ),
  });
}
