import {
  confirmWithPasswordRequestSchema,
  mySignInMethodsResponseSchema,
  OIDC_ENDPOINTS,
  oidcRedirectResponseSchema,
  providerParamsSchema,
  signInMethodsResponseSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from './auth.js';
import type { OidcService } from './oidc.service.js';
import { toHeaders } from './session.js';

/**
 * OpenID Connect sign-in (decision 049). Starting a sign-in or a link answers the provider's URL (the page then
 * goes there) with better-auth's state cookie; the provider sends the browser back to the callback, which
 * better-auth handles. Every route that starts or ends a flow is rate-limited like sign-in.
 */
export const oidcRoutes: FastifyPluginAsyncZod<{ oidc: OidcService; auth: Auth; rateLimitPerMinute: number }> = async (
  app,
  { oidc, auth, rateLimitPerMinute },
) => {
  const rateLimit = { max: rateLimitPerMinute, timeWindow: '1 minute' };

  app.get(
    OIDC_ENDPOINTS.signInMethods,
    {
      schema: {
        tags: ['auth'],
        summary: 'The ways to sign in: password or not, and the OpenID Connect providers',
        response: { 200: signInMethodsResponseSchema },
      },
    },
    async () => oidc.methods(),
  );

  app.post(
    OIDC_ENDPOINTS.oidcSignIn,
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with an OpenID Connect provider (answers its authorization URL)',
        params: providerParamsSchema,
        response: { 200: oidcRedirectResponseSchema },
      },
    },
    async (request, reply) => {
      const { body, cookies } = await oidc.startSignIn(request.params.provider, toHeaders(request));
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return body;
    },
  );

  app.get(OIDC_ENDPOINTS.oidcCallback, { config: { rateLimit }, schema: { hide: true } }, async (request, reply) => {
    const response = await auth.handler(
      new Request(new URL(request.url, `http://${request.headers.host ?? 'localhost'}`), {
        method: 'GET',
        headers: toHeaders(request),
      }),
    );
    reply.status(response.status);
    const location = response.headers.get('location');
    if (location) reply.header('location', location);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', 'no-store');
    return reply.send(response.body ? await response.text() : null);
  });

  app.get(
    OIDC_ENDPOINTS.mySignInMethods,
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        summary: 'My ways to sign in (password, linked providers)',
        response: { 200: mySignInMethodsResponseSchema },
      },
    },
    async (request) => oidc.mine(request.member.id),
  );

  app.post(
    OIDC_ENDPOINTS.mySignInMethod,
    {
      config: { access: 'member', rateLimit },
      schema: {
        tags: ['profile'],
        summary: 'Start linking a provider to my account (my password is required)',
        params: providerParamsSchema,
        body: confirmWithPasswordRequestSchema,
        response: { 200: oidcRedirectResponseSchema },
      },
    },
    async (request, reply) => {
      const { body, cookies } = await oidc.startLink(
        request.member.id,
        request.params.provider,
        request.body.password,
        toHeaders(request),
      );
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return body;
    },
  );

  app.delete(
    OIDC_ENDPOINTS.mySignInMethod,
    {
      config: { access: 'member', rateLimit },
      schema: {
        tags: ['profile'],
        summary: 'Unlink a provider from my account (my password is required; never the last way to sign in)',
        params: providerParamsSchema,
        body: confirmWithPasswordRequestSchema,
      },
    },
    async (request, reply) => {
      await oidc.unlink(request.member.id, request.params.provider, request.body.password);
      return reply.status(204).send();
    },
  );
};
