import { type Episode, episodeCode, type Season, type ShowProgress } from '@watchify/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { imageUrl } from '../../../lib/images';
import { useSeason, useSeasons, useShowProgress } from '../api/episodes';
import { playDateFormats } from '../play-dates';
import { ShowProgressSummary } from './show-progress-summary';
import { type EpisodeActions, useEpisodeActions } from './use-episode-actions';

interface ShowEpisodesProps {
  show: { id: number; title: string };
  signedIn: boolean;
  /** The level of the detail's section headings. */
  headingLevel: 'h2' | 'h3';
}

/**
 * A show's seasons in its detail view (issue 23 §2): each opens onto its episodes, and a member checks the ones they
 * watched, a whole season, or everything up to an episode, and sees their progress. Nothing for a show tracked as a
 * whole (no seasons known).
 */
export function ShowEpisodes({ show, signedIn, headingLevel: Heading }: ShowEpisodesProps) {
  const { t } = useTranslation('plays');
  const seasons = useSeasons(show.id);
  const progress = useShowProgress(show.id, { enabled: signedIn });
  const actions = useEpisodeActions(show);
  const headingId = useId();
  const list = seasons.data?.seasons ?? [];
  // A member's seasons wait for their progress: the season of the next episode starts open.
  if (list.length === 0 || (signedIn && progress.isPending)) return null;
  const watchedProgress = signedIn ? progress.data : undefined;
  const openFirst = watchedProgress?.next?.season ?? null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className="text-lg font-bold">
        {t('episodes.heading')}
      </Heading>
      {watchedProgress && <ShowProgressSummary progress={watchedProgress} actions={actions} />}
      <ul className="flex flex-col gap-2">
        {list.map((season) => (
          <SeasonItem
            key={season.seasonNumber}
            showId={show.id}
            season={season}
            progress={watchedProgress}
            actions={signedIn ? actions : null}
            initiallyOpen={season.seasonNumber === openFirst}
          />
        ))}
      </ul>
    </section>
  );
}

/** The episodes of a season the member watched, as episode numbers. */
function watchedIn(progress: ShowProgress | undefined, seasonNumber: number): Set<number> {
  return new Set(
    (progress?.watchedEpisodes ?? []).filter(([season]) => season === seasonNumber).map(([, episode]) => episode),
  );
}

function SeasonItem({
  showId,
  season,
  progress,
  actions,
  initiallyOpen,
}: {
  showId: number;
  season: Season;
  progress: ShowProgress | undefined;
  actions: EpisodeActions | null;
  initiallyOpen: boolean;
}) {
  const { t } = useTranslation('plays');
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const name = season.name ?? t('episodes.season', { number: season.seasonNumber });
  const watched = watchedIn(progress, season.seasonNumber);
  return (
    <li className="rounded-xl border border-border bg-surface">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-surface-2"
      >
        <ChevronRightIcon className={`shrink-0 transition-transform ${open ? 'rotate-90' : ''}`} />
        <span className="font-semibold">{name}</span>{' '}
        <span className="ml-auto text-sm text-muted">
          {season.episodeCount === null
            ? null
            : progress
              ? t('episodes.seasonWatched', { watched: watched.size, count: season.episodeCount })
              : t('episodes.episodeCount', { count: season.episodeCount })}
        </span>
      </button>
      {open && (
        <div id={panelId} className="border-t border-border px-3 py-3">
          <SeasonEpisodes showId={showId} season={season} watched={watched} actions={actions} seasonName={name} />
        </div>
      )}
    </li>
  );
}

function SeasonEpisodes({
  showId,
  season,
  watched,
  actions,
  seasonName,
}: {
  showId: number;
  season: Season;
  watched: Set<number>;
  actions: EpisodeActions | null;
  seasonName: string;
}) {
  const { t, i18n } = useTranslation('plays');
  const loaded = useSeason(showId, season.seasonNumber, { enabled: true });
  if (loaded.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-5" />
        {t('episodes.loading')}
      </p>
    );
  }
  if (loaded.isError) return <p className="text-sm text-muted">{t('episodes.error')}</p>;
  const episodes = loaded.data.episodes;
  const formats = playDateFormats(i18n.language);
  const airedUnwatched = episodes.some((episode) => episode.aired && !watched.has(episode.episodeNumber));
  const seasonNumber = season.seasonNumber;

  return (
    <div className="flex flex-col gap-3">
      {actions && (
        <div className="flex flex-wrap gap-2">
          {airedUnwatched && (
            <Button
              variant="secondary"
              disabled={actions.busy}
              onClick={() => void actions.markSeason(seasonNumber)}
              aria-label={t('episodes.markSeasonNamed', { season: seasonName })}
            >
              {t('episodes.markSeason')}
            </Button>
          )}
          {watched.size > 0 && (
            <Button
              variant="ghost"
              disabled={actions.busy}
              onClick={() => void actions.unmarkSeason(seasonNumber)}
              aria-label={t('episodes.unmarkSeasonNamed', { season: seasonName })}
            >
              {t('episodes.unmarkSeason')}
            </Button>
          )}
        </div>
      )}
      <ol className="flex flex-col divide-y divide-border">
        {episodes.map((episode) => (
          <EpisodeRow
            key={episode.episodeNumber}
            episode={episode}
            watched={watched.has(episode.episodeNumber)}
            actions={actions}
            airDate={episode.airDate ? formats.day(episode.airDate) : null}
          />
        ))}
      </ol>
    </div>
  );
}

function EpisodeRow({
  episode,
  watched,
  actions,
  airDate,
}: {
  episode: Episode;
  watched: boolean;
  actions: EpisodeActions | null;
  airDate: string | null;
}) {
  const { t } = useTranslation('plays');
  const checkboxId = useId();
  const code = episodeCode(episode.seasonNumber, episode.episodeNumber);
  // Never a made-up name: a numbered episode is "Episode 3".
  const name = episode.name ?? t('episodes.numbered', { number: episode.episodeNumber });
  const details = [
    airDate && (episode.aired ? airDate : t('episodes.airsOn', { date: airDate })),
    !airDate && !episode.aired ? t('episodes.notAired') : null,
    episode.runtime ? t('episodes.runtime', { minutes: episode.runtime }) : null,
  ].filter(Boolean);
  const label = `${code} · ${name}`;

  return (
    <li className="flex items-center gap-3 py-2">
      {episode.stillPath && (
        <img
          src={imageUrl('w200', episode.stillPath)}
          alt=""
          loading="lazy"
          decoding="async"
          className="hidden aspect-video w-28 shrink-0 rounded-md object-cover sm:block"
        />
      )}
      {actions && (
        <input
          id={checkboxId}
          type="checkbox"
          className="size-5 shrink-0 accent-accent"
          checked={watched}
          disabled={!episode.aired || actions.busy}
          onChange={(event) =>
            void (event.target.checked
              ? actions.markEpisode(episode.seasonNumber, episode.episodeNumber)
              : actions.unmarkEpisode(episode.seasonNumber, episode.episodeNumber))
          }
        />
      )}
      <div className="min-w-0 flex-1">
        {actions ? (
          <label htmlFor={checkboxId} className="block truncate font-medium">
            {label}
          </label>
        ) : (
          <p className="truncate font-medium">{label}</p>
        )}
        {details.length > 0 && <p className="text-sm text-muted">{details.join(' · ')}</p>}
      </div>
      {actions && episode.aired && (
        <Button
          variant="ghost"
          className="shrink-0 px-2 text-xs"
          disabled={actions.busy}
          aria-label={t(watched ? 'episodes.unmarkUpToNamed' : 'episodes.markUpToNamed', { episode: code })}
          onClick={() =>
            void (watched
              ? actions.unmarkUpTo(episode.seasonNumber, episode.episodeNumber)
              : actions.markUpTo(episode.seasonNumber, episode.episodeNumber))
          }
        >
          {t(watched ? 'episodes.unmarkUpTo' : 'episodes.markUpTo')}
        </Button>
      )}
    </li>
  );
}
