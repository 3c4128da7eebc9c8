/**
 * Watchify's own export (GET /api/export), version 1: one ZIP with `watchify/*.json` (what we hold, complete) and
 * `letterboxd/*.csv` (what Letterboxd's importer reads). Importing the ZIP as source `watchify` restores an account;
 * the importer reads only the JSON files named here, and `watchify/manifest.json` is how it knows the ZIP is ours.
 */
export const EXPORT_FORMAT = 'watchify-export';
export const EXPORT_VERSION = 1;

export const EXPORT_FILES = {
  manifest: 'watchify/manifest.json',
  profile: 'watchify/profile.json',
  history: 'watchify/history.json',
  ratings: 'watchify/ratings.json',
  watchlist: 'watchify/watchlist.json',
  likes: 'watchify/likes.json',
  lists: 'watchify/lists.json',
  friends: 'watchify/friends.json',
  messages: 'watchify/messages.json',
  letterboxdDiary: 'letterboxd/diary.csv',
  letterboxdRatings: 'letterboxd/ratings.csv',
  letterboxdWatchlist: 'letterboxd/watchlist.csv',
  /** One CSV per list, in Letterboxd's list layout: `letterboxd/lists/<slug>.csv`. */
  letterboxdListsFolder: 'letterboxd/lists/',
} as const;

/** How every exported item names its title: our ids plus what another service matches on. */
export interface ExportedTitle {
  mediaType: 'movie' | 'tv';
  id: number;
  imdbId: string | null;
  title: string;
  year: number | null;
}

export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  nickname: string;
}

/**
 * profile.json: what the member told us about themselves (no password, no tokens). Added with the export itself:
 * the format named the file but not its shape; the importer does not read it back (a profile is the account's own).
 */
export interface ExportedProfile {
  nickname: string;
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  city: string;
  gender: string | null;
  birthDate: string;
  occupation: string;
  instagram: string | null;
  twitter: string | null;
  hasDisability: boolean;
  /** The movie genres picked at registration, in the member's order. */
  preferredGenres: { id: number; name: string | null }[];
  /** The favourite movies, then shows, picked at registration, in the member's order. */
  favoriteTitles: ExportedTitle[];
  memberSince: string;
}

/** history.json: every play, oldest first. */
export interface ExportedPlay extends ExportedTitle {
  season: number | null;
  episode: number | null;
  watchedOn: string | null;
  rewatch: boolean;
  note: string | null;
  loggedAt: string;
}

/** ratings.json: every rating, with its review when it has words (one per title). */
export interface ExportedRating extends ExportedTitle {
  /** Our 1–5 stars. */
  rating: number;
  /** The value an import brought, on its own scale, when there was one. */
  sourceRating: { value: number; scale: 5 | 10 } | null;
  review: string | null;
  spoiler: boolean;
  ratedAt: string;
}

/** watchlist.json */
export interface ExportedWatchlistItem extends ExportedTitle {
  addedAt: string;
}

/** likes.json: the like/dislike marks (only likes are imported back as "liked"; dislikes too, as they were). */
export interface ExportedFeedback extends ExportedTitle {
  value: 'like' | 'dislike';
  at: string;
}

/** lists.json: the lists the user owns, items in the list's order. */
export interface ExportedList {
  name: string;
  description: string | null;
  visibility: 'public' | 'friends' | 'private';
  collaborative: boolean;
  createdAt: string;
  items: (ExportedTitle & { position: number; note: string | null; addedAt: string })[];
}

/** friends.json: nicknames only (their data is theirs). */
export interface ExportedFriend {
  nickname: string;
  since: string;
}

/** messages.json: chat messages the user sent or received. */
export interface ExportedMessage {
  with: string;
  direction: 'sent' | 'received';
  body: string;
  sentAt: string;
  readAt: string | null;
}
