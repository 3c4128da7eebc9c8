import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/database.js';
import type { Env } from './env.js';
import { TmdbImageFetcher } from './integrations/tmdb/image-fetcher.js';
import { TmdbLiveCatalogSource } from './integrations/tmdb/live-catalog-source.js';
import { createTmdbProvider } from './integrations/tmdb/provider.js';
import { TitleRefresher } from './integrations/tmdb/title-refresher.js';
import { ActivityService } from './modules/activity/activity.service.js';
import { AdminService } from './modules/admin/admin.service.js';
import { OpenAiCompatibleLlm } from './modules/assistant/assistant.llm.js';
import { AssistantService } from './modules/assistant/assistant.service.js';
import type { Auth } from './modules/auth/auth.js';
import { OidcService } from './modules/auth/oidc.service.js';
import { PasswordService } from './modules/auth/passwords.js';
import { CalendarService } from './modules/calendar/calendar.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { ChatService } from './modules/chat/chat.service.js';
import { CommentsService } from './modules/comments/comments.service.js';
import { ContactService } from './modules/contact/contact.service.js';
import { FriendsService } from './modules/friends/friends.service.js';
import { HealthService } from './modules/health/health.service.js';
import { ImagesService } from './modules/images/images.service.js';
import { ExportService } from './modules/imports/export/export.service.js';
import { ImportApplier } from './modules/imports/import-applier.js';
import { ImportsService } from './modules/imports/imports.service.js';
import { TitleMatcher } from './modules/imports/title-matcher.js';
import { ListsService } from './modules/lists/lists.service.js';
import { MediaServersService } from './modules/media-servers/media-servers.service.js';
import { MembersService } from './modules/members/members.service.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { PeopleService } from './modules/people/people.service.js';
import { NewEpisodeNotices } from './modules/plays/new-episode-notices.js';
import { PlaysService } from './modules/plays/plays.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { AvatarStore } from './modules/profile/profile-photo.js';
import { PushService } from './modules/push/push.service.js';
import { resolveVapidDetails } from './modules/push/vapid-keys.js';
import { RecommendationModelWorker } from './modules/recommendations/recommendations.model-worker.js';
import { RecommendationsService } from './modules/recommendations/recommendations.service.js';
import { RegistrationService } from './modules/registration/registration.service.js';
import { SearchService } from './modules/search/search.service.js';
import { SharedWatchlistsService } from './modules/shared-watchlists/shared-watchlists.service.js';
import { StatsService } from './modules/stats/stats.service.js';
import { UsersService } from './modules/users/users.service.js';
import { WatchServicesService } from './modules/watch-services/watch-services.service.js';
import { WatchlistService } from './modules/watchlist/watchlist.service.js';
import type { Realtime } from './realtime/realtime.js';

/** How old the recommendation model may get before it is rebuilt (in its worker, while the old one serves). */
const RECOMMENDATIONS_REFRESH_MS = 10 * 60_000;

export interface CompositionDeps {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch, for what runs on timers (push retries); tests pass one they move. */
  clock?: () => number;
  /** When REDIS_URL is set: the health check pings it. */
  redis?: Redis;
}

/**
 * Every service of the app, made once and wired to the ones it uses: the only place that knows which module
 * depends on which. A module reads another module's data through the service it is handed here.
 */
export function createServices({ env, database, auth, realtime, log, clock, redis }: CompositionDeps) {
  const { db } = database;
  const users = new UsersService(db, env.ADMIN_EMAILS);
  const tmdb = createTmdbProvider(env);
  const live = tmdb ? new TmdbLiveCatalogSource(db, tmdb, new TitleRefresher(tmdb, { logger: log }), log) : null;
  const catalog = new CatalogService(db, live);
  const search = new SearchService(database);
  const push = new PushService(database, {
    vapid: resolveVapidDetails(env),
    allowLoopback: env.PUSH_ALLOW_LOOPBACK,
    log,
    clock,
  });
  const notifications = new NotificationsService(db, realtime, push, log);
  const activity = new ActivityService(db, log);
  const friends = new FriendsService(db, database.dialect, realtime, notifications);
  const watchlist = new WatchlistService(database, catalog, realtime);
  const registration = new RegistrationService(db, auth);
  const plays = new PlaysService(database, catalog, watchlist, activity);
  const stats = new StatsService(db, friends);
  const lists = new ListsService(database, catalog, plays, friends, realtime, notifications, activity);
  const comments = new CommentsService(database, realtime, notifications, activity);
  const recommendations = new RecommendationsService(
    db,
    new RecommendationModelWorker(
      {
        connection: database.connection,
        maxTitles: env.RECOMMENDATIONS_MAX_TITLES,
        refreshMs: RECOMMENDATIONS_REFRESH_MS,
      },
      log,
    ),
    { log },
  );
  const importTargets = { plays, comments, watchlist, recommendations, lists };
  const imports = new ImportsService(
    database,
    new ImportApplier(new TitleMatcher(db, search, catalog), importTargets, catalog.canLookUpElsewhere),
    importTargets,
    catalog,
    realtime,
    { log },
  );
  const chat = new ChatService(db, realtime, friends, notifications, realtime);
  const assistantLlm = env.ASSISTANT_LLM_URL
    ? new OpenAiCompatibleLlm({
        url: env.ASSISTANT_LLM_URL,
        model: env.ASSISTANT_LLM_MODEL,
        key: env.ASSISTANT_LLM_KEY,
        timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS,
      })
    : null;
  return {
    users,
    catalog,
    search,
    friends,
    watchlist,
    registration,
    health: new HealthService({ database, redis, tmdb: tmdb?.usage }),
    /** TMDB's calls and cache lookups on this instance (null without TMDB), for /metrics. */
    tmdbUsage: tmdb?.usage ?? null,
    passwords: new PasswordService(db, realtime, users),
    oidc: new OidcService(db, auth, env.OIDC_PROVIDERS, env.PASSWORD_SIGN_IN),
    chat,
    notifications,
    activity,
    newEpisodeNotices: new NewEpisodeNotices(db, notifications, log),
    comments,
    plays,
    calendar: new CalendarService(database, { plays, watchlist, catalog }),
    watchServices: new WatchServicesService(database, catalog),
    stats,
    sharedWatchlists: new SharedWatchlistsService(db, catalog, realtime, friends, notifications),
    lists,
    members: new MembersService(db, { friends, activity, lists, plays }),
    people: new PeopleService(db, tmdb, log),
    profile: new ProfileService(db, new AvatarStore(path.join(env.DATA_DIR, 'uploads')), users),
    admin: new AdminService(db, users, friends),
    recommendations,
    imports,
    mediaServers: new MediaServersService(database, { imports, plays, comments }),
    exporter: new ExportService({
      users,
      catalog,
      plays,
      comments,
      watchlist,
      recommendations,
      lists,
      friends,
      chat,
    }),
    images: new ImagesService(path.join(env.DATA_DIR, 'images'), new TmdbImageFetcher(env.TMDB_IMAGE_URL)),
    contact: new ContactService(db),
    assistant: new AssistantService(db, search, watchlist, { plays, stats }, assistantLlm, log, users),
    push,
  };
}

export type Services = ReturnType<typeof createServices>;
