import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type GroupedWrite, type PrepareStatement, SqliteGroupCommit } from './group-commit.js';
import { BUSY_TIMEOUT_MS, SqliteDialectWaitingOnTimers } from './sqlite-lock.js';
import { DEFAULT_READERS, SqliteReadersDialect } from './sqlite-readers.js';
import type { Database } from './types.js';
import { FALLBACK_AUTOCHECKPOINT_PAGES, WalCheckpointer } from './wal-checkpointer.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * Where reads that can take long at a large catalog run (search): on SQLite, reader threads that keep them off
   * the event loop (db/sqlite-readers.ts); on PostgreSQL, `db` itself, whose queries already wait off it. It sees
   * only committed rows.
   */
  reader: Kysely<Database>;
  dialect: Dialect;
  /** What it was opened with, so a worker thread can open its own connection to the same database. */
  connection: DatabaseOptions;
  /** SQLite only: the background WAL checkpointer. */
  checkpointer?: WalCheckpointer;
  /**
   * Runs one write (its queries on the connection it is given) atomically. PostgreSQL: a transaction of its own.
   * SQLite: a savepoint in the transaction that the writes of one event-loop turn share (db/group-commit.ts). Either
   * way it resolves once the write is committed. Repositories call it; services do not know which one runs.
   */
  write<T>(write: GroupedWrite<T>): Promise<T>;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string;
  sqliteFile: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  postgresSchema?: string;
}

/** A reader beside the app's own connection (a worker thread's): SQLite read-only, a small PostgreSQL pool. */
export interface ReaderOptions {
  readOnly?: boolean;
}

// PostgreSQL returns int8 (count(*), bigint sums) as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

/** Opens the app's database: the embedded SQLite file by default, PostgreSQL when a URL is given. */
export function openDatabase(options: DatabaseOptions, { readOnly = false }: ReaderOptions = {}): DatabaseHandle {
  const connection = { ...options };
  if (options.databaseUrl) {
    // The app's queries are short: a parallel plan's workers take longer to start (about 20 ms) than they save, and
    // compiling a plan (JIT, chosen by its cost before a limit stops it early) takes longer than running it.
    const settings = ['-c max_parallel_workers_per_gather=0', '-c jit=off'];
    if (options.postgresSchema) settings.push(`-c search_path=${options.postgresSchema}`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: readOnly ? 2 : 10,
      options: settings.join(' '),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      reader: db,
      dialect: 'postgres',
      connection,
      write: (write) => db.transaction().execute(write),
      destroy: () => db.destroy(),
    };
  }
  if (readOnly) return openSqliteReader(connection);
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  // WAL lets readers run while a write is in progress; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Locks another process holds are waited for on timers, not in SQLite's busy wait (db/sqlite-lock.ts).
  sqlite.pragma('busy_timeout = 0');
  // Checkpoints run in the background (db/wal-checkpointer.ts); this connection only if that falls far behind.
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const checkpointer = new WalCheckpointer(options.sqliteFile);
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialectWaitingOnTimers(sqlite, { database: cached }) });
  const groupCommit = new SqliteGroupCommit(db, sqlite, cached.prepare);
  const reader = new Kysely<Database>({
    dialect: new SqliteReadersDialect(options.sqliteFile, {
      readers: DEFAULT_READERS,
      statementCacheSize: STATEMENT_CACHE_SIZE,
      busyTimeoutMs: BUSY_TIMEOUT_MS,
    }),
  });
  return {
    db,
    reader,
    dialect: 'sqlite',
    connection,
    checkpointer,
    write: (write) => groupCommit.run(write),
    destroy: async () => {
      await reader.destroy();
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/**
 * A read-only connection to the app's SQLite file: the file is already in WAL mode and checkpointed by the app's
 * own connection, so a reader sets neither and never writes.
 */
function openSqliteReader(connection: DatabaseOptions): DatabaseHandle {
  const sqlite = new SQLite(connection.sqliteFile, { readonly: true, fileMustExist: true });
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    reader: db,
    dialect: 'sqlite',
    connection,
    write: () => Promise.reject(new Error('this connection is read-only')),
    destroy: () => db.destroy(),
  };
}

/** How many distinct SQL texts keep their prepared statement (the app has a few hundred; imports add batches). */
const STATEMENT_CACHE_SIZE = 2000;

/**
 * Kysely prepares every query anew, and preparing is a visible part of a small request's cost. Our queries repeat
 * the same SQL text with different parameters, so each text is prepared once and its statement reused. Safe
 * because better-sqlite3 runs a statement to completion synchronously (nothing here streams with `iterate`).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase & { prepare: PrepareStatement } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
