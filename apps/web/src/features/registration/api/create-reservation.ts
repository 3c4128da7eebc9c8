import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_ENDPOINTS,
  apiPath,
  type PersonalInfo,
  type ReserveNicknameResponse,
  reserveNicknameResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Step 1: the server validates the personal info, checks the e-mail and reserves the nickname. */
export async function createReservation(info: PersonalInfo): Promise<ReserveNicknameResponse> {
  return apiRequest(apiPath(ACCOUNT_ENDPOINTS.reservations), {
    method: 'POST',
    body: info,
    schema: import.meta.env.DEV && reserveNicknameResponseSchema,
  });
}

export function useCreateReservation() {
  return useMutation({ mutationFn: createReservation });
}
