import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, COMMENT_ENDPOINTS, type TitleComment, titleCommentsResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { myCommentQueryKey } from './keys';

/**
 * My comment on a title (its stars are my rating), or null: the comments endpoint answers it as `mine` beside its
 * first page, which is asked for one comment long since only `mine` is read.
 */
export async function fetchMyComment(title: TitleRef, signal?: AbortSignal): Promise<TitleComment | null> {
  const page = await apiRequest(apiPath(COMMENT_ENDPOINTS.titleComments, title, { limit: 1 }), {
    schema: import.meta.env.DEV && titleCommentsResponseSchema,
    signal,
  });
  return page.mine;
}

export function myCommentQueryOptions(title: TitleRef) {
  return queryOptions({
    queryKey: myCommentQueryKey(title),
    queryFn: ({ signal }) => fetchMyComment(title, signal),
    // Read afresh each time the log form opens: the comment may have changed in the detail's comments meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}

/** My comment on a title while the log form is open (`enabled` false: not asked for). */
export function useMyComment(title: TitleRef, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myCommentQueryOptions(title), enabled });
}
