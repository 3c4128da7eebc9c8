import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEDIA_SERVER_ENDPOINTS,
  type MediaWebhook,
  type MediaWebhookStatus,
  mediaWebhookSchema,
  mediaWebhookStatusSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

export const mediaServerQueryRoot = ['media-server'] as const;
const webhookQueryKey = [...mediaServerQueryRoot, 'webhook'] as const;

/** Whether I have a webhook URL. */
export function useWebhookStatus() {
  return useQuery({
    queryKey: webhookQueryKey,
    queryFn: ({ signal }): Promise<MediaWebhookStatus> =>
      apiRequest(MEDIA_SERVER_ENDPOINTS.webhook, { schema: import.meta.env.DEV && mediaWebhookStatusSchema, signal }),
  });
}

/** Makes a new webhook URL (the old one stops working at once); its URL is in the mutation's data, this once. */
export function useNewWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<MediaWebhook> =>
      apiRequest(MEDIA_SERVER_ENDPOINTS.webhook, { method: 'POST', schema: import.meta.env.DEV && mediaWebhookSchema }),
    onSuccess: (webhook) => {
      queryClient.setQueryData<MediaWebhookStatus>(webhookQueryKey, { active: true, createdAt: webhook.createdAt });
    },
  });
}
