import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUsersPage, adminUsersPageSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersQueryKey } from './keys';

/** GET /api/admin/users: a page of accounts, searched by nickname, display name or e-mail. */
export function fetchAdminUsers(q: string, page: number, signal?: AbortSignal): Promise<AdminUsersPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim()) params.set('q', q.trim());
  return apiRequest(`/api/admin/users?${params}`, { schema: adminUsersPageSchema, signal });
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
