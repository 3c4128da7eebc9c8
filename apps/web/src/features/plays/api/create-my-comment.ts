import {
  apiPath,
  COMMENT_ENDPOINTS,
  type CommentBody,
  type CommentWriteResponse,
  commentWriteResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';

/**
 * Writes my comment on a title — my rating with its review (POST; 409 `commentExists` when I already have one). The
 * detail's comments learn of it from the live event the server sends.
 */
export async function createMyComment(title: TitleRef, values: CommentBody): Promise<CommentWriteResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.titleComments, title), {
    method: 'POST',
    body: { ...values },
    schema: import.meta.env.DEV && commentWriteResponseSchema,
  });
}
