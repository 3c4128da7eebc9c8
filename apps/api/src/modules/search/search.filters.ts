import { genreBit, genreBitsOf } from '../../lib/genre-bits.js';
import type { MediaType, NumberRange, TitleFilters } from './search.repository.js';

/**
 * What a title's columns must hold to pass a search's filters (product §5): the one statement of the filter rules,
 * which the database's condition (`filterCondition`) and the filter table (`FilterTable`) both check. A title with an
 * unknown (null) value of a filtered column never passes.
 */
export interface FilterBounds {
  mediaType?: MediaType;
  /** Inclusive; an open side is ±Infinity. */
  year?: NumberRange;
  runtime?: NumberRange;
  /**
   * `vote_average` from `min` (included) to `max` (excluded), of rated titles only: an unrated title (no votes)
   * carries a 0 average, which is "unknown", not "rated 0".
   */
  average?: NumberRange;
  /** The genre bits a title must all have, by its own type; null: no title of that type passes. */
  genreMasks?: Record<MediaType, number | null>;
}

/**
 * The bounds of `vote_average` for a rating filter: `min` included, `max` excluded. Ratings compare as people see
 * them, rounded to one decimal (a 7.96 shows as 8.0 and passes "at least 8").
 */
export function averageBounds({ min, max }: NumberRange): NumberRange {
  return {
    min: Number.isFinite(min) ? (Math.round(min * 10) - 0.5) / 10 : min,
    max: Number.isFinite(max) ? (Math.round(max * 10) + 0.5) / 10 : max,
  };
}

/**
 * The genre bits every chosen genre needs, named by each type's own ids (`movie` ids for movies, `tv` ids for shows).
 * A genre without a bit matches no title of that type (as a TV genre the movie list lacks matches no show).
 */
function genreMasksOf(
  mediaType: MediaType | undefined,
  genres: NonNullable<TitleFilters['genres']>,
): Record<MediaType, number | null> {
  const maskOf = (ids: readonly number[]) => (ids.every((id) => genreBit(id) !== undefined) ? genreBitsOf(ids) : null);
  return {
    movie: mediaType === 'tv' ? null : maskOf(genres.movie),
    tv: mediaType === 'movie' ? null : maskOf(genres.tv),
  };
}

/** The bounds a query's applied filters set (the cast filter's and the services' titles are checked by key). */
export function filterBoundsOf(query: TitleFilters): FilterBounds {
  const bounds: FilterBounds = {};
  if (query.mediaType) bounds.mediaType = query.mediaType;
  if (query.year) bounds.year = query.year;
  if (query.runtime) bounds.runtime = query.runtime;
  if (query.rating) bounds.average = averageBounds(query.rating);
  if (query.genres) bounds.genreMasks = genreMasksOf(query.mediaType, query.genres);
  return bounds;
}
