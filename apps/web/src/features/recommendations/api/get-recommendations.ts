import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  RECOMMENDATION_ENDPOINTS,
  type RecommendationsResponse,
  recommendationsResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { RECOMMENDATIONS_QUERY_KEY } from './keys';

/** GET /api/recommendations: my recommendations, or popular titles with a notice. */
export function fetchRecommendations(signal?: AbortSignal): Promise<RecommendationsResponse> {
  return apiRequest(apiPath(RECOMMENDATION_ENDPOINTS.list), {
    schema: import.meta.env.DEV && recommendationsResponseSchema,
    signal,
  });
}

export function recommendationsQueryOptions() {
  return queryOptions({
    queryKey: RECOMMENDATIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchRecommendations(signal),
    // A new list on every visit is fine, but not on every window focus: cards would jump under the pointer.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
