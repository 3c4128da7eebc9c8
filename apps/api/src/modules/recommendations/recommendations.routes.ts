import {
  feedbackBodySchema,
  feedbackParamsSchema,
  feedbackResponseSchema,
  RECOMMENDATION_ENDPOINTS,
  recommendationsResponseSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecommendationsService } from './recommendations.service.js';

/**
 * Ranking costs more than a plain read: keep a script from hammering it. A person liking and disliking quickly makes
 * two requests per click (the change, then the refreshed list), far below this.
 */
const RATE_LIMIT_PER_MINUTE = 120;

export const recommendationsRoutes: FastifyPluginAsyncZod<{
  recommendations: RecommendationsService;
}> = async (app, { recommendations }) => {
  const rateLimit = { max: RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    RECOMMENDATION_ENDPOINTS.list,
    {
      config: { access: 'member', rateLimit },
      schema: {
        tags: ['recommendations'],
        summary: 'My recommendations (12 cards with a reason and my feedback), or popular titles with a notice',
        response: { 200: recommendationsResponseSchema },
      },
    },
    async (request) => recommendations.list(request.member.id),
  );

  app.put(
    RECOMMENDATION_ENDPOINTS.feedback,
    {
      config: { access: 'member', rateLimit },
      schema: {
        tags: ['recommendations'],
        summary: 'Like or dislike a title (a disliked title is never recommended again)',
        params: feedbackParamsSchema,
        body: feedbackBodySchema,
        response: { 200: feedbackResponseSchema },
      },
    },
    async (request) =>
      recommendations.setFeedback(
        request.member.id,
        { mediaType: request.params.type, id: request.params.id },
        request.body.value,
      ),
  );

  app.delete(
    RECOMMENDATION_ENDPOINTS.feedback,
    {
      config: { access: 'member', rateLimit },
      schema: {
        tags: ['recommendations'],
        summary: 'Undo my like or dislike of a title',
        params: feedbackParamsSchema,
        response: { 200: feedbackResponseSchema },
      },
    },
    async (request) =>
      recommendations.clearFeedback(request.member.id, { mediaType: request.params.type, id: request.params.id }),
  );
};
