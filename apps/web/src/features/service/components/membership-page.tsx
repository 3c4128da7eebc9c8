import { CURRENT_PLAN_ID, findPlan, type Me, PLANS } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { PlanCard } from './plan-card';
import { UnavailablePlanButton } from './unavailable-plan-button';

function formatDay(value: string, language: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/**
 * /service/membership (members only): the member's plan and what each other plan would add. Everyone is on Free —
 * Watchify takes no payments (decision 016) — so paid plans say plainly that they are not available; no fake checkout.
 */
export function MembershipPage({ member }: { member: Pick<Me, 'email' | 'createdAt'> }) {
  const { t, i18n } = useTranslation('service');
  const current = findPlan(CURRENT_PLAN_ID);
  const others = PLANS.filter((plan) => plan.id !== current.id);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-8">
      <title>{`${t('membership.title')} · Watchify`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('membership.title')}</h1>
        <p className="text-lg text-muted">{t('membership.intro')}</p>
      </header>

      <section aria-labelledby="membership-current" className="flex flex-col gap-4">
        <h2 id="membership-current" className="text-2xl font-bold">
          {t('membership.yourPlan')}
        </h2>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <PlanCard
            plan={current}
            listLabel={t('membership.included')}
            action={
              <p className="rounded-lg border border-border bg-surface-2 px-4 py-2.5 text-center text-sm font-semibold">
                {t('plans.currentPlan')}
              </p>
            }
          />
          <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-2 p-6 text-sm">
            <p className="font-medium break-words">{t('membership.signedInAs', { email: member.email })}</p>
            <p className="text-muted">
              {t('membership.memberSince', { date: formatDay(member.createdAt, i18n.language) })}
            </p>
            <p>{t('membership.noPayments')}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="membership-others" className="flex flex-col gap-4">
        <h2 id="membership-others" className="text-2xl font-bold">
          {t('membership.otherPlans')}
        </h2>
        <div className="grid gap-6 pt-3 md:grid-cols-2">
          {others.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              listLabel={t('membership.wouldAdd')}
              action={<UnavailablePlanButton planId={plan.id} />}
            />
          ))}
        </div>
      </section>

      <section
        aria-labelledby="membership-questions"
        className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="membership-questions" className="text-xl font-bold">
          {t('membership.questions')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Link to="/contact" className={buttonStyles('primary')}>
            {t('membership.contact')}
          </Link>
          <Link to="/help" className={buttonStyles('secondary')}>
            {t('membership.help')}
          </Link>
        </div>
      </section>
    </div>
  );
}
