/**
 * What one watchlist write costs in the database, without HTTP: the service's toggle on the app's SQLite setup
 * (WAL, synchronous=NORMAL, background checkpoints), the time of each SQL statement it runs, and the same write as
 * bare better-sqlite3 statements, alone and many to one transaction (what batching commits could save at most).
 * Then the same for a comment edit (the service's update) on a title with 30 comments and on one with 2,000: the
 * title's average comes from its totals row, so the two should cost the same.
 *   npx tsx write-cost.bench.ts [--toggles 20000]
 * It tells how far from a bare HTTP route a write endpoint can possibly get (decision 022): every figure here is
 * paid on top of the HTTP work of a route that touches no database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { importDump, readDumpFile } from '../apps/api/src/modules/catalog/catalog.importer.js';
import { CommentsService } from '../apps/api/src/modules/comments/comments.service.js';
import { WatchlistService } from '../apps/api/src/modules/watchlist/watchlist.service.js';

const args = process.argv.slice(2);
const toggles = args.includes('--toggles') ? Number(args[args.indexOf('--toggles') + 1]) || 20_000 : 20_000;
const seed = path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-write-'));
const file = path.join(dataDir, 'watchify.db');

/** Milliseconds spent on `count` writes, as microseconds per write. */
const perWrite = (ms: number, count: number) => `${((ms * 1000) / count).toFixed(1)} µs`;

/**
 * Runs `write` `count` times, 50 at a time like 50 connections (they queue on SQLite's one connection as they would
 * in the server), then prints the wall and CPU time per write and the time of each statement it ran, dearest first.
 */
async function measureWrites(label: string, unit: string, count: number, write: () => Promise<unknown>) {
  statementTimes.clear();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count / 50; i += 1) await Promise.all(Array.from({ length: 50 }, write));
  const cpu = process.cpuUsage(cpuBefore);
  const per = (ms: number) => perWrite(ms, count);
  console.log(
    `${label}, ${count} ${unit}s, 50 at a time: ${per(performance.now() - started)} wall, ` +
      `${per((cpu.user + cpu.system) / 1000)} CPU per ${unit} (all threads)`,
  );
  let inStatements = 0;
  for (const [text, { runs, ms }] of [...statementTimes].sort((a, b) => b[1].ms - a[1].ms)) {
    inStatements += ms;
    const oneLine = text.replace(/\s+/g, ' ');
    console.log(`  ${per(ms).padStart(9)} per ${unit}  ${String(runs).padStart(6)} runs  ${oneLine.slice(0, 90)}`);
  }
  console.log(`  ${per(inStatements).padStart(9)} per ${unit} in SQLite statements`);
}

/** Wall time of every statement the app runs, by SQL text (better-sqlite3 runs each synchronously). */
const statementTimes = new Map<string, { runs: number; ms: number }>();
type Statement = Record<'run' | 'get' | 'all', (...params: unknown[]) => unknown>;
const prepare = SQLite.prototype.prepare;
SQLite.prototype.prepare = function timedPrepare(this: SQLite.Database, text: string) {
  const statement = prepare.call(this, text) as unknown as Statement;
  for (const method of ['run', 'get', 'all'] as const) {
    const execute = statement[method];
    statement[method] = (...params: unknown[]) => {
      const started = performance.now();
      try {
        return execute.apply(statement, params);
      } finally {
        const entry = statementTimes.get(text) ?? { runs: 0, ms: 0 };
        entry.runs += 1;
        entry.ms += performance.now() - started;
        statementTimes.set(text, entry);
      }
    };
  }
  return statement as unknown as SQLite.Statement;
} as typeof prepare;

const database = openDatabase({ sqliteFile: file });
try {
  await migrateToLatest(database.db, 'sqlite');
  await importDump(database.db, readDumpFile(seed), { source: 'dump' });
  const now = new Date().toISOString();
  await sql`insert into users (id, name, email, email_verified, created_at, updated_at)
            values ('bench-user', 'Bench', 'bench@example.com', 0, ${now}, ${now})`.execute(database.db);
  const title = await database.db
    .selectFrom('titles')
    .select(['media_type', 'id'])
    .where('media_type', '=', 'movie')
    .executeTakeFirstOrThrow();
  const key = { mediaType: 'movie' as const, id: title.id };
  // Every title toggled is in the catalog, so the service never needs TMDB.
  const watchlist = new WatchlistService(database, { detail: () => Promise.reject(new Error('not held')) });

  const toggle = () => watchlist.toggle('bench-user', key);
  for (let i = 0; i < 2000; i += 1) await toggle();
  await measureWrites('WatchlistService.toggle', 'toggle', toggles, toggle);
  const perToggle = (ms: number) => perWrite(ms, toggles);

  // The same write without the query builder: the least a committed toggle can cost here.
  const raw = new SQLite(file);
  raw.pragma('synchronous = NORMAL');
  const remove = raw.prepare('delete from watchlist_items where user_id = ? and media_type = ? and title_id = ?');
  const insert = raw.prepare(
    'insert into watchlist_items (user_id, media_type, title_id, title, poster_path, year, added_at) ' +
      'values (?, ?, ?, ?, ?, ?, ?) on conflict do nothing',
  );
  const write = () => {
    if (remove.run('bench-user', 'movie', key.id).changes === 0) {
      insert.run('bench-user', 'movie', key.id, 'Title', null, 2000, now);
    }
  };
  const alone = performance.now();
  for (let i = 0; i < toggles; i += 1) raw.transaction(write)();
  console.log(`better-sqlite3 directly, one transaction per toggle: ${perToggle(performance.now() - alone)}`);
  const batched = performance.now();
  raw.transaction(() => {
    for (let i = 0; i < toggles; i += 1) write();
  })();
  console.log(`better-sqlite3 directly, every toggle in one transaction: ${perToggle(performance.now() - batched)}`);
  raw.close();

  await measureCommentEdits(database, now);
} finally {
  await database.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Comment edits, 50 at a time, on a title with 30 comments and on one with 2,000 (their authors are inserted
 * directly: registering 2,000 people through the API would take minutes). Each edit changes the rating, so the
 * totals row changes too.
 */
async function measureCommentEdits(database: DatabaseHandle, now: string) {
  const { db } = database;
  const titles = await db.selectFrom('titles').select('id').where('media_type', '=', 'movie').limit(3).execute();
  const sizes = [30, 2000];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < Math.max(...sizes); i += 1) {
      const id = `commenter-${i}`;
      await trx
        .insertInto('users')
        .values({
          id,
          name: `Commenter ${i}`,
          email: `${id}@example.com`,
          email_verified: 0 as unknown as boolean,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('profiles')
        .values({
          user_id: id,
          first_name: 'Bench',
          last_name: 'Commenter',
          nickname: id,
          nickname_key: id,
          country: 'Türkiye',
          city: 'İzmir',
          birth_date: '1990-01-01',
          occupation: 'Engineer',
          has_disability: 0,
          is_admin: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    for (const [index, size] of sizes.entries()) {
      for (let i = 0; i < size; i += 1) {
        await trx
          .insertInto('comments')
          .values({
            id: `bench-${size}-${String(i).padStart(5, '0')}`,
            user_id: `commenter-${i}`,
            media_type: 'movie',
            title_id: titles[index + 1]?.id as number,
            rating: (i % 5) + 1,
            text: `Bench comment number ${i + 1}.`,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
  });
  const silent = { toTitle: () => {}, subscribeInvalidations: () => {}, publishInvalidation: () => {} };
  const feed = { record: async () => {}, reviseReview: async () => {} };
  const comments = new CommentsService(database, silent, { notify: async () => {} }, feed);
  for (const size of sizes) {
    let n = 0;
    const edit = () => {
      n += 1;
      return comments.update('commenter-0', `bench-${size}-00000`, { rating: (n % 5) + 1, text: `Edited ${n}.` });
    };
    for (let i = 0; i < 999; i += 1) await edit();
    // The answer's count says how many comments the title really has.
    const { summary } = await edit();
    console.log('');
    await measureWrites(`CommentsService.update on a title with ${summary.count} comments`, 'edit', 10_000, edit);
  }
}
