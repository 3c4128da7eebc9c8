import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS, apiPath, type Me, meResponseSchema } from '@watchify/contract';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when nobody is signed in (the API answers 401). Every page waits for this. */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiRequest(apiPath(ACCOUNT_ENDPOINTS.me), { schema: import.meta.env.DEV && meResponseSchema, signal });
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

/**
 * Starts the session request as the app boots, unless the server already said there is no session: it marks the
 * document of a request that came without a session cookie (`<html data-session="none">`, apps/api web-documents.ts),
 * and asking would only earn a 401 (an error in the browser's console) and delay the first render.
 */
export function primeSession(client: QueryClient): Promise<void> {
  if (typeof document !== 'undefined' && document.documentElement.dataset.session === 'none') {
    client.setQueryData(meQueryKey, null);
    return Promise.resolve();
  }
  return client.prefetchQuery(meQueryOptions());
}

/** The session: `data` is the user, null when signed out; `isPending` while it is still unknown. */
export function useMe() {
  return useQuery(meQueryOptions());
}
