import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  type MySignInMethods,
  mySignInMethodsResponseSchema,
  OIDC_ENDPOINTS,
  oidcRedirectResponseSchema,
  type SignInMethods,
  signInMethodsResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { leaveAppFor } from '../../../lib/leave-app';

/** The ways to sign in here: the password form (or not) and a button per OpenID Connect provider. */
export function signInMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['sign-in-methods'] as const,
    queryFn: ({ signal }): Promise<SignInMethods> =>
      apiRequest(apiPath(OIDC_ENDPOINTS.signInMethods), {
        schema: import.meta.env.DEV && signInMethodsResponseSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions());
}

/** Starts signing in with a provider: the API answers the provider's page (and sets the state cookie); go there. */
export function useStartOidcSignIn() {
  return useMutation({
    mutationFn: async (provider: string) => {
      const { url } = await apiRequest(apiPath(OIDC_ENDPOINTS.oidcSignIn, { provider }), {
        method: 'POST',
        body: {},
        schema: import.meta.env.DEV && oidcRedirectResponseSchema,
      });
      leaveAppFor(url);
    },
  });
}

const mySignInMethodsKey = ['me', 'sign-in-methods'] as const;

/** The signed-in member's ways to sign in: password, and each provider linked or not. */
export function useMySignInMethods() {
  return useQuery({
    queryKey: mySignInMethodsKey,
    queryFn: ({ signal }): Promise<MySignInMethods> =>
      apiRequest(apiPath(OIDC_ENDPOINTS.mySignInMethods), {
        schema: import.meta.env.DEV && mySignInMethodsResponseSchema,
        signal,
      }),
  });
}

interface ProviderWithPassword {
  provider: string;
  password: string;
}

/** Links a provider (the password confirms it is the owner): the browser then signs in at the provider. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: async ({ provider, password }: ProviderWithPassword) => {
      const { url } = await apiRequest(apiPath(OIDC_ENDPOINTS.mySignInMethod, { provider }), {
        method: 'POST',
        body: { password },
        schema: import.meta.env.DEV && oidcRedirectResponseSchema,
      });
      leaveAppFor(url);
    },
  });
}

/** Unlinks a provider (with the password); the API refuses the account's last way to sign in. */
export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, password }: ProviderWithPassword) =>
      apiRequest(apiPath(OIDC_ENDPOINTS.mySignInMethod, { provider }), { method: 'DELETE', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySignInMethodsKey }),
  });
}
