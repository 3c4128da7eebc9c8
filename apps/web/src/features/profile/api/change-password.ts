import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_ENDPOINTS,
  apiPath,
  type ChangePasswordInput,
  type ChangePasswordResponse,
  changePasswordResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Changes the signed-in person's password; the server signs out their other sessions and says how many. */
export async function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResponse> {
  return apiRequest(apiPath(ACCOUNT_ENDPOINTS.password), {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV && changePasswordResponseSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
