import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { createServices } from './composition.js';
import type { DatabaseHandle } from './db/database.js';
import type { Env } from './env.js';
import { lazyChildLoggerFactory } from './lib/lazy-request-logger.js';
import { checkedSerializer, plainSerializer } from './lib/response-serializer.js';
import { activityRoutes } from './modules/activity/activity.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { type Auth, createAuth, resolveAuthSecret } from './modules/auth/auth.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { pinOidcIssuers } from './modules/auth/oidc.js';
import { oidcRoutes } from './modules/auth/oidc.routes.js';
import { passwordRoutes } from './modules/auth/password.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { registerChatSocket } from './modules/chat/chat.socket.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { friendsRoutes } from './modules/friends/friends.routes.js';
import { healthRoutes, installMetrics } from './modules/health/health.routes.js';
import type { HealthService } from './modules/health/health.service.js';
import { Metrics } from './modules/health/metrics.js';
import { imagesRoutes } from './modules/images/images.routes.js';
import { exportRoutes } from './modules/imports/export/export.routes.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { listsRoutes } from './modules/lists/lists.routes.js';
import { registerListsSocket } from './modules/lists/lists.socket.js';
import { mediaServersRoutes } from './modules/media-servers/media-servers.routes.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { peopleRoutes } from './modules/people/people.routes.js';
import { playsRoutes } from './modules/plays/plays.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import type { PushService } from './modules/push/push.service.js';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.js';
import type { RecommendationsService } from './modules/recommendations/recommendations.service.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import type { SearchService } from './modules/search/search.service.js';
import { sharedWatchlistsRoutes } from './modules/shared-watchlists/shared-watchlists.routes.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { watchServicesRoutes } from './modules/watch-services/watch-services.routes.js';
import { watchlistRoutes } from './modules/watchlist/watchlist.routes.js';
import { installRouteAccess } from './plugins/access.js';
import { installErrorHandler } from './plugins/errors.js';
import { installJsonBodyParser } from './plugins/json-body.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimits } from './plugins/rate-limits.js';
import { installSecurity } from './plugins/security.js';
import { addServerTiming } from './plugins/server-timing.js';
import { Realtime } from './realtime/realtime.js';
import { registerWebApp } from './web/web-app.js';

/**
 * Where `npm run build -w apps/web` puts the web app. Resolved from this file because src/app.ts and the bundle's
 * dist/main.js sit at the same depth under apps/api (a file in a subfolder of src/ would not).
 */
const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  /** Shared store for rate limits when several instances run (REDIS_URL). */
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** Milliseconds since the epoch for what runs on timers (push retries); tests pass one they move. */
  clock?: () => number;
}

export interface App extends FastifyInstance {
  auth: Auth;
  realtime: Realtime;
  /** Web push: what the notification centre sends through, and the outbox sweep (tests run it). */
  push: PushService;
  /** Readiness: start-up work holds it until done (main.ts), so load balancers wait (decision 050). */
  health: Pick<HealthService, 'hold'>;
  /** Search's typo word list: main.ts loads it at start, holding readiness until it is loaded (decision 051). */
  catalogSearch: Pick<SearchService, 'warmUp'>;
  /** The recommendation model: main.ts builds it at start, holding readiness until it is built (decision 052). */
  recommendations: Pick<RecommendationsService, 'warmUp'>;
}

/**
 * Builds the whole server without listening, so tests inject requests into exactly what production runs:
 * plugins, the services (composition.ts), each module's routes, then the web app. The database handle is owned
 * by the caller; closing the app closes it too.
 */
export async function buildApp({ env, database, redis, logger = false, clock }: AppDeps): Promise<App> {
  const app = Fastify({
    logger,
    // Without a logger fastify makes no request loggers at all; with one, each request's is made when it writes.
    ...(logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    // Uploads have their own limit; JSON bodies of this app are small.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Requests are always validated; responses are checked against the contract in tests only.
  app.setSerializerCompiler(env.NODE_ENV === 'test' ? checkedSerializer : plainSerializer);

  const port = env.PORT || 3000;
  const baseURL = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const trustedOrigins = [baseURL, `http://localhost:${port}`, `http://127.0.0.1:${port}`, 'http://localhost:5173'];
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    secret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
    baseURL,
    trustedOrigins,
    log: (level, message) => app.log[level](`[auth] ${message}`),
    oidcProviders: env.OIDC_PROVIDERS,
  });
  await pinOidcIssuers(database.db, env.OIDC_PROVIDERS);
  app.decorate('auth', auth);
  const realtime = new Realtime(app.server, { auth, trustedOrigins, redis, logger: app.log });
  app.decorate('realtime', realtime);
  // Sockets first: an open websocket would keep the HTTP server from closing.
  app.addHook('preClose', async () => realtime.close());
  app.addHook('onClose', async () => database.destroy());

  const services = createServices({ env, database, auth, realtime, log: app.log, clock, redis });
  app.decorate('push', services.push);
  app.decorate('health', services.health);
  app.decorate('catalogSearch', services.search);
  app.decorate('recommendations', services.recommendations);
  // Each instance sweeps the push outbox and looks for new episodes; closing stops both before the database closes
  // (onClose runs last-added first).
  services.push.start();
  services.newEpisodeNotices.start();
  services.imports.startRunner();
  app.addHook('onClose', async () => {
    services.newEpisodeNotices.stop();
    await services.imports.stopRunner();
    await services.push.stop();
    await services.recommendations.close();
  });
  installSecurity(app, { trustedOrigins });
  installJsonBodyParser(app);
  if (env.SERVER_TIMING) addServerTiming(app);
  installRouteAccess(app, { auth, isAdmin: (user) => services.users.hasAdminRole(user) });
  installErrorHandler(app);
  installMetrics(app, {
    token: env.METRICS_TOKEN,
    metrics: env.METRICS_TOKEN
      ? new Metrics({
          sockets: () => realtime.io.of('/').sockets.size,
          tmdb: services.tmdbUsage,
          importQueue: () => services.imports.queueLength(),
        })
      : null,
  });
  await registerRateLimits(app, redis);
  await registerOpenApi(app);

  const authRateLimit = env.AUTH_RATE_LIMIT_PER_MINUTE;
  await app.register(healthRoutes, { health: services.health });
  await app.register(authRoutes, {
    auth,
    realtime,
    rateLimitPerMinute: authRateLimit,
    passwordSignIn: env.PASSWORD_SIGN_IN,
  });
  await app.register(oidcRoutes, { oidc: services.oidc, auth, rateLimitPerMinute: authRateLimit });
  await app.register(passwordRoutes, { passwords: services.passwords, rateLimitPerMinute: authRateLimit });
  await app.register(registrationRoutes, {
    registration: services.registration,
    users: services.users,
    auth,
    rateLimitPerMinute: authRateLimit,
    passwordSignIn: env.PASSWORD_SIGN_IN,
  });
  await app.register(usersRoutes, { users: services.users });
  await app.register(profileRoutes, { profile: services.profile });
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(searchRoutes, { search: services.search, watchServices: services.watchServices });
  await app.register(imagesRoutes, { images: services.images });
  await app.register(watchlistRoutes, { watchlist: services.watchlist });
  await app.register(commentsRoutes, { comments: services.comments });
  await app.register(playsRoutes, { plays: services.plays });
  await app.register(calendarRoutes, { calendar: services.calendar, publicUrl: env.PUBLIC_URL });
  await app.register(watchServicesRoutes, { watchServices: services.watchServices });
  await app.register(statsRoutes, { stats: services.stats });
  await app.register(friendsRoutes, { friends: services.friends });
  await app.register(sharedWatchlistsRoutes, { sharedWatchlists: services.sharedWatchlists });
  await app.register(listsRoutes, { lists: services.lists });
  await app.register(membersRoutes, { members: services.members });
  await app.register(peopleRoutes, { people: services.people });
  await app.register(importsRoutes, { imports: services.imports });
  await app.register(mediaServersRoutes, {
    mediaServers: services.mediaServers,
    publicUrl: env.PUBLIC_URL,
    deliveriesPerMinute: env.MEDIA_WEBHOOK_RATE_LIMIT_PER_MINUTE,
  });
  registerListsSocket(realtime, services.lists, app.log);
  await app.register(chatRoutes, { chat: services.chat });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(activityRoutes, { activity: services.activity });
  registerChatSocket(realtime, services.chat, app.log);
  await app.register(recommendationsRoutes, { recommendations: services.recommendations });
  await app.register(assistantRoutes, {
    assistant: services.assistant,
    rateLimitPerMinute: env.ASSISTANT_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(exportRoutes, { exporter: services.exporter });
  await app.register(contactRoutes, { contact: services.contact, messagesPerWindow: env.CONTACT_RATE_LIMIT });
  await app.register(adminRoutes, { admin: services.admin });
  await app.register(pushRoutes, { push: services.push });

  await registerWebApp(app, { webDistDir: env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST, auth });
  return app as unknown as App;
}
