import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/auth/api/get-me';
import { useFriends } from '../../features/friends/api/get-friends';
import type { ListFriendChoices } from '../../features/lists/components/collaborators-section';
import { SpecialListCard } from '../../features/lists/components/list-card';
import { ListPage } from '../../features/lists/components/list-page';
import { ListsPage } from '../../features/lists/components/lists-page';
import { useSharedWatchlists } from '../../features/shared-watchlists/api/get-shared-watchlists';
import { useWatchlistPage } from '../../features/watchlist/api/get-watchlist';

/** The watchlist and my shared watchlists as special lists on /lists, linking to their own pages. */
function WatchlistsAsLists() {
  const { t } = useTranslation('lists');
  const watchlist = useWatchlistPage({ sort: 'added', order: 'desc', page: 1 });
  const shared = useSharedWatchlists();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <li>
        <SpecialListCard
          to="/watchlist"
          name={t('overview.watchlist')}
          detail={t('overview.watchlistHint')}
          itemCount={watchlist.data?.totalItems ?? null}
        />
      </li>
      {shared.data?.lists.map((list) => (
        <li key={list.id}>
          <SpecialListCard
            to={`/watchlist/shared/${list.id}`}
            name={list.name}
            detail={t('overview.sharedWith', { name: list.partner.displayName })}
            itemCount={list.itemCount}
          />
        </li>
      ))}
    </ul>
  );
}

/** /lists (members only: inside RequireUser): my lists, with the watchlists from their features beside them. */
export function ListsRoute() {
  return <ListsPage specialLists={<WatchlistsAsLists />} />;
}

/** My friends for a list's invitation, loaded while the owner's form is shown (features/friends). */
function LoadFriends({ children }: { children: (friends: ListFriendChoices) => ReactNode }) {
  const friends = useFriends();
  return children(
    friends.isSuccess ? { status: 'success', friends: friends.data.friends } : { status: friends.status },
  );
}

/** /lists/:listId, open to visitors (a public list is readable by anyone; the API answers 404 otherwise). */
export function ListRoute() {
  const { data: user } = useMe();
  return <ListPage viewerId={user?.id ?? null} LoadFriends={user ? LoadFriends : undefined} />;
}
