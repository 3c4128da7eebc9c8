import {
  DEFAULT_TRACKING_SETTINGS,
  type NextEpisode,
  type Play,
  type ShowProgress,
  type TrackingSettings,
  type WatchedKeys,
  type WatchlistAfterWatch,
} from '@watchify/contract';
import type { EpisodeInOrder } from '../catalog/catalog.queries.js';
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
    season: row.season_number,
    episode: row.episode_number,
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

const nextEpisode = (episode: EpisodeInOrder): NextEpisode => ({
  season: episode.seasonNumber,
  episode: episode.episodeNumber,
  name: episode.name,
  airDate: episode.airDate,
});

/** A show's progress and, when every aired episode is watched, the next episode still to air (if one is dated). */
export interface ComputedProgress extends ShowProgress {
  upcoming: NextEpisode | null;
}

/**
 * Where a user stands in a show: `episodes` are the show's episodes in viewing order (specials apart), `watched` the
 * (season, episode) pairs they watched. The next episode is the first aired one after the furthest watched, or the
 * first aired one skipped when they watched to the end; completed is every aired episode watched, so a new episode
 * airing makes the show 'watching' again.
 */
export function computeProgress(
  episodes: readonly EpisodeInOrder[],
  watched: readonly { season_number: number; episode_number: number }[],
  stopped: boolean,
): ComputedProgress {
  // Numbers, not strings, as keys: Up Next runs this over every episode of hundreds of shows.
  const seen = new Set(watched.map((w) => w.season_number * 1_000_000 + w.episode_number));
  const isSeen = (e: EpisodeInOrder) => seen.has(e.seasonNumber * 1_000_000 + e.episodeNumber);
  let airedCount = 0;
  let watchedCount = 0;
  let furthest = -1;
  episodes.forEach((episode, index) => {
    if (!episode.aired) return;
    airedCount++;
    if (isSeen(episode)) {
      watchedCount++;
      furthest = index;
    }
  });
  let next = episodes.find((e, index) => index > furthest && e.aired && !isSeen(e));
  next ??= episodes.find((e) => e.aired && !isSeen(e));
  const upcoming = next ? undefined : episodes.find((e) => !e.aired && e.airDate !== null);
  const state: ShowProgress['state'] = stopped
    ? 'stopped'
    : watchedCount === 0
      ? 'notStarted'
      : watchedCount === airedCount
        ? 'completed'
        : 'watching';
  const watchedEpisodes = watched
    .map((w): [number, number] => [w.season_number, w.episode_number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return {
    watched: watchedCount,
    aired: airedCount,
    total: episodes.length,
    state,
    next: next ? nextEpisode(next) : null,
    watchedEpisodes,
    upcoming: upcoming ? nextEpisode(upcoming) : null,
  };
}

/** The progress as the API answers it. */
export function presentProgress({ upcoming: _upcoming, ...progress }: ComputedProgress): ShowProgress {
  return progress;
}
