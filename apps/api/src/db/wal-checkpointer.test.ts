import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import type { CheckpointResult } from './wal-checkpointer.js';

describe('background WAL checkpoints (SQLite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-wal-'));
  const handle = openDatabase({ sqliteFile: path.join(dir, 'watchify.db') });
  afterAll(async () => {
    await handle.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies what the app wrote into the database file without the app doing it', async () => {
    const { db, checkpointer } = handle;
    if (!checkpointer) throw new Error('SQLite opens with a checkpointer');
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    for (let i = 0; i < 300; i += 1) {
      await sql`insert into notes (body) values (${`note ${i} `.repeat(40)})`.execute(db);
    }
    // The app's own connection leaves the log alone below its fallback threshold…
    const walBytes = fs.statSync(path.join(dir, 'watchify.db-wal')).size;
    expect(walBytes).toBeGreaterThan(300 * 4096 * 0.5);
    // …and the background worker copies all of it into the database file.
    const done = await new Promise<CheckpointResult>((resolve) => {
      const stop = checkpointer.onCheckpoint((result) => {
        if (result.logFrames > 0 && result.checkpointedFrames === result.logFrames) {
          stop();
          resolve(result);
        }
      });
    });
    expect(done.logFrames).toBeGreaterThan(100);
    const { rows } = await sql<{ count: number }>`select count(*) as count from notes`.execute(db);
    expect(rows[0]?.count).toBe(300);
  });
});
