import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { stopWorker } from '../lib/stop-worker.js';
import type { Database } from './types.js';

/**
 * better-sqlite3 runs a query synchronously on the thread that asks, so on the event loop a long read is a time in
 * which the server answers nothing. Reads that can be long at a large catalog (search) run here instead: on worker
 * threads, each with its own read-only connection to the app's file (WAL lets them read while the app writes), and
 * several searches run at once on a machine with more than one core. They see what is committed, never the open
 * transaction of the app's connection.
 */

/** Readers started for one database: two searches at once, while the app's own thread answers everything else. */
export const DEFAULT_READERS = 2;

// A plain CommonJS script: the API is bundled into one file, so a worker file would not be there.
const READER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driverPath);
const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = ' + workerData.busyTimeoutMs);
const statements = new Map();
function prepared(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= workerData.statementCacheSize) statements.clear();
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
parentPort.on('message', ({ id, sql, parameters }) => {
  if (id === undefined) { db.close(); parentPort.close(); return; }
  try {
    const statement = prepared(sql);
    if (!statement.reader) throw Object.assign(new Error('this connection only reads'), { code: 'SQLITE_READONLY' });
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message || error), code: error && error.code } });
  }
});
`;

/** What each reader's connection is opened with (the app's connection's own values). */
interface ReaderSettings {
  statementCacheSize: number;
  busyTimeoutMs: number;
}

interface Answer {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/**
 * A reader's heap holds a statement cache and one answer at a time. The process's own young-generation size (a
 * start flag sized for the request thread) would otherwise apply to each reader too.
 */
const READER_HEAP_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 };

class Reader {
  readonly pending = new Map<number, Pending>();
  /** False once the thread has stopped (stopped, or died): the pool starts another. */
  running = true;
  private readonly worker: Worker;

  constructor(file: string, driverPath: string, settings: ReaderSettings) {
    this.worker = new Worker(READER_SOURCE, {
      eval: true,
      workerData: { file, driverPath, ...settings },
      resourceLimits: READER_HEAP_LIMITS,
    });
    this.worker.on('message', (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.error) waiting.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      else waiting.resolve(answer.rows ?? []);
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => {
      this.running = false;
      this.failAll(new Error('the SQLite reader stopped'));
    });
    this.worker.unref();
  }

  async query(id: number, sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    const answered = new Promise<unknown[]>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // Keeps the process alive while a query is out, as a query on the app's own connection would.
    if (this.pending.size === 1) this.worker.ref();
    this.worker.postMessage({ id, sql, parameters });
    try {
      return await answered;
    } finally {
      if (this.pending.size === 0) this.worker.unref();
    }
  }

  stop(): Promise<void> {
    return stopWorker(this.worker, {});
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/** The reader threads of one SQLite file, started on the first query; each query goes to the least busy one. */
class SqliteReaderPool implements Driver {
  private readers: Reader[] = [];
  private nextId = 1;
  private readonly connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      const rows = await this.leastBusy().query(this.nextId++, query.sql, query.parameters);
      return { rows: rows as R[] };
    },
    streamQuery: () => {
      throw new Error('the SQLite readers do not stream');
    },
  };

  constructor(
    private readonly file: string,
    private readonly count: number,
    private readonly settings: ReaderSettings,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }

  async beginTransaction(): Promise<void> {
    throw new Error('the SQLite readers run no transactions');
  }

  async commitTransaction(): Promise<void> {}

  async rollbackTransaction(): Promise<void> {}

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    const readers = this.readers;
    this.readers = [];
    await Promise.all(readers.map((reader) => reader.stop()));
  }

  private leastBusy(): Reader {
    if (this.readers.length < this.count || this.readers.some((reader) => !reader.running)) {
      const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
      this.readers = this.readers.filter((reader) => reader.running);
      while (this.readers.length < this.count) {
        this.readers.push(new Reader(this.file, driverPath, this.settings));
      }
    }
    return this.readers.reduce((best, reader) => (reader.pending.size < best.pending.size ? reader : best));
  }
}

/**
 * SQLite's adapter, except that queries may run at once: Kysely lets one query at a time through a dialect whose
 * adapter has a single connection, which here would leave every reader but one idle.
 */
class SqliteReadersAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** A Kysely dialect whose queries run on reader threads: SQLite's compiler, the adapter above, the pool as its driver. */
export class SqliteReadersDialect implements Dialect {
  constructor(
    private readonly file: string,
    private readonly options: { readers: number } & ReaderSettings,
  ) {}

  createDriver(): Driver {
    const { readers, ...settings } = this.options;
    return new SqliteReaderPool(this.file, readers, settings);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteReadersAdapter();
  }

  createIntrospector(db: Kysely<Database>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
