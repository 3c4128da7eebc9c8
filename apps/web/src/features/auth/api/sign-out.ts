import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

/** Ends the session on the server. */
export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

interface SignOutOptions {
  /**
   * Runs after the server ended the session but before the app forgets the user, e.g. leaving a
   * member-only page first, so its guard does not send the person to /login.
   */
  beforeForget?: () => void | Promise<void>;
}

/** Signs out and forgets everything cached for the user. */
export function useSignOut({ beforeForget }: SignOutOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await signOut();
      } catch (error) {
        // An expired session is already signed out.
        if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
      }
      await beforeForget?.();
    },
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
