import type { TitleCard as TitleCardData } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarIcon } from './icons';
import { Poster } from './poster';

/** Rating on TMDB's 0–10 scale with one decimal, or null when there is none. */
export function formatRating(voteAverage: number | null): string | null {
  return voteAverage === null ? null : voteAverage.toFixed(1);
}

/** A title's card: poster (or placeholder), title, year and rating; a link when `to` is given. */
export function TitleCard({ title, to }: { title: TitleCardData; to?: string }) {
  const { t } = useTranslation('common');
  const rating = formatRating(title.voteAverage);
  const body = (
    <>
      <Poster title={title.title} posterPath={title.posterPath} />
      <div className="flex flex-col gap-1 px-1 pt-2">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug">{title.title}</h3>
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
      </div>
    </>
  );
  const frame = 'group relative block rounded-xl p-1.5 transition-transform hover:-translate-y-1';
  return to ? (
    <Link to={to} className={frame}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}
