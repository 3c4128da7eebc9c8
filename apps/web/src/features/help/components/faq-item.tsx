import { useId } from 'react';
import { ChevronRightIcon } from '../../../components/ui/icons';

interface FaqItemProps {
  question: string;
  answer: string;
  open: boolean;
  onToggle: () => void;
  /** A small label above the question (its category, in search results). */
  context?: string;
}

/** One question as a disclosure: a button in a heading that says whether its answer region is shown. */
export function FaqItem({ question, answer, open, onToggle, context }: FaqItemProps) {
  const buttonId = useId();
  const answerId = useId();
  return (
    <li className="rounded-xl border border-border bg-surface">
      {context && <p className="px-4 pt-3 text-xs font-medium tracking-wide text-muted uppercase">{context}</p>}
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          // The answer exists only while open (a closed answer's text would otherwise match label and text searches).
          aria-controls={open ? answerId : undefined}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-fg hover:bg-surface-2"
        >
          <span>{question}</span>
          <ChevronRightIcon
            className={`shrink-0 text-muted transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}
          />
        </button>
      </h3>
      {open && (
        <section id={answerId} aria-labelledby={buttonId} className="px-4 pb-4 text-muted">
          <p>{answer}</p>
        </section>
      )}
    </li>
  );
}
