import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { useMe } from '../../features/auth/api/get-me';
import { CalendarPage } from '../../features/calendar/components/calendar-page';
import { loginPathFor } from '../../lib/safe-redirect';

/** /calendar: a member's release calendar; a visitor is asked to sign in, as on /progress. */
export function CalendarRoute() {
  const { t } = useTranslation('calendar');
  const { data: user } = useMe();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-10">
      <title>{`${t('heading')} · Watchify`}</title>
      {user ? (
        <CalendarPage />
      ) : (
        <div className="flex flex-col items-start gap-4 py-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('heading')}</h1>
          <p className="text-lg text-muted">{t('signedOut.message')}</p>
          <Link to={loginPathFor('/calendar')} className={buttonStyles('primary')}>
            {t('signedOut.signIn')}
          </Link>
        </div>
      )}
    </div>
  );
}
