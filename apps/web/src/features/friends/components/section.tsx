import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface SectionProps {
  heading: string;
  intro?: string;
  /** Shown beside the heading (e.g. a count). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled part of the friends page; its heading names it for assistive technology. */
export function Section({ heading, intro, aside, children }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {heading}
        </h2>
        {aside}
      </div>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

/** The loading, error and empty states every list of the page shares. */
export function ListState({
  state,
  errorText,
  emptyText,
  onRetry,
}: {
  state: 'loading' | 'error' | 'empty';
  errorText: string;
  emptyText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('friends');
  if (state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('loading')}
      </p>
    );
  }
  if (state === 'error') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm font-medium text-danger">
          {errorText}
        </p>
        <Button variant="secondary" className="min-h-10 px-3 py-2" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{emptyText}</p>;
}
