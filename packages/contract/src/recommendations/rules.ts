/** Recommendations (product §2 Recommendations, §3 Content item and the feedback map, §8, §9). */
export const RECOMMENDATION_LIMITS = {
  /** Cards on the page: the spec's top 8 plus up to 4 from the least-represented category. */
  page: 12,
  /** The spec's ranking keeps the top 8 by score… */
  top: 8,
  /** …and adds up to 4 from the least-represented category. */
  diversityExtra: 4,
  /** Preference-based candidates: up to 3 per preferred genre… */
  perPreferredGenre: 3,
  /** …plus 3 popular ones at score 0.5. */
  popularCandidates: 3,
  /** Fallback: 6 popular plus 6 top-rated, shuffled. */
  fallbackPopular: 6,
  fallbackTopRated: 6,
  /** A star rating of at least this many stars counts as "liked" (and as a friend's high rating). */
  highRating: 4,
} as const;

export const FEEDBACK_VALUES = ['like', 'dislike'] as const;
/**
 * Why a title is recommended: a code the web app translates, with what the sentence names. Titles are sent by
 * name (already in the catalog's language), genres by id (translated by the web app).
 */
export const RECOMMENDATION_REASON_CODES = [
  /** "Because you liked {title}" (a like, a favourite from registration or a rating of 4+ stars). */
  'becauseYouLiked',
  /** "Because {title} is on your watchlist" */
  'becauseOnWatchlist',
  'becauseYouWatched',
  /** "{count} friends rated it 4+" */
  'friendsRated',
  /** "Matches your favourite genre: {genre}" */
  'favoriteGenre',
  /** "Liked by people with similar taste" */
  'similarPeople',
  /** "Something different for you" (the diversity slots). */
  'somethingDifferent',
  /** "Popular right now" */
  'popular',
  /** "Highly rated" */
  'topRated',
] as const;
/**
 * The spec's texts (§8 Recommendations). The English ones are also what the API sends as `message`; the web app
 * shows its locale's translation of the code.
 */
export const RECOMMENDATION_MESSAGES = {
  personalizedUnavailable: 'Personalized recommendations could not be loaded, popular content is shown.',
  loadFailed: 'Content could not be loaded. Please try again later.',
  empty: 'No recommendations found. Please try again later.',
  userNotFound: 'User information not found',
  preferencesFailed: 'Failed to load user preferences. Please try again later.',
  titleNotFound: 'This title is not in our catalog.',
} as const;
