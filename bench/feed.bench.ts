/**
 * The friends' activity feed at scale (issue 24 §4): a member with 200 friends and 100,000 activity rows (500 per
 * friend, a few years of watches, reviews and list additions interleaved in time), plus 200 strangers with as many
 * again who must be skipped. Timed through the service the route calls, 200 runs each: the first page, a page deep
 * in the history (by cursor), and the first page when a quarter of the friends chose "only me".
 * On SQLite, and on PostgreSQL when BENCH_DATABASE_URL's server answers.
 *   npx tsx feed.bench.ts [--friends 200] [--per-friend 500]
 * Target: first page p95 ≤ 30 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { newOrderedId } from '../apps/api/src/lib/ordered-id.js';
import { ActivityService } from '../apps/api/src/modules/activity/activity.service.js';
import { insertPeople } from './support/people.js';
import { freshPostgresDatabase, PG_URL, reachable } from './support/services.js';
import { numberOption, percentile } from './support/throughput.js';

const FRIENDS = numberOption('--friends', 200);
const PER_FRIEND = numberOption('--per-friend', 500);
const RUNS = 200;
const TYPES = ['watched', 'watched', 'watched', 'reviewed', 'listItemAdded'] as const;

async function seed(database: DatabaseHandle): Promise<string> {
  const { db } = database;
  await migrateToLatest(db, database.dialect);
  const now = new Date().toISOString();
  const viewer = 'viewer';
  const friends = Array.from({ length: FRIENDS }, (_, i) => `friend-${i}`);
  const strangers = Array.from({ length: FRIENDS }, (_, i) => `stranger-${i}`);
  await insertPeople(db, [viewer, ...friends, ...strangers], now);
  for (let start = 0; start < friends.length; start += 250) {
    const batch = friends.slice(start, start + 250);
    await db
      .insertInto('friendships')
      .values(
        batch.flatMap((id) => [
          { user_id: viewer, friend_id: id, created_at: now },
          { user_id: id, friend_id: viewer, created_at: now },
        ]),
      )
      .execute();
  }
  // Everyone's activities interleaved over three years, as they would have happened.
  const actors = [...friends, ...strangers];
  const total = actors.length * PER_FRIEND;
  const start = Date.parse('2023-11-27T00:00:00Z');
  const step = (Date.now() - start) / total;
  const rows = Array.from({ length: total }, (_, i) => {
    const at = start + i * step;
    const type = TYPES[i % TYPES.length] as (typeof TYPES)[number];
    return {
      id: newOrderedId(Math.floor(at)),
      actor_id: actors[i % actors.length] as string,
      type,
      media_type: 'movie',
      title_id: 1000 + (i % 5000),
      title: `Film ${i % 5000}`,
      poster_path: null,
      year: 1990 + (i % 35),
      season_number: null,
      episode_number: null,
      rating: type === 'reviewed' ? 1 + (i % 5) : null,
      excerpt: type === 'reviewed' ? 'A few words about the film, as a review starts.' : null,
      list_id: type === 'listItemAdded' ? `list-${i % 300}` : null,
      list_name: type === 'listItemAdded' ? `List ${i % 300}` : null,
      created_at: new Date(at).toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('activities')
      .values(rows.slice(i, i + 1000))
      .execute();
  return viewer;
}

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 20; i += 1) await run();
  const durations: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const p95 = percentile(durations, 95);
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(durations, 50).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  ` +
      `p99 ${percentile(durations, 99).toFixed(2)} ms${label.startsWith('first page') ? (p95 <= 30 ? '  (≤ 30 ms: ok)' : '  (OVER TARGET)') : ''}`,
  );
}

async function measure(label: string, database: DatabaseHandle): Promise<void> {
  const started = performance.now();
  const viewer = await seed(database);
  console.log(
    `\n${label}: ${FRIENDS} friends × ${PER_FRIEND} activities, as many from ${FRIENDS} strangers, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const activity = new ActivityService(database.db, console);
  const first = await activity.feed(viewer, { limit: 30 });
  if (first.activities.length !== 30) throw new Error(`expected a full first page, got ${first.activities.length}`);
  await time('first page', () => activity.feed(viewer, { limit: 30 }));
  let cursor = first.nextCursor ?? undefined;
  for (let page = 0; page < 100 && cursor; page += 1)
    cursor = (await activity.feed(viewer, { before: cursor, limit: 30 })).nextCursor ?? undefined;
  await time('page 100 (by cursor)', () => activity.feed(viewer, { before: cursor, limit: 30 }));
  const hidden = Array.from({ length: FRIENDS / 4 }, (_, i) => ({ user_id: `friend-${i * 4}`, audience: 'onlyMe' }));
  await database.db.insertInto('activity_settings').values(hidden).execute();
  await time('first page, a quarter of friends "only me"', () => activity.feed(viewer, { limit: 30 }));
}

console.log(`feed bench; ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-feed-'));
const sqlite = openDatabase({ sqliteFile: path.join(dataDir, 'watchify.db') });
try {
  await measure('SQLite', sqlite);
} finally {
  await sqlite.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (await reachable(PG_URL, 5432)) {
  const fresh = await freshPostgresDatabase('watchify_bench_feed');
  const postgres = openDatabase({ databaseUrl: fresh.url, sqliteFile: '' });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.destroy();
    await fresh.drop();
  }
} else {
  console.log(`\nPostgreSQL: skipped (nothing answers at ${PG_URL})`);
}
