import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_ENDPOINTS,
  apiPath,
  type CompleteRegistrationRequest,
  type Me,
  meResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Step 2: creates the account, profile and preferences together; the API signs the person in. */
export async function completeRegistration(request: CompleteRegistrationRequest): Promise<Me> {
  return apiRequest(apiPath(ACCOUNT_ENDPOINTS.registration), {
    method: 'POST',
    body: request,
    schema: import.meta.env.DEV && meResponseSchema,
  });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
