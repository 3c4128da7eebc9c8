import { PLANS, type Plan } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { ChatIcon, ListIcon, SearchIcon, SparklesIcon, StarIcon, UsersIcon } from '../../../components/ui/icons';
import { Tabs } from '../../../components/ui/tabs';
import { PlanCard } from './plan-card';
import { UnavailablePlanButton } from './unavailable-plan-button';

const SERVICE_TABS = ['features', 'membership', 'ai'] as const;
type ServiceTab = (typeof SERVICE_TABS)[number];

const isServiceTab = (value: string | null): value is ServiceTab =>
  value !== null && (SERVICE_TABS as readonly string[]).includes(value);

const FEATURES = [
  { key: 'discover', Icon: SparklesIcon },
  { key: 'search', Icon: SearchIcon },
  { key: 'watchlist', Icon: ListIcon },
  { key: 'comments', Icon: StarIcon },
  { key: 'friends', Icon: UsersIcon },
  { key: 'personal', Icon: ChatIcon },
] as const;

const AI_ITEMS = ['recommendations', 'search', 'assistant'] as const;
const TESTIMONIALS = ['elif', 'can', 'maria'] as const;

const cardClass = 'flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5';

/**
 * /service (product §2 Service): tabs Features, Membership (plans) and AI Technology, then testimonials. The chosen tab is
 * in the address (?tab=membership), so a link can open the plans directly and Back returns to the previous tab.
 */
export function ServicePage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('service');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: ServiceTab = isServiceTab(requested) ? requested : 'features';

  function select(tab: ServiceTab) {
    setSearchParams(tab === 'features' ? {} : { tab }, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8">
      <title>{`${t('title')} · Watchify`}</title>
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted">{t('intro')}</p>
      </header>
      <Tabs
        label={t('tabsLabel')}
        selected={selected}
        onSelect={select}
        tabs={[
          { id: 'features', label: t('tabs.features'), panel: <FeaturesPanel /> },
          { id: 'membership', label: t('tabs.membership'), panel: <PlansPanel signedIn={signedIn} /> },
          { id: 'ai', label: t('tabs.ai'), panel: <AiPanel /> },
        ]}
      />
      <Testimonials />
    </div>
  );
}

function FeaturesPanel() {
  const { t } = useTranslation('service');
  return (
    <section aria-labelledby="service-features" className="flex flex-col gap-5">
      <h2 id="service-features" className="text-2xl font-bold">
        {t('features.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className={cardClass}>
            <Icon className="size-6 text-accent-text" />
            <h3 className="text-lg font-semibold">{t(`features.items.${key}.title`)}</h3>
            <p className="text-sm text-muted">{t(`features.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a plan card offers on the public page: the free plan to start (or see), paid plans honestly unavailable. */
function PlanAction({ plan, signedIn }: { plan: Plan; signedIn: boolean }) {
  const { t } = useTranslation('service');
  if (plan.available) {
    return signedIn ? (
      <Link to="/service/membership" className={buttonStyles('secondary')}>
        {t('plans.seeMembership')}
      </Link>
    ) : (
      <Link to="/register" className={buttonStyles('primary')}>
        {t('plans.getStarted')}
      </Link>
    );
  }
  return <UnavailablePlanButton planId={plan.id} />;
}

function PlansPanel({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('service');
  return (
    <section aria-labelledby="service-plans" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="service-plans" className="text-2xl font-bold">
          {t('plans.heading')}
        </h2>
        <p className="text-muted">{t('plans.intro')}</p>
      </div>
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} action={<PlanAction plan={plan} signedIn={signedIn} />} />
        ))}
      </div>
    </section>
  );
}

function AiPanel() {
  const { t } = useTranslation('service');
  return (
    <section aria-labelledby="service-ai" className="flex flex-col gap-5">
      <h2 id="service-ai" className="text-2xl font-bold">
        {t('ai.heading')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {AI_ITEMS.map((key) => (
          <li key={key} className={cardClass}>
            <h3 className="text-lg font-semibold">{t(`ai.items.${key}.title`)}</h3>
            <p className="text-sm text-muted">{t(`ai.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{t('ai.privacy')}</p>
    </section>
  );
}

function Testimonials() {
  const { t } = useTranslation('service');
  return (
    <section aria-labelledby="service-testimonials" className="flex flex-col gap-5">
      <h2 id="service-testimonials" className="text-2xl font-bold">
        {t('testimonials.heading')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map((key) => (
          <li key={key}>
            <figure className={`${cardClass} h-full`}>
              <blockquote className="flex-1 text-fg">“{t(`testimonials.items.${key}.quote`)}”</blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{t(`testimonials.items.${key}.name`)}</span>
                <span className="text-muted"> · {t(`testimonials.items.${key}.role`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
