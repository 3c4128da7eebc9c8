import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { healthResponseSchema, isTheme, LANGUAGE_COOKIE, THEME_COOKIE } from '@watchify/contract';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/database.js';
import type { Env } from './env.js';
import { TmdbImageFetcher } from './integrations/tmdb/image-fetcher.js';
import { TmdbLiveCatalogSource } from './integrations/tmdb/live-catalog-source.js';
import { createTmdbProvider } from './integrations/tmdb/provider.js';
import { TitleRefresher } from './integrations/tmdb/title-refresher.js';
import { readCookie } from './lib/cookies.js';
import { AppError } from './lib/errors.js';
import { lazyChildLoggerFactory } from './lib/lazy-request-logger.js';
import { createOriginCheck } from './lib/origin-check.js';
import { checkedSerializer, plainSerializer } from './lib/response-serializer.js';
import { createSecurityHeaders } from './lib/security-headers.js';
import { loadServerRenderer, sendRenderedDocument } from './lib/server-rendering.js';
import { createDocumentPicker, createVisitorDocuments, documentLanguage } from './lib/web-documents.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { AdminService } from './modules/admin/admin.service.js';
import { OpenAiCompatibleLlm } from './modules/assistant/assistant.llm.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { AssistantService } from './modules/assistant/assistant.service.js';
import { type Auth, createAuth, resolveAuthSecret } from './modules/auth/auth.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { passwordRoutes } from './modules/auth/password.routes.js';
import { PasswordService } from './modules/auth/passwords.js';
import { currentUser, hasSessionCookie } from './modules/auth/session.js';
import { countTitles } from './modules/catalog/catalog.repository.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { ChatService } from './modules/chat/chat.service.js';
import { registerChatSocket } from './modules/chat/chat.socket.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { CommentsService } from './modules/comments/comments.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { ContactService } from './modules/contact/contact.service.js';
import { friendsRoutes } from './modules/friends/friends.routes.js';
import { FriendsService } from './modules/friends/friends.service.js';
import { imagesRoutes } from './modules/images/images.routes.js';
import { ImagesService } from './modules/images/images.service.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { AvatarStore } from './modules/profile/profile-photo.js';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.js';
import { RecommendationsService } from './modules/recommendations/recommendations.service.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { RegistrationService } from './modules/registration/registration.service.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { SearchService } from './modules/search/search.service.js';
import { sharedWatchlistsRoutes } from './modules/shared-watchlists/shared-watchlists.routes.js';
import { SharedWatchlistsService } from './modules/shared-watchlists/shared-watchlists.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { watchlistRoutes } from './modules/watchlist/watchlist.routes.js';
import { WatchlistService } from './modules/watchlist/watchlist.service.js';
import { installJsonBodyParser } from './plugins/json-body.js';
import { Realtime } from './realtime/realtime.js';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  /** Shared store for rate limits when several instances run (REDIS_URL). */
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
}

export interface App extends FastifyInstance {
  auth: Auth;
  realtime: Realtime;
}

/** Where `npm run build -w apps/web` puts the web app. */
const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * Builds the whole server without listening, so tests inject requests into exactly what production runs.
 * The database handle is owned by the caller; closing the app closes it too.
 */
export async function buildApp({ env, database, redis, logger = false }: AppDeps): Promise<App> {
  const app = Fastify({
    logger,
    // Without a logger fastify makes no request loggers at all; with one, each request's is made when it writes.
    ...(logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    // Uploads have their own limit; JSON bodies of this app are small.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Requests are always validated; responses are checked against the contract in tests only (decision 015).
  app.setSerializerCompiler(env.NODE_ENV === 'test' ? checkedSerializer : plainSerializer);

  const { db } = database;
  const port = env.PORT || 3000;
  const baseURL = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const trustedOrigins = [baseURL, `http://localhost:${port}`, `http://127.0.0.1:${port}`, 'http://localhost:5173'];
  const auth = createAuth({
    db,
    dialect: database.dialect,
    secret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
    baseURL,
    trustedOrigins,
    log: (level, message) => app.log[level](`[auth] ${message}`),
  });
  app.decorate('auth', auth);
  const realtime = new Realtime(app.server, { auth, trustedOrigins, redis, logger: app.log });
  app.decorate('realtime', realtime);
  // Sockets first: an open websocket would keep the HTTP server from closing.
  app.addHook('preClose', async () => realtime.close());
  app.addHook('onClose', async () => database.destroy());
  app.addHook('onRequest', createOriginCheck(trustedOrigins));
  installJsonBodyParser(app);

  app.addHook(
    'onRequest',
    createSecurityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://image.tmdb.org'],
          frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
          scriptSrc: ["'self'"],
          // React sets style attributes (e.g. poster colours); no inline scripts are allowed.
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // Posters and trailers come from other origins.
      crossOriginEmbedderPolicy: false,
    }),
  );
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'watchify-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'tooManyRequests',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Watchify API',
        version: '0.1.0',
        description: 'Generated from the zod schemas in packages/contract.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, field: error.field } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = issue?.instancePath
        ? issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
        : error.validationContext;
      return reply.status(400).send({
        error: {
          code: 'invalidRequest',
          message: `${where ?? 'request'}: ${issue?.message ?? 'invalid value'}`,
          field: where,
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: error.code ?? 'badRequest', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
  });

  const users = new UsersService(db, env.ADMIN_EMAILS);
  const tmdb = createTmdbProvider(env);
  const live = tmdb
    ? new TmdbLiveCatalogSource(db, tmdb, new TitleRefresher(tmdb, { logger: app.log }), app.log)
    : null;
  const catalog = new CatalogService(db, live);
  const registration = new RegistrationService(db, auth);
  const search = new SearchService(db, { log: app.log });

  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Ready once migrations ran', response: { 200: healthResponseSchema } } },
    async () => ({
      status: 'ok' as const,
      database: database.dialect,
      catalog: { titles: await countTitles(db) },
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );
  await app.register(authRoutes, { auth, realtime, rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE });
  await app.register(passwordRoutes, {
    auth,
    passwords: new PasswordService(db, realtime),
    rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(usersRoutes, { auth, users });
  await app.register(catalogRoutes, { catalog });
  await app.register(searchRoutes, { search });
  const chat = new ChatService(db, realtime);
  registerChatSocket(realtime, chat, app.log);
  await app.register(chatRoutes, { auth, chat });
  await app.register(commentsRoutes, { auth, comments: new CommentsService(db, realtime, database.groupCommit) });
  const friends = new FriendsService(db, database.dialect, realtime);
  await app.register(friendsRoutes, { auth, friends });
  await app.register(watchlistRoutes, { auth, watchlist: new WatchlistService(database, catalog, realtime) });
  await app.register(sharedWatchlistsRoutes, {
    auth,
    sharedWatchlists: new SharedWatchlistsService(db, catalog, realtime),
  });
  await app.register(profileRoutes, {
    auth,
    profile: new ProfileService(db, new AvatarStore(path.join(env.DATA_DIR, 'uploads')), users),
  });
  await app.register(adminRoutes, { auth, users, admin: new AdminService(db, users, friends) });
  await app.register(recommendationsRoutes, {
    auth,
    recommendations: new RecommendationsService(db, { log: app.log }),
  });
  await app.register(imagesRoutes, {
    images: new ImagesService(path.join(env.DATA_DIR, 'images'), new TmdbImageFetcher(env.TMDB_IMAGE_URL)),
  });
  await app.register(contactRoutes, {
    auth,
    contact: new ContactService(db),
    messagesPerWindow: env.CONTACT_RATE_LIMIT,
  });
  const assistantLlm = env.ASSISTANT_LLM_URL
    ? new OpenAiCompatibleLlm({
        url: env.ASSISTANT_LLM_URL,
        model: env.ASSISTANT_LLM_MODEL,
        key: env.ASSISTANT_LLM_KEY,
        timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS,
      })
    : null;
  await app.register(assistantRoutes, {
    auth,
    assistant: new AssistantService(db, search, assistantLlm, app.log, users),
    rateLimitPerMinute: env.ASSISTANT_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(registrationRoutes, {
    registration,
    users,
    rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
  });

  const webDist = env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  const indexHtml = path.join(webDist, 'index.html');
  const serveWeb = env.WEB_DIST_DIR !== '' && fs.existsSync(indexHtml);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // `/` is a page like any other: the not-found handler below answers it with the language's document.
      index: false,
      // The web build writes .br and .gz copies (apps/web/precompress.mjs); send those to browsers that take them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those never change; index.html must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const documentFor = createDocumentPicker(webDist);
  const visitorDocumentFor = createVisitorDocuments(webDist);
  const serverRenderer = serveWeb ? await loadServerRenderer(webDist, app, app.log) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (a stale /assets/… after a deploy) is a 404, not the app's HTML under a .js name.
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (pathname === '/api' || pathname.startsWith('/api/') || isFile || !serveWeb || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ error: { code: 'notFound', message: `No route for ${request.method} ${pathname}` } });
    }
    // History fallback: app routes such as /title/movie/238 are rendered by the web app, from the document of the
    // visitor's language (it preloads that language's texts): the one chosen in the app, else the browser's. A
    // visitor's discovery page comes rendered (decision 020).
    const language = documentLanguage(
      request.headers['accept-language'],
      readCookie(request.headers.cookie, LANGUAGE_COOKIE),
    );
    const document = documentFor(language);
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Accept-Encoding, Cookie');
    // The session is looked up only for a page that would be rendered: every other page is the same for everyone.
    // The theme cookie is the visitor's own choice (the web app keeps it), so the page is painted in it at once.
    const themeCookie = readCookie(request.headers.cookie, THEME_COOKIE);
    const rendered =
      serverRenderer?.rendersOnServer(pathname) && (await currentUser(auth, request)) === null
        ? await serverRenderer.render(request.url, language, isTheme(themeCookie) ? themeCookie : null, document)
        : null;
    if (rendered !== null) return sendRenderedDocument(request, reply, rendered);
    const visitorDocument = hasSessionCookie(request) ? null : visitorDocumentFor(document);
    if (visitorDocument !== null) return sendRenderedDocument(request, reply, visitorDocument);
    return reply.sendFile(document);
  });

  return app as unknown as App;
}
