import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { useMe } from '../../features/auth/api/get-me';
import { useFriends } from '../../features/friends/api/get-friends';
import { AddToSharedListSelect } from '../../features/shared-watchlists/components/add-to-shared-list-select';
import type { FriendChoices } from '../../features/shared-watchlists/components/share-watchlist-dialog';
import { SharedWatchlistsSection } from '../../features/shared-watchlists/components/shared-watchlists-section';
import { WatchlistPage } from '../../features/watchlist/components/watchlist-page';
import { loginPathFor } from '../../lib/safe-redirect';

/** The member's friends for the share dialog, loaded while it is open and kept current (features/friends). */
function LoadFriends({ children }: { children: (friends: FriendChoices) => ReactNode }) {
  const friends = useFriends();
  return children(
    friends.isSuccess ? { status: 'success', friends: friends.data.friends } : { status: friends.status },
  );
}

/**
 * /watchlist: a member's own watchlist with the lists shared with friends below it, and on every card a select to
 * add it to a shared list; a visitor is asked to sign in (product §6).
 */
export function WatchlistRoute() {
  const { t } = useTranslation('common');
  const { data: user } = useMe();
  if (user) {
    return (
      <WatchlistPage
        sharedSection={<SharedWatchlistsSection LoadFriends={LoadFriends} />}
        itemActions={(item) => <AddToSharedListSelect title={item} titleName={item.title} />}
      />
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start justify-center gap-4 px-4 py-16">
      <title>{`${t('pages.watchlist')} · Watchify`}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.watchlist')}</h1>
      <p className="text-lg text-muted">{t('watchlistSignedOut.message')}</p>
      <Link to={loginPathFor('/watchlist')} className={buttonStyles('primary')}>
        {t('watchlistSignedOut.signIn')}
      </Link>
    </div>
  );
}
