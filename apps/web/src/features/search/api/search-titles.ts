import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  CATALOG_ENDPOINTS,
  type SearchFilters,
  type SearchResponse,
  type SearchType,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

export interface SearchRequest {
  q: string;
  type: SearchType;
  filters: SearchFilters;
  page: number;
}

/**
 * One page of search results; the server applies the spec's search rules (§5 Search execution). Not re-validated
 * here: the API's tests check every response against the contract (decision 015), and the schema library would
 * weigh on a page people often open directly (decision 011).
 */
export async function searchTitles(request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  const filters = Object.keys(request.filters).length > 0 ? JSON.stringify(request.filters) : undefined;
  const query = { q: request.q, type: request.type, filters, page: request.page };
  return apiRequest<SearchResponse>(apiPath(CATALOG_ENDPOINTS.search, {}, query), { signal });
}

export function searchTitlesQueryOptions(request: SearchRequest, enabled = true) {
  return queryOptions({
    queryKey: ['search', request.q, request.type, JSON.stringify(request.filters), request.page],
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
