import { ACCOUNT_ENDPOINTS, changePasswordRequestSchema, changePasswordResponseSchema } from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordService } from './passwords.js';

/**
 * The signed-in person's own password (there is no user id in the path: the session says whose). Each try checks a
 * password, so it is limited like sign-in: a stolen session must not become a way to guess the password behind it.
 */
export const passwordRoutes: FastifyPluginAsyncZod<{
  passwords: PasswordService;
  rateLimitPerMinute: number;
}> = async (app, { passwords, rateLimitPerMinute }) => {
  app.post(
    ACCOUNT_ENDPOINTS.password,
    {
      config: { access: 'member', rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary: 'Change my password (the current one is required); my other sessions are signed out',
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request) => passwords.change(request.memberSession, request.body),
  );
};
