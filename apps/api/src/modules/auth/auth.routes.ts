import { ACCOUNT_ENDPOINTS, normalizeEmail, OIDC_MESSAGES } from '@watchify/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { Auth } from './auth.js';
import { toHeaders } from './session.js';

/**
 * The better-auth endpoints the app uses. The others stay closed (decision 021): update-user would set a display
 * name past the profile's rules, list-sessions would hand session tokens to page scripts, change-password and
 * revoke-sessions would skip ending sessions on the other instances and their sockets (POST /api/me/password does it).
 */
const OPEN_AUTH_ENDPOINTS = [ACCOUNT_ENDPOINTS.signIn, ACCOUNT_ENDPOINTS.signOut] as const;

/** A sign-in finds the account by its e-mail in the form registration stored it (full-width letters and all). */
function withNormalizedEmail(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('email' in body) || typeof body.email !== 'string') return body;
  return { ...body, email: normalizeEmail(body.email) };
}

/**
 * Mounts better-auth's sign-in and sign-out under /api/auth. Its own sign-up route is closed: accounts are created by
 * POST /api/registration, which also writes the profile and preferences.
 */
export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    realtime,
    rateLimitPerMinute,
    passwordSignIn,
  }: { auth: Auth; realtime: Realtime; rateLimitPerMinute: number; passwordSignIn: boolean },
): Promise<void> {
  const config = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  app.post('/api/auth/sign-up/*', { config, schema: { hide: true } }, async () => {
    throw notFound('Use the registration form to create an account.');
  });
  for (const url of OPEN_AUTH_ENDPOINTS) {
    app.post(url, { config, schema: { hide: true } }, async (request, reply) => {
      const signingOut = url === ACCOUNT_ENDPOINTS.signOut;
      // The operator made OIDC the only way in (PASSWORD_SIGN_IN=off).
      if (!signingOut && !passwordSignIn) throw forbidden(OIDC_MESSAGES.passwordSignInOff, 'passwordSignInOff');
      const ending = signingOut ? await auth.api.getSession({ headers: toHeaders(request) }) : null;
      const body = signingOut ? request.body : withNormalizedEmail(request.body);
      const response = await auth.handler(
        new Request(new URL(request.url, `http://${request.headers.host ?? 'localhost'}`), {
          method: request.method,
          headers: toHeaders(request),
          body: body == null ? undefined : JSON.stringify(body),
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
    });
  }
}
