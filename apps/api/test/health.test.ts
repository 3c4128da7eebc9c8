import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { loadEnv } from '../src/env.js';
import { HealthService } from '../src/modules/health/health.service.js';
import { createTestApp, importSample } from './helpers.js';

/**
 * What a load balancer, an orchestrator and Prometheus see: readiness (200 / 503) with each dependency's state,
 * liveness, and /metrics behind its token.
 */

const TOKEN = 'metrics-token-for-tests-0123456789';
let app: App;
let database: DatabaseHandle;
let withMetrics: App;
let withMetricsDatabase: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const created = await createTestApp({ METRICS_TOKEN: TOKEN });
  withMetrics = created.app;
  withMetricsDatabase = created.database;
  await importSample(created.database);
});
afterAll(async () => {
  await app.close();
  await withMetrics.close();
});

describe('readiness and liveness', () => {
  it('says ready with the database answering, Redis and TMDB off, and is never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      status: 'ok',
      checks: { database: 'ok', redis: 'off', tmdb: 'off' },
      waitingFor: [],
    });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().status).toBe('ok');
  });

  it('reports the catalog size from the planner statistics an import gathers, without counting rows', async () => {
    const empty = (await app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(empty.catalog.titles).toBe(0);
    const { count } = await withMetricsDatabase.db
      .selectFrom('titles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(10);
    const imported = (await withMetrics.inject({ method: 'GET', url: '/api/health' })).json();
    expect(imported.catalog.titles).toBe(Number(count));
  });

  it('answers 503 "starting" while start-up work holds readiness, liveness 200 meanwhile', async () => {
    const seeding = app.health.hold('catalog seed');
    const warming = app.health.hold('search index');
    const starting = await app.inject({ method: 'GET', url: '/api/health' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toMatchObject({ status: 'starting', waitingFor: ['catalog seed', 'search index'] });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    seeding();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json().waitingFor).toEqual(['search index']);
    warming();
    warming();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 "down" when the database does not answer', async () => {
    const { app: broken, database } = await createTestApp();
    await database.db.destroy();
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'down', checks: { database: 'down' } });
    expect((await broken.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await broken.close().catch(() => {});
  });

  it('reports TMDB degraded after its calls failed, and stays ready (the local catalog serves)', async () => {
    const { app: offline } = await createTestApp({ TMDB_API_KEY: 'test-key', TMDB_API_URL: 'http://127.0.0.1:9/3' });
    try {
      expect((await offline.inject({ method: 'GET', url: '/api/health' })).json().checks.tmdb).toBe('ok');
      // The home page's trending row asks TMDB, which is not there; the local catalog answers instead.
      expect((await offline.inject({ method: 'GET', url: '/api/catalog/trending' })).statusCode).toBe(200);
      const response = await offline.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'degraded', checks: { tmdb: 'degraded' } });
    } finally {
      await offline.close();
    }
  });

  it('reports Redis: ok when it answers, down (degraded, still ready) when it does not', async () => {
    const unreachable = new Redis('redis://127.0.0.1:9', { lazyConnect: true, maxRetriesPerRequest: 0 });
    const health = (redis: Redis) => new HealthService({ database, redis });
    const down = await health(unreachable).readiness();
    expect(down).toMatchObject({ ready: true, report: { status: 'degraded', checks: { redis: 'down' } } });
    unreachable.disconnect();
    if (process.env.REDIS_URL) {
      const redis = new Redis(process.env.REDIS_URL);
      await new Promise((resolve) => redis.once('ready', resolve));
      const up = await health(redis).readiness();
      expect(up.report.checks.redis).toBe('ok');
      await redis.quit();
    }
  });
});

describe('/metrics', () => {
  it('is off unless METRICS_TOKEN is set', async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toContain('METRICS_TOKEN');
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('requires the token as a Bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`]) {
      const response = await withMetrics.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('counts requests per route pattern, method and status class; shows sockets, TMDB and the import queue', async () => {
    for (const id of [278, 238, 999_999_999]) {
      await withMetrics.inject({ method: 'GET', url: `/api/titles/movie/${id}` });
    }
    const response = await withMetrics.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const count = (status: string) =>
      Number(
        new RegExp(
          `watchify_http_request_duration_seconds_count\\{method="GET",route="/api/titles/:mediaType/:id",status_class="${status}"\\} (\\d+)`,
        ).exec(text)?.[1] ?? 0,
      );
    expect(count('2xx') + count('4xx')).toBe(3);
    expect(count('4xx')).toBeGreaterThanOrEqual(1);
    // Raw URLs never become labels.
    expect(text).not.toContain('/api/titles/movie/278');
    expect(text).toMatch(/watchify_sockets_connected 0/);
    expect(text).toMatch(/watchify_import_jobs\{state="queued"\} 0/);
    expect(text).toContain('# TYPE watchify_tmdb_calls_total counter');
    expect(text).toContain('process_resident_memory_bytes');
  });
});
