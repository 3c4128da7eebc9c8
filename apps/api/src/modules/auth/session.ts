import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import type { Auth } from './auth.js';

export interface SessionUser {
  id: string;
  email: string;
}

/** What the session helpers read of a request: its headers (a fastify request, or a socket's handshake). */
type WithHeaders = Pick<FastifyRequest, 'headers'>;

function toHeaders(request: WithHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The session cookie better-auth sets (cookiePrefix 'watchify'; `__Secure-` in front over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?watchify\.session_token=([^;]+)/;

/**
 * How long a looked-up session is trusted without asking better-auth again. Looking a session up (verify the
 * cookie's signature, read the session and user rows) was the biggest cost of every signed-in request; within a
 * few seconds the answer cannot change except by sign-out, which forgets the session here and, through
 * `forgetSession`'s callers, on the other instances too.
 */
const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX_ENTRIES = 50_000;

interface CachedSession {
  user: SessionUser;
  sessionId: string;
  until: number;
}

const sessionCaches = new WeakMap<Auth, Map<string, CachedSession>>();

function cacheOf(auth: Auth): Map<string, CachedSession> {
  let cache = sessionCaches.get(auth);
  if (!cache) {
    cache = new Map();
    sessionCaches.set(auth, cache);
  }
  return cache;
}

/** Drops a session from this instance's cache (after sign-out). */
export function forgetSession(auth: Auth, sessionId: string): void {
  const cache = cacheOf(auth);
  for (const [token, entry] of cache) if (entry.sessionId === sessionId) cache.delete(token);
}

const sessionToken = (request: WithHeaders): string | undefined => request.headers.cookie?.match(SESSION_COOKIE)?.[1];

/** Whether the request carries a session cookie at all (without one it is surely a visitor's; with one, maybe). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return sessionToken(request) !== undefined;
}

/** A signed-in request's user and the session it is signed in with. */
export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
}

/** The user and session of a request, or null for a visitor. */
export async function currentSession(auth: Auth, request: WithHeaders): Promise<CurrentSession | null> {
  const token = sessionToken(request);
  // No session cookie: a visitor, nothing to look up.
  if (!token) return null;
  const cache = cacheOf(auth);
  const now = Date.now();
  const cached = cache.get(token);
  if (cached && cached.until > now) return cached;
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  if (!session) {
    cache.delete(token);
    return null;
  }
  const user = { id: session.user.id, email: session.user.email };
  if (cache.size >= SESSION_CACHE_MAX_ENTRIES) cache.clear();
  const expiresAt = new Date(session.session.expiresAt).getTime();
  const entry = { user, sessionId: session.session.id, until: Math.min(now + SESSION_CACHE_TTL_MS, expiresAt) };
  cache.set(token, entry);
  return entry;
}

/** The signed-in user of a request, or null for a visitor. */
export async function currentUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  // Every signed-in request comes through here: a cached session is answered without a second promise.
  const token = sessionToken(request);
  if (!token) return null;
  const cached = cacheOf(auth).get(token);
  if (cached && cached.until > Date.now()) return cached.user;
  return (await currentSession(auth, request))?.user ?? null;
}

/** The signed-in user, or a 401 for a visitor. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(auth, request);
  if (!user) throw unauthorized();
  return user;
}

export { toHeaders };
