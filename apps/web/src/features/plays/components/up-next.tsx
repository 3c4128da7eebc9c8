import { useQueryClient } from '@tanstack/react-query';
import { episodeCode, episodeLabel, type UpNext } from '@watchify/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { EyeCheckIcon } from '../../../components/ui/icons';
import { Poster } from '../../../components/ui/poster';
import { Spinner } from '../../../components/ui/spinner';
import { titlePath } from '../../../lib/title-links';
import { useUpNext } from '../api/episodes';
import { logPlay } from '../api/log-play';
import { localDate, playDateFormats } from '../play-dates';
import { refreshAfterEpisodes } from './use-episode-actions';

/** How many shows the home page lists before "See all". */
const HOME_LIMIT = 4;

type WatchingEntry = UpNext['watching'][number];

/**
 * Up Next (issue 23 §3): each show the member is watching with its next aired episode and a one-click "Watched", the
 * most recently active first; then, under "Coming soon", the shows whose next episode has a date still to come.
 * On home (`variant="home"`) the first few, and nothing at all while there is nothing to watch next.
 */
export function UpNextSection({ variant }: { variant: 'home' | 'page' }) {
  const { t } = useTranslation('plays');
  const upNext = useUpNext();
  const headingId = useId();
  const Heading = variant === 'home' ? 'h2' : 'h1';
  const data = upNext.data;
  const empty = data !== undefined && data.watching.length === 0 && data.comingSoon.length === 0;
  if (variant === 'home' && (data === undefined || empty)) return null;
  const watching = variant === 'home' ? data?.watching.slice(0, HOME_LIMIT) : data?.watching;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Heading
            id={headingId}
            className={variant === 'home' ? 'text-xl font-bold sm:text-2xl' : 'text-3xl font-bold tracking-tight'}
          >
            {t('upNext.heading')}
          </Heading>
          {variant === 'page' && <p className="text-muted">{t('upNext.intro')}</p>}
        </div>
        {variant === 'home' && (
          <Link to="/progress" className="font-semibold text-accent-text hover:underline">
            {t('upNext.seeAll')}
          </Link>
        )}
      </div>
      {upNext.isPending && (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-5" />
          {t('upNext.loading')}
        </p>
      )}
      {upNext.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('upNext.error')}</p>
          <Button variant="secondary" onClick={() => void upNext.refetch()}>
            {t('upNext.retry')}
          </Button>
        </div>
      )}
      {empty && (
        <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4">
          <p className="font-semibold">{t('upNext.empty.title')}</p>
          <p className="text-muted">{t('upNext.empty.body')}</p>
        </div>
      )}
      {watching && watching.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {watching.map((entry) => (
            <UpNextItem key={entry.show.id} entry={entry} />
          ))}
        </ul>
      )}
      {variant === 'page' && data && data.comingSoon.length > 0 && <ComingSoon entries={data.comingSoon} />}
    </section>
  );
}

function UpNextItem({ entry }: { entry: WatchingEntry }) {
  const { t } = useTranslation('plays');
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { show, next } = entry;
  const label = episodeLabel(next);

  const markWatched = async () => {
    setSaving(true);
    try {
      await logPlay({
        mediaType: 'tv',
        id: show.id,
        season: next.season,
        episode: next.episode,
        watchedOn: localDate(new Date()),
        rewatch: false,
        requestId: crypto.randomUUID(),
      });
      toast.success(t('toasts.logged'), { id: 'play-logged' });
      await refreshAfterEpisodes(queryClient, show.id);
    } catch {
      toast.error(t('toasts.error'), { id: 'play-logged' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3" data-testid="up-next-item">
      <PosterLink show={show} className="w-14" />
      <div className="min-w-0 flex-1">
        <Link to={titlePath({ mediaType: 'tv', id: show.id })} className="block truncate font-semibold hover:underline">
          {show.title}
        </Link>
        <p className="truncate text-sm">{t('upNext.nextEpisode', { episode: label })}</p>
        <p className="text-xs text-muted">{t('upNext.progress', { watched: entry.watched, aired: entry.aired })}</p>
        <progress
          aria-hidden="true"
          max={Math.max(entry.aired, 1)}
          value={entry.watched}
          className="mt-1 h-1.5 w-full accent-accent"
        />
      </div>
      <Button
        variant="secondary"
        className="shrink-0"
        disabled={saving}
        aria-label={t('upNext.watchedNamed', { episode: episodeCode(next.season, next.episode), title: show.title })}
        onClick={() => void markWatched()}
      >
        <EyeCheckIcon />
        {t('upNext.watched')}
      </Button>
    </li>
  );
}

function ComingSoon({ entries }: { entries: UpNext['comingSoon'] }) {
  const { t, i18n } = useTranslation('plays');
  const headingId = useId();
  const formats = playDateFormats(i18n.language);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t('upNext.comingSoon')}
      </h2>
      <ul className="flex flex-col gap-2">
        {entries.map(({ show, next }) => (
          <li key={show.id} className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3">
            <PosterLink show={show} className="w-10" />
            <div className="min-w-0">
              <Link to={titlePath({ mediaType: 'tv', id: show.id })} className="block truncate font-semibold">
                {show.title}
              </Link>
              <p className="text-sm text-muted">
                {t('upNext.airsOn', {
                  episode: episodeLabel(next),
                  date: next.airDate ? formats.day(next.airDate) : '',
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A show's poster linking to it: a larger target for the title's own link, so hidden from the keyboard and readers. */
function PosterLink({ show, className }: { show: UpNext['comingSoon'][number]['show']; className: string }) {
  return (
    <Link
      to={titlePath({ mediaType: 'tv', id: show.id })}
      className={`${className} shrink-0`}
      aria-hidden="true"
      tabIndex={-1}
    >
      <Poster title={show.title} posterPath={show.posterPath} size="w200" />
    </Link>
  );
}
