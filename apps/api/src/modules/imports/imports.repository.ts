import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database, ImportJobsTable, ImportRowsTable } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';

type Db = Kysely<Database>;
type Writer = Pick<DatabaseHandle, 'write'>;

export type ImportJobRow = Selectable<ImportJobsTable>;
export type ImportRowRow = Selectable<ImportRowsTable>;
export type NewImportRow = Insertable<ImportRowsTable>;

/** The counters of a job, by column. */
export const COUNT_COLUMNS = {
  read: 'read_count',
  done: 'done_count',
  matched: 'matched_count',
  imported: 'imported_count',
  existing: 'existing_count',
  skipped: 'skipped_count',
  unmatched: 'unmatched_count',
} as const;
export type CountName = keyof typeof COUNT_COLUMNS;
export type CountChanges = Partial<Record<CountName, number>>;

/** A new job with every row of its upload, in one write. */
export async function insertJob(database: Writer, job: Insertable<ImportJobsTable>, rows: NewImportRow[]) {
  await database.write(async (db) => {
    await db.insertInto('import_jobs').values(job).execute();
    for (const part of chunk(rows, 200)) await db.insertInto('import_rows').values(part).execute();
  });
}

export async function findJob(db: Db, userId: string, importId: string): Promise<ImportJobRow | undefined> {
  return db
    .selectFrom('import_jobs')
    .selectAll()
    .where('id', '=', importId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findJobById(db: Db, importId: string): Promise<ImportJobRow | undefined> {
  return db.selectFrom('import_jobs').selectAll().where('id', '=', importId).executeTakeFirst();
}

export async function findJobsOf(db: Db, userId: string, limit: number): Promise<ImportJobRow[]> {
  return db
    .selectFrom('import_jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Takes a job to run: a queued one, or a running one whose instance let its lease lapse (it stopped mid-way). The
 * update is conditional, so of several instances trying at once exactly one gets it.
 */
export async function claimJob(
  database: Pick<DatabaseHandle, 'db' | 'write'>,
  instanceId: string,
  now: string,
  leaseUntil: string,
) {
  const claimable = (eb: ExpressionBuilder<Database, 'import_jobs'>) =>
    eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)])]);
  // Every instance polls every few seconds: a read finds whether anything waits, so an idle poll takes no write lock.
  const candidate = await database.db
    .selectFrom('import_jobs')
    .select('id')
    .where(claimable)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!candidate) return undefined;
  // Checked again in the write: another instance may have claimed it since (then this poll claims nothing).
  return database.write((db) =>
    db
      .updateTable('import_jobs')
      .set({ state: 'running', claimed_by: instanceId, lease_until: leaseUntil })
      .where('id', '=', candidate.id)
      .where(claimable)
      .returningAll()
      .executeTakeFirst(),
  );
}

/** The next rows of a job still to apply, in order. */
export async function findPendingRows(db: Db, importId: string, limit: number): Promise<ImportRowRow[]> {
  return db
    .selectFrom('import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .where('state', '=', 'pending')
    .orderBy('position')
    .limit(limit)
    .execute();
}

/** What applying a row came to. */
export type RowResult = Pick<
  ImportRowRow,
  | 'position'
  | 'state'
  | 'reason'
  | 'match_media_type'
  | 'match_id'
  | 'match_title'
  | 'match_year'
  | 'match_method'
  | 'outcome'
>;

/**
 * Stores what a batch came to and moves the job's counters, in one write, while this instance holds the job; false
 * when it lost the lease (another instance took the job over), so nothing is counted twice.
 */
export async function saveRowResults(
  database: Writer,
  importId: string,
  results: readonly (Pick<RowResult, 'position'> & Partial<RowResult>)[],
  counts: CountChanges,
  lease: { instanceId: string; until: string } | null,
): Promise<boolean> {
  return database.write(async (db) => {
    let job = db.updateTable('import_jobs').where('id', '=', importId);
    if (lease) job = job.where('claimed_by', '=', lease.instanceId);
    const moved = await job
      .set((eb) => {
        const set: Record<string, unknown> = lease ? { lease_until: lease.until } : {};
        for (const [name, change] of Object.entries(counts) as [CountName, number][]) {
          if (change) set[COUNT_COLUMNS[name]] = eb(COUNT_COLUMNS[name], '+', change);
        }
        return set;
      })
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    for (const { position, ...result } of results) {
      await db
        .updateTable('import_rows')
        .set(result)
        .where('import_id', '=', importId)
        .where('position', '=', position)
        .execute();
    }
    return true;
  });
}

export async function finishJob(
  database: Writer,
  importId: string,
  state: 'done' | 'failed' | 'undone',
  error: string | null,
  at: string,
): Promise<void> {
  await database.write((db) =>
    db
      .updateTable('import_jobs')
      .set({ state, error, finished_at: at, claimed_by: null, lease_until: null })
      .where('id', '=', importId)
      .execute(),
  );
}

/** How many jobs wait to run and how many run, across every user (the state index answers it). */
export async function countActiveJobs(db: Db): Promise<{ queued: number; running: number }> {
  const rows = await db
    .selectFrom('import_jobs')
    .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
    .where('state', 'in', ['queued', 'running'])
    .groupBy('state')
    .execute();
  const count = (state: string) => Number(rows.find((r) => r.state === state)?.count ?? 0);
  return { queued: count('queued'), running: count('running') };
}

/** A page of a job's rows, in order, from `after` (a position), optionally of one state. */
export async function findRowsPage(
  db: Db,
  importId: string,
  state: string | undefined,
  after: number | null,
  limit: number,
): Promise<ImportRowRow[]> {
  let query = db.selectFrom('import_rows').selectAll().where('import_id', '=', importId);
  if (state) query = query.where('state', '=', state);
  if (after !== null) query = query.where('position', '>', after);
  return query
    .orderBy('position')
    .limit(limit + 1)
    .execute();
}

export async function findRow(db: Db, importId: string, position: number): Promise<ImportRowRow | undefined> {
  return db
    .selectFrom('import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .where('position', '=', position)
    .executeTakeFirst();
}

/** The rows of a job that left something undo needs (their `outcome`), in order. */
export async function findOutcomes(db: Db, importId: string): Promise<Pick<ImportRowRow, 'kind' | 'outcome'>[]> {
  return db
    .selectFrom('import_rows')
    .select(['kind', 'outcome'])
    .where('import_id', '=', importId)
    .where('outcome', 'is not', null)
    .orderBy('position')
    .execute();
}

/** The lists a job made or added to, by the upload's list key. */
export async function findListRows(db: Db, importId: string): Promise<Pick<ImportRowRow, 'payload' | 'outcome'>[]> {
  return db
    .selectFrom('import_rows')
    .select(['payload', 'outcome'])
    .where('import_id', '=', importId)
    .where('kind', '=', 'list')
    .where('outcome', 'is not', null)
    .execute();
}
