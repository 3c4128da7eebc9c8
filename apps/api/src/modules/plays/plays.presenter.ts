import {
  DEFAULT_TRACKING_SETTINGS,
  type Play,
  type TrackingSettings,
  type WatchedKeys,
  type WatchlistAfterWatch,
} from '@watchify/contract';
import type { PlayRow, TrackingSettingsRow } from './plays.repository.js';

export function presentPlay(row: PlayRow): Play {
  return {
    id: row.id,
    mediaType: row.media_type as Play['mediaType'],
    titleId: row.title_id,
    title: row.title,
    posterPath: row.poster_path,
    year: row.year,
    watchedOn: row.watched_on,
    rewatch: row.rewatch === 1,
    loggedAt: row.created_at,
  };
}

export function presentWatchedKeys(rows: { media_type: string; title_id: number }[]): WatchedKeys {
  const keys: WatchedKeys = { movie: [], tv: [] };
  for (const row of rows) keys[row.media_type as keyof WatchedKeys]?.push(row.title_id);
  return keys;
}

/** A user's settings; the defaults for someone who never changed them. */
export function presentSettings(row: TrackingSettingsRow | undefined): TrackingSettings {
  if (!row) return { ...DEFAULT_TRACKING_SETTINGS };
  return {
    watchlistAfterWatch: row.watchlist_after_watch as WatchlistAfterWatch,
    showWatched: row.show_watched === 1,
  };
}
