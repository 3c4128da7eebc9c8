import { useInfiniteQuery } from '@tanstack/react-query';
import { apiPath, type FeedPage, feedPageSchema, MEMBER_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { memberActivityQueryKey } from './keys';

/** A member's own activity (their profile), newest first, a page at a time; 403 when they do not share it. */
export function useMemberActivity(nickname: string) {
  return useInfiniteQuery({
    queryKey: memberActivityQueryKey(nickname),
    queryFn: ({ pageParam, signal }): Promise<FeedPage> =>
      apiRequest(apiPath(MEMBER_ENDPOINTS.activity, { nickname }, { before: pageParam }), {
        schema: import.meta.env.DEV && feedPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
