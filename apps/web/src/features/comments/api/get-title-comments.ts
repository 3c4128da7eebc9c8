import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiPath,
  COMMENT_ENDPOINTS,
  type TitleCommentsResponse,
  titleCommentsResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';

/** The pages of a title's comments loaded so far (the first page is the newest and carries the average). */
export type CommentPages = InfiniteData<TitleCommentsResponse, string | null>;

/**
 * The list differs per viewer (own comment, `isMine`), so signing in or out must not show the other's copy.
 */
export function commentsQueryKey(title: TitleRef, signedIn: boolean) {
  return ['comments', title.mediaType, title.id, signedIn ? 'member' : 'visitor'] as const;
}

/** One page of a title's comments, newest first; `cursor` is the previous page's `nextCursor`. */
export async function fetchTitleComments(
  title: TitleRef,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TitleCommentsResponse> {
  return apiRequest(apiPath(COMMENT_ENDPOINTS.titleComments, title, { cursor: cursor ?? undefined }), {
    schema: import.meta.env.DEV && titleCommentsResponseSchema,
    signal,
  });
}

export function titleCommentsQueryOptions(title: TitleRef, signedIn: boolean) {
  return infiniteQueryOptions({
    queryKey: commentsQueryKey(title, signedIn),
    queryFn: ({ pageParam, signal }) => fetchTitleComments(title, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Live events keep an open list current; a reconnect refetches it.
    staleTime: 60_000,
  });
}

/** A title's comments, average rating and the viewer's own comment. */
export function useTitleComments(title: TitleRef, signedIn: boolean) {
  return useInfiniteQuery(titleCommentsQueryOptions(title, signedIn));
}
