import { queryOptions, useQuery } from '@tanstack/react-query';
import { HERO_SLIDES, type TrendingResponse } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The hero slider's titles: the first four trending titles of the day, movies and shows together. Not
 * re-validated here (the API serializes it through the contract's schema; see get-top-titles).
 */
export async function fetchHeroTitles(signal?: AbortSignal): Promise<TrendingResponse> {
  const query = new URLSearchParams({ type: 'all', limit: String(HERO_SLIDES) });
  return apiRequest<TrendingResponse>(`/api/catalog/trending?${query}`, { signal });
}

export function heroTitlesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'trending', 'all', HERO_SLIDES],
    queryFn: ({ signal }) => fetchHeroTitles(signal),
    staleTime: 10 * 60_000,
  });
}

export function useHeroTitles() {
  return useQuery(heroTitlesQueryOptions());
}
