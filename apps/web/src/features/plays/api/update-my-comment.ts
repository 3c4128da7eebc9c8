import {
  apiPath,
  COMMENT_ENDPOINTS,
  type CommentBody,
  type CommentWriteResponse,
  commentWriteResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Changes the rating and review of my comment (PUT; 404 `commentNotFound` once it is deleted). */
export async function updateMyComment(commentId: string, values: CommentBody): Promise<CommentWriteResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.comment, { commentId }), {
    method: 'PUT',
    body: { ...values },
    schema: import.meta.env.DEV && commentWriteResponseSchema,
  });
}
