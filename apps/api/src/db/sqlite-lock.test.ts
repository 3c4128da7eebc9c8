import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

describe('the app’s SQLite connection while another process writes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-sqlite-lock-'));
  const file = path.join(dir, 'watchify.db');
  const handle = openDatabase({ sqliteFile: file });
  /** Another connection to the same file (a catalog import beside the server). */
  let outsider: SQLite.Database;
  const committedNotes = () =>
    (outsider.prepare('select body from notes order by id').all() as { body: string }[]).map((row) => row.body);

  beforeAll(async () => {
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    outsider = new SQLite(file);
  });
  afterAll(async () => {
    outsider.close();
    await handle.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Holds the write lock from another connection for 300 ms while `write` runs. Returns whether the write waited for
   * it, and the longest time timers did not run meanwhile: SQLite's busy wait would hold them for the whole 300 ms.
   */
  async function whileLockedElsewhere(write: () => Promise<unknown>) {
    await sql`delete from notes`.execute(handle.db);
    outsider.prepare('begin immediate').run();
    outsider.prepare("insert into notes (body) values ('imported')").run();
    let finished = false;
    const ticks = [performance.now()];
    const ticking = setInterval(() => ticks.push(performance.now()), 5);
    const writing = write().then(() => {
      finished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waited = !finished;
    outsider.prepare('commit').run();
    await writing;
    clearInterval(ticking);
    ticks.push(performance.now());
    const longestPause = Math.max(...ticks.slice(1).map((tick, i) => tick - (ticks[i] as number)));
    return { waited, longestPause };
  }

  it('runs a transaction once the lock is free, without holding the event loop meanwhile', async () => {
    const result = await whileLockedElsewhere(() =>
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into notes (body) values ('signed up')`.execute(trx);
        await sql`insert into notes (body) values ('and welcomed')`.execute(trx);
      }),
    );
    expect(result.waited).toBe(true);
    expect(result.longestPause).toBeLessThan(200);
    expect(committedNotes()).toEqual(['imported', 'signed up', 'and welcomed']);
  });

  it('runs a single write once the lock is free, without holding the event loop meanwhile', async () => {
    const result = await whileLockedElsewhere(() =>
      sql`insert into notes (body) values ('friend added')`.execute(handle.db),
    );
    expect(result.waited).toBe(true);
    expect(result.longestPause).toBeLessThan(200);
    expect(committedNotes()).toEqual(['imported', 'friend added']);
  });
});
