import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, CATALOG_ENDPOINTS, type TopTitlesResponse, topTitlesResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** The ten top-rated movies and ten top-rated shows of the home page. */
export async function fetchTopTitles(signal?: AbortSignal): Promise<TopTitlesResponse> {
  return apiRequest(apiPath(CATALOG_ENDPOINTS.top), { schema: import.meta.env.DEV && topTitlesResponseSchema, signal });
}

export function topTitlesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'top'],
    queryFn: ({ signal }) => fetchTopTitles(signal),
    staleTime: 10 * 60_000,
  });
}

export function useTopTitles() {
  return useQuery(topTitlesQueryOptions());
}
