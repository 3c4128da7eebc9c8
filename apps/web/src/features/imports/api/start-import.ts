import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  IMPORT_ENDPOINTS,
  type ImportConflictPolicy,
  type ImportJob,
  type ImportSource,
  importJobSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { mergeImportJob } from './jobs';

export interface StartImportRequest {
  source: ImportSource;
  conflicts: ImportConflictPolicy;
  files: readonly File[];
}

/** Uploads the files as one multipart form: `source`, `conflicts`, then a `file` part per file (POST /api/imports). */
export function startImport({ source, conflicts, files }: StartImportRequest): Promise<ImportJob> {
  const form = new FormData();
  form.append('source', source);
  form.append('conflicts', conflicts);
  for (const file of files) form.append('file', file, file.name);
  return apiRequest(apiPath(IMPORT_ENDPOINTS.imports), {
    method: 'POST',
    body: form,
    schema: import.meta.env.DEV && importJobSchema,
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (job) => mergeImportJob(queryClient, job),
  });
}
