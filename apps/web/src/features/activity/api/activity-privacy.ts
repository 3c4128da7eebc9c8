import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_ENDPOINTS, type ActivityPrivacy, activityPrivacySchema, apiPath } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { activityPrivacyQueryKey } from './keys';

/** Who sees my activity and lists. */
export function useActivityPrivacy() {
  return useQuery({
    queryKey: activityPrivacyQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPath(ACTIVITY_ENDPOINTS.privacy), { schema: import.meta.env.DEV && activityPrivacySchema, signal }),
  });
}

export async function updateActivityPrivacy(privacy: ActivityPrivacy): Promise<ActivityPrivacy> {
  return apiRequest(apiPath(ACTIVITY_ENDPOINTS.privacy), {
    method: 'PUT',
    body: privacy,
    schema: import.meta.env.DEV && activityPrivacySchema,
  });
}
