import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopTitles } from '../api/get-top-titles';
import {
  EMPTY_HOME_FILTERS,
  type HomeFilterForm,
  hasHomeFilters,
  matchesHomeFilters,
  readHomeFilters,
} from '../home-filters';
import { FeaturesSection } from './features-section';
import { HomeFilterBar } from './home-filter-bar';
import { HomeHero } from './home-hero';
import { TitleRow } from './title-row';

interface HomePageProps {
  /** The search bar (another feature), placed under the hero by the route. */
  searchBar?: ReactNode;
  /** A member's Up Next (another feature), above the Top rows. */
  upNext?: ReactNode;
  /** A member's friends' latest activity (app/ places the activity feature's). */
  friendsActivity?: ReactNode;
  /** Titles the Top rows leave out (a member's watched titles, unless they asked to see them). */
  hideTitle?: (title: { mediaType: 'movie' | 'tv'; id: number }) => boolean;
}

/**
 * Home (/): the hero slider with the way to recommendations, the search bar, the top movies and top TV shows with
 * a filter bar over them, and what Watchify offers.
 */
export function HomePage({ searchBar, upNext, friendsActivity, hideTitle }: HomePageProps) {
  const { t } = useTranslation('home');
  const top = useTopTitles();
  // The rows render in the background (interruptible), so the data's arrival does not block the main thread.
  const topData = useDeferredValue(top.data);
  const loadingTop = top.isPending || (top.data !== undefined && topData === undefined);
  const errorMessage = top.error?.message ?? null;
  const [filterForm, setFilterForm] = useState<HomeFilterForm>(EMPTY_HOME_FILTERS);
  const { filters, errors } = useMemo(() => readHomeFilters(filterForm), [filterForm]);
  const filtering = hasHomeFilters(filters);
  const shown = useMemo(
    () => (title: Parameters<typeof matchesHomeFilters>[0] & { id: number }) =>
      matchesHomeFilters(title, filters) && !hideTitle?.(title),
    [filters, hideTitle],
  );
  const movies = useMemo(() => topData?.movies.filter(shown), [topData, shown]);
  const shows = useMemo(() => topData?.shows.filter(shown), [topData, shown]);
  const summary =
    filtering && topData && movies && shows
      ? t('filters.showing', {
          movies: movies.length,
          totalMovies: topData.movies.length,
          shows: shows.length,
          totalShows: topData.shows.length,
        })
      : null;

  return (
    <div className="flex flex-col gap-10 pb-12">
      <title>Watchify</title>
      <HomeHero />
      {searchBar && (
        <section
          aria-labelledby="home-search-title"
          className="mx-auto -mt-4 flex w-full max-w-6xl flex-col gap-3 px-4"
        >
          <h2 id="home-search-title" className="text-xl font-bold sm:text-2xl">
            {t('search.heading')}
          </h2>
          {searchBar}
        </section>
      )}
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4">
        {upNext}
        {friendsActivity}
        <HomeFilterBar value={filterForm} onChange={setFilterForm} errors={errors} summary={summary} />
        <TitleRow
          heading={t('topMovies')}
          seeAllTo="/movies"
          titles={movies}
          isLoading={loadingTop}
          loadingText={t('loadingMovies')}
          errorText={errorMessage === null ? null : t('errorMovies', { message: errorMessage })}
          filteredOut={filtering}
        />
        <TitleRow
          heading={t('topShows')}
          seeAllTo="/shows"
          titles={shows}
          isLoading={loadingTop}
          loadingText={t('loadingShows')}
          errorText={errorMessage === null ? null : t('errorShows', { message: errorMessage })}
          filteredOut={filtering}
        />
        <FeaturesSection />
      </div>
    </div>
  );
}
