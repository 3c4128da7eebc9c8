import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, STATS_ENDPOINTS, type Stats, statsSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Whose stats: mine (no id) or a friend's. */
export interface StatsScope {
  userId?: string | undefined;
  year?: number | undefined;
}

/** A person's watching in numbers, of all time or of one year; a friend's answers 403 statsNotVisible to others. */
export async function fetchStats({ userId, year }: StatsScope, signal?: AbortSignal): Promise<Stats> {
  const query = { year };
  const path = userId ? apiPath(STATS_ENDPOINTS.user, { userId }, query) : apiPath(STATS_ENDPOINTS.mine, {}, query);
  return apiRequest(path, { schema: import.meta.env.DEV && statsSchema, signal });
}

export const statsQueryKey = ({ userId, year }: StatsScope) => ['stats', userId ?? 'me', year ?? null] as const;

export function statsQueryOptions(scope: StatsScope) {
  return queryOptions({
    queryKey: statsQueryKey(scope),
    queryFn: ({ signal }) => fetchStats(scope, signal),
    // Switching years keeps the last answer on screen until the next one arrives (no flash of the loading state).
    placeholderData: keepPreviousData,
  });
}

export function useStats(scope: StatsScope) {
  return useQuery(statsQueryOptions(scope));
}
