import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { useMe } from '../../features/auth/api/get-me';
import { UpNextSection } from '../../features/plays/components/up-next';
import { loginPathFor } from '../../lib/safe-redirect';

/** /progress: a member's Up Next and the episodes coming soon; a visitor is asked to sign in, as on /diary. */
export function ProgressRoute() {
  const { t } = useTranslation('plays');
  const { data: user } = useMe();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-10">
      <title>{`${t('upNext.heading')} · Watchify`}</title>
      {user ? (
        <UpNextSection variant="page" />
      ) : (
        <div className="flex flex-col items-start gap-4 py-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('upNext.heading')}</h1>
          <p className="text-lg text-muted">{t('upNext.signedOut.message')}</p>
          <Link to={loginPathFor('/progress')} className={buttonStyles('primary')}>
            {t('upNext.signedOut.signIn')}
          </Link>
        </div>
      )}
    </div>
  );
}
