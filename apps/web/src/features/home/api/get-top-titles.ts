import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, CATALOG_ENDPOINTS, type TopTitlesResponse } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The ten top-rated movies and ten top-rated shows of the home page. Not re-validated here: the API serializes
 * this response through the contract's schema already, and the schema library would weigh on the first page load.
 */
export async function fetchTopTitles(signal?: AbortSignal): Promise<TopTitlesResponse> {
  return apiRequest<TopTitlesResponse>(apiPath(CATALOG_ENDPOINTS.top), { signal });
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
