import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { Auth } from '../modules/auth/auth.js';
import { type CurrentSession, currentSession, type SessionUser } from '../modules/auth/session.js';

/**
 * Who may call a route, declared once in its options (`config: { access: 'member' }`):
 * - unset: anyone, and the session is not looked up;
 * - 'viewer': anyone; a signed-in caller is known as `request.viewer`;
 * - 'member': signed in, else 401;
 * - 'admin': signed in with the admin role, else 401 / 403 (decision 017).
 */
export type RouteAccess = 'viewer' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in caller on a route that declares `access`; null for a visitor. */
    viewer: SessionUser | null;
    /** The session the caller is signed in with, beside `viewer`. */
    sessionId: string | null;
    /** The caller of a 'member' or 'admin' route, who is always signed in there. */
    readonly member: SessionUser;
    /** The caller's session on a 'member' or 'admin' route (for what acts on the session itself). */
    readonly memberSession: CurrentSession;
  }
}

/** The refusal a signed-in person without the admin role gets (the web app shows its own 403 page). */
const ADMIN_ONLY_MESSAGE = 'Only administrators can use the admin tools.';

export interface AccessOptions {
  auth: Auth;
  /** Read on every admin request, so a revoked role takes effect at once. */
  isAdmin(user: SessionUser): Promise<boolean>;
}

/**
 * Installs the access rule on every route registered after it (call it on the root instance). The check runs
 * first (onRequest), so a refused caller's body is not even read. Answers that depend on who asks are marked
 * `Cache-Control: no-store`: no shared cache or back button may show one person's data to another.
 */
export function installRouteAccess(app: FastifyInstance, { auth, isAdmin }: AccessOptions): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionId', null);
  // Only a route without `access: 'member' | 'admin'` can read these without a caller: fail closed.
  app.decorateRequest('member', {
    getter(this: FastifyRequest): SessionUser {
      if (!this.viewer) throw unauthorized();
      return this.viewer;
    },
  });
  app.decorateRequest('memberSession', {
    getter(this: FastifyRequest): CurrentSession {
      if (!this.viewer || !this.sessionId) throw unauthorized();
      return { user: this.viewer, sessionId: this.sessionId };
    },
  });

  const checks: Record<RouteAccess, onRequestHookHandler> = {
    viewer: async (request, reply) => {
      await lookUpCaller(auth, request, reply);
    },
    member: async (request, reply) => {
      if (!(await lookUpCaller(auth, request, reply))) throw unauthorized();
    },
    admin: async (request, reply) => {
      const user = await lookUpCaller(auth, request, reply);
      if (!user) throw unauthorized();
      if (!(await isAdmin(user))) throw forbidden(ADMIN_ONLY_MESSAGE, 'adminOnly');
    },
  };

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [checks[access], ...own];
  });
}

/** Sets the request's caller from its session (null for a visitor) and returns it. */
async function lookUpCaller(auth: Auth, request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  const session = await currentSession(auth, request);
  if (!session) return null;
  request.viewer = session.user;
  request.sessionId = session.sessionId;
  reply.header('cache-control', 'no-store');
  return session.user;
}
