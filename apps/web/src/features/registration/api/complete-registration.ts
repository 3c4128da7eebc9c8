import { useMutation } from '@tanstack/react-query';
import { type CompleteRegistrationRequest, type Me, meResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Step 2: creates the account, profile and preferences together; the API signs the person in. */
export async function completeRegistration(request: CompleteRegistrationRequest): Promise<Me> {
  return apiRequest('/api/registration', { method: 'POST', body: request, schema: meResponseSchema });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
