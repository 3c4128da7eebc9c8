import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, apiPath, type MaintenanceResult, maintenanceResultSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_USERS_ROOT_KEY, AUDIT_LOG_ROOT_KEY } from './keys';

/** POST /api/admin/maintenance: the data-maintenance pass; says how many accounts changed. */
export function runMaintenance(): Promise<MaintenanceResult> {
  return apiRequest(apiPath(ADMIN_ENDPOINTS.maintenance), {
    method: 'POST',
    schema: import.meta.env.DEV && maintenanceResultSchema,
  });
}

/** Runs the pass; afterwards (success or not) the users list and the audit log reload. */
export function useRunMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMaintenance,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_ROOT_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_ROOT_KEY }),
      ]),
  });
}
