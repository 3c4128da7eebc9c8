import { HomePage } from '../../features/home/components/home-page';
import { SearchBar } from '../../features/search/components/search-bar';

/** Home, with the search bar of the search feature under its hero. */
export function HomeRoute() {
  return <HomePage searchBar={<SearchBar />} />;
}
