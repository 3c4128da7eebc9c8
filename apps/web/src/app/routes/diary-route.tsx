import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { useMe } from '../../features/auth/api/get-me';
import { DiaryPage } from '../../features/plays/components/diary-page';
import { loginPathFor } from '../../lib/safe-redirect';

/** /diary: a member's plays, newest first; a visitor is asked to sign in, as on /watchlist. */
export function DiaryRoute() {
  const { t } = useTranslation(['common', 'plays']);
  const { data: user } = useMe();
  if (user) return <DiaryPage />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start justify-center gap-4 px-4 py-16">
      <title>{`${t('pages.diary')} · Watchify`}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.diary')}</h1>
      <p className="text-lg text-muted">{t('plays:diary.signedOut.message')}</p>
      <Link to={loginPathFor('/diary')} className={buttonStyles('primary')}>
        {t('plays:diary.signedOut.signIn')}
      </Link>
    </div>
  );
}
