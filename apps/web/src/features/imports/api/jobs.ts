import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  IMPORT_ENDPOINTS,
  type ImportJob,
  type ImportJobsResponse,
  importJobSchema,
  importJobsResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { importKeys } from './keys';

/** How often a queued or running job is asked for again, in case no socket event arrives. */
export const IMPORT_POLL_MS = 2000;

/** True while the job may still change by itself (the server works on it). */
export function isImportActive(job: ImportJob): boolean {
  return job.state === 'queued' || job.state === 'running';
}

/** My imports, newest first (GET /api/imports). */
export function fetchImports(signal?: AbortSignal): Promise<ImportJobsResponse> {
  return apiRequest(apiPath(IMPORT_ENDPOINTS.imports), {
    schema: import.meta.env.DEV && importJobsResponseSchema,
    signal,
  });
}

/** One import with its counts (GET /api/imports/:importId). */
export function fetchImport(importId: string, signal?: AbortSignal): Promise<ImportJob> {
  return apiRequest(apiPath(IMPORT_ENDPOINTS.import, { importId }), {
    schema: import.meta.env.DEV && importJobSchema,
    signal,
  });
}

/**
 * Puts a newer state of a job into the list of imports (at the top when the list does not hold it yet). When the job
 * has just ended, or was undone, everything else the app cached (diary, ratings, watchlist, lists…) may be out of
 * date: it is marked stale, so each screen fetches it again when shown.
 */
export function mergeImportJob(queryClient: QueryClient, job: ImportJob): void {
  const previous = queryClient
    .getQueryData<ImportJobsResponse>(importKeys.list())
    ?.imports.find((known) => known.id === job.id);
  queryClient.setQueryData<ImportJobsResponse>(importKeys.list(), (data) => {
    if (!data) return { imports: [job] };
    if (!data.imports.some((known) => known.id === job.id)) return { imports: [job, ...data.imports] };
    return { imports: data.imports.map((known) => (known.id === job.id ? job : known)) };
  });
  if (previous?.state !== job.state && (job.state === 'done' || job.state === 'undone')) {
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== importKeys.all[0] });
    void queryClient.invalidateQueries({ queryKey: importKeys.rows(job.id) });
  }
}

export function importsQueryOptions() {
  return queryOptions({ queryKey: importKeys.list(), queryFn: ({ signal }) => fetchImports(signal) });
}

export function useImports() {
  return useQuery(importsQueryOptions());
}

/**
 * The fallback for a missing socket: while `job` is queued or running it is fetched again every 2 s, and each answer
 * goes into the list of imports (which the page shows). The socket's `import:progress` events do the same at once.
 */
export function usePollImport(job: ImportJob): void {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: importKeys.job(job.id),
    queryFn: async ({ signal }) => {
      const fresh = await fetchImport(job.id, signal);
      mergeImportJob(queryClient, fresh);
      return fresh;
    },
    enabled: isImportActive(job),
    refetchInterval: IMPORT_POLL_MS,
    // The first answer would repeat the list's: wait one interval before asking.
    initialData: job,
    initialDataUpdatedAt: Date.now(),
    staleTime: IMPORT_POLL_MS,
  });
}
