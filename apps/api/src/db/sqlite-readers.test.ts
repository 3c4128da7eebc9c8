import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

describe('SQLite readers', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-readers-'));
  const handle = openDatabase({ sqliteFile: path.join(dir, 'watchify.db') });
  const notes = async () =>
    (await sql<{ body: string }>`select body from notes order by id`.execute(handle.reader)).rows.map(
      (row) => row.body,
    );

  beforeAll(async () => {
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    await handle.write((db) => sql`insert into notes (body) values ('first')`.execute(db));
  });
  afterAll(async () => {
    await handle.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the app’s rows while the event loop keeps running', async () => {
    // A read that keeps SQLite busy for a while: on the app's own connection the timer could not fire until it ends.
    const slow = sql<{ total: number }>`
      with recursive counter (n) as (select 1 union all select n + 1 from counter where n < 3000000)
      select sum(n) as total from counter`.execute(handle.reader);
    const ticks: number[] = [];
    const started = performance.now();
    const ticking = setInterval(() => ticks.push(performance.now() - started), 5);
    const { rows } = await slow;
    clearInterval(ticking);
    expect(rows[0]?.total).toBe((3000000 * 3000001) / 2);
    expect(ticks.length).toBeGreaterThan(2);
    expect(await notes()).toEqual(['first']);
  });

  it('sees a write once it is committed, and never the open transaction', async () => {
    let seenInside: string[] = [];
    await handle.write(async (db) => {
      await sql`insert into notes (body) values ('second')`.execute(db);
      seenInside = await notes();
    });
    expect(seenInside).toEqual(['first']);
    expect(await notes()).toEqual(['first', 'second']);
  });

  it('answers many reads at once, each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sql<{ n: number }>`select ${i} as n`.execute(handle.reader)),
    );
    expect(answers.map(({ rows }) => rows[0]?.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('runs reads at once on its threads: a quick read is not held behind a long one', async () => {
    const finished: string[] = [];
    const long = sql`with recursive counter (n) as (select 1 union all select n + 1 from counter where n < 3000000)
      select sum(n) as total from counter`
      .execute(handle.reader)
      .then(() => finished.push('long'));
    const quick = sql`select 1 as n`.execute(handle.reader).then(() => finished.push('quick'));
    await Promise.all([long, quick]);
    expect(finished).toEqual(['quick', 'long']);
  });

  it('refuses writes and reports SQLite’s error for a bad query', async () => {
    await expect(sql`insert into notes (body) values ('third')`.execute(handle.reader)).rejects.toThrow(/only reads/);
    await expect(sql`select body from nowhere`.execute(handle.reader)).rejects.toThrow(/no such table: nowhere/);
    await expect(handle.reader.transaction().execute(async () => undefined)).rejects.toThrow(/no transactions/);
    expect(await notes()).toEqual(['first', 'second']);
  });
});
