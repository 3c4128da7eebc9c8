import { ActivityFeed } from '../../features/activity/components/activity-feed';
import { useMe } from '../../features/auth/api/get-me';
import { HomePage } from '../../features/home/components/home-page';
import { UpNextSection } from '../../features/plays/components/up-next';
import { SearchBar } from '../../features/search/components/search-bar';
import { usePlays } from '../../lib/plays';

/**
 * Home, with the search bar of the search feature under its hero and, for a member, their Up Next; a member's watched
 * titles leave the Top rows.
 */
export function HomeRoute() {
  const { hiddenAsWatched } = usePlays();
  const { data: user } = useMe();
  return (
    <HomePage
      searchBar={<SearchBar />}
      upNext={user ? <UpNextSection variant="home" /> : undefined}
      friendsActivity={user ? <ActivityFeed variant="home" /> : undefined}
      hideTitle={hiddenAsWatched}
    />
  );
}
