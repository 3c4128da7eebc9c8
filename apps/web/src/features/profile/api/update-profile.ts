import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS, apiPath, type Me, meResponseSchema, type ProfileInput } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Saves the signed-in person's editable profile; resolves with the stored record. */
export async function updateProfile(input: ProfileInput): Promise<Me> {
  return apiRequest(apiPath(ACCOUNT_ENDPOINTS.profile), {
    method: 'PUT',
    body: input,
    schema: import.meta.env.DEV && meResponseSchema,
  });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
