import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, CATALOG_ENDPOINTS, type HeroTitlesResponse } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The hero slider's titles: the first four trending titles of the day, movies and shows together, with the
 * overview and backdrop a slide shows. Not re-validated here (the API serializes it through the contract's schema;
 * see get-top-titles).
 */
export async function fetchHeroTitles(signal?: AbortSignal): Promise<HeroTitlesResponse> {
  return apiRequest<HeroTitlesResponse>(apiPath(CATALOG_ENDPOINTS.hero), { signal });
}

export function heroTitlesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'hero'],
    queryFn: ({ signal }) => fetchHeroTitles(signal),
    staleTime: 10 * 60_000,
  });
}

export function useHeroTitles() {
  return useQuery(heroTitlesQueryOptions());
}
