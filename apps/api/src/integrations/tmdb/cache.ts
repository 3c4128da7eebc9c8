/** How long each kind of TMDB list stays in memory before we ask TMDB again. */
export interface TmdbCacheTtls {
  trending: number;
  popular: number;
  topRated: number;
  discover: number;
  personSearch: number;
  /** A person's details with their combined credits. */
  person: number;
  /** A collection with its parts. */
  collection: number;
}

const MINUTE = 60_000;

/**
 * Trending moves during the day, popular and top-rated lists slowly, a person's id never: the TTLs follow that, and
 * keep us far below TMDB's rate limit when many people open the home page at once.
 */
export const DEFAULT_TMDB_CACHE_TTLS: TmdbCacheTtls = {
  trending: 10 * MINUTE,
  popular: 30 * MINUTE,
  topRated: 30 * MINUTE,
  discover: 30 * MINUTE,
  personSearch: 24 * 60 * MINUTE,
  // A filmography and a franchise grow a few times a year; a day-old copy is fine and keeps a person page cheap.
  person: 24 * 60 * MINUTE,
  collection: 24 * 60 * MINUTE,
};
