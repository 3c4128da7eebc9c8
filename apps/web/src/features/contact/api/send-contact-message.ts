import { useMutation } from '@tanstack/react-query';
import {
  apiPath,
  CONTACT_ENDPOINTS,
  type ContactMessageRequest,
  type ContactMessageResponse,
  contactMessageResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact: stores the message for the support team (visitors too); answers the message's id. */
export function sendContactMessage(message: ContactMessageRequest): Promise<ContactMessageResponse> {
  return apiRequest(apiPath(CONTACT_ENDPOINTS.send), {
    method: 'POST',
    body: { ...message },
    schema: import.meta.env.DEV && contactMessageResponseSchema,
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
