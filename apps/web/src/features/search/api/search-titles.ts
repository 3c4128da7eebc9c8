import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  CATALOG_ENDPOINTS,
  type SearchFilters,
  type SearchResponse,
  type SearchType,
  searchResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

export interface SearchRequest {
  q: string;
  type: SearchType;
  filters: SearchFilters;
  page: number;
  /** The region "on my services" reads offers in; sent only with that filter. */
  region?: string;
}

/** One page of search results; the server applies the spec's search rules (§5 Search execution). */
export async function searchTitles(request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  const filters = Object.keys(request.filters).length > 0 ? JSON.stringify(request.filters) : undefined;
  const region = request.filters.onMyServices ? request.region : undefined;
  const query = { q: request.q, type: request.type, filters, page: request.page, region };
  return apiRequest(apiPath(CATALOG_ENDPOINTS.search, {}, query), {
    schema: import.meta.env.DEV && searchResponseSchema,
    signal,
  });
}

export function searchTitlesQueryOptions(request: SearchRequest, enabled = true) {
  return queryOptions({
    queryKey: ['search', request.q, request.type, JSON.stringify(request.filters), request.page, request.region],
    queryFn: ({ signal }) => searchTitles(request, signal),
    enabled,
    staleTime: 5 * 60_000,
    // While the next page loads the current one stays, so the grid does not collapse.
    placeholderData: keepPreviousData,
  });
}

export function useSearchTitles(request: SearchRequest, enabled: boolean) {
  return useQuery(searchTitlesQueryOptions(request, enabled));
}
