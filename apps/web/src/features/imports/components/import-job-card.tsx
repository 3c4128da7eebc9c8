import type { ImportCounts, ImportJob } from '@watchify/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePollImport } from '../api/jobs';
import { useUndoImport } from '../api/undo-import';
import { importErrorKey } from '../errors';
import { ImportReport } from './import-report';

const COUNT_NAMES = [
  'read',
  'matched',
  'imported',
  'existing',
  'skipped',
  'unmatched',
] as const satisfies readonly (keyof ImportCounts)[];

const BADGE_CLASSES: Record<ImportJob['state'], string> = {
  queued: 'border-border bg-surface-2 text-fg',
  running: 'border-accent/40 bg-accent/10 text-accent-text',
  done: 'border-accent bg-accent text-accent-fg',
  failed: 'border-danger/40 bg-danger/10 text-danger',
  undone: 'border-border bg-surface-2 text-fg',
};

function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

/** The progress of a job: done rows of the rows read (indeterminate while none were read yet). */
function ImportProgress({ counts }: { counts: ImportCounts }) {
  const { t } = useTranslation('imports');
  const known = counts.read > 0;
  const percent = known ? Math.min(100, Math.round((counts.done / counts.read) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={t('jobs.progress')}
      aria-valuemin={0}
      aria-valuemax={known ? counts.read : undefined}
      aria-valuenow={known ? counts.done : undefined}
      aria-valuetext={known ? t('jobs.progressText', { done: counts.done, read: counts.read }) : undefined}
      className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2"
    >
      <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * One import as a card: its source, files, start time, state, progress and counts. While it runs it is polled (the
 * socket usually updates it first); once done it offers its report and an undo, after a confirmation.
 */
export function ImportJobCard({ job }: { job: ImportJob }) {
  const { t } = useTranslation('imports');
  const formatDateTime = useFormatDateTime();
  const headingId = useId();
  const reportId = useId();
  const undo = useUndoImport();
  const [reportOpen, setReportOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  usePollImport(job);
  const source = t(`form.sources.${job.source}`);

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-lg font-bold">
            {t('jobs.cardTitle', { source })}
          </h3>
          <p className="text-sm text-muted">{t('jobs.startedAt', { time: formatDateTime(job.createdAt) })}</p>
        </div>
        {/* A status, so the move from Running to Done (or Failed) is announced. */}
        <span
          role="status"
          className={`rounded-full border px-3 py-1 text-sm font-semibold ${BADGE_CLASSES[job.state]}`}
        >
          {t(`jobs.states.${job.state}`)}
        </span>
      </div>
      <p className="text-sm break-words">
        <span className="font-medium">{t('jobs.files')}: </span>
        {job.files.join(', ')}
      </p>
      {job.state === 'failed' && (
        <p className="text-sm font-medium text-danger">{t(`errors.${job.error ?? 'unknown'}`)}</p>
      )}
      {job.state !== 'failed' && job.state !== 'undone' && <ImportProgress counts={job.counts} />}
      <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {COUNT_NAMES.map((name) => (
          <div key={name} className="flex flex-col">
            <dt className="text-xs text-muted">{t(`jobs.counts.${name}`)}</dt>
            <dd className="text-lg font-bold tabular-nums">{job.counts[name]}</dd>
          </div>
        ))}
      </dl>
      {job.state === 'done' && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-expanded={reportOpen}
            aria-controls={reportOpen ? reportId : undefined}
            onClick={() => setReportOpen((open) => !open)}
          >
            {reportOpen ? t('jobs.hideReport') : t('jobs.showReport')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('jobs.undo')}
          </Button>
        </div>
      )}
      {reportOpen && job.state === 'done' && (
        <div id={reportId}>
          <ImportReport job={job} />
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('jobs.undoTitle')}
          message={t('jobs.undoMessage')}
          confirmLabel={t('jobs.undoConfirm')}
          cancelLabel={t('jobs.undoCancel')}
          busy={undo.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            undo.mutate(job.id, {
              onSuccess: () => {
                toast.success(t('jobs.undone'));
                setConfirming(false);
                setReportOpen(false);
              },
              onError: (error) => {
                toast.error(t(importErrorKey(error)));
                setConfirming(false);
              },
            })
          }
        />
      )}
    </article>
  );
}
