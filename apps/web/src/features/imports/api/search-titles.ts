import { useQuery } from '@tanstack/react-query';
import { apiPath, CATALOG_ENDPOINTS, type SearchResponse, searchResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { importKeys } from './keys';

/** The catalog's title search (GET /api/search, first page, movies and shows) to pick a title for a row. */
export function searchTitlesForRow(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest(apiPath(CATALOG_ENDPOINTS.search, {}, { q: query, type: 'all', page: 1 }), {
    schema: import.meta.env.DEV && searchResponseSchema,
    signal,
  });
}

export function useTitleSearch(query: string) {
  return useQuery({
    queryKey: importKeys.search(query),
    queryFn: ({ signal }) => searchTitlesForRow(query, signal),
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
  });
}
