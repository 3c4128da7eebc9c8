import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type AuditLogPage, apiPath, auditLogPageSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { auditLogQueryKey } from './keys';

/** GET /api/admin/audit-log: admin actions, newest first. */
export function fetchAuditLog(page: number, signal?: AbortSignal): Promise<AuditLogPage> {
  return apiRequest(apiPath(ADMIN_ENDPOINTS.auditLog, {}, { page }), {
    schema: import.meta.env.DEV && auditLogPageSchema,
    signal,
  });
}

export function auditLogQueryOptions(page: number) {
  return queryOptions({ queryKey: auditLogQueryKey(page), queryFn: ({ signal }) => fetchAuditLog(page, signal) });
}

export function useAuditLog(page: number) {
  return useQuery({ ...auditLogQueryOptions(page), placeholderData: keepPreviousData });
}
