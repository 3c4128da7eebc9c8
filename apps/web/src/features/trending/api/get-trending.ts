import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  CATALOG_ENDPOINTS,
  TRENDING_PAGE_SIZE,
  type TrendingResponse,
  trendingResponseSchema,
  WATCH_ENDPOINTS,
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

/** The most popular movies or shows on my services in a region: the trending pages' "on my services" (members). */
export function myServicesTrendingQueryOptions(mediaType: 'movie' | 'tv', region: string) {
  return queryOptions({
    queryKey: ['watch-services', 'trending', mediaType, region],
    queryFn: ({ signal }): Promise<TrendingResponse> =>
      apiRequest(
        apiPath(WATCH_ENDPOINTS.myServicesTrending, {}, { type: mediaType, limit: TRENDING_PAGE_SIZE, region }),
        {
          schema: import.meta.env.DEV && trendingResponseSchema,
          signal,
        },
      ),
    staleTime: 5 * 60_000,
  });
}

/** Today's trending titles, or with `onMyServices` the most popular on my services. */
export function useTrending(mediaType: 'movie' | 'tv', onMyServices: { region: string } | null = null) {
  const trending = useQuery({ ...trendingQueryOptions(mediaType), enabled: onMyServices === null });
  const mine = useQuery({
    ...myServicesTrendingQueryOptions(mediaType, onMyServices?.region ?? ''),
    enabled: onMyServices !== null,
  });
  return onMyServices ? mine : trending;
}
