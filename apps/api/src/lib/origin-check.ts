import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API request: a browser always sends Origin on a cross-site POST, so a
 * request whose Origin is neither this host nor a configured origin is refused. Requests without Origin
 * (curl, server-to-server, same-origin GETs) pass; cookies are SameSite=Lax as a second line.
 */
export function createOriginCheck(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins.map((o) => o.replace(/\/$/, '')));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (!origin || origin === 'null' || trusted.has(origin)) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = '';
    }
    if (originHost && originHost === request.headers.host) return;
    return reply
      .status(403)
      .send({ error: { code: 'forbiddenOrigin', message: 'This request came from another site and was refused.' } });
  };
}
