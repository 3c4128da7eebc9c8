import { IMPORT_ROW_STATES, type ImportJob, type ImportRowState } from '@watchify/contract';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useImportRows } from '../api/rows';
import { ImportRowItem } from './import-row-item';

/** The states a report shows ('pending' rows only exist while the job runs). */
const REPORT_STATES = IMPORT_ROW_STATES.filter(
  (state): state is Exclude<ImportRowState, 'pending'> => state !== 'pending',
);

/** A finished import's rows, by state (the unmatched ones first when there are any), a page at a time. */
export function ImportReport({ job }: { job: ImportJob }) {
  const { t } = useTranslation('imports');
  const selectId = useId();
  const [state, setState] = useState<ImportRowState>(job.counts.unmatched > 0 ? 'unmatched' : 'imported');
  const rows = useImportRows(job.id, state);
  const source = t(`form.sources.${job.source}`);

  let body: ReactNode;
  if (rows.isError) {
    body = <LoadError message={t('report.error')} retryLabel={t('report.retry')} onRetry={() => void rows.refetch()} />;
  } else if (!rows.data) {
    body = (
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-5" />
        {t('report.loading')}
      </p>
    );
  } else {
    const all = rows.data.pages.flatMap((page) => page.rows);
    body =
      all.length === 0 ? (
        <p className="text-muted">{t('report.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-border">
            {all.map((row) => (
              <li key={row.id} className="py-3">
                <ImportRowItem importId={job.id} row={row} shownState={state} />
              </li>
            ))}
          </ul>
          {rows.hasNextPage && (
            <div>
              <Button variant="secondary" disabled={rows.isFetchingNextPage} onClick={() => void rows.fetchNextPage()}>
                {t('report.loadMore')}
              </Button>
            </div>
          )}
        </>
      );
  }

  return (
    <section aria-label={t('report.label', { source })} className="flex flex-col gap-4 border-t border-border pt-4">
      <div className="flex flex-col gap-1.5 sm:w-64">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('report.show')}
        </label>
        <select
          id={selectId}
          value={state}
          onChange={(event) => setState(event.target.value as ImportRowState)}
          className="min-h-11 rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg"
        >
          {REPORT_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`report.states.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {body}
    </section>
  );
}
