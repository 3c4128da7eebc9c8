import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { type RealtimeTitleRef, realtimeTitleRefSchema, SOCKET_EVENTS, SOCKET_PATH } from '@watchify/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { InvalidationBus } from '../lib/invalidated-cache.js';
import type { Auth } from '../modules/auth/auth.js';
import { currentSession, forgetSession, type SessionUser } from '../modules/auth/session.js';

/** Who a socket belongs to: a signed-in user, or null for a visitor (who may only follow titles' comments). */
export type SocketUser = SessionUser | null;

/** A feature's per-connection setup (e.g. chat registers its events here). */
export type ConnectionHandler = (socket: Socket, user: SocketUser) => void;

export interface RealtimeOptions {
  auth: Auth;
  trustedOrigins: string[];
  redis?: Redis;
  logger: FastifyBaseLogger;
}

/** Instance-to-instance message: a write changed what a cache holds (cache name, group). */
const CACHE_INVALIDATED = 'watchify:cache-invalidated';
/** The session cache (modules/auth/session.ts) on the invalidation bus: a group is a signed-out session's id. */
const SESSIONS_CACHE = 'sessions';

const userRoom = (userId: string) => `user:${userId}`;
const titleRoom = ({ mediaType, id }: RealtimeTitleRef) => `title:${mediaType}:${id}`;
const listRoom = (listId: string) => `list:${listId}`;

/**
 * The socket.io server: authenticates every connection from its session cookie (the same one the API reads),
 * puts a signed-in socket in its user's room, and lets any socket follow a title's room for live comments.
 * With REDIS_URL, emits fan out to sockets of every instance through the redis adapter.
 *
 * Features never touch socket.io directly for sending: they call `toUser` / `toTitle`, which work the same on one
 * instance or many.
 */
export class Realtime implements InvalidationBus {
  readonly io: Server;
  private readonly invalidationHandlers = new Map<string, (group: string) => void>();
  private readonly handlers: ConnectionHandler[] = [];
  private readonly redisClients: Redis[] = [];
  private readonly auth: Auth;

  constructor(httpServer: HttpServer, { auth, trustedOrigins, redis, logger }: RealtimeOptions) {
    this.auth = auth;
    this.io = new Server(httpServer, {
      path: SOCKET_PATH,
      serveClient: false,
      // A cross-site page must not open a socket with our cookie (the websocket twin of the API's CSRF check).
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, origin === undefined || trustedOrigins.includes(origin));
      },
      // Missed events during a short drop are replayed on reconnect (clients also refetch; ids de-duplicate).
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000 },
    });
    if (redis) {
      const pub = redis.duplicate();
      const sub = redis.duplicate();
      this.redisClients.push(pub, sub);
      this.io.adapter(createAdapter(pub, sub, { key: 'watchify-socket' }));
      this.io.on(CACHE_INVALIDATED, (cacheName: unknown, group: unknown) => {
        if (typeof cacheName === 'string' && typeof group === 'string') {
          this.invalidationHandlers.get(cacheName)?.(group);
        }
      });
    }

    // Another instance's sign-out: forget the session in this instance's session cache too.
    this.subscribeInvalidations(SESSIONS_CACHE, (sessionId) => forgetSession(auth, sessionId));

    this.io.use(async (socket, next) => {
      try {
        // The same cached look-up as HTTP requests, so the socket's first message finds its session cached too.
        const session = await currentSession(auth, socket.request);
        socket.data.user = session?.user ?? null;
        socket.data.sessionId = session?.sessionId ?? null;
        next();
      } catch (error) {
        logger.warn({ err: error }, 'socket authentication failed');
        next(new Error('unauthorized'));
      }
    });

    this.io.on('connection', (socket) => {
      const user = (socket.data.user ?? null) as SocketUser;
      if (user) void socket.join(userRoom(user.id));
      socket.on(SOCKET_EVENTS.followTitle, (payload: unknown) => {
        const parsed = realtimeTitleRefSchema.safeParse(payload);
        if (parsed.success) void socket.join(titleRoom(parsed.data));
      });
      socket.on(SOCKET_EVENTS.unfollowTitle, (payload: unknown) => {
        const parsed = realtimeTitleRefSchema.safeParse(payload);
        if (parsed.success) void socket.leave(titleRoom(parsed.data));
      });
      for (const handler of this.handlers) handler(socket, user);
    });
  }

  /** Registers a feature's per-connection setup; call before the server listens. */
  onConnection(handler: ConnectionHandler): void {
    this.handlers.push(handler);
  }

  /** Sends an event to every open tab of a user, on every instance. */
  toUser(userId: string, event: string, payload: unknown): void {
    this.emitToRoom(userRoom(userId), event, payload);
  }

  /** Whether the user has an open socket (a tab of the app) on any instance. */
  async isOnline(userId: string): Promise<boolean> {
    return (await this.io.in(userRoom(userId)).fetchSockets()).length > 0;
  }

  /** Sends an event to everyone who has the title's detail view open. */
  toTitle(title: RealtimeTitleRef, event: string, payload: unknown): void {
    this.emitToRoom(titleRoom(title), event, payload);
  }

  /** The socket follows a list's changes (the lists module checked that its person may read the list). */
  followList(socket: Socket, listId: string): void {
    void socket.join(listRoom(listId));
  }

  unfollowList(socket: Socket, listId: string): void {
    void socket.leave(listRoom(listId));
  }

  /** Sends an event to everyone following the list (its page open), on every instance. */
  toList(listId: string, event: string, payload: unknown): void {
    this.emitToRoom(listRoom(listId), event, payload);
  }

  /** Every socket following the list stops following it, on every instance (the list was deleted). */
  async closeList(listId: string): Promise<void> {
    this.io.in(listRoom(listId)).socketsLeave(listRoom(listId));
  }

  /**
   * Sockets following the list whose person may no longer read it (its visibility changed, a collaborator was
   * removed) stop following it, on every instance; a visitor's socket is asked about as `null`.
   */
  async refreshListFollowers(listId: string, mayRead: (userId: string | null) => Promise<boolean>): Promise<void> {
    const room = listRoom(listId);
    if (this.redisClients.length === 0 && !this.io.sockets.adapter.rooms.has(room)) return;
    const sockets = await this.io.in(room).fetchSockets();
    const verdicts = new Map<string | null, Promise<boolean>>();
    for (const socket of sockets) {
      const userId = (socket.data.user as SocketUser | undefined)?.id ?? null;
      let verdict = verdicts.get(userId);
      if (!verdict) {
        verdict = mayRead(userId);
        verdicts.set(userId, verdict);
      }
      if (!(await verdict)) socket.leave(room);
    }
  }

  /**
   * socket.io encodes an event before it looks for recipients. On a lone instance (no redis) the local rooms are all
   * there is, so an event for an empty room (a user with no tab open, a title nobody is viewing) is dropped at
   * once: that encoding was about a tenth of a watchlist write's CPU.
   */
  private emitToRoom(room: string, event: string, payload: unknown): void {
    if (this.redisClients.length === 0 && !this.io.sockets.adapter.rooms.has(room)) return;
    this.io.to(room).emit(event, payload);
  }

  subscribeInvalidations(cacheName: string, handler: (group: string) => void): void {
    this.invalidationHandlers.set(cacheName, handler);
  }

  /** Tells the other instances' caches that a group changed (this instance invalidated its own already). */
  publishInvalidation(cacheName: string, group: string): void {
    // Only an adapter shared between instances can tell the others (the in-memory one refuses).
    if (this.redisClients.length > 0) this.io.serverSideEmit(CACHE_INVALIDATED, cacheName, group);
  }

  /**
   * After sign-out, on every instance: the session leaves the session caches, and its sockets are closed so a tab
   * that stayed open cannot go on sending as that person.
   */
  async endSession(userId: string, sessionId: string): Promise<void> {
    forgetSession(this.auth, sessionId);
    this.publishInvalidation(SESSIONS_CACHE, sessionId);
    const sockets = await this.io.in(userRoom(userId)).fetchSockets();
    for (const socket of sockets) if (socket.data.sessionId === sessionId) socket.disconnect(true);
  }

  /**
   * Whether the session a socket connected with still stands. Sign-out and a password change close their sockets at
   * once (`endSession`); a session ended where no instance hears of it (`npm run admin -- reset-password`, expiry) is
   * noticed here, within the session cache's 10 s, before the socket may act for that person.
   */
  async stillSignedIn(socket: Socket): Promise<boolean> {
    const session = await currentSession(this.auth, socket.request);
    return session !== null && session.sessionId === socket.data.sessionId;
  }

  /**
   * Disconnects every socket (an upgraded connection would otherwise keep the HTTP server from closing) and
   * closes the redis clients. The HTTP server itself is closed by fastify.
   */
  async close(): Promise<void> {
    this.io.local.disconnectSockets(true);
    this.io.engine.close();
    await Promise.all(this.redisClients.map((client) => client.quit().catch(() => undefined)));
  }
}
