/**
 * The recommender's inputs and outputs. The engine is pure (no I/O): the app feeds it from the database
 * (recommendations.loader.ts), the offline evaluation from MovieLens (bench/recommendations-eval.ts), and both run
 * exactly this code.
 */

export type MediaType = 'movie' | 'tv';

/** A title as the recommender sees it. Cast: the first billed few; people and keywords as opaque strings. */
export interface CatalogTitle {
  mediaType: MediaType;
  id: number;
  genres: number[];
  keywords: string[];
  cast: number[];
  directors: number[];
  /** TMDB's 0–10 average (null: unknown). */
  voteAverage: number | null;
  voteCount: number | null;
  popularity: number | null;
}

/** `${mediaType}:${id}` — how the engine names a title. */
export type TitleKey = string;

export const titleKey = (mediaType: string, id: number): TitleKey => `${mediaType}:${id}`;

export function parseTitleKey(key: TitleKey): { mediaType: MediaType; id: number } {
  const [mediaType, id] = key.split(':');
  return { mediaType: mediaType as MediaType, id: Number(id) };
}

/** What one person told us, directly or by what they did. Every field may be empty. */
export interface UserSignals {
  /** Genre ids picked at registration (movie genre ids; TV equivalents are matched too). */
  preferredGenres: number[];
  /** Favourite titles picked at registration. */
  favorites: TitleKey[];
  likes: TitleKey[];
  dislikes: TitleKey[];
  /** Star ratings 1–5 of their comments. */
  ratings: Map<TitleKey, number>;
  watchlist: TitleKey[];
  /** Titles they logged as watched, the first watched first. */
  watched: TitleKey[];
  /** They asked to see watched titles again (else those are never recommended). */
  showWatched: boolean;
  /** Titles their friends rated 4+ stars, with how many friends did. */
  friendsHighRatings: Map<TitleKey, number>;
}

export const emptySignals = (): UserSignals => ({
  preferredGenres: [],
  favorites: [],
  likes: [],
  dislikes: [],
  ratings: new Map(),
  watchlist: [],
  watched: [],
  showWatched: false,
  friendsHighRatings: new Map(),
});

/** Why a title is recommended (translated by the web app; see the contract's RECOMMENDATION_REASON_CODES). */
export type ReasonCode =
  | 'becauseYouLiked'
  | 'becauseOnWatchlist'
  | 'becauseYouWatched'
  | 'friendsRated'
  | 'favoriteGenre'
  | 'similarPeople'
  | 'somethingDifferent'
  | 'popular'
  | 'topRated';

export interface Reason {
  code: ReasonCode;
  /** The title the reason names (becauseYouLiked, becauseOnWatchlist, becauseYouWatched). */
  titleKey?: TitleKey;
  genreId?: number;
  count?: number;
}

export interface Recommendation {
  key: TitleKey;
  score: number;
  reason: Reason;
}
