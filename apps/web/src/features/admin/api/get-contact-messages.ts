import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, apiPath, type ContactMessagesPage, contactMessagesPageSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { contactMessagesQueryKey } from './keys';

/** GET /api/admin/contact-messages: newest first, with the unread count. */
export function fetchContactMessages(page: number, signal?: AbortSignal): Promise<ContactMessagesPage> {
  return apiRequest(apiPath(ADMIN_ENDPOINTS.contactMessages, {}, { page }), {
    schema: import.meta.env.DEV && contactMessagesPageSchema,
    signal,
  });
}

export function contactMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: contactMessagesQueryKey(page),
    queryFn: ({ signal }) => fetchContactMessages(page, signal),
  });
}

export function useContactMessages(page: number) {
  return useQuery({ ...contactMessagesQueryOptions(page), placeholderData: keepPreviousData });
}
