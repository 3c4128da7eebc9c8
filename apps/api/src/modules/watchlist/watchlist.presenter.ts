import type {
  WatchlistChange,
  WatchlistItem,
  WatchlistKeys,
  WatchlistOrder,
  WatchlistPage,
  WatchlistSort,
} from '@watchify/contract';
import type { TitleKey } from './watchlist.repository.js';

/** The columns `presentItem` reads. */
export interface WatchlistItemRow {
  media_type: string;
  title_id: number;
  title: string;
  poster_path: string | null;
  year: number | null;
  added_at: string;
}

export function presentItem(row: WatchlistItemRow): WatchlistItem {
  return {
    mediaType: row.media_type as WatchlistItem['mediaType'],
    id: row.title_id,
    title: row.title,
    posterPath: row.poster_path,
    year: row.year,
    addedAt: row.added_at,
  };
}

export function presentPage(
  rows: WatchlistItemRow[],
  meta: { sort: WatchlistSort; order: WatchlistOrder; page: number; pageSize: number; totalItems: number },
): WatchlistPage {
  return { items: rows.map(presentItem), ...meta, totalPages: Math.ceil(meta.totalItems / meta.pageSize) };
}

/** Whether the title is on the watchlist after a change, with its entry when it is. */
export function presentChange(key: TitleKey, row: WatchlistItemRow | null): WatchlistChange {
  return { mediaType: key.mediaType, id: key.id, inWatchlist: row !== null, item: row ? presentItem(row) : null };
}

export function presentKeys(rows: { media_type: string; title_id: number }[]): WatchlistKeys {
  const keys: WatchlistKeys = { movie: [], tv: [] };
  for (const row of rows) (row.media_type === 'tv' ? keys.tv : keys.movie).push(row.title_id);
  return keys;
}
