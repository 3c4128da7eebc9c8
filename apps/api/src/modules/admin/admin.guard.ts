import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.js';
import type { Auth } from '../auth/auth.js';
import { requireUser, type SessionUser } from '../auth/session.js';
import type { UsersService } from '../users/users.service.js';

/** The refusal a signed-in person without the admin role gets (the web app shows its own 403 page). */
export const ADMIN_ONLY_MESSAGE = 'Only administrators can use the admin tools.';

const admins = new WeakMap<FastifyRequest, SessionUser>();

/**
 * The one admin check: every route of the plugin it is installed in answers a visitor 401 and a signed-in
 * non-admin 403 before anything else runs (onRequest, so not even the body is read). Installed once per plugin, a
 * new admin route cannot forget it. The role is read on every request, so a revoke takes effect at once.
 */
export function installAdminGuard(app: FastifyInstance, auth: Auth, users: UsersService): void {
  app.addHook('onRequest', async (request) => {
    const user = await requireUser(auth, request);
    if (!(await users.hasAdminRole(user))) throw forbidden(ADMIN_ONLY_MESSAGE, 'adminOnly');
    admins.set(request, user);
  });
}

/** The admin making a request the guard let through. */
export function adminOf(request: FastifyRequest): SessionUser {
  const admin = admins.get(request);
  // Only reachable if a route is registered outside the guarded plugin: fail closed.
  if (!admin) throw forbidden(ADMIN_ONLY_MESSAGE, 'adminOnly');
  return admin;
}
