import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import type { en } from '../../locales';

export type PageName = keyof (typeof en)['common']['pages'];

/** The honest stand-in for pages that later releases build: the page's name and a way home. */
export function ComingSoonPage({ page }: { page: PageName }) {
  const { t } = useTranslation('common');
  const name = t(`pages.${page}`);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start justify-center gap-4 px-4 py-16">
      <title>{`${name} · Watchify`}</title>
      <p className="rounded-full border border-border bg-surface px-3 py-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {t('comingSoon.badge')}
      </p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
      <p className="max-w-xl text-lg text-muted">{t('comingSoon.body')}</p>
      <Link to="/" className={buttonStyles('secondary')}>
        {t('backToHome')}
      </Link>
    </div>
  );
}
