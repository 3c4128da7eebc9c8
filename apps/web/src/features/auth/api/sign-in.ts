import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, SignInRequest } from '@watchify/contract';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';

/** Signs in with e-mail and password; the API sets the session cookie. */
export async function signIn(credentials: SignInRequest): Promise<void> {
  await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: credentials });
}

/** Signs in, then reloads the session so every screen sees the user at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: SignInRequest): Promise<Me> => {
      await signIn(credentials);
      const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      if (!me) throw new ApiRequestError(401, 'sessionMissing', 'Signed in but the session cookie was not kept');
      return me;
    },
  });
}
