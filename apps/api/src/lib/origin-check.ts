import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API request: a browser always sends Origin on a cross-site POST, so a
 * request whose Origin is neither this host nor a configured origin is refused. Requests without Origin
 * (curl, server-to-server, same-origin GETs) pass; cookies are SameSite=Lax as a second line.
 * A callback hook, not an async one: it runs on every request, and an async hook costs each of them a promise.
 */
export function createOriginCheck(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins.map((o) => o.replace(/\/$/, '')));
  const allowed = (request: FastifyRequest): boolean => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return true;
    const origin = request.headers.origin;
    if (!origin || origin === 'null' || trusted.has(origin)) return true;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = '';
    }
    return Boolean(originHost) && originHost === request.headers.host;
  };
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (allowed(request)) return done();
    reply
      .status(403)
      .send({ error: { code: 'forbiddenOrigin', message: 'This request came from another site and was refused.' } });
  };
}
