import { CheckIcon } from '../../../components/ui/icons';

interface StepIndicatorProps {
  label: string;
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
  compact?: boolean;
}

/** An ordered list of steps; the current one has aria-current="step", finished ones a tick. */
export function StepIndicator({ label, steps, current, compact = false }: StepIndicatorProps) {
  return (
    <nav aria-label={label}>
      <ol className={`flex flex-wrap items-center ${compact ? 'gap-x-3 gap-y-2' : 'gap-x-4 gap-y-2'}`}>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`grid place-items-center rounded-full text-xs font-bold ${compact ? 'size-6' : 'size-8'} ${
                  state === 'upcoming' ? 'border border-border bg-surface-2 text-muted' : 'bg-accent text-accent-fg'
                }`}
              >
                {state === 'done' ? <CheckIcon /> : index + 1}
              </span>
              <span
                className={`${compact ? 'text-xs' : 'text-sm'} ${
                  state === 'current' ? 'font-semibold text-fg' : 'text-muted'
                }`}
              >
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
