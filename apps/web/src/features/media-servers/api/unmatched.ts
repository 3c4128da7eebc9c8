import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  MEDIA_SERVER_ENDPOINTS,
  type UnmatchedDeliveries,
  unmatchedDeliveriesSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { mediaServerQueryRoot } from './webhook';

const unmatchedQueryKey = [...mediaServerQueryRoot, 'unmatched'] as const;

/** The deliveries the server could not match to a title, newest first. */
export function useUnmatched() {
  return useQuery({
    queryKey: unmatchedQueryKey,
    queryFn: ({ signal }): Promise<UnmatchedDeliveries> =>
      apiRequest(MEDIA_SERVER_ENDPOINTS.unmatched, {
        schema: import.meta.env.DEV && unmatchedDeliveriesSchema,
        signal,
      }),
  });
}

/** Dismisses one of them; it leaves the list at once. */
export function useDismissUnmatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      apiRequest(apiPath(MEDIA_SERVER_ENDPOINTS.unmatchedItem, { id }), { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<UnmatchedDeliveries>(unmatchedQueryKey, (list) =>
        list ? { unmatched: list.unmatched.filter((u) => u.id !== id) } : list,
      );
    },
  });
}
