import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiPath,
  DIARY_PAGE_SIZE,
  type DiaryPage,
  diaryPageSchema,
  PLAYS_ENDPOINTS,
  type PlayKind,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { diaryQueryKey } from './keys';

/** What the diary is narrowed to: the year watched, movies or shows, a genre. */
export interface DiaryFilters {
  year?: number | undefined;
  kind?: PlayKind | undefined;
  genre?: number | undefined;
}

/** One page of my diary, newest first, starting after `cursor` (the previous page's `nextCursor`). */
export async function fetchDiaryPage(
  filters: DiaryFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DiaryPage> {
  const query = { ...filters, cursor, limit: DIARY_PAGE_SIZE.default };
  return apiRequest(apiPath(PLAYS_ENDPOINTS.plays, {}, query), {
    schema: import.meta.env.DEV && diaryPageSchema,
    signal,
  });
}

export function diaryQueryOptions(filters: DiaryFilters) {
  return infiniteQueryOptions({
    queryKey: diaryQueryKey(filters),
    queryFn: ({ pageParam, signal }) => fetchDiaryPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Never refetched by itself: that would fetch every page loaded (thousands of plays). This app's own changes
    // update it in place (diary-cache.ts) or start it again from the first page; unused, it is dropped.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDiary(filters: DiaryFilters) {
  return useInfiniteQuery(diaryQueryOptions(filters));
}
