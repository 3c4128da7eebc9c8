import { foldForSearch } from '@watchify/contract';
import type { ExportedList, ExportedPlay, ExportedRating, ExportedWatchlistItem } from '../export-format.js';
import { type CsvValue, csvRow } from './csv-writer.js';

/**
 * Letterboxd's import format (letterboxd.com/about/importing-data): a header row naming the columns it reads, a film
 * matched by `tmdbID` first, then `imdbID`, then `Title` and `Year`. `Rating` is 0.5–5 in half stars, `WatchedDate`
 * is YYYY-MM-DD, `Rewatch` is true or false. Films only: Letterboxd keeps no TV.
 */
export const LETTERBOXD_HEADERS = {
  diary: ['Title', 'Year', 'tmdbID', 'imdbID', 'WatchedDate', 'Rating', 'Rewatch', 'Review'],
  ratings: ['Title', 'Year', 'tmdbID', 'imdbID', 'Rating'],
  watchlist: ['Title', 'Year', 'tmdbID', 'imdbID'],
  /** A list's file: Letterboxd's list export names an entry's note `Description`. */
  list: ['Position', 'Title', 'Year', 'tmdbID', 'imdbID', 'Description'],
} as const;

export const letterboxdHeader = (kind: keyof typeof LETTERBOXD_HEADERS): string => csvRow(LETTERBOXD_HEADERS[kind]);

const filmColumns = (title: { title: string; year: number | null; id: number; imdbId: string | null }): CsvValue[] => [
  title.title,
  title.year,
  title.id,
  title.imdbId,
];

/**
 * A rating in Letterboxd's half stars: the value an import brought when it had one (9 of 10 is 4.5, which our whole
 * stars would round away), else our stars.
 */
export function letterboxdRating(rating: Pick<ExportedRating, 'rating' | 'sourceRating'>): number {
  const source = rating.sourceRating;
  if (!source) return rating.rating;
  const stars = source.scale === 10 ? source.value / 2 : source.value;
  // Letterboxd takes half stars from 0.5 to 5.
  return Math.min(5, Math.max(0.5, Math.round(stars * 2) / 2));
}

/** A diary row of one movie play (the caller skips shows and episodes), with the film's rating when there is one. */
export function diaryRow(play: ExportedPlay, rating: number | null): string {
  return csvRow([...filmColumns(play), play.watchedOn, rating, play.rewatch, play.note]);
}

export function ratingRow(rating: ExportedRating): string {
  return csvRow([...filmColumns(rating), letterboxdRating(rating)]);
}

export function watchlistRow(item: ExportedWatchlistItem): string {
  return csvRow(filmColumns(item));
}

/** The list's movie entries, numbered 1… in the list's order (Letterboxd's positions, not our gapped ones). */
export function listRows(list: ExportedList): string {
  return list.items
    .filter((item) => item.mediaType === 'movie')
    .map((item, index) => csvRow([index + 1, ...filmColumns(item), item.note]))
    .join('');
}

/** A file name for a list: its name folded to ASCII words joined by '-', made unique among those already taken. */
export function listSlug(name: string, taken: Set<string>): string {
  const base =
    foldForSearch(name)
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'list';
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
