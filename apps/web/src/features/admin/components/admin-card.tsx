import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';

/** A titled card of the admin screen; its heading names the region for assistive technology. */
export function AdminCard({
  heading,
  description,
  aside,
  children,
}: {
  heading: string;
  description?: string;
  /** Shown beside the heading (e.g. a count). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {heading}
        </h2>
        {aside}
      </div>
      {description ? <p className="text-sm text-muted">{description}</p> : null}
      {children}
    </section>
  );
}

/** The outcome line of an action: progress and success are announced politely, a failure as an alert. */
export function ActionStatus({ tone, children }: { tone: 'progress' | 'success' | 'error'; children: ReactNode }) {
  const styles = {
    progress: 'border-border bg-surface-2 text-fg',
    // Neutral with a check mark: the accent colour is a red, and a success in it read as an error.
    success: 'border-border bg-surface-2 text-fg',
    error: 'border-danger/40 bg-danger/10 text-danger',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${styles}`}
    >
      {tone === 'success' ? <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-text" /> : null}
      <span>{children}</span>
    </div>
  );
}

/**
 * One paged list of an admin card: its loading, failed (with Try again) and empty states, else its rows, and the
 * pages under it. Every list of the admin screen shows and announces its state the same way.
 */
export function AdminPagedList<T extends { page: number; totalPages: number }>({
  query,
  texts,
  isEmpty,
  onPageChange,
  children,
}: {
  query: UseQueryResult<T>;
  texts: { loading: string; loadError: string; empty: string; pagination: string };
  isEmpty: (data: T) => boolean;
  onPageChange: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" />
          {texts.loading}
        </p>
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-danger">
            {texts.loadError}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('users.retry')}
          </Button>
        </div>
      ) : isEmpty(query.data) ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{texts.empty}</p>
      ) : (
        children(query.data)
      )}
      {query.data ? (
        <Pagination
          page={query.data.page}
          totalPages={query.data.totalPages}
          onChange={onPageChange}
          namespace="admin"
          label={texts.pagination}
        />
      ) : null}
    </>
  );
}
