import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a browser's Sec-Fetch-Site says about a request that did not come from our own pages. `same-site` matters:
 * another port of this host is the same site, so SameSite=Lax cookies ride along on its form posts.
 */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

/**
 * CSRF defence for every state-changing API request. Refused: an opaque origin (`Origin: null`, sent by sandboxed
 * frames, data: pages and cross-site redirects), a request the browser marks as cross-site or same-site unless its
 * Origin is a configured one, and an Origin that is neither configured nor this host. Requests with neither Origin
 * nor Sec-Fetch-Site (curl, server-to-server) pass; cookies are SameSite=Lax as a second line.
 * A callback hook, not an async one: it runs on every request, and an async hook costs each of them a promise.
 */
export function createOriginCheck(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins.map((o) => o.replace(/\/$/, '')));
  const allowed = (request: FastifyRequest): boolean => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return true;
    const { origin, 'sec-fetch-site': fetchSite } = request.headers;
    if (origin !== undefined && trusted.has(origin)) return true;
    if (origin === 'null') return false;
    if (typeof fetchSite === 'string' && FOREIGN_FETCH_SITES.has(fetchSite)) return false;
    if (!origin) return true;
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
