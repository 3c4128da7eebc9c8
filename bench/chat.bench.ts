/**
 * Chat delivery latency: 1,000 connected sockets (one per user, 500 friend pairs), messages sent at 100/s between
 * random pairs over the socket (`chat:send`), measured from the emit to the friend's `chat:message` (same clock:
 * both ends live in this process). Run twice:
 *   1. one instance (node dist/main.js, as `npm start` runs it) on a fresh SQLite data dir;
 *   2. two instances behind "a load balancer" with REDIS_URL: every pair has one person on each instance, so every
 *      message crosses through Redis. Both instances share a fresh PostgreSQL database (BENCH_DATABASE_URL's server,
 *      default postgres://postgres@127.0.0.1:5432/test) or, with --shared-sqlite, one SQLite file.
 * Users, profiles, friendships and sessions are written straight into the database (registering 1,000 people
 * through the API would mostly measure password hashing); the session cookies are signed the way better-auth signs
 * them, and one is checked against GET /api/me before the run.
 *
 *   npx tsx chat.bench.ts [--sockets 1000] [--rate 100] [--seconds 10] [--skip-redis] [--shared-sqlite]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/database.js';
import { buildApi, type RunningServer, startBuiltServer } from './support/server.js';
import { freshPostgresDatabase, PG_URL, REDIS_URL, reachable } from './support/services.js';
import { connectSocket } from './support/sockets.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const SOCKETS = option('sockets', 1000);
const RATE = option('rate', 100);
const SECONDS = option('seconds', 10);
const AUTH_SECRET = crypto.randomBytes(32).toString('base64url');
const ORIGIN_HEADER = (base: string) => ({ origin: base, 'content-type': 'application/json' });

interface BenchUser {
  id: string;
  cookie: string;
  friendId: string;
}

/** better-call's signed cookie value: `token.base64(HMAC-SHA256(token, secret))`, URI-encoded. */
function signedCookie(token: string): string {
  const signature = crypto.createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
  return `watchify.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Registers one person through the API: the template whose rows are copied for the others. */
async function registerTemplate(base: string): Promise<string> {
  const nickname = `bench_${Date.now().toString(36)}`;
  const info = {
    firstName: 'Bench',
    lastName: 'User',
    nickname,
    email: `${nickname}@example.com`,
    password: 'bench-password',
    passwordConfirm: 'bench-password',
    birthDate: '1990-01-01',
    gender: 'Other',
    occupation: 'Engineer',
    city: 'İzmir',
  };
  const titles = (await (await fetch(`${base}/api/registration/preference-titles?genres=18,35`)).json()) as {
    movies: { id: number }[];
    shows: { id: number }[];
  };
  const reserved = await fetch(`${base}/api/registration/reservations`, {
    method: 'POST',
    headers: ORIGIN_HEADER(base),
    body: JSON.stringify(info),
  });
  if (reserved.status !== 201) throw new Error(`reservation failed: ${await reserved.text()}`);
  const { reservationToken } = (await reserved.json()) as { reservationToken: string };
  const done = await fetch(`${base}/api/registration`, {
    method: 'POST',
    headers: ORIGIN_HEADER(base),
    body: JSON.stringify({
      ...info,
      reservationToken,
      preferences: {
        genres: [18, 35],
        hasDisability: false,
        favoriteMovies: titles.movies.slice(0, 1).map((t) => t.id),
        favoriteShows: titles.shows.slice(0, 1).map((t) => t.id),
      },
    }),
  });
  if (done.status !== 201) throw new Error(`registration failed: ${await done.text()}`);
  return ((await done.json()) as { id: string }).id;
}

/** `count` users (pairs of friends) with sessions, copied from the template's rows. */
async function createUsers(database: DatabaseHandle, templateId: string, count: number): Promise<BenchUser[]> {
  const { db } = database;
  const user = await db.selectFrom('users').selectAll().where('id', '=', templateId).executeTakeFirstOrThrow();
  const profile = await db
    .selectFrom('profiles')
    .selectAll()
    .where('user_id', '=', templateId)
    .executeTakeFirstOrThrow();
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', templateId)
    .executeTakeFirstOrThrow();
  const run = crypto.randomBytes(3).toString('hex');
  const users: BenchUser[] = [];
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => {
    const id = `bench${run}u${i}`;
    const token = crypto.randomBytes(24).toString('base64url');
    const friendId = `bench${run}u${i % 2 === 0 ? i + 1 : i - 1}`;
    users.push({ id, cookie: signedCookie(token), friendId });
    return {
      user: { ...user, id, email: `${id}@example.com`, name: `Bench ${i}` },
      profile: { ...profile, user_id: id, nickname: id, nickname_key: id },
      session: { ...session, id: `s${id}`, user_id: id, token },
      friendship: { user_id: id, friend_id: friendId, created_at: now },
    };
  });
  for (let i = 0; i < rows.length; i += 200) {
    const part = rows.slice(i, i + 200);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(part.map((r) => r.user))
        .execute();
      await trx
        .insertInto('profiles')
        .values(part.map((r) => r.profile))
        .execute();
      await trx
        .insertInto('sessions')
        .values(part.map((r) => r.session))
        .execute();
      await trx
        .insertInto('friendships')
        .values(part.map((r) => r.friendship))
        .execute();
    });
  }
  return users;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Connects every user to the instance `baseFor` picks, sends RATE messages/s for SECONDS, prints the latencies. */
async function measure(label: string, users: BenchUser[], baseFor: (index: number) => string): Promise<void> {
  const sockets = new Map<string, Socket>();
  const connectStart = performance.now();
  for (let i = 0; i < users.length; i += 100) {
    const batch = users.slice(i, i + 100);
    const connected = await Promise.all(batch.map((u, j) => connectSocket(baseFor(i + j), u.cookie)));
    for (const [j, u] of batch.entries()) sockets.set(u.id, connected[j] as Socket);
  }
  const connectSeconds = (performance.now() - connectStart) / 1000;

  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  const acks: number[] = [];
  let failed = 0;
  for (const [userId, socket] of sockets) {
    socket.on('chat:message', (event: { message: { clientId: string; recipientId: string } }) => {
      // Only the friend's copy counts (the sender's own tabs get one too).
      if (event.message.recipientId !== userId) return;
      const started = sentAt.get(event.message.clientId);
      if (started !== undefined) delivery.push(performance.now() - started);
    });
  }

  const total = RATE * SECONDS;
  let sent = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE));
      for (; sent < due; sent += 1) {
        const sender = users[Math.floor(Math.random() * users.length)] as BenchUser;
        const socket = sockets.get(sender.id) as Socket;
        const clientId = crypto.randomUUID();
        const emitted = performance.now();
        sentAt.set(clientId, emitted);
        socket
          .timeout(10_000)
          .emitWithAck('chat:send', { friendId: sender.friendId, text: `bench ${sent}`, clientId })
          .then((ack: { ok: boolean }) => {
            if (ack.ok) acks.push(performance.now() - emitted);
            else failed += 1;
          })
          .catch(() => {
            failed += 1;
          });
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  // Let the last deliveries land.
  const deadline = Date.now() + 5000;
  while (delivery.length + failed < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const elapsed = (performance.now() - start) / 1000;
  for (const socket of sockets.values()) socket.disconnect();

  delivery.sort((a, b) => a - b);
  acks.sort((a, b) => a - b);
  console.log(`\n${label}`);
  console.log(`  ${sockets.size} sockets connected in ${connectSeconds.toFixed(1)} s`);
  console.log(
    `  ${total} messages in ${elapsed.toFixed(1)} s (${Math.round(total / SECONDS)}/s asked): ` +
      `${delivery.length} delivered, ${failed} failed, ${total - delivery.length - failed} missing`,
  );
  console.log(
    `  delivery (emit → friend's chat:message): p50 ${ms(percentile(delivery, 50))}  p95 ${ms(percentile(delivery, 95))}  ` +
      `p99 ${ms(percentile(delivery, 99))}  max ${ms(delivery.at(-1) ?? Number.NaN)}  ` +
      `${percentile(delivery, 99) <= 50 ? '(p99 ≤ 50 ms: ok)' : '(p99 > 50 ms: OVER TARGET)'}`,
  );
  console.log(
    `  acknowledgement (emit → stored):          p50 ${ms(percentile(acks, 50))}  p95 ${ms(percentile(acks, 95))}  ` +
      `p99 ${ms(percentile(acks, 99))}`,
  );
}

async function checkSession(base: string, user: BenchUser): Promise<void> {
  const me = await fetch(`${base}/api/me`, { headers: { cookie: user.cookie } });
  if (me.status !== 200) throw new Error(`a bench session is not accepted (GET /api/me → ${me.status})`);
}

const serverEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET,
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
};
const servers: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];

try {
  buildApi();
  console.log(`chat bench: ${SOCKETS} sockets, ${RATE} messages/s for ${SECONDS} s; ${os.cpus().length} CPUs`);

  // 1. One instance, SQLite.
  {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-chat-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const port = 4900 + Math.floor(Math.random() * 100);
    const server = await startBuiltServer(port, { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    servers.push(server);
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'watchify.db') });
    const users = await createUsers(database, await registerTemplate(server.base), SOCKETS);
    await database.destroy();
    await checkSession(server.base, users[0] as BenchUser);
    await measure('one instance (SQLite)', users, () => server.base);
    await server.stop();
    servers.pop();
  }

  // 2. Two instances through Redis.
  const redisUp = await reachable(REDIS_URL, 6379);
  if (!redisUp) console.log(`\ntwo instances through Redis: skipped (nothing listens at ${REDIS_URL}; set REDIS_URL)`);
  if (!args.includes('--skip-redis') && redisUp) {
    const sharedSqlite = args.includes('--shared-sqlite') || !(await reachable(PG_URL, 5432));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-chat-redis-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl = '';
    if (!sharedSqlite) {
      const database = await freshPostgresDatabase('watchify_bench_chat');
      databaseUrl = database.url;
      cleanups.push(database.drop);
    }
    const env = { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL };
    const port = 5000 + Math.floor(Math.random() * 100);
    // The first instance migrates and seeds; the second starts on the ready database.
    const one = await startBuiltServer(port, env);
    servers.push(one);
    const two = await startBuiltServer(port + 1, env);
    servers.push(two);
    const database = openDatabase({
      databaseUrl: databaseUrl || undefined,
      sqliteFile: path.join(dataDir, 'watchify.db'),
    });
    const users = await createUsers(database, await registerTemplate(one.base), SOCKETS);
    await database.destroy();
    await checkSession(two.base, users[1] as BenchUser);
    // Even users on instance one, their friends (odd) on instance two: every message crosses through Redis.
    await measure(
      `two instances through Redis (${sharedSqlite ? 'one SQLite file' : 'PostgreSQL'}), every message crosses`,
      users,
      (index) => (index % 2 === 0 ? one.base : two.base),
    );
  }
} finally {
  for (const server of servers) await server.stop();
  for (const cleanup of cleanups) await cleanup().catch((error) => console.error('cleanup failed:', error));
}
