import { useMutation, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  type CompleteOidcRegistrationRequest,
  type Me,
  meResponseSchema,
  OIDC_ENDPOINTS,
  type PendingRegistrationInfo,
  pendingRegistrationResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** What the provider told about the person whose first OpenID Connect sign-in brought them here (decision 049). */
export function usePendingOidcRegistration() {
  return useQuery({
    queryKey: ['registration', 'oidc'] as const,
    queryFn: ({ signal }): Promise<PendingRegistrationInfo> =>
      apiRequest(apiPath(OIDC_ENDPOINTS.oidcRegistration), {
        schema: import.meta.env.DEV && pendingRegistrationResponseSchema,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Finishes it: the person's details and preferences; the session the provider started then becomes a member's. */
export function useCompleteOidcRegistration() {
  return useMutation({
    mutationFn: (request: CompleteOidcRegistrationRequest): Promise<Me> =>
      apiRequest(apiPath(OIDC_ENDPOINTS.oidcRegistration), {
        method: 'POST',
        body: request,
        schema: import.meta.env.DEV && meResponseSchema,
      }),
  });
}
