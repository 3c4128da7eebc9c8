/**
 * The recommendation model built in its worker thread (decision 052) over a generated catalog: how long the build
 * takes, the longest the main thread's event loop was held up meanwhile (monitorEventLoopDelay), how busy it was
 * (event-loop utilization), the worker's heap and the process's RSS, and what a ranking costs across the thread.
 * SQLite, then PostgreSQL when it is reachable (BENCH_DATABASE_URL).
 *   npx tsx recommendations-worker.bench.ts [--titles 50000] [--users 2000] [--likes 40] [--cap 100000] [--sqlite-only]
 * Target (issue 28): no main-thread stall over 100 ms during a build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { emptySignals } from '../apps/api/src/modules/recommendations/engine/index.js';
import { RecommendationModelWorker } from '../apps/api/src/modules/recommendations/recommendations.model-worker.js';
import { insertGeneratedCatalog } from '../apps/api/test/support/generated-catalog.js';
import { freshPostgresDatabase, PG_URL, reachable } from './support/services.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const TITLES = option('--titles', 50_000);
const USERS = option('--users', 2000);
const LIKES = option('--likes', 40);
const CAP = option('--cap', 100_000);
const RANKINGS = 200;

const mb = (bytes: number) => Math.round(bytes / 1e6);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(label: string, database: DatabaseHandle): Promise<void> {
  let started = performance.now();
  const catalog = await insertGeneratedCatalog(database, {
    titles: TITLES,
    users: USERS,
    likesPerUser: LIKES,
    keywordsPerTitle: 8,
  });
  console.log(
    `${label}: ${TITLES} titles, ${USERS} people × ${LIKES} likes written in ${Math.round(performance.now() - started)} ms`,
  );

  const built: Record<string, number>[] = [];
  const log = {
    info: (details: object, msg: string) => {
      if (msg.includes('model built')) built.push(details as Record<string, number>);
    },
    warn: (details: object, msg: string) => console.warn(msg, details),
    error: (details: object, msg: string) => console.error(msg, details),
  };
  const model = new RecommendationModelWorker(
    { connection: database.connection, maxTitles: CAP, refreshMs: 60 * 60_000 },
    log,
  );
  const rssBefore = process.memoryUsage().rss;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const utilization = performance.eventLoopUtilization();
  delay.enable();
  started = performance.now();
  const ok = await model.warmUp();
  delay.disable();
  const warmUpMs = performance.now() - started;
  const busy = performance.eventLoopUtilization(utilization).utilization;
  const rssAfter = process.memoryUsage().rss;
  if (!ok) throw new Error('the model was not built');

  const times: number[] = [];
  for (let r = 0; r < RANKINGS; r += 1) {
    const signals = emptySignals();
    signals.likes = Array.from(
      { length: 10 },
      (_, l) => `movie:${catalog.ids[(r * 97 + l * 13) % catalog.ids.length]}`,
    );
    const at = performance.now();
    await model.recommend(`bench-${r}`, signals, r);
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  await model.close();

  const info = built[0] ?? {};
  console.log(
    `${label}: model of ${info.titles} titles (cap ${CAP}), ${info.people} people; build ${info.buildMs} ms in the worker ` +
      `(warm-up from the main thread, worker start included: ${Math.round(warmUpMs)} ms); main thread during it: ` +
      `max event-loop delay ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, ` +
      `utilization ${(busy * 100).toFixed(1)} %; worker heap after the build ${info.heapMb} MB; process RSS ` +
      `${mb(rssBefore)} → ${mb(rssAfter)} MB; a ranking across the thread p50 ${quantile(times, 0.5)?.toFixed(1)} ms, ` +
      `p95 ${quantile(times, 0.95)?.toFixed(1)} ms`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-recs-worker-'));
const sqlite = openDatabase({ sqliteFile: path.join(dataDir, 'watchify.db') });
await migrateToLatest(sqlite.db, sqlite.dialect);
try {
  await measure('sqlite', sqlite);
} finally {
  await sqlite.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (!args.includes('--sqlite-only') && (await reachable(PG_URL, 5432))) {
  const fresh = await freshPostgresDatabase('watchify_bench_recs_worker');
  const postgres = openDatabase({ databaseUrl: fresh.url, sqliteFile: '' });
  try {
    await migrateToLatest(postgres.db, postgres.dialect);
    await measure('postgres', postgres);
  } finally {
    await postgres.destroy();
    await fresh.drop();
  }
}
