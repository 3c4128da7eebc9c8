/** Watch tracking rules (issue 23): what a play is, its limits, error codes and their English messages. */

/** Plays per page of the diary, newest first. */
export const DIARY_PAGE_SIZE = { default: 50, max: 200 } as const;

/** What the diary can be narrowed to: plays of movies, or of shows (a whole show or, later, its episodes). */
export const PLAY_KINDS = ['movie', 'tv'] as const;
export type PlayKind = (typeof PLAY_KINDS)[number];

/** The earliest year a play can be dated in (before any film we could hold). */
export const PLAY_YEAR_MIN = 1870;

/**
 * Why a play cannot be stored, in the order they are checked. The API answers with the same code, so the form and
 * the server show the same message.
 */
export const PLAY_INPUT_ERRORS = ['dateInvalid', 'dateInFuture'] as const;
export type PlayInputError = (typeof PLAY_INPUT_ERRORS)[number];

/** Failures of the play endpoints beyond the input rules; each has a message in both locales. */
export const PLAY_ERRORS = [
  'dateBeforeRelease',
  'playNotFound',
  'seasonOfMovie',
  'episodeNotFound',
  'episodeNotAired',
  'showNotFound',
] as const;
export type PlayError = (typeof PLAY_ERRORS)[number];

/** The English message of every play error (the API sends these; the web app has them in en and tr). */
export const PLAY_MESSAGES: Record<PlayInputError | PlayError, string> = {
  dateInvalid: 'Choose a real date, or say you do not remember.',
  dateInFuture: 'A play cannot be in the future.',
  dateBeforeRelease: 'This date is before the title came out.',
  playNotFound: 'This play is not in your diary.',
  seasonOfMovie: 'Movies have no seasons or episodes.',
  episodeNotFound: 'This show has no such episode.',
  episodeNotAired: 'This episode has not aired yet.',
  showNotFound: 'This show is not in the catalog.',
};

/** Where a show stands for a user: not started, watching, completed (every aired episode watched) or stopped. */
export const SHOW_STATES = ['notStarted', 'watching', 'completed', 'stopped'] as const;
export type ShowState = (typeof SHOW_STATES)[number];

/** What logging a play of a title on the watchlist does with it (a setting of each user; 'ask' until they choose). */
export const WATCHLIST_AFTER_WATCH = ['ask', 'always', 'never'] as const;
export type WatchlistAfterWatch = (typeof WATCHLIST_AFTER_WATCH)[number];

/** A new user's tracking settings. */
export const DEFAULT_TRACKING_SETTINGS = {
  watchlistAfterWatch: 'ask',
  /** Whether titles already watched still show in the Top rows and the recommendations. */
  showWatched: false,
} as const satisfies { watchlistAfterWatch: WatchlistAfterWatch; showWatched: boolean };

/** An episode as trackers write it: S02E05 (the web, the diary and the assistant say it the same way). */
export function episodeCode(season: number, episode: number): string {
  return `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
}

/** "S02E05 · Breakage", or "S02E05" when the episode has no name (never a made-up one). */
export function episodeLabel(episode: { season: number; episode: number; name: string | null }): string {
  const code = episodeCode(episode.season, episode.episode);
  return episode.name ? `${code} · ${episode.name}` : code;
}
