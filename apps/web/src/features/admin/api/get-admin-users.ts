import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type AdminUsersPage, adminUsersPageSchema, apiPath } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersQueryKey } from './keys';

/** GET /api/admin/users: a page of accounts, searched by nickname, display name or e-mail. */
export function fetchAdminUsers(q: string, page: number, signal?: AbortSignal): Promise<AdminUsersPage> {
  const query = { page, q: q.trim() || undefined };
  return apiRequest(apiPath(ADMIN_ENDPOINTS.users, {}, query), {
    schema: import.meta.env.DEV && adminUsersPageSchema,
    signal,
  });
}

export function adminUsersQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: adminUsersQueryKey(q.trim(), page),
    queryFn: ({ signal }) => fetchAdminUsers(q, page, signal),
  });
}

/** A page of accounts; the previous page stays on screen while the next one (or a new search) loads. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({ ...adminUsersQueryOptions(q, page), placeholderData: keepPreviousData });
}
