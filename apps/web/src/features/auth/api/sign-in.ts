import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS, apiPath, type Me, type SignInRequest } from '@watchify/contract';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';

/** Signs in with e-mail and password; the API sets the session cookie. */
export async function signIn(credentials: SignInRequest): Promise<void> {
  await apiRequest(apiPath(ACCOUNT_ENDPOINTS.signIn), { method: 'POST', body: credentials });
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
