import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, CATALOG_ENDPOINTS, type TitleDetail, titleDetailSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';

/** Everything the detail view shows of one title; a 404 `notFound` when the title is unknown. */
export async function fetchTitleDetail(title: TitleRef, signal?: AbortSignal): Promise<TitleDetail> {
  return apiRequest(apiPath(CATALOG_ENDPOINTS.title, title), {
    schema: import.meta.env.DEV && titleDetailSchema,
    signal,
  });
}

export function titleDetailQueryOptions(title: TitleRef) {
  return queryOptions({
    queryKey: ['titles', title.mediaType, title.id],
    queryFn: ({ signal }) => fetchTitleDetail(title, signal),
    staleTime: 10 * 60_000,
  });
}

export function useTitleDetail(title: TitleRef | null) {
  return useQuery({
    ...titleDetailQueryOptions(title ?? { mediaType: 'movie', id: 0 }),
    enabled: title !== null,
  });
}
