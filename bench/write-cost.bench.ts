/**
 * What one watchlist write costs in the database, without HTTP: the service's toggle on the app's SQLite setup
 * (WAL, synchronous=NORMAL, background checkpoints), the time of each SQL statement it runs, and the same write as
 * bare better-sqlite3 statements, alone and many to one transaction (what batching commits could save at most).
 *   npx tsx write-cost.bench.ts [--toggles 20000]
 * It tells how far from a bare HTTP route a write endpoint can possibly get (decision 015): every figure here is
 * paid on top of the HTTP work of a route that touches no database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { importDump, readDumpFile } from '../apps/api/src/modules/catalog/catalog.importer.js';
import { WatchlistService } from '../apps/api/src/modules/watchlist/watchlist.service.js';

const args = process.argv.slice(2);
const toggles = args.includes('--toggles') ? Number(args[args.indexOf('--toggles') + 1]) || 20_000 : 20_000;
const seed = path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-write-'));
const file = path.join(dataDir, 'watchify.db');

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

  const perToggle = (ms: number) => `${((ms * 1000) / toggles).toFixed(1)} µs`;
  for (let i = 0; i < 2000; i += 1) await watchlist.toggle('bench-user', key);
  statementTimes.clear();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  // 50 at a time, like 50 connections: they queue on SQLite's one connection as they would in the server.
  for (let i = 0; i < toggles / 50; i += 1) {
    await Promise.all(Array.from({ length: 50 }, () => watchlist.toggle('bench-user', key)));
  }
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `WatchlistService.toggle, ${toggles} toggles, 50 at a time: ${perToggle(performance.now() - started)} wall, ` +
      `${perToggle((cpu.user + cpu.system) / 1000)} CPU per toggle (all threads)`,
  );
  let inStatements = 0;
  for (const [text, { runs, ms }] of [...statementTimes].sort((a, b) => b[1].ms - a[1].ms)) {
    inStatements += ms;
    console.log(`  ${perToggle(ms).padStart(9)} per toggle  ${String(runs).padStart(6)} runs  ${text.slice(0, 90)}`);
  }
  console.log(`  ${perToggle(inStatements).padStart(9)} per toggle in SQLite statements`);

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
} finally {
  await database.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
