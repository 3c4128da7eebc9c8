import type { FastifyRequest } from 'fastify';
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

/** A signed-in request's user and the session it is signed in with. */
export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
}

interface CachedSession extends CurrentSession {
  /** Until when (ms since the epoch) this instance trusts the entry without asking better-auth. */
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

/** The session a token stands for, while this instance's cache may still trust it. */
function cachedSession(auth: Auth, token: string): CachedSession | undefined {
  const cached = cacheOf(auth).get(token);
  return cached && cached.until > Date.now() ? cached : undefined;
}

/** Asks better-auth for the session (signature, session and user rows) and caches the answer. */
async function lookUpSession(auth: Auth, request: WithHeaders, token: string): Promise<CachedSession | null> {
  const cache = cacheOf(auth);
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  // An account made by a first OIDC sign-in is nobody's until its registration is finished (decision 049).
  if (!session || session.user.registrationPending) {
    cache.delete(token);
    return null;
  }
  const user = { id: session.user.id, email: session.user.email };
  if (cache.size >= SESSION_CACHE_MAX_ENTRIES) cache.clear();
  const expiresAt = new Date(session.session.expiresAt).getTime();
  const entry = { user, sessionId: session.session.id, until: Math.min(Date.now() + SESSION_CACHE_TTL_MS, expiresAt) };
  cache.set(token, entry);
  return entry;
}

/** The user and session of a request, or null for a visitor. */
export async function currentSession(auth: Auth, request: WithHeaders): Promise<CurrentSession | null> {
  const token = sessionToken(request);
  // No session cookie: a visitor, nothing to look up.
  if (!token) return null;
  return cachedSession(auth, token) ?? lookUpSession(auth, request, token);
}

/** The signed-in user of a request, or null for a visitor. */
export async function currentUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  // Every signed-in request comes through here: a cached session is answered without awaiting a second promise.
  const token = sessionToken(request);
  if (!token) return null;
  return (cachedSession(auth, token) ?? (await lookUpSession(auth, request, token)))?.user ?? null;
}

/** A session of an account whose OIDC registration is not finished yet: its user's id, e-mail and name. */
export interface PendingRegistration {
  userId: string;
  email: string;
  name: string;
}

/**
 * The pending registration a request's session stands for, or null (a visitor, or a finished account). Only the
 * routes that finish an OIDC registration read this; everywhere else such a session counts as signed out.
 */
export async function pendingRegistration(auth: Auth, request: WithHeaders): Promise<PendingRegistration | null> {
  if (!sessionToken(request)) return null;
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  if (!session?.user.registrationPending) return null;
  return { userId: session.user.id, email: session.user.email, name: session.user.name };
}

export { toHeaders };
