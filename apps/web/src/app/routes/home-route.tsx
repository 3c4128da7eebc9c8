import { HomePage } from '../../features/home/components/home-page';
import { SearchBar } from '../../features/search/components/search-bar';
import { usePlays } from '../../lib/plays';

/** Home, with the search bar of the search feature under its hero; a member's watched titles leave the Top rows. */
export function HomeRoute() {
  const { hiddenAsWatched } = usePlays();
  return <HomePage searchBar={<SearchBar />} hideTitle={hiddenAsWatched} />;
}
