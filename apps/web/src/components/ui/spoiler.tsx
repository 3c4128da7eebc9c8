import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';

interface SpoilerProps {
  /** Whether the content is a spoiler; when false it is shown as it is, so callers need not branch. */
  spoiler: boolean;
  /** Says what is hidden ('This review contains spoilers.'). */
  notice: string;
  showLabel: string;
  hideLabel: string;
  children: ReactNode;
}

/**
 * Content that stays hidden behind a "Show spoiler" button until the reader asks for it (a review marked as a
 * spoiler, wherever it appears). Hidden content is not rendered at all, so neither a glance nor a screen reader
 * meets it by accident; the button says whether it is open (aria-expanded) and can hide it again.
 */
export function Spoiler({ spoiler, notice, showLabel, hideLabel, children }: SpoilerProps) {
  const [revealed, setRevealed] = useState(false);
  const contentId = useId();
  if (!spoiler) return <>{children}</>;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-sm font-medium text-muted">{notice}</p>
        <Button
          variant="secondary"
          className="min-h-9 px-3 py-1.5"
          aria-expanded={revealed}
          aria-controls={contentId}
          onClick={() => setRevealed((open) => !open)}
        >
          {revealed ? hideLabel : showLabel}
        </Button>
      </div>
      <div id={contentId}>{revealed && children}</div>
    </div>
  );
}
