import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@watchify/contract';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user, or null when nobody is signed in (the API answers 401). Every page waits for this, so it is
 * not re-validated here: the API serializes it through the contract's schema already, and the schema library
 * would otherwise be part of the first page load.
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiRequest<Me>('/api/me', { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 5 * 60_000,
  });
}

/** The session: `data` is the user, null when signed out; `isPending` while it is still unknown. */
export function useMe() {
  return useQuery(meQueryOptions());
}
