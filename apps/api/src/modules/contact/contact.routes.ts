import {
  CONTACT_ENDPOINTS,
  CONTACT_MESSAGES,
  contactMessageRequestSchema,
  contactMessageResponseSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  /** Messages one client address may send per 10 minutes (CONTACT_RATE_LIMIT). */
  messagesPerWindow: number;
}> = async (app, { contact, messagesPerWindow }) => {
  app.post(
    CONTACT_ENDPOINTS.send,
    {
      config: {
        access: 'viewer',
        // Open to visitors, so it is an easy target for spam: a few messages per address, then a clear 429.
        rateLimit: {
          max: messagesPerWindow,
          timeWindow: '10 minutes',
          errorResponseBuilder: () => ({
            statusCode: 429,
            code: 'contactRateLimited',
            message: CONTACT_MESSAGES.contactRateLimited,
          }),
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Watchify team (visitors too; rate-limited per client address)',
        body: contactMessageRequestSchema,
        response: { 201: contactMessageResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await contact.send(request.viewer?.id ?? null, request.body)),
  );
};
