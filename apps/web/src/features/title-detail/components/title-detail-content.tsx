import type { TitleDetail } from '@watchify/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Backdrop } from '../../../components/ui/backdrop';
import { Button } from '../../../components/ui/button';
import {
  BookmarkCheckIcon,
  BookmarkPlusIcon,
  CalendarIcon,
  EyeCheckIcon,
  StarIcon,
} from '../../../components/ui/icons';
import { Poster } from '../../../components/ui/poster';
import { formatRating } from '../../../components/ui/title-card';
import { useReducedMotion } from '../../../lib/accessibility-mode';
import { usePlays } from '../../../lib/plays';
import { useWatchlist } from '../../../lib/watchlist';
import { pickTrailerKey, trailerEmbedUrl } from '../trailer';
import { WhereToWatch } from './where-to-watch';

/**
 * What other features show inside a title's detail, filled in by app/ (when I watched it, the average user rating
 * and the comments). Each gets the loaded detail; `comments` also gets the level of the detail's section headings.
 */
export interface TitleDetailSlots {
  /** Under the watchlist and watched buttons: when I watched the title. */
  watched?: (detail: TitleDetail) => ReactNode;
  /** Beside the watchlist and watched buttons: adding the title to one of my lists. */
  lists?: (detail: TitleDetail) => ReactNode;
  /** Under the watchlist button. */
  rating?: (detail: TitleDetail) => ReactNode;
  /** After the cast: the collection a movie belongs to, with its other parts. */
  collection?: (detail: TitleDetail, headingLevel: 'h2' | 'h3') => ReactNode;
  /** After the cast: a show's seasons and episodes. */
  episodes?: (detail: TitleDetail, headingLevel: 'h2' | 'h3') => ReactNode;
  /** After the episodes. */
  comments?: (detail: TitleDetail, headingLevel: 'h2' | 'h3') => ReactNode;
}

export interface TitleDetailContentProps {
  detail: TitleDetail;
  /** 'modal': the title is an h2 (the dialog's name); 'page': an h1. */
  variant: 'modal' | 'page';
  headingId: string;
  /** Cast members to list (product §9: 8 in the modal and on search, 6 from the trending pages). */
  castLimit: number;
  slots?: TitleDetailSlots;
  /** Buttons beside the title (the modal's Close). */
  actions?: ReactNode;
}

/** A person's page (cast and crew names link there). */
const personPath = (id: number) => `/person/${id}`;

/** The year from the `year` field or the first four characters of the release date. */
function yearOf(detail: TitleDetail): string | null {
  if (detail.year !== null) return String(detail.year);
  return detail.releaseDate?.slice(0, 4) || null;
}

/**
 * The detail of a title (product §2, §3 Content detail): trailer (or backdrop), title, year, rating, runtime, genres,
 * summary and cast, with the slots app/ fills (the average user rating and the comments).
 */
export function TitleDetailContent({
  detail,
  variant,
  headingId,
  castLimit,
  slots = {},
  actions,
}: TitleDetailContentProps) {
  const { t } = useTranslation('title');
  const { t: tCommon } = useTranslation('common');
  const reducedMotion = useReducedMotion();
  const trailerKey = pickTrailerKey(detail);
  const rating = formatRating(detail.voteAverage);
  const year = yearOf(detail);
  const cast = detail.cast.slice(0, castLimit);
  const Title = variant === 'modal' ? 'h2' : 'h1';
  const Section = variant === 'modal' ? 'h3' : 'h2';
  const people = detail.directors.map((person, index) => (
    <span key={person.id}>
      {index > 0 && ', '}
      <Link to={personPath(person.id)} className="font-medium text-accent-text hover:underline">
        {person.name}
      </Link>
    </span>
  ));
  // The same toggle as every card (features/watchlist's provider): toasts, sign-in prompt for visitors, optimistic state.
  const watchlist = useWatchlist();
  const saved = watchlist.has(detail);
  // Mark as watched and the play form, as on every card (features/plays' provider).
  const plays = usePlays();
  const playTarget = { id: detail.id, mediaType: detail.mediaType, title: detail.title };

  return (
    <article className="flex flex-col">
      <div className="relative aspect-video w-full overflow-hidden bg-black sm:rounded-t-2xl">
        {trailerKey ? (
          <iframe
            src={trailerEmbedUrl(trailerKey, !reducedMotion)}
            title={t('trailer', { title: detail.title })}
            // Fullscreen through `allow` only: with allowfullscreen too, Chromium warns on every detail view.
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <Backdrop title={detail.title} backdropPath={detail.backdropPath} size="w1280" className="absolute inset-0" />
        )}
      </div>

      <div className="flex flex-col gap-6 p-5 sm:p-8">
        <div className="grid gap-6 sm:grid-cols-[10rem_1fr] md:grid-cols-[12rem_1fr]">
          <div className="hidden sm:block">
            <Poster title={detail.title} posterPath={detail.posterPath} />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex items-start justify-between gap-4">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="text-xs font-bold tracking-wide text-accent-text uppercase">
                  {t(`mediaTypes.${detail.mediaType}`)}
                </p>
                <Title id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
                  {detail.title}
                </Title>
                {detail.tagline && <p className="text-muted italic">{detail.tagline}</p>}
              </div>
              {actions}
            </div>

            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-muted">{t('year')}</dt>
                <dd className="font-semibold">{year ?? t('notAvailable')}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('rating')}</dt>
                <dd className="flex items-center gap-1 font-semibold">
                  {rating === null ? (
                    t('notAvailable')
                  ) : (
                    <>
                      <StarIcon className="text-star" />
                      {t('ratingValue', { value: rating })}
                    </>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t('runtime')}</dt>
                <dd className="font-semibold">
                  {detail.runtime ? t('runtimeValue', { minutes: detail.runtime }) : t('runtimeUnknown')}
                  {detail.numberOfSeasons ? (
                    <span className="block font-normal text-muted">
                      {t('seasons', { count: detail.numberOfSeasons })}
                    </span>
                  ) : null}
                </dd>
              </div>
              <div className="col-span-2 sm:col-span-1">
                <dt className="text-muted">{t('genres')}</dt>
                <dd className="font-semibold">
                  {detail.genres.length > 0 ? detail.genres.map((genre) => genre.name).join(', ') : t('noGenres')}
                </dd>
              </div>
            </dl>

            <div className="flex flex-wrap gap-2">
              <Button
                variant={saved ? 'secondary' : 'primary'}
                onClick={() =>
                  void watchlist.toggle({
                    id: detail.id,
                    mediaType: detail.mediaType,
                    title: detail.title,
                    posterPath: detail.posterPath,
                  })
                }
              >
                {saved ? <BookmarkCheckIcon /> : <BookmarkPlusIcon />}
                {saved ? tCommon('titleCard.remove') : tCommon('titleCard.add')}
              </Button>
              <Button variant="secondary" onClick={() => void plays.markWatched(playTarget)}>
                <EyeCheckIcon />
                {tCommon('titleCard.markWatched')}
              </Button>
              <Button variant="secondary" aria-haspopup="dialog" onClick={() => plays.openLogForm(playTarget)}>
                <CalendarIcon />
                {tCommon('titleCard.logPlay')}
              </Button>
              {slots.lists?.(detail)}
            </div>

            {slots.watched?.(detail)}
            {slots.rating?.(detail)}

            <section className="flex flex-col gap-2">
              <Section className="text-lg font-bold">{t('summary')}</Section>
              <p className="leading-relaxed text-fg/90">{detail.overview || t('noSummary')}</p>
              {people.length > 0 && (
                <p className="text-sm text-muted">
                  {detail.mediaType === 'movie' ? t('directedByLabel') : t('createdByLabel')} {people}
                </p>
              )}
            </section>

            <WhereToWatch detail={detail} Heading={Section} />
          </div>
        </div>

        <section className="flex flex-col gap-3">
          <Section className="text-lg font-bold">{t('cast')}</Section>
          {cast.length === 0 ? (
            <p className="text-muted">{t('noCast')}</p>
          ) : (
            <ul aria-label={t('cast')} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-4">
              {cast.map((member) => (
                <li
                  key={member.id}
                  className="flex items-center gap-3 rounded-xl border border-border bg-surface p-2.5"
                >
                  <Avatar name={member.name} profilePath={member.profilePath} className="size-12" />
                  <div className="min-w-0">
                    <Link
                      to={personPath(member.id)}
                      className="block truncate text-sm font-semibold hover:text-accent-text hover:underline"
                    >
                      {member.name}
                    </Link>
                    {member.character && (
                      <p className="truncate text-xs text-muted">{t('asCharacter', { character: member.character })}</p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        {slots.collection?.(detail, Section)}
        {slots.episodes?.(detail, Section)}
        {slots.comments?.(detail, Section)}
      </div>
    </article>
  );
}
