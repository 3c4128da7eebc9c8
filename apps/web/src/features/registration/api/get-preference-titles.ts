import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  CATALOG_ENDPOINTS,
  type PreferenceTitlesResponse,
  preferenceTitlesResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Posters to pick favourites from: a few movies and shows per chosen genre, chosen by the server. */
export async function fetchPreferenceTitles(
  genres: readonly number[],
  signal?: AbortSignal,
): Promise<PreferenceTitlesResponse> {
  return apiRequest(apiPath(CATALOG_ENDPOINTS.preferenceTitles, {}, { genres: genres.join(',') }), {
    schema: import.meta.env.DEV && preferenceTitlesResponseSchema,
    signal,
  });
}

export function preferenceTitlesQueryOptions(genres: readonly number[], enabled = true) {
  const sorted = [...genres].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['registration', 'preference-titles', sorted],
    queryFn: ({ signal }) => fetchPreferenceTitles(sorted, signal),
    enabled: enabled && sorted.length > 0,
    staleTime: 10 * 60_000,
  });
}

export function usePreferenceTitles(genres: readonly number[], enabled: boolean) {
  return useQuery(preferenceTitlesQueryOptions(genres, enabled));
}
