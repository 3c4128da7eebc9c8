import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';

/** What a signed-in person without the admin role sees at /admin: a plain 403, and a way home. */
export function ForbiddenPage() {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start justify-center gap-4 px-4 py-16">
      <title>{`${t('admin:forbidden.title')} · Watchify`}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('admin:forbidden.title')}</h1>
      <p className="max-w-xl text-lg text-muted">{t('admin:forbidden.body')}</p>
      <Link to="/" className={buttonStyles('secondary')}>
        {t('common:backToHome')}
      </Link>
    </div>
  );
}
