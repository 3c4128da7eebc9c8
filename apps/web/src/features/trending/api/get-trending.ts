import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  CATALOG_ENDPOINTS,
  TRENDING_PAGE_SIZE,
  type TrendingResponse,
  trendingResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Today's trending movies or shows: the first 16 (product §9). */
export async function fetchTrending(mediaType: 'movie' | 'tv', signal?: AbortSignal): Promise<TrendingResponse> {
  const query = { type: mediaType, limit: TRENDING_PAGE_SIZE };
  return apiRequest(apiPath(CATALOG_ENDPOINTS.trending, {}, query), {
    schema: import.meta.env.DEV && trendingResponseSchema,
    signal,
  });
}

export function trendingQueryOptions(mediaType: 'movie' | 'tv') {
  return queryOptions({
    queryKey: ['catalog', 'trending', mediaType, TRENDING_PAGE_SIZE],
    queryFn: ({ signal }) => fetchTrending(mediaType, signal),
    staleTime: 10 * 60_000,
  });
}

export function useTrending(mediaType: 'movie' | 'tv') {
  return useQuery(trendingQueryOptions(mediaType));
}
