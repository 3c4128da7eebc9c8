import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, CATALOG_ENDPOINTS, type HeroTitlesResponse, heroTitlesResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The hero slider's titles: the first four trending titles of the day, movies and shows together, with the
 * overview and backdrop a slide shows.
 */
export async function fetchHeroTitles(signal?: AbortSignal): Promise<HeroTitlesResponse> {
  return apiRequest(apiPath(CATALOG_ENDPOINTS.hero), {
    schema: import.meta.env.DEV && heroTitlesResponseSchema,
    signal,
  });
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
