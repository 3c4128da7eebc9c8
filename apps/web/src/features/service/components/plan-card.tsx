import type { Plan } from '@watchify/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { formatUsd } from '../../../lib/service-facts';

interface PlanCardProps {
  plan: Plan;
  /** The heading level inside the page (the card's name). */
  headingLevel?: 2 | 3;
  /** What the card offers to do: a link, a disabled button, a "current plan" note. */
  action: ReactNode;
  /** Replaces the list heading (e.g. "What it would add" on the membership page). */
  listLabel?: string;
}

/**
 * One plan from the contract's PLANS: name, price, limits and highlights. Every figure comes from the plan itself,
 * formatted for the reader's language, so this card and the help answers can never disagree.
 */
export function PlanCard({ plan, headingLevel = 3, action, listLabel }: PlanCardProps) {
  const { t, i18n } = useTranslation('service');
  const Heading = `h${headingLevel}` as const;
  const headingId = `plan-${plan.id}`;
  const price = formatUsd(plan.priceUsd, i18n.language);
  const lines = [
    t('plans.profiles', { count: plan.maxProfiles }),
    t('plans.devices', { count: plan.maxDevices }),
    ...plan.highlights.map((highlight) => t(`plans.highlights.${highlight}`)),
  ];

  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col gap-5 rounded-2xl border bg-surface p-6 ${
        plan.mostPopular ? 'border-accent shadow-lg' : 'border-border'
      }`}
    >
      {plan.mostPopular && (
        <p className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-accent-fg uppercase">
          {t('plans.mostPopular')}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="text-xl font-bold">
          {t(`plans.names.${plan.id}`)}
        </Heading>
        <p className="text-sm text-muted">{t(`plans.taglines.${plan.id}`)}</p>
      </div>
      <p className="flex items-baseline gap-1">
        <span className="sr-only">{t(`plans.priceLabel.${plan.period}`, { price })}</span>
        <span aria-hidden="true" className="text-4xl font-black tracking-tight">
          {price}
        </span>
        <span aria-hidden="true" className="text-sm text-muted">
          {t(`plans.period.${plan.period}`)}
        </span>
      </p>
      <div className="flex flex-1 flex-col gap-2">
        {listLabel && <p className="text-sm font-semibold">{listLabel}</p>}
        <ul className="flex flex-col gap-2 text-sm">
          {lines.map((line) => (
            <li key={line} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 shrink-0 text-accent-text" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">{action}</div>
    </article>
  );
}
