import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import { mapDumpRecord, type TitleRows } from './catalog.mapper.js';
import { upsertTitleBatch } from './catalog.repository.js';
import { dumpRecordSchema } from './dump-format.js';

/** A line that could not be imported, with its 1-based line number in the dump. */
export interface ImportProblem {
  line: number;
  message: string;
}

export interface ImportReport {
  imported: number;
  skipped: number;
  problems: ImportProblem[];
  seconds: number;
}

export interface ImportOptions {
  /** Recorded on each title (e.g. 'dump', 'demo', 'tmdb'). */
  source: string;
  /** Called after each batch with the running count. */
  onProgress?: (progress: { imported: number; skipped: number }) => void;
  /** Called for each line that could not be imported. */
  onProblem?: (problem: ImportProblem) => void;
  /** Titles per transaction (by the database unless given: see defaultBatchSize). */
  batchSize?: number;
}

/** One input line: its number and either its JSON text or an already-parsed object. */
export interface DumpLine {
  line: number;
  value: string | unknown;
}

/**
 * Titles per transaction. SQLite's one write lock (and, in the server's process, its synchronous driver) is held for
 * a whole batch, so its batches are short enough for requests to be answered between them; PostgreSQL pays per
 * statement instead, so its batches are long.
 */
function defaultBatchSize(db: Kysely<Database>): number {
  return onPostgres(db) ? 500 : 100;
}

const onPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Imports dump records: each line is validated on its own, a bad line is reported and skipped, and good lines
 * are written in batches (each batch one transaction). Idempotent: re-importing updates, never duplicates.
 */
export async function importDump(
  db: Kysely<Database>,
  lines: AsyncIterable<DumpLine> | Iterable<DumpLine>,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = performance.now();
  const batchSize = options.batchSize ?? defaultBatchSize(db);
  const problems: ImportProblem[] = [];
  let imported = 0;
  let skipped = 0;
  let batch: TitleRows[] = [];
  // Duplicate ids inside one batch would make the batch's upsert touch a row twice; the later line wins.
  let batchKeys = new Map<string, number>();
  const now = nowIso();

  const flush = async () => {
    await upsertTitleBatch(db, batch);
    imported += batch.length;
    batch = [];
    batchKeys = new Map();
    options.onProgress?.({ imported, skipped });
    // SQLite's driver is synchronous: without a turn of the event loop between batches, an import in the server's
    // process (the first start's seed) would answer nothing until it ends.
    await new Promise<void>((resolve) => setImmediate(resolve));
  };

  for await (const { line, value } of lines) {
    if (typeof value === 'string' && value.trim() === '') continue;
    const problem = (message: string) => {
      skipped += 1;
      const entry = { line, message };
      if (problems.length < 1000) problems.push(entry);
      options.onProblem?.(entry);
    };
    let json: unknown = value;
    if (typeof value === 'string') {
      try {
        json = JSON.parse(value);
      } catch (error) {
        problem(`invalid JSON (${(error as Error).message})`);
        continue;
      }
    }
    const parsed = dumpRecordSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problem(`${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'invalid record'}`);
      continue;
    }
    const rows = mapDumpRecord(parsed.data, options.source, now);
    const key = `${rows.title.media_type}:${rows.title.id}`;
    const existing = batchKeys.get(key);
    if (existing !== undefined) {
      batch[existing] = rows;
    } else {
      batchKeys.set(key, batch.length);
      batch.push(rows);
    }
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  // An import changes what the query planner should choose: search's plans rest on these statistics (decision 051).
  // PostgreSQL samples each table, so the people and credits a cast search reads are analyzed too (unanalyzed, it
  // scanned every credit), and a vacuum marks the titles' pages visible, so search walks the popularity index alone
  // (decision 053); SQLite reads every index entry, and its plans for people and credits need no statistics.
  if (onPostgres(db)) {
    await sql`vacuum (analyze) titles`.execute(db);
    await sql`analyze people, credits`.execute(db);
  } else {
    await sql`analyze titles`.execute(db);
  }
  return { imported, skipped, problems, seconds: (performance.now() - started) / 1000 };
}

/** Reads a dump file line by line; `.gz` files (detected by their magic bytes) are gunzipped on the fly. */
export async function* readDumpFile(file: string): AsyncGenerator<DumpLine> {
  const handle = await fs.promises.open(file, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const raw = fs.createReadStream(file);
  const stream = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(zlib.createGunzip()) : raw;
  const reader = readline.createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  for await (const text of reader) {
    line += 1;
    yield { line, value: text };
  }
}

/** Wraps in-memory records (e.g. the demo catalog) as numbered lines. */
export function* recordsAsLines(records: readonly unknown[]): Generator<DumpLine> {
  for (let i = 0; i < records.length; i += 1) yield { line: i + 1, value: records[i] };
}
