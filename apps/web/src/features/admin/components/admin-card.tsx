import { type ReactNode, useId } from 'react';

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
    success: 'border-accent/40 bg-accent/10 text-fg',
    error: 'border-danger/40 bg-danger/10 text-danger',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${styles}`}
    >
      {children}
    </div>
  );
}
