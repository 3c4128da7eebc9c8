import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, adminContactMessageResponseSchema, apiPath, type ContactMessage } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { AUDIT_LOG_ROOT_KEY, CONTACT_MESSAGES_ROOT_KEY } from './keys';

/** POST /api/admin/contact-messages/:id/read | unread. */
export async function markContactMessage(id: string, read: boolean): Promise<ContactMessage> {
  const { message } = await apiRequest(
    apiPath(read ? ADMIN_ENDPOINTS.contactMessageRead : ADMIN_ENDPOINTS.contactMessageUnread, { id }),
    { method: 'POST', schema: import.meta.env.DEV && adminContactMessageResponseSchema },
  );
  return message;
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => markContactMessage(id, read),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_ROOT_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_ROOT_KEY }),
      ]),
  });
}
