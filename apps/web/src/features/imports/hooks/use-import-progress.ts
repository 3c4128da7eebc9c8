import { useQueryClient } from '@tanstack/react-query';
import { IMPORT_EVENTS, type ImportJob, importJobSchema } from '@watchify/contract';
import { useSocketEvent } from '../../../lib/realtime';
import { mergeImportJob } from '../api/jobs';
import { importKeys } from '../api/keys';

/**
 * Follows my imports live: each `import:progress` event (sent to my own room while a job runs) puts the job's new
 * counts and state into the list. After a dropped connection the list is fetched again, so nothing missed stays
 * missed; without any socket the job cards poll (`usePollImport`).
 */
export function useImportProgress(): void {
  const queryClient = useQueryClient();
  useSocketEvent<ImportJob>(
    IMPORT_EVENTS.progress,
    (job) => mergeImportJob(queryClient, job),
    () => void queryClient.invalidateQueries({ queryKey: importKeys.list() }),
    import.meta.env.DEV && importJobSchema,
  );
}
