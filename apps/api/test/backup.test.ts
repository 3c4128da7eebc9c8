import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { createBackup, restoreBackup } from '../src/backup/backup.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { restoreIntoNewTarget } from './backup-support.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

const pgUrl = process.env.TEST_DATABASE_URL;

let app: App;
let database: DatabaseHandle & { dataDir: string };
let ayse: TestMember;
/** The test's own PostgreSQL schema (null on SQLite). */
let schema: string | null = null;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-backup-test-'));
const PHOTO = Buffer.from('not really a webp, but bytes that must come back unchanged');

beforeAll(async () => {
  const created = await createSocialTestApp();
  ({ app, ayse } = { app: created.app, ayse: await created.member() });
  database = created.database as DatabaseHandle & { dataDir: string };
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

/** Backs the test's database up in this process (the slow test runs the command line): pg_dump of its schema on PG. */
async function backUp(file: string): Promise<void> {
  await createBackup(
    schema && pgUrl
      ? { dataDir: database.dataDir, databaseUrl: pgUrl, postgresSchema: schema }
      : { dataDir: database.dataDir },
    file,
  );
}

describe('a backup restored', () => {
  it('brings back the accounts, uploaded photos and generated secrets', async () => {
    const file = path.join(workDir, 'round-trip.tar.gz');
    await backUp(file);
    const { dataDir, restored } = await restoreIntoNewTarget(file, workDir, schema, async (archive, target) => {
      await restoreBackup({ dataDir: target }, archive);
    });
    try {
      const user = await restored.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', ayse.userId)
        .executeTakeFirst();
      expect(user?.email).toBe(ayse.info.email);
      expect(fs.readFileSync(path.join(dataDir, 'uploads/avatars', `${ayse.userId}.webp`))).toEqual(PHOTO);
      expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(
        fs.readFileSync(path.join(database.dataDir, 'auth-secret'), 'utf8'),
      );
    } finally {
      await restored.destroy();
    }
  }, 30_000);
});

describe('what restore refuses', () => {
  let good: string;
  beforeAll(async () => {
    good = path.join(workDir, 'good.tar.gz');
    await backUp(good);
  }, 30_000);

  const target = (dataDir: string) =>
    schema && pgUrl
      ? { dataDir, databaseUrl: pgUrl, postgresSchema: `${schema}_r${Math.random().toString(36).slice(2, 8)}` }
      : { dataDir };

  it('refuses a DATA_DIR that is not empty, and replaces it when forced', async () => {
    const dataDir = path.join(workDir, 'not-empty');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'watchify.db'), 'someone else’s data');
    await expect(restoreBackup(target(dataDir), good)).rejects.toThrow(/DATA_DIR .* is not empty.*--force/);
    expect(fs.readFileSync(path.join(dataDir, 'watchify.db'), 'utf8')).toBe('someone else’s data');
    if (!schema) {
      await restoreBackup({ dataDir }, good, { force: true });
      const restored = openDatabase({ sqliteFile: path.join(dataDir, 'watchify.db') });
      const user = await restored.db.selectFrom('users').select('id').where('id', '=', ayse.userId).executeTakeFirst();
      await restored.destroy();
      expect(user).toBeDefined();
    }
  }, 30_000);

  it('refuses an archive cut short or damaged, and leaves the target untouched', async () => {
    const bytes = fs.readFileSync(good);
    const truncated = path.join(workDir, 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const corrupted = path.join(workDir, 'corrupted.tar.gz');
    const flipped = Buffer.from(bytes);
    const at = Math.floor(flipped.length / 3);
    flipped[at] = (flipped[at] as number) ^ 0xff;
    fs.writeFileSync(corrupted, flipped);
    const notOurs = path.join(workDir, 'not-ours.tar.gz');
    fs.writeFileSync(notOurs, 'hello, this is not an archive');

    for (const [file, message] of [
      [truncated, /cut short|truncated/],
      [corrupted, /damaged|checksum/i],
      [notOurs, /damaged|not a Watchify backup/],
    ] as const) {
      const dataDir = path.join(workDir, `bad-${path.basename(file)}`);
      await expect(restoreBackup(target(dataDir), file)).rejects.toThrow(message);
      expect(fs.existsSync(dataDir)).toBe(false);
      expect(fs.readdirSync(workDir).filter((name) => name.includes('.restoring-'))).toEqual([]);
    }
  }, 30_000);

  it('never overwrites an existing backup file', async () => {
    await expect(createBackup({ dataDir: database.dataDir }, good)).rejects.toThrow(/already exists/);
  });
});
