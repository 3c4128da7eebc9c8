import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
} from 'kysely';

/** How long a statement waits for a lock another connection holds before it fails as busy. */
export const BUSY_TIMEOUT_MS = 5000;

/** Between tries for a lock, a statement pauses this long at first, doubling up to the most. */
const LOCK_RETRY_FIRST_MS = 1;
const LOCK_RETRY_MOST_MS = 16;

type QueryCompile = Parameters<NonNullable<Driver['savepoint']>>[2];

const isBusy = (error: unknown) => String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY');

/**
 * Runs `attempt` (a statement that takes a lock: `begin immediate`, a write outside a transaction) and, while another
 * connection holds the lock (a catalog import beside the server), tries again on timers until BUSY_TIMEOUT_MS has
 * passed. SQLite's own busy wait would hold the event loop for as long as the other write lasts, so the app's
 * connection runs with none (`busy_timeout = 0`): a busy statement fails at once and comes back here.
 */
export async function whenNotBusy<T>(attempt: () => T | Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + BUSY_TIMEOUT_MS;
  for (let pause = LOCK_RETRY_FIRST_MS; ; pause = Math.min(pause * 2, LOCK_RETRY_MOST_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= giveUpAt) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Kysely's SQLite dialect for the app's own connection, whose statements wait for locks on timers (whenNotBusy): a
 * statement outside a transaction is tried again as a whole, and a transaction begins `immediate`, taking the write
 * lock before its first statement (inside a deferred one, a write that finds the lock taken could not be tried
 * again). Statements inside a transaction hold the lock already and run as they are.
 */
export class SqliteDialectWaitingOnTimers extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    config: SqliteDialectConfig,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new DriverWaitingOnTimers(super.createDriver(), this.sqlite);
  }
}

class DriverWaitingOnTimers implements Driver {
  private connection?: DatabaseConnection;

  constructor(
    private readonly inner: Driver,
    private readonly sqlite: SQLite.Database,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    this.connection ??= {
      executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
        this.sqlite.inTransaction ? inner.executeQuery<R>(query) : whenNotBusy(() => inner.executeQuery<R>(query)),
      streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
    };
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompile): Promise<void> {
    return this.inner.savepoint?.(connection, name, compile) ?? Promise.reject(new Error('no savepoints'));
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompile): Promise<void> {
    return this.inner.rollbackToSavepoint?.(connection, name, compile) ?? Promise.reject(new Error('no savepoints'));
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompile): Promise<void> {
    return this.inner.releaseSavepoint?.(connection, name, compile) ?? Promise.reject(new Error('no savepoints'));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
