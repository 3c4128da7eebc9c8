import type { QueryClient } from '@tanstack/react-query';
import { CAST_LIMITS, TRENDING_PAGE_SIZE } from '@watchify/contract';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { TitleCard } from '../../../components/ui/title-card';
import { regionName } from '../../../lib/watch-region';
import { useWatchServices } from '../../../lib/watch-services';
import { trendingQueryOptions, useTrending } from '../api/get-trending';

/**
 * /movies 'Trending Movies' and /shows 'Trending TV Shows' (product §2): the first 16 trending titles of the day.
 * Their details list 6 cast members (product §9). A member with services can narrow the page to what is on them
 * (`?services=mine`, decision 047): then it ranks the most popular titles there.
 */
export function TrendingPage({ mediaType }: { mediaType: 'movie' | 'tv' }) {
  const { t, i18n } = useTranslation('trending');
  const { t: tCommon } = useTranslation('common');
  const { region, hasServices } = useWatchServices();
  const [params, setParams] = useSearchParams();
  const onMyServices = hasServices && params.get('services') === 'mine';
  const trending = useTrending(mediaType, onMyServices ? { region } : null);
  const where = regionName(region, i18n.language);
  // The grid renders in the background (interruptible), so the data's arrival does not block the main thread.
  const results = useDeferredValue(trending.data?.results);
  const texts = mediaType === 'movie' ? 'movies' : 'shows';
  const heading = t(`${texts}.title`);

  let body: ReactNode;
  if (trending.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger">
          {t(`${texts}.error`)}
        </p>
        <Button variant="secondary" onClick={() => void trending.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (results === undefined) {
    body = (
      // min-h-dvh: the footer stays below the fold until the results arrive, so it does not jump (layout shift).
      <div role="status" className="flex min-h-dvh items-start gap-3 py-10 text-muted">
        <Spinner className="size-6" />
        {t('loading')}
      </div>
    );
  } else if (results.length === 0) {
    body = (
      <p className="rounded-xl border border-border bg-surface p-6 text-muted">
        {onMyServices ? t('onMyServices.empty', { region: where }) : t('empty')}
      </p>
    );
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {results.slice(0, TRENDING_PAGE_SIZE).map((title) => (
          <li key={`${title.mediaType}-${title.id}`}>
            <TitleCard title={title} actionNames="named" castLimit={CAST_LIMITS.trending} headingLevel={2} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{`${heading} · Watchify`}</title>
      <Link to="/" className={buttonStyles('ghost', 'w-fit px-2')}>
        <ChevronLeftIcon />
        {tCommon('backToHome')}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="text-muted">{onMyServices ? t('onMyServices.intro', { region: where }) : t('intro')}</p>
      </div>
      {hasServices && (
        <label className="flex w-fit items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={onMyServices}
            onChange={(event) => setParams(event.target.checked ? { services: 'mine' } : {}, { replace: true })}
          />
          <span className="font-medium">{t('onMyServices.label')}</span>
        </label>
      )}
      {body}
    </div>
  );
}

/** /movies */
export function TrendingMoviesPage() {
  return <TrendingPage mediaType="movie" />;
}

/** /shows */
export function TrendingShowsPage() {
  return <TrendingPage mediaType="tv" />;
}

/** Starts the page's request before it renders (app/prefetch: a trending page opened directly). */
export function prefetchTrendingPage(client: QueryClient, mediaType: 'movie' | 'tv'): Promise<void> {
  return client.prefetchQuery(trendingQueryOptions(mediaType));
}
