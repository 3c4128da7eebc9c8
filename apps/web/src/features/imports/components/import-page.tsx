import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useImports } from '../api/jobs';
import { useImportProgress } from '../hooks/use-import-progress';
import { ImportForm } from './import-form';
import { ImportJobCard } from './import-job-card';

/**
 * /settings/import (members): the upload form, then my imports newest first, each with its live progress, its report
 * and its undo. The list is fetched on load, so a reload in the middle of an import shows it where it is.
 */
export function ImportPage() {
  const { t } = useTranslation('imports');
  const jobs = useImports();
  useImportProgress();

  let body: ReactNode;
  if (jobs.isError) {
    body = <LoadError message={t('jobs.error')} retryLabel={t('jobs.retry')} onRetry={() => void jobs.refetch()} />;
  } else if (!jobs.data) {
    body = (
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-5" />
        {t('jobs.loading')}
      </p>
    );
  } else if (jobs.data.imports.length === 0) {
    body = <p className="rounded-xl border border-border bg-surface p-6 text-muted">{t('jobs.empty')}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {jobs.data.imports.map((job) => (
          <li key={job.id}>
            <ImportJobCard job={job} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8">
      <title>{`${t('page.title')} · Watchify`}</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('page.title')}</h1>
        <p className="text-muted">{t('page.intro')}</p>
        <p>
          <Link to="/settings/export" className="font-medium text-accent-text underline">
            {t('links.export')}
          </Link>
        </p>
      </div>
      <section className="rounded-xl border border-border bg-surface p-6">
        <ImportForm />
      </section>
      <section aria-labelledby="imports-heading" className="flex flex-col gap-4">
        <h2 id="imports-heading" className="text-xl font-bold">
          {t('jobs.heading')}
        </h2>
        {body}
      </section>
    </div>
  );
}
