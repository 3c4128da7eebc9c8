import type { UserSummary } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { FriendsPage } from '../../features/friends/components/friends-page';

/** A friend's stats (features/stats), linked from their row on /friends. */
function FriendStatsLink({ friend }: { friend: UserSummary }) {
  const { t } = useTranslation(['stats', 'friends']);
  return (
    <Link
      to={`/users/${encodeURIComponent(friend.id)}/stats`}
      aria-label={t('friends:actions.named', { action: t('stats:friendLink'), name: friend.displayName })}
      className={buttonStyles('secondary', 'min-h-10 px-3 py-2')}
    >
      {t('stats:friendLink')}
    </Link>
  );
}

/** /friends, with a link to each friend's stats. */
export function FriendsRoute() {
  return <FriendsPage friendLinks={(friend) => <FriendStatsLink friend={friend} />} />;
}
