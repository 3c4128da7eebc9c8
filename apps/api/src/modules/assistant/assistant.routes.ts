import {
  ASSISTANT_ENDPOINTS,
  apiErrorSchema,
  assistantRequestSchema,
  assistantResponseSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AssistantService } from './assistant.service.js';

/**
 * POST /api/chat (product §7 "POST /chat {message} → {reply}"): the floating assistant, for visitors and users.
 * Friend-to-friend chat lives under /api/chat/conversations/…, so the paths do not meet (decision 019).
 */
export const assistantRoutes: FastifyPluginAsyncZod<{
  assistant: AssistantService;
  rateLimitPerMinute: number;
}> = async (app, { assistant, rateLimitPerMinute }) => {
  app.post(
    ASSISTANT_ENDPOINTS.ask,
    {
      // Every question costs catalog lookups (and model time when one is configured): keep automated use slow.
      config: { access: 'viewer', rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['assistant'],
        summary: 'Ask the assistant a question (Turkish or English); signed-in users can ask about their watchlist',
        body: assistantRequestSchema,
        response: { 200: assistantResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      assistant.answer(request.body.message, {
        interfaceLanguage: request.body.language,
        userId: request.viewer?.id ?? null,
      }),
  );
};
