/**
 * Notification delivery: how long from a friend request (POST /api/friend-requests) until the recipient's open
 * socket hears `notification:created`. Pairs of members registered through the API; each asker asks, waits for the
 * notification, withdraws the request (DELETE) and asks again on its schedule, the pairs side by side, so that all
 * together they offer `--rate` friend requests a second (and as many withdrawals); `--rate 0` asks again at once,
 * which measures a saturated server's queue more than a notification's way. Run twice:
 *   1. one instance (node dist/main.js, as `npm start` runs it) on a fresh SQLite data dir;
 *   2. two instances with REDIS_URL on a fresh PostgreSQL database: every asker talks to instance one and every
 *      recipient listens on instance two, so every notification crosses through Redis.
 * Target (issue 24 §4): p99 ≤ 50 ms on one instance and across two.
 *   npx tsx notifications.bench.ts [--pairs 10] [--rounds 50] [--rate 100] [--skip-redis]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { registerMember } from './support/members.js';
import { buildApi, type RunningServer, startBuiltServer } from './support/server.js';
import { freshPostgresDatabase, PG_URL, REDIS_URL, reachable } from './support/services.js';
import { connectSocket } from './support/sockets.js';
import { numberOption, percentile, textOption } from './support/throughput.js';

const PAIRS = numberOption('--pairs', 10);
const ROUNDS = numberOption('--rounds', 50);
/** Friend requests a second offered by all pairs together; 0: each pair asks again as soon as it may. */
const RATE = Number(textOption('--rate') ?? 100);
if (!Number.isFinite(RATE) || RATE < 0) throw new Error('--rate: a number of requests a second, or 0 for no pause');
const serverEnv = { NODE_ENV: 'production', AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Member {
  cookie: string;
  id: string;
}

async function favoritesOf(base: string) {
  const first = async (type: 'movie' | 'tv') => {
    const response = await fetch(`${base}/api/catalog/trending?type=${type}&limit=1`);
    const { results } = (await response.json()) as { results: { id: number }[] };
    return results[0]?.id ?? 0;
  };
  return { movieId: await first('movie'), showId: await first('tv') };
}

async function registerMembers(base: string, count: number): Promise<Member[]> {
  const favorites = await favoritesOf(base);
  const members: Member[] = [];
  for (let i = 0; i < count; i += 1) {
    const cookie = await registerMember(base, favorites);
    const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { id: string };
    members.push({ cookie, id: me.id });
  }
  return members;
}

/** The next `notification:created` on a socket, with the time it arrived. */
function nextNotification(socket: Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification within 10 s')), 10_000);
    socket.once('notification:created', () => {
      clearTimeout(timer);
      resolve(performance.now());
    });
  });
}

async function measure(label: string, askBase: string, listenBase: string, members: Member[]): Promise<void> {
  const pairs = Array.from({ length: PAIRS }, (_, i) => [members[2 * i], members[2 * i + 1]] as [Member, Member]);
  const sockets = await Promise.all(pairs.map(([, recipient]) => connectSocket(listenBase, recipient.cookie)));
  const latencies: number[] = [];
  let late = 0;
  const started = performance.now();
  await Promise.all(
    pairs.map(async ([asker, recipient], index) => {
      const socket = sockets[index] as Socket;
      const headers = { cookie: asker.cookie, origin: askBase, 'content-type': 'application/json' };
      for (let round = 0; round < ROUNDS; round += 1) {
        if (RATE > 0) {
          // The pairs take turns: request number round × PAIRS + index is due at that many 1/RATE s from the start.
          const wait = started + ((round * PAIRS + index) * 1000) / RATE - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          else if (wait < -10) late += 1;
        }
        const heard = nextNotification(socket);
        const asked = performance.now();
        const response = await fetch(`${askBase}/api/friend-requests`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ toUserId: recipient.id }),
        });
        if (response.status !== 201) throw new Error(`friend request: ${response.status} ${await response.text()}`);
        const { request } = (await response.json()) as { request: { id: string } };
        latencies.push((await heard) - asked);
        const withdrawn = await fetch(`${askBase}/api/friend-requests/${request.id}`, {
          method: 'DELETE',
          headers: { cookie: asker.cookie, origin: askBase },
        });
        if (withdrawn.status !== 204) throw new Error(`withdraw: ${withdrawn.status}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.disconnect();
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  console.log(`\n${label}`);
  const offered = RATE > 0 ? `${RATE} requests/s offered` : 'no pause between rounds';
  console.log(
    `  ${latencies.length} notifications (${PAIRS} pairs × ${ROUNDS}, ${offered}) in ${seconds.toFixed(1)} s: ` +
      `${(latencies.length / seconds).toFixed(0)} friend requests/s and as many withdrawals` +
      (late > 0 ? `; ${late} requests started over 10 ms late (the server fell behind the offered rate)` : ''),
  );
  console.log(
    `  request → recipient's notification:created: p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  ` +
      `p99 ${ms(p99)}  max ${ms(latencies.at(-1) ?? Number.NaN)}  ${p99 <= 50 ? '(p99 ≤ 50 ms: ok)' : '(p99 > 50 ms: OVER TARGET)'}`,
  );
}

const servers: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
try {
  buildApi();
  console.log(
    `notifications bench: ${PAIRS} pairs × ${ROUNDS} rounds, ${RATE > 0 ? `${RATE} requests/s` : 'no pause'}; ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-notifications-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = await startBuiltServer(5600 + Math.floor(Math.random() * 100), {
      ...serverEnv,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    });
    servers.push(server);
    const members = await registerMembers(server.base, PAIRS * 2);
    await measure('one instance (SQLite)', server.base, server.base, members);
  }
  const redisUp = await reachable(REDIS_URL, 6379);
  const pgUp = await reachable(PG_URL, 5432);
  if (process.argv.includes('--skip-redis') || !redisUp || !pgUp) {
    console.log(`\ntwo instances through Redis: skipped (Redis reachable: ${redisUp}, PostgreSQL reachable: ${pgUp})`);
  } else {
    const database = await freshPostgresDatabase('watchify_bench_notifications');
    cleanups.push(database.drop);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-notifications-redis-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL };
    const port = 5700 + Math.floor(Math.random() * 100);
    // The first instance migrates and seeds; the second starts on the ready database.
    const one = await startBuiltServer(port, env);
    servers.push(one);
    const two = await startBuiltServer(port + 1, env);
    servers.push(two);
    const members = await registerMembers(one.base, PAIRS * 2);
    await measure('two instances through Redis (PostgreSQL), every notification crosses', one.base, two.base, members);
  }
} finally {
  for (const server of servers.reverse()) await server.stop();
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error('cleanup failed:', error));
}
