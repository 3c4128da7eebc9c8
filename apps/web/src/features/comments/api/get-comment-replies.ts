import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiPath,
  COMMENT_ENDPOINTS,
  type CommentRepliesResponse,
  commentRepliesResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** The pages of a review's replies loaded so far, oldest first. */
export type ReplyPages = InfiniteData<CommentRepliesResponse, string | null>;

/** Every loaded thread (refetched together after the socket missed events). */
export const REPLIES_QUERY_ROOT = ['comment-replies'] as const;

/** What a viewer may do with a reply is in the answer, so a visitor's copy and a member's are kept apart. */
export function repliesQueryKey(commentId: string, signedIn: boolean) {
  return [...REPLIES_QUERY_ROOT, commentId, signedIn ? 'member' : 'visitor'] as const;
}

/** One page of a review's replies, oldest first; `cursor` is the previous page's `nextCursor`. */
export async function fetchCommentReplies(
  commentId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentRepliesResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.commentReplies, { commentId }, { cursor: cursor ?? undefined }), {
    schema: import.meta.env.DEV && commentRepliesResponseSchema,
    signal,
  });
}

export function commentRepliesQueryOptions(commentId: string, signedIn: boolean) {
  return infiniteQueryOptions({
    queryKey: repliesQueryKey(commentId, signedIn),
    queryFn: ({ pageParam, signal }) => fetchCommentReplies(commentId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Live events keep an open thread current, like the comments around it.
    staleTime: 60_000,
  });
}

/** A review's replies, read once its thread is opened (`enabled`). */
export function useCommentReplies(commentId: string, signedIn: boolean, enabled: boolean) {
  return useInfiniteQuery({ ...commentRepliesQueryOptions(commentId, signedIn), enabled });
}
