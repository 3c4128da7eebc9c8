import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { whenNotBusy } from './sqlite-lock.js';
import type { Database } from './types.js';

/** Prepares (or reuses) a statement on the app's SQLite connection. */
export type PrepareStatement = (sql: string) => SQLite.Statement;

/** One write: Kysely queries on the connection it is given, which is inside the shared transaction. */
export type GroupedWrite<T> = (db: Kysely<Database>) => Promise<T>;

interface QueuedWrite {
  write: GroupedWrite<unknown>;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

/**
 * Group commit for the embedded SQLite database (decision 022): the writes that arrive within one turn of the event
 * loop run one after the other in a single transaction, and each caller's promise settles only after that
 * transaction has committed. Every request still answers after its own write is durable; what is shared is the
 * commit (the log write) and the transaction around it, which cost several times the statements of a small write.
 *
 * Each write runs in a savepoint of its own, so a write that throws undoes only its own changes and rejects only its
 * own caller. Writes run one at a time on the connection the batch holds, so none can see a half-done one; a write
 * must only run queries (never wait for the network), or it would hold up everybody else's. The connection is taken
 * through Kysely, which runs one transaction at a time on SQLite's single connection: a batch never starts inside
 * one of Kysely's transactions, nor one inside a batch.
 */
export class SqliteGroupCommit {
  private queue: QueuedWrite[] = [];
  private flushScheduled = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sqlite: SQLite.Database,
    /** The batch's own statements (begin, savepoints, commit) are run directly: they are the commit strategy. */
    private readonly prepare: PrepareStatement,
  ) {}

  /** Runs `write` in the next shared transaction; resolves with its result once that transaction has committed. */
  run<T>(write: GroupedWrite<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        // setImmediate, not a microtask: the requests whose bodies arrived in this poll of the event loop join too.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    try {
      await this.db.connection().execute(async (connection) => {
        // Taken once the connection is ours: what arrived while Kysely finished other work joins this batch.
        const batch = this.queue;
        this.queue = [];
        this.flushScheduled = false;
        try {
          await this.commitBatch(connection, batch);
        } catch (error) {
          // The transaction could not even begin (or begin again): nothing of this batch is stored.
          if (this.sqlite.inTransaction) this.prepare('rollback').run();
          for (const queued of batch) queued.reject(error);
        }
      });
    } catch (error) {
      // Only reached when the connection could not be had at all (the database is closing).
      const batch = this.queue;
      this.queue = [];
      this.flushScheduled = false;
      for (const queued of batch) queued.reject(error);
    }
  }

  private async commitBatch(connection: Kysely<Database>, batch: QueuedWrite[]): Promise<void> {
    let done: { queued: QueuedWrite; value: unknown }[] = [];
    await this.beginImmediate();
    for (const queued of batch) {
      this.prepare('savepoint queued_write').run();
      try {
        const value = await queued.write(connection);
        this.prepare('release queued_write').run();
        done.push({ queued, value });
      } catch (error) {
        if (this.sqlite.inTransaction) {
          this.prepare('rollback to queued_write').run();
          this.prepare('release queued_write').run();
        } else {
          // SQLite rolled the whole transaction back (e.g. the disk is full): the writes before it are gone too.
          for (const earlier of done) earlier.queued.reject(error);
          done = [];
          await this.beginImmediate();
        }
        queued.reject(error);
      }
    }
    try {
      this.prepare('commit').run();
    } catch (error) {
      if (this.sqlite.inTransaction) this.prepare('rollback').run();
      for (const { queued } of done) queued.reject(error);
      return;
    }
    for (const { queued, value } of done) queued.resolve(value);
  }

  /** Takes the write lock, waiting on timers while another connection holds it (db/sqlite-lock.ts). */
  private beginImmediate(): Promise<void> {
    return whenNotBusy(() => {
      this.prepare('begin immediate').run();
    });
  }
}
