import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import type { Auth } from './auth.js';

export interface SessionUser {
  id: string;
  email: string;
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The signed-in user of a request, or null for a visitor. */
export async function currentUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  return session ? { id: session.user.id, email: session.user.email } : null;
}

/** The signed-in user, or a 401 for a visitor. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(auth, request);
  if (!user) throw unauthorized();
  return user;
}

export { toHeaders };
