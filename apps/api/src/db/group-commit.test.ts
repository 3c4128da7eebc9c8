import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

describe('group commit (SQLite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-group-commit-'));
  const file = path.join(dir, 'watchify.db');
  const handle = openDatabase({ sqliteFile: file });
  /** Another connection to the same file: it sees only what has been committed. */
  let outsider: SQLite.Database;

  const committedNotes = () =>
    (outsider.prepare('select body from notes order by id').all() as { body: string }[]).map((row) => row.body);
  const addNote = (body: string) =>
    handle.write(async (db) => {
      await sql`insert into notes (body) values (${body})`.execute(db);
      const { rows } = await sql<{ count: number }>`select count(*) as count from notes`.execute(db);
      return rows[0]?.count;
    });

  beforeAll(async () => {
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    await sql`create table parents (id integer primary key)`.execute(handle.db);
    await sql`create table children (id integer primary key, parent_id integer not null references parents (id))`.execute(
      handle.db,
    );
    outsider = new SQLite(file);
  });
  beforeEach(async () => {
    await sql`delete from notes`.execute(handle.db);
  });
  afterAll(async () => {
    outsider.close();
    await handle.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs the writes of one turn in one transaction, in order, and answers each after the commit', async () => {
    const writes = [addNote('first'), addNote('second'), addNote('third')];
    // Nothing is stored before the batch runs…
    expect(committedNotes()).toEqual([]);
    const counts = await Promise.all(writes);
    // …each write saw the ones before it (one transaction, in order), and every caller hears only after the commit.
    expect(counts).toEqual([1, 2, 3]);
    expect(committedNotes()).toEqual(['first', 'second', 'third']);
  });

  it('undoes only the write that throws, and rejects only its caller', async () => {
    const failing = handle.write(async (db) => {
      await sql`insert into notes (body) values ('half done')`.execute(db);
      throw new Error('the rule said no');
    });
    const results = await Promise.allSettled([addNote('before'), failing, addNote('after')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('the rule said no'));
    expect(committedNotes()).toEqual(['before', 'after']);
  });

  it('rejects every write of a batch whose commit fails, and stores none of them', async () => {
    // A foreign key checked at commit time makes the commit itself fail.
    const orphan = handle.write(async (db) => {
      await sql`pragma defer_foreign_keys = on`.execute(db);
      await sql`insert into children (parent_id) values (404)`.execute(db);
    });
    const results = await Promise.allSettled([addNote('lost with the batch'), orphan]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toContain('FOREIGN KEY');
    expect(committedNotes()).toEqual([]);
    // The connection is usable again: the next batch commits.
    await addNote('next');
    expect(committedNotes()).toEqual(['next']);
  });

  it('waits for a Kysely transaction in progress instead of running inside it', async () => {
    let releaseTransaction = () => {};
    const transaction = handle.db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('in the transaction')`.execute(trx);
      await new Promise<void>((resolve) => {
        releaseTransaction = resolve;
      });
      await sql`insert into notes (body) values ('still in it')`.execute(trx);
    });
    const write = addNote('group write');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(committedNotes()).toEqual([]);
    releaseTransaction();
    await Promise.all([transaction, write]);
    expect(committedNotes()).toEqual(['in the transaction', 'still in it', 'group write']);
  });

  it('waits for another process’s write without holding the event loop, then commits', async () => {
    // Another connection (a catalog import beside the server) holds the write lock for a while.
    outsider.prepare('begin immediate').run();
    outsider.prepare("insert into notes (body) values ('imported')").run();
    let written = false;
    const write = addNote('mine').then(() => {
      written = true;
    });
    const ticks: number[] = [];
    const ticking = setInterval(() => ticks.push(Date.now()), 5);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The app's write waited, and timers kept running meanwhile.
    expect(ticks.length).toBeGreaterThan(10);
    expect(written).toBe(false);
    outsider.prepare('commit').run();
    await write;
    clearInterval(ticking);
    expect(committedNotes()).toEqual(['imported', 'mine']);
  });
});
