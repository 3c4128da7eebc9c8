import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, COMMENT_ENDPOINTS, type CommentWriteResponse, commentWriteResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { applyCommentChange } from './comments-cache';
import { type CommentPages, commentsQueryKey } from './get-title-comments';

export interface CommentValues {
  rating: number;
  text: string;
  /** The text stays hidden behind "Show spoiler" until a reader asks for it. */
  spoiler: boolean;
}

/** Writes my comment on a title (409 `commentExists` when I already have one). */
export async function createComment(title: TitleRef, values: CommentValues): Promise<CommentWriteResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.titleComments, title), {
    method: 'POST',
    body: { ...values },
    schema: import.meta.env.DEV && commentWriteResponseSchema,
  });
}

/** Creates the comment and shows it at once (the live event that follows merges into the same entry). */
export function useCreateComment(title: TitleRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CommentValues) => createComment(title, values),
    onSuccess: ({ comment, summary }) =>
      queryClient.setQueryData<CommentPages>(commentsQueryKey(title, true), (data) =>
        applyCommentChange(data, { type: 'created', comment, summary }),
      ),
  });
}
