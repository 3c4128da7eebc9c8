import {
  ACCOUNT_ENDPOINTS,
  completeOidcRegistrationRequestSchema,
  completeRegistrationRequestSchema,
  meResponseSchema,
  OIDC_ENDPOINTS,
  OIDC_MESSAGES,
  pendingRegistrationResponseSchema,
  reserveNicknameRequestSchema,
  reserveNicknameResponseSchema,
} from '@watchify/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, forbidden } from '../../lib/errors.js';
import type { Auth } from '../auth/auth.js';
import { type PendingRegistration, pendingRegistration } from '../auth/session.js';
import type { UsersService } from '../users/users.service.js';
import type { RegistrationService } from './registration.service.js';

export const registrationRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService;
  users: UsersService;
  auth: Auth;
  rateLimitPerMinute: number;
  /** Off: registration with a password is closed (OIDC registration stays open). */
  passwordSignIn: boolean;
}> = async (app, { registration, users, auth, rateLimitPerMinute, passwordSignIn }) => {
  // Registration creates accounts and reveals which nicknames and e-mails exist: keep automated abuse slow.
  const rateLimit = { max: rateLimitPerMinute, timeWindow: '1 minute' };
  const passwordRegistration = async () => {
    if (!passwordSignIn) throw forbidden(OIDC_MESSAGES.registrationOff, 'registrationOff');
  };
  /** The OIDC registration of each request's session: only its owner may see or finish it. */
  const pendings = new WeakMap<FastifyRequest, PendingRegistration>();
  const requirePending = async (request: FastifyRequest) => {
    const pending = await pendingRegistration(auth, request);
    if (!pending) throw new AppError(401, 'noPendingRegistration', OIDC_MESSAGES.noPendingRegistration);
    pendings.set(request, pending);
  };
  const pendingOf = (request: FastifyRequest): PendingRegistration => {
    const pending = pendings.get(request);
    if (!pending) throw new AppError(401, 'noPendingRegistration', OIDC_MESSAGES.noPendingRegistration);
    return pending;
  };
  app.post(
    ACCOUNT_ENDPOINTS.reservations,
    {
      config: { rateLimit },
      onRequest: passwordRegistration,
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
      onRequest: passwordRegistration,
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

  app.get(
    OIDC_ENDPOINTS.oidcRegistration,
    {
      onRequest: requirePending,
      schema: {
        tags: ['registration'],
        summary: 'The registration a first OpenID Connect sign-in started (its e-mail and name)',
        response: { 200: pendingRegistrationResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, name } = pendingOf(request);
      reply.header('cache-control', 'no-store');
      return { email, name };
    },
  );

  app.post(
    OIDC_ENDPOINTS.oidcRegistration,
    {
      config: { rateLimit },
      onRequest: requirePending,
      schema: {
        tags: ['registration'],
        summary: 'Finish a registration a first OpenID Connect sign-in started: details, nickname and preferences',
        body: completeOidcRegistrationRequestSchema,
        response: { 201: meResponseSchema },
      },
    },
    async (request, reply) => {
      const pending = pendingOf(request);
      await registration.completeOidc(pending, request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await users.getMe(pending.userId));
    },
  );
};
