/**
 * Starts Watchify: validates the configuration, opens and migrates the database, listens (not ready yet), seeds the
 * catalog on first start, builds the recommendation model (in its worker thread), then reports ready. SIGINT/SIGTERM
 * report unready, stop accepting connections, let in-flight requests finish, and close the database.
 */
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { openMigratedDatabase } from './db/open-from-env.js';
import { fromInvocationDir, InvalidEnvError, loadDotEnvFile, loadEnv } from './env.js';
import { letWorkersSizeTheirHeaps } from './lib/worker-heaps.js';
import { seedCatalogOnFirstStart } from './modules/catalog/catalog.seed.js';
import { CatalogService } from './modules/catalog/catalog.service.js';

async function main(): Promise<void> {
  const startedAt = performance.now();
  letWorkersSizeTheirHeaps();
  loadDotEnvFile();
  const loaded = loadEnv();
  const env = {
    ...loaded,
    DATA_DIR: fromInvocationDir(loaded.DATA_DIR),
    CATALOG_SEED: loaded.CATALOG_SEED && fromInvocationDir(loaded.CATALOG_SEED),
  };
  const logger = {
    level: env.LOG_LEVEL,
    ...(process.stdout.isTTY && env.NODE_ENV !== 'production'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
  const database = await openMigratedDatabase(env);
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
  const app = await buildApp({ env, database, redis, logger });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  // Listening before the seed lets liveness answer during a long first import; readiness says 503 until it is done.
  // Whatever else must be warm before this instance takes traffic holds readiness the same way (decision 050).
  const seeding = app.health.hold('catalog seed');
  // So does what must be in memory before it serves at full speed, loaded once the catalog is in.
  const searchWarming = app.health.hold('search word list');
  const modelBuilding = app.health.hold('recommendations model');

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.health.hold('shutting down');
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      // A stuck connection must not keep the process alive forever.
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: env.PORT, host: env.HOST });
  await new CatalogService(database.db).ensureGenres();
  await seedCatalogOnFirstStart(database.db, env.CATALOG_SEED, app.log);
  seeding();
  // Both at once. A failure is logged and the instance serves anyway: a search loads what it lacks itself, and
  // recommendations serve the fallback list.
  await Promise.all([
    app.catalogSearch
      .warmUp()
      .catch((error: unknown) => app.log.error({ err: error }, 'search warm-up failed'))
      .finally(searchWarming),
    app.recommendations.warmUp().finally(modelBuilding),
  ]);
  app.log.info(
    { database: database.dialect, startupMs: Math.round(performance.now() - startedAt) },
    `Watchify is ready on http://localhost:${env.PORT}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvError) {
    console.error(error.message);
  } else {
    console.error('Watchify could not start:', error);
  }
  process.exit(1);
});
