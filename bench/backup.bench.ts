/**
 * `npm run backup` and `npm run restore` on a database with 10,000 users' data (issue 27 §4): each user with a
 * profile, 5 ratings with a review, 5 watchlist entries, 10 plays and 5 chat messages, over the built-in demo catalog.
 * Prints the backup's time and size and the restore's time, on SQLite and (when reachable) PostgreSQL.
 *   npx tsx backup.bench.ts [--users 10000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createBackup, restoreBackup } from '../apps/api/src/backup/backup.js';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import type { Database } from '../apps/api/src/db/types.js';
import { seedCatalogOnFirstStart } from '../apps/api/src/modules/catalog/catalog.seed.js';
import { diaryPosition } from '../apps/api/src/modules/plays/plays.repository.js';
import { insertPeople } from './support/people.js';
import { freshPostgresDatabase, PG_URL, reachable } from './support/services.js';

const args = process.argv.slice(2);
const userCount = args.includes('--users') ? Number(args[args.indexOf('--users') + 1]) || 10_000 : 10_000;
const BATCH = 250;
const silent = { info: () => {}, warn: () => {} };

async function inBatches<T>(
  db: Kysely<Database>,
  rows: T[],
  insert: (trx: Kysely<Database>, part: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH);
    await db.transaction().execute((trx) => insert(trx, part));
  }
}

/** The users and their data, straight into the database (what the services would write, minus their checks). */
async function seed(db: Kysely<Database>): Promise<number> {
  await seedCatalogOnFirstStart(db, undefined, silent);
  const titles = await db.selectFrom('titles').select(['id', 'media_type', 'title', 'poster_path']).execute();
  const now = new Date().toISOString();
  const ids = Array.from({ length: userCount }, (_, i) => `user-${String(i).padStart(6, '0')}`);
  await insertPeople(db, ids, now);
  const titleOf = (u: number, k: number) => titles[(u * 7 + k * 13) % titles.length] as (typeof titles)[number];
  const per = <T>(count: number, make: (u: number, k: number) => T) =>
    ids.flatMap((_, u) => Array.from({ length: count }, (_, k) => make(u, k)));

  const comments = per(5, (u, k) => {
    const t = titleOf(u, k);
    return {
      id: `c-${u}-${k}`,
      user_id: ids[u] as string,
      media_type: t.media_type,
      title_id: t.id,
      rating: ((u + k) % 5) + 1,
      text: `Review ${k + 1} by user ${u}: a few sentences about the film, as people write them.`,
      created_at: now,
      updated_at: now,
    };
  });
  await inBatches(db, comments, (trx, part) => trx.insertInto('comments').values(part).execute());
  const watchlist = per(5, (u, k) => {
    const t = titleOf(u, k + 5);
    return {
      user_id: ids[u] as string,
      media_type: t.media_type,
      title_id: t.id,
      title: t.title,
      poster_path: t.poster_path,
      year: 2000,
      added_at: now,
    };
  });
  await inBatches(db, watchlist, (trx, part) => trx.insertInto('watchlist_items').values(part).execute());
  const plays = per(10, (u, k) => {
    const t = titleOf(u, k + 10);
    const id = `p-${u}-${k}`;
    const watchedOn = `20${String(10 + (k % 15)).padStart(2, '0')}-0${(k % 9) + 1}-1${k % 9}`;
    return {
      id,
      user_id: ids[u] as string,
      request_id: `req-${u}-${k}`,
      media_type: t.media_type,
      title_id: t.id,
      title: t.title,
      poster_path: t.poster_path,
      year: 2000,
      watched_on: watchedOn,
      rewatch: 0,
      season_number: null,
      episode_number: null,
      diary_position: diaryPosition(watchedOn, id),
      created_at: now,
      updated_at: now,
    };
  });
  await inBatches(db, plays, (trx, part) => trx.insertInto('plays').values(part).execute());
  const messages = per(5, (u, k) => {
    const other = ids[(u + 1) % ids.length] as string;
    const self = ids[u] as string;
    return {
      conversation_key: [self, other].sort().join(':'),
      sender_id: self,
      recipient_id: other,
      body: `Message ${k + 1}: have you seen it yet?`,
      client_id: `m-${u}-${k}`,
      created_at: now,
      read_at: null,
    };
  });
  await inBatches(db, messages, (trx, part) => trx.insertInto('chat_messages').values(part).execute());
  return comments.length + watchlist.length + plays.length + messages.length;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measure(label: string, open: () => Promise<DatabaseHandle & { url?: string }>, dataDir: string) {
  const database = await open();
  await migrateToLatest(database.db, database.dialect);
  let started = performance.now();
  const rows = await seed(database.db);
  console.log(
    `${label}: seeded ${userCount} users and ${rows} rows of their data in ${seconds(performance.now() - started)}`,
  );
  await database.destroy();
  fs.mkdirSync(path.join(dataDir, 'uploads/avatars'), { recursive: true });
  for (let i = 0; i < 200; i += 1) {
    fs.writeFileSync(path.join(dataDir, 'uploads/avatars', `user-${i}.webp`), Buffer.alloc(12_000, i));
  }
  const databaseBytes = database.url
    ? 0
    : fs.statSync(path.join(dataDir, 'watchify.db')).size +
      (fs.statSync(path.join(dataDir, 'watchify.db-wal'), { throwIfNoEntry: false })?.size ?? 0);

  const file = path.join(os.tmpdir(), `watchify-bench-backup-${label}-${process.pid}.tar.gz`);
  started = performance.now();
  const { bytes } = await createBackup({ dataDir, databaseUrl: database.url }, file);
  const backupMs = performance.now() - started;

  const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-restore-'));
  let restoreMs: number;
  if (database.url) {
    const target = await freshPostgresDatabase('watchify_bench_restore');
    started = performance.now();
    await restoreBackup({ dataDir: restoreDir, databaseUrl: target.url }, file);
    restoreMs = performance.now() - started;
    await target.drop();
  } else {
    started = performance.now();
    await restoreBackup({ dataDir: restoreDir }, file);
    restoreMs = performance.now() - started;
  }
  console.log(
    `${label}: backup ${seconds(backupMs)}, archive ${mb(bytes)}${databaseBytes ? ` (database file ${mb(databaseBytes)})` : ''} with 200 photos; restore ${seconds(restoreMs)}`,
  );
  fs.rmSync(file, { force: true });
  fs.rmSync(restoreDir, { recursive: true, force: true });
}

const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-backup-'));
await measure('sqlite', async () => openDatabase({ sqliteFile: path.join(sqliteDir, 'watchify.db') }), sqliteDir);
fs.rmSync(sqliteDir, { recursive: true, force: true });

if (await reachable(PG_URL, 5432)) {
  const source = await freshPostgresDatabase('watchify_bench_backup');
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-backup-pg-'));
  try {
    await measure(
      'postgres',
      async () => ({ ...openDatabase({ databaseUrl: source.url, sqliteFile: '' }), url: source.url }),
      pgDir,
    );
  } finally {
    await source.drop();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  console.log(`postgres: skipped (nothing listens at ${PG_URL})`);
}
