import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { Auth } from './auth.js';
import { toHeaders } from './session.js';

/**
 * Mounts better-auth under /api/auth (sign-in, sign-out, session). Its own sign-up route is closed: accounts are
 * created by POST /api/registration, which also writes the profile and preferences.
 */
export async function authRoutes(
  app: FastifyInstance,
  { auth, realtime, rateLimitPerMinute }: { auth: Auth; realtime: Realtime; rateLimitPerMinute: number },
): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      if (url.pathname.startsWith('/api/auth/sign-up'))
        throw notFound('Use the registration form to create an account.');
      const signingOut = url.pathname === '/api/auth/sign-out';
      const ending = signingOut ? await auth.api.getSession({ headers: toHeaders(request) }) : null;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: toHeaders(request),
          body: request.method === 'GET' || request.body == null ? undefined : JSON.stringify(request.body),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      // The session may still sit in session caches and on open sockets (on any instance): end it there too.
      if (ending && response.ok) await realtime.endSession(ending.user.id, ending.session.id);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}
