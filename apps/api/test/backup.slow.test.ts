import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildApp } from '../src/app.js';
import { createBackup } from '../src/backup/backup.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { loadEnv } from '../src/env.js';
import { restoreIntoNewTarget } from './backup-support.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.TEST_DATABASE_URL;

let app: App;
let database: DatabaseHandle & { dataDir: string };
let ayse: TestMember;
let movieId: number;
/** The test's own PostgreSQL schema (null on SQLite). */
let schema: string | null = null;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-backup-test-'));
const PHOTO = Buffer.from('not really a webp, but bytes that must come back unchanged');

beforeAll(async () => {
  const created = await createSocialTestApp();
  ({ app, ayse } = { app: created.app, ayse: await created.member() });
  database = created.database as DatabaseHandle & { dataDir: string };
  const movie = await database.db
    .selectFrom('titles')
    .select('id')
    .where('media_type', '=', 'movie')
    .executeTakeFirstOrThrow();
  movieId = movie.id;
  if (pgUrl) {
    const result = await sql<{ s: string }>`select current_schema() as s`.execute(database.db);
    schema = result.rows[0]?.s ?? null;
  }
  fs.mkdirSync(path.join(database.dataDir, 'uploads/avatars'), { recursive: true });
  fs.writeFileSync(path.join(database.dataDir, 'uploads/avatars', `${ayse.userId}.webp`), PHOTO);
});
afterAll(async () => {
  await app.close();
});

/** The CLI as a person runs it (`npm run backup|restore -- …`), with only DATA_DIR configured: SQLite. */
async function cli(command: 'backup' | 'restore', args: string[], dataDir: string) {
  const { DATABASE_URL: _db, ...env } = process.env;
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, ...args], {
      cwd: apiDir,
      env: { ...env, DATA_DIR: dataDir, INIT_CWD: apiDir },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Backs the test's database up the way the app is configured: the CLI on SQLite, pg_dump of the test's schema on PG. */
async function backUp(file: string): Promise<void> {
  if (schema && pgUrl) {
    await createBackup({ dataDir: database.dataDir, databaseUrl: pgUrl, postgresSchema: schema }, file);
  } else {
    const result = await cli('backup', [file], database.dataDir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Backup written to');
  }
}

/** The restore command line into a new DATA_DIR (SQLite), or the function into the test's schema name (PG). */
const restoreElsewhere = (file: string) =>
  restoreIntoNewTarget(file, workDir, schema, async (archive, dataDir) => {
    const result = await cli('restore', [archive], dataDir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('checksums verified');
  });

describe('npm run backup / restore', () => {
  it('backs up under write load and restores every write acknowledged before the backup started', async () => {
    const acknowledged: { requestId: string; at: number }[] = [];
    let writing = true;
    const writer = async (worker: number) => {
      for (let i = 0; writing; i += 1) {
        const requestId = `load-${worker}-${i}-${Date.now().toString(36)}`;
        const response = await app.inject({
          method: 'POST',
          url: '/api/plays',
          headers: { cookie: ayse.cookie },
          payload: { requestId, mediaType: 'movie', id: movieId, watchedOn: null, rewatch: true },
        });
        expect(response.statusCode, response.body).toBe(201);
        acknowledged.push({ requestId, at: performance.now() });
      }
    };
    const writers = Array.from({ length: 4 }, (_, worker) => writer(worker));
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));

    const file = path.join(workDir, 'under-load.tar.gz');
    const backupStartedAt = performance.now();
    await backUp(file);
    const duringBackup = acknowledged.filter((w) => w.at > backupStartedAt).length;
    writing = false;
    await Promise.all(writers);
    // The backup really ran under load: writes kept being acknowledged while it was taken.
    expect(duringBackup).toBeGreaterThan(0);

    const before = acknowledged.filter((w) => w.at < backupStartedAt).map((w) => w.requestId);
    const { dataDir, restored } = await restoreElsewhere(file);
    // Closing the app built on it below closes the restored database too.
    const second = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: '' }),
      database: restored,
    });
    try {
      await migrateToLatest(restored.db, restored.dialect, schema ?? undefined);
      const rows = await restored.db
        .selectFrom('plays')
        .select('request_id')
        .where('user_id', '=', ayse.userId)
        .execute();
      const found = new Set(rows.map((r) => r.request_id));
      expect(before.filter((id) => !found.has(id))).toEqual([]);
      expect(fs.readFileSync(path.join(dataDir, 'uploads/avatars', `${ayse.userId}.webp`))).toEqual(PHOTO);

      // The restored instance knows Ayşe's session (same database and session secret) and shows her plays.
      const me = await second.inject({ method: 'GET', url: '/api/me', headers: { cookie: ayse.cookie } });
      expect(me.statusCode).toBe(200);
      const diary = await second.inject({ method: 'GET', url: '/api/plays', headers: { cookie: ayse.cookie } });
      expect(diary.statusCode).toBe(200);
      expect(diary.json().plays.length).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  }, 60_000);
});
