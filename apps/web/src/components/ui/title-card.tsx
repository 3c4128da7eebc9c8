import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlays } from '../../lib/plays';
import { useTitleLinks } from '../../lib/title-links';
import { useWatchServices } from '../../lib/watch-services';
import { useWatchlist } from '../../lib/watchlist';
import { BookmarkCheckIcon, BookmarkPlusIcon, CalendarIcon, EyeCheckIcon, InfoIcon, PlayIcon, StarIcon } from './icons';
import { Poster } from './poster';

/** Rating on TMDB's 0–10 scale with one decimal, or null when there is none. */
export function formatRating(voteAverage: number | null): string | null {
  return voteAverage === null ? null : voteAverage.toFixed(1);
}

/** What a card shows of a title (a TitleCard or a TitleSummary of the contract). */
export interface TitleCardData {
  id: number;
  mediaType: 'movie' | 'tv';
  title: string;
  year: number | null;
  posterPath: string | null;
  voteAverage: number | null;
}

interface TitleCardProps {
  title: TitleCardData;
  /**
   * How the card's buttons are named: 'short' ('More info', 'Add to watchlist', 'Mark as watched', described by the
   * title; the home rows) or 'named' ('More info about Dune', 'Add Dune to watchlist', 'Mark Dune as watched'; the
   * grids).
   */
  actionNames?: 'short' | 'named';
  /** Cast members the detail lists when opened from this card (product §9). */
  castLimit?: number;
  headingLevel?: 2 | 3;
  /** Marks a title the member has watched (person and collection pages, where that is the point of the list). */
  showWatched?: boolean;
  /** A line under the year (a person's role in the title). */
  note?: string;
}

const roundButton =
  'relative z-10 inline-grid size-10 place-items-center rounded-full bg-black/65 text-lg text-white shadow ' +
  'backdrop-blur transition-colors hover:bg-accent';

/**
 * A title's card: poster (or placeholder), title, year and rating, a watchlist toggle, 'Mark as watched' (today, one
 * click), 'Log with details…' (the play form) and a 'More info' button.
 * A click anywhere on the card opens the detail over the page (the URL becomes `/title/:type/:id`); for keyboard
 * and screen-reader users the 'More info' button does the same, so the card-wide link stays out of their way.
 */
export function TitleCard({
  title,
  actionNames = 'short',
  castLimit,
  headingLevel = 3,
  showWatched = false,
  note,
}: TitleCardProps) {
  const { t } = useTranslation('common');
  const { link, open } = useTitleLinks({ castLimit });
  const watchlist = useWatchlist();
  const plays = usePlays();
  const watchServices = useWatchServices();
  const headingId = useId();
  const moreInfoRef = useRef<HTMLButtonElement>(null);
  const rating = formatRating(title.voteAverage);
  const target = { id: title.id, mediaType: title.mediaType, title: title.title, posterPath: title.posterPath };
  const saved = watchlist.has(target);
  const onMyServices = watchServices.onMyServices(target);
  const progress = plays.showProgress(target);
  const watched = showWatched && plays.watched(target);
  const named = actionNames === 'named';
  const watchlistName = saved
    ? t(named ? 'titleCard.removeNamed' : 'titleCard.remove', { title: title.title })
    : t(named ? 'titleCard.addNamed' : 'titleCard.add', { title: title.title });
  const Heading = `h${headingLevel}` as const;
  const describedBy = named ? undefined : headingId;

  return (
    <article className="group relative flex h-full flex-col rounded-xl p-1.5 transition-transform hover:-translate-y-1">
      <div className="relative">
        <Poster title={title.title} posterPath={title.posterPath} />
        <div className="absolute top-2 right-2 z-10 flex flex-col gap-1.5">
          <button
            type="button"
            className={roundButton}
            aria-label={watchlistName}
            aria-describedby={describedBy}
            onClick={() => void watchlist.toggle(target)}
          >
            {saved ? <BookmarkCheckIcon /> : <BookmarkPlusIcon />}
          </button>
          <button
            type="button"
            className={roundButton}
            aria-label={t(named ? 'titleCard.markWatchedNamed' : 'titleCard.markWatched', { title: title.title })}
            aria-describedby={describedBy}
            onClick={() => void plays.markWatched(target)}
          >
            <EyeCheckIcon />
          </button>
          <button
            type="button"
            className={roundButton}
            aria-label={t(named ? 'titleCard.logPlayNamed' : 'titleCard.logPlay', { title: title.title })}
            aria-describedby={describedBy}
            aria-haspopup="dialog"
            onClick={() => plays.openLogForm(target)}
          >
            <CalendarIcon />
          </button>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 px-1 pt-2">
        <Heading id={headingId} className="line-clamp-2 text-sm font-semibold leading-snug">
          {title.title}
        </Heading>
        <p className="flex items-center gap-3 text-xs text-muted">
          {title.year !== null && <span>{title.year}</span>}
          {rating !== null && (
            <span className="inline-flex items-center gap-1">
              <StarIcon className="text-star" />
              <span aria-hidden="true">{rating}</span>
              <span className="sr-only">{t('rating', { value: rating })}</span>
            </span>
          )}
        </p>
        {note && <p className="line-clamp-2 text-xs text-muted">{note}</p>}
        {onMyServices && (
          <p className="flex items-center gap-1 text-xs font-semibold text-accent-text">
            <PlayIcon aria-hidden="true" />
            {t('titleCard.onMyServices')}
          </p>
        )}
        {watched && (
          <p className="flex items-center gap-1 text-xs font-semibold text-accent-text">
            <EyeCheckIcon aria-hidden="true" />
            {t('titleCard.watched')}
          </p>
        )}
        {progress && progress.aired > 0 && (
          <div className="flex items-center gap-2 text-xs text-muted" data-testid="title-card-progress">
            <progress
              aria-hidden="true"
              max={progress.aired}
              value={Math.min(progress.watched, progress.aired)}
              className="h-1.5 min-w-0 flex-1 accent-accent"
            />
            <span aria-hidden="true">
              {progress.watched}/{progress.aired}
            </span>
            <span className="sr-only">
              {t('titleCard.episodesWatched', { watched: progress.watched, aired: progress.aired })}
            </span>
          </div>
        )}
        <button
          ref={moreInfoRef}
          type="button"
          aria-label={named ? t('titleCard.moreInfoNamed', { title: title.title }) : undefined}
          aria-describedby={describedBy}
          onClick={() => open(title)}
          className="relative z-10 mt-auto inline-flex min-h-9 w-fit items-center gap-1.5 rounded-md px-1 text-xs font-semibold text-accent-text hover:underline"
        >
          <InfoIcon />
          {t('titleCard.moreInfo')}
        </button>
      </div>
      {/* The whole card opens the detail for pointer users; hidden from the keyboard and screen readers. */}
      <Link
        {...link(title)}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="title-card-link"
        onClick={() => moreInfoRef.current?.focus({ preventScroll: true })}
        className="absolute inset-0 rounded-xl"
      />
    </article>
  );
}
