import { useInfiniteQuery } from '@tanstack/react-query';
import { ACTIVITY_ENDPOINTS, apiPath, type FeedPage, feedPageSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { feedQueryKey } from './keys';

/** My friends' activity, newest first, a page at a time (`before`: where the previous page ended). */
export function useFeed() {
  return useInfiniteQuery({
    queryKey: feedQueryKey,
    queryFn: ({ pageParam, signal }): Promise<FeedPage> =>
      apiRequest(apiPath(ACTIVITY_ENDPOINTS.feed, {}, { before: pageParam }), {
        schema: import.meta.env.DEV && feedPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
