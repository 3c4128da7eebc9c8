import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS, apiPath } from '@watchify/contract';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

/** Ends the session on the server. */
export async function signOut(): Promise<void> {
  await apiRequest(apiPath(ACCOUNT_ENDPOINTS.signOut), { method: 'POST', body: {} });
}

/** Signs out and forgets everything cached for the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await signOut();
      } catch (error) {
        // An expired session is already signed out.
        if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
