import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { useMe } from '../../features/auth/api/get-me';
import { StatsPage } from '../../features/stats/components/stats-page';
import { loginPathFor } from '../../lib/safe-redirect';

/**
 * /stats: a member's watching in numbers; a visitor is asked to sign in, as on /diary. Its own chunk, so the chart
 * library loads only here.
 */
export function StatsRoute() {
  const { t } = useTranslation('stats');
  const { data: user } = useMe();
  if (user) return <StatsPage />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start justify-center gap-4 px-4 py-16">
      <title>{`${t('title')} · Watchify`}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="text-lg text-muted">{t('signedOut.message')}</p>
      <Link to={loginPathFor('/stats')} className={buttonStyles('primary')}>
        {t('signedOut.signIn')}
      </Link>
    </div>
  );
}

/** /users/:userId/stats (members only, under RequireUser): a friend's stats; anyone else's answer is refused. */
export function FriendStatsRoute() {
  const { userId } = useParams();
  // The member's own id shows their own page, with its own title.
  const { data: user } = useMe();
  return <StatsPage key={userId} userId={userId === user?.id ? undefined : userId} />;
}
