import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  IMPORT_ENDPOINTS,
  IMPORT_ROWS_PAGE_SIZE,
  type ImportRow,
  type ImportRowMatchRequest,
  type ImportRowState,
  type ImportRowsResponse,
  importRowSchema,
  importRowsResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { fetchImport, mergeImportJob } from './jobs';
import { importKeys } from './keys';

/** One page of an import's report, the rows in one state (GET /api/imports/:importId/rows). */
export function fetchImportRows(
  importId: string,
  state: ImportRowState,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ImportRowsResponse> {
  return apiRequest(
    apiPath(IMPORT_ENDPOINTS.rows, { importId }, { state, cursor, limit: IMPORT_ROWS_PAGE_SIZE.default }),
    { schema: import.meta.env.DEV && importRowsResponseSchema, signal },
  );
}

/** The rows of an import in one state, a page at a time ("Load more"). */
export function useImportRows(importId: string, state: ImportRowState) {
  return useInfiniteQuery({
    queryKey: importKeys.rowsByState(importId, state),
    queryFn: ({ pageParam, signal }) => fetchImportRows(importId, state, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** PUT: the title the member picked for an unmatched row; the row comes back imported. */
export function matchImportRow(importId: string, rowId: string, title: ImportRowMatchRequest): Promise<ImportRow> {
  return apiRequest(apiPath(IMPORT_ENDPOINTS.rowMatch, { importId, rowId }), {
    method: 'PUT',
    body: { mediaType: title.mediaType, id: title.id },
    schema: import.meta.env.DEV && importRowSchema,
  });
}

/** POST: leaves an unmatched row out for good; it comes back dismissed. */
export function dismissImportRow(importId: string, rowId: string): Promise<ImportRow> {
  return apiRequest(apiPath(IMPORT_ENDPOINTS.rowDismiss, { importId, rowId }), {
    method: 'POST',
    schema: import.meta.env.DEV && importRowSchema,
  });
}

type FixRequest = { rowId: string } & ({ action: 'match'; title: ImportRowMatchRequest } | { action: 'dismiss' });

/**
 * Matches or dismisses an unmatched row. The row changes in place in the report page shown (so the member sees what
 * became of it), the report's other states are fetched again when next shown, and the job is fetched again for its
 * counts; a match also marks the rest of the app's data stale (the title is now in the diary, ratings…).
 */
export function useFixImportRow(importId: string, shownState: ImportRowState) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FixRequest) =>
      request.action === 'match'
        ? matchImportRow(importId, request.rowId, request.title)
        : dismissImportRow(importId, request.rowId),
    onSuccess: async (row, request) => {
      queryClient.setQueryData<InfiniteData<ImportRowsResponse>>(
        importKeys.rowsByState(importId, shownState),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              rows: page.rows.map((known) => (known.id === row.id ? row : known)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: importKeys.rows(importId), refetchType: 'none' });
      if (request.action === 'match') {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== importKeys.all[0] });
      }
      try {
        mergeImportJob(queryClient, await fetchImport(importId));
      } catch {
        // The counts stay as they were until the next visit; the row itself was fixed.
      }
    },
  });
}
