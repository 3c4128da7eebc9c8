import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, CATALOG_ENDPOINTS, TRENDING_PAGE_SIZE, type TrendingResponse } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * Today's trending movies or shows: the first 16 (spec §9). Not re-validated here, like search results
 * (decisions 011, 015): the trending pages are often opened directly.
 */
export async function fetchTrending(mediaType: 'movie' | 'tv', signal?: AbortSignal): Promise<TrendingResponse> {
  const query = { type: mediaType, limit: TRENDING_PAGE_SIZE };
  return apiRequest<TrendingResponse>(apiPath(CATALOG_ENDPOINTS.trending, {}, query), { signal });
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
