import { z } from 'zod';
import { mediaTypeSchema } from './catalog.js';

/** Recommendations (spec §2 Recommendations, §3 Content item and the feedback map, §8, §9). */
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
export const feedbackValueSchema = z.enum(FEEDBACK_VALUES);
export type FeedbackValue = z.infer<typeof feedbackValueSchema>;

/**
 * Why a title is recommended: a code the web app translates, with what the sentence names. Titles are sent by
 * name (already in the catalog's language), genres by id (translated by the web app).
 */
export const RECOMMENDATION_REASON_CODES = [
  /** "Because you liked {title}" (a like, a favourite from registration or a rating of 4+ stars). */
  'becauseYouLiked',
  /** "Because {title} is on your watchlist" */
  'becauseOnWatchlist',
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
export const recommendationReasonCodeSchema = z.enum(RECOMMENDATION_REASON_CODES);
export type RecommendationReasonCode = z.infer<typeof recommendationReasonCodeSchema>;

export const recommendationReasonSchema = z.object({
  code: recommendationReasonCodeSchema,
  params: z.object({
    /** The title the reason names (becauseYouLiked, becauseOnWatchlist). */
    title: z.string().optional(),
    /** The preferred genre's id (favoriteGenre). */
    genreId: z.number().int().optional(),
    /** How many friends (friendsRated). */
    count: z.number().int().optional(),
  }),
});
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

/** One recommended title as its card shows it. */
export const recommendationCardSchema = z.object({
  id: z.number().int(),
  mediaType: mediaTypeSchema,
  title: z.string(),
  year: z.number().int().nullable(),
  posterPath: z.string().nullable(),
  /** TMDB's 0–10 average, one decimal. */
  voteAverage: z.number().nullable(),
  genreIds: z.array(z.number().int()),
  reason: recommendationReasonSchema,
  /** The user's own like or dislike of the title (null: none). */
  feedback: feedbackValueSchema.nullable(),
});
export type RecommendationCard = z.infer<typeof recommendationCardSchema>;

/**
 * GET /api/recommendations. `source` says which path produced the list: 'personalized' (our ranking), or
 * 'popular' (the spec's fallback of 6 popular + 6 top-rated, shuffled, when the personalized list could not be
 * made); `notice` names the message to show above the list ('personalizedUnavailable' with the fallback).
 */
export const recommendationsResponseSchema = z.object({
  items: z.array(recommendationCardSchema),
  source: z.enum(['personalized', 'popular']),
  notice: z.enum(['personalizedUnavailable']).nullable(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** PUT/DELETE /api/recommendations/feedback/:type/:id */
export const feedbackParamsSchema = z.object({
  type: mediaTypeSchema,
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type FeedbackParams = z.infer<typeof feedbackParamsSchema>;

export const feedbackBodySchema = z.object({ value: feedbackValueSchema });
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** The user's feedback on the title after the change (null after an undo). */
export const feedbackResponseSchema = z.object({
  mediaType: mediaTypeSchema,
  id: z.number().int(),
  feedback: feedbackValueSchema.nullable(),
});
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

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
