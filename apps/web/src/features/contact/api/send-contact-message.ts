import { useMutation } from '@tanstack/react-query';
import {
  apiPath,
  CONTACT_ENDPOINTS,
  type ContactMessageRequest,
  type ContactMessageResponse,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/contact: stores the message for the support team (visitors too). The answer is only the message id, so it
 * is not re-validated here (the API's tests check it against the contract) and the page does not load zod for it.
 */
export function sendContactMessage(message: ContactMessageRequest): Promise<ContactMessageResponse> {
  return apiRequest<ContactMessageResponse>(apiPath(CONTACT_ENDPOINTS.send), { method: 'POST', body: { ...message } });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
