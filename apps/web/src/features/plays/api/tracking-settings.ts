import { useQuery } from '@tanstack/react-query';
import {
  apiPath,
  PLAYS_ENDPOINTS,
  type TrackingSettings,
  trackingSettingsSchema,
  type UpdateTrackingSettingsRequest,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { trackingSettingsQueryKey } from './keys';

export function useTrackingSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: trackingSettingsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPath(PLAYS_ENDPOINTS.settings), { schema: import.meta.env.DEV && trackingSettingsSchema, signal }),
  });
}

/** Changes one tracking setting or both (PUT); answers them all as stored. */
export async function updateTrackingSettings(changes: UpdateTrackingSettingsRequest): Promise<TrackingSettings> {
  return apiRequest(apiPath(PLAYS_ENDPOINTS.settings), {
    method: 'PUT',
    body: changes,
    schema: import.meta.env.DEV && trackingSettingsSchema,
  });
}
