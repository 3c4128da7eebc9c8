import { z } from 'zod';
import { mediaTypeSchema, titleCardSchema } from '../catalog/schemas.js';
import { FEEDBACK_VALUES, RECOMMENDATION_REASON_CODES } from './rules.js';

export const feedbackValueSchema = z.enum(FEEDBACK_VALUES);
export type FeedbackValue = z.infer<typeof feedbackValueSchema>;

export const recommendationReasonCodeSchema = z.enum(RECOMMENDATION_REASON_CODES);
export type RecommendationReasonCode = z.infer<typeof recommendationReasonCodeSchema>;

export const recommendationReasonSchema = z.object({
  code: recommendationReasonCodeSchema,
  params: z.object({
    /** The title the reason names (becauseYouLiked, becauseOnWatchlist, becauseYouWatched). */
    title: z.string().optional(),
    /** The preferred genre's id (favoriteGenre). */
    genreId: z.number().int().optional(),
    /** How many friends (friendsRated). */
    count: z.number().int().optional(),
  }),
});
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

/** One recommended title as its card shows it, with why it is recommended and the user's own like or dislike. */
export const recommendationCardSchema = titleCardSchema.extend({
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
