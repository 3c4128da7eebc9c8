import {
  ACCOUNT_ENDPOINTS,
  completeRegistrationRequestSchema,
  meResponseSchema,
  reserveNicknameRequestSchema,
  reserveNicknameResponseSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from '../users/users.service.js';
import type { RegistrationService } from './registration.service.js';

export const registrationRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService;
  users: UsersService;
  rateLimitPerMinute: number;
}> = async (app, { registration, users, rateLimitPerMinute }) => {
  // Registration creates accounts and reveals which nicknames and e-mails exist: keep automated abuse slow.
  const rateLimit = { max: rateLimitPerMinute, timeWindow: '1 minute' };
  app.post(
    ACCOUNT_ENDPOINTS.reservations,
    {
      config: { rateLimit },
      schema: {
        tags: ['registration'],
        summary: 'Step 1: validate personal info and reserve the nickname',
        body: reserveNicknameRequestSchema,
        response: { 201: reserveNicknameResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await registration.reserveNickname(request.body)),
  );

  app.post(
    ACCOUNT_ENDPOINTS.registration,
    {
      config: { rateLimit },
      schema: {
        tags: ['registration'],
        summary: 'Step 2: create the account, profile and preferences; signs the user in',
        body: completeRegistrationRequestSchema,
        response: { 201: meResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId, headers } = await registration.complete(request.body);
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.status(201).send(await users.getMe(userId));
    },
  );
};
