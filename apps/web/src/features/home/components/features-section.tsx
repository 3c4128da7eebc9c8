import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, ListIcon, SparklesIcon, UsersIcon } from '../../../components/ui/icons';

type FeatureKey = 'watchlist' | 'friends' | 'recommendations' | 'assistant';

const FEATURES: readonly { key: FeatureKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'watchlist', Icon: ListIcon },
  { key: 'friends', Icon: UsersIcon },
  { key: 'recommendations', Icon: SparklesIcon },
  { key: 'assistant', Icon: ChatIcon },
];

/** What Watchify offers, in four cards (product §2 Home: features section). */
export function FeaturesSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-features-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="home-features-title" className="text-xl font-bold sm:text-2xl">
          {t('features.heading')}
        </h2>
        <p className="text-muted">{t('features.intro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
            <span className="grid size-11 place-items-center rounded-xl bg-accent/15 text-2xl text-accent-text">
              <Icon />
            </span>
            <h3 className="text-lg font-semibold">{t(`features.${key}.title`)}</h3>
            <p className="text-sm text-muted">{t(`features.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
