import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, IMPORT_ENDPOINTS, type ImportJob, importJobSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { mergeImportJob } from './jobs';

/** Undoes an import: the API removes everything it created and answers the job, now 'undone'. */
export function undoImport(importId: string): Promise<ImportJob> {
  return apiRequest(apiPath(IMPORT_ENDPOINTS.import, { importId }), {
    method: 'DELETE',
    schema: import.meta.env.DEV && importJobSchema,
  });
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: (job) => mergeImportJob(queryClient, job),
  });
}
