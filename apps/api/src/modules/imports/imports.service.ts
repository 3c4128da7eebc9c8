import { randomUUID } from 'node:crypto';
import {
  IMPORT_EVENTS,
  IMPORT_MESSAGES,
  type ImportConflictPolicy,
  type ImportError,
  type ImportJob,
  type ImportRow,
  type ImportRowMatchRequest,
  type ImportRowsQuery,
  type ImportRowsResponse,
  type ImportSource,
} from '@watchify/contract';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CommentsService } from '../comments/comments.service.js';
import type { ListsService } from '../lists/lists.service.js';
import type { PlaysService } from '../plays/plays.service.js';
import type { RecommendationsService } from '../recommendations/recommendations.service.js';
import type { WatchlistService } from '../watchlist/watchlist.service.js';
import type { ApplyContext, ImportApplier } from './import-applier.js';
import { presentJob, presentRow } from './imports.presenter.js';
import * as repo from './imports.repository.js';
import { ImportFileError, type TitleRef, type UploadedFile } from './sources/import-record.js';
import { parseUpload } from './sources/index.js';
import type { TitleMatch } from './title-matcher.js';
import { rowsOfUpload } from './upload-rows.js';

/** The modules an undo reaches into, each through its own service. */
export interface UndoTargets {
  plays: Pick<PlaysService, 'undoImport'>;
  comments: Pick<CommentsService, 'undoImport'>;
  watchlist: Pick<WatchlistService, 'undoImport'>;
  recommendations: Pick<RecommendationsService, 'undoImport'>;
  lists: Pick<ListsService, 'undoImport'>;
}

export interface ImportsOptions {
  /** How long a job stays with the instance running it without a word from it (a batch renews it). */
  leaseMs?: number;
  /** How often an idle instance looks for a job (a queued one, or one whose instance stopped). */
  pollMs?: number;
  log?: { error(details: object, message: string): void };
}

/** Rows applied per batch: one write per kind, and the event loop is free between batches. */
const BATCH_ROWS = 500;
/** Imports listed on the page. */
const JOBS_LISTED = 20;

export type { TitleMatch, TitleRef };

const importError = (status: number, code: ImportError) => new AppError(status, code, IMPORT_MESSAGES[code]);

/**
 * Imports (issue 25, decision 044). An upload is read into rows at once (a bad file is refused with nothing
 * written); the rows are then applied by a background job that lives in the database, so it survives a restart and,
 * with several instances, runs on exactly one (the one holding its lease). Every method acts on the signed-in user's
 * own imports only.
 */
export class ImportsService {
  private readonly instanceId = randomUUID();
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'write'>,
    private readonly applier: ImportApplier,
    private readonly undoTargets: UndoTargets,
    private readonly catalog: Pick<CatalogService, 'detail'>,
    private readonly notifier: { toUser(userId: string, event: string, payload: unknown): void },
    private readonly options: ImportsOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 15_000;
  }

  /** Reads the upload and queues its job; a file that cannot be imported fails the job at once, with nothing written. */
  async start(
    userId: string,
    input: { source: ImportSource; conflicts: ImportConflictPolicy; files: UploadedFile[] },
  ): Promise<ImportJob> {
    const now = new Date();
    const job = {
      id: newOrderedId(now.getTime()),
      user_id: userId,
      source: input.source,
      conflicts: input.conflicts,
      files: JSON.stringify(input.files.map((f) => f.name)),
      created_at: nowIso(now),
    };
    try {
      const rows = rowsOfUpload(job.id, parseUpload(input.source, input.files));
      await repo.insertJob(this.database, { ...job, state: 'queued', read_count: rows.length }, rows);
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      await repo.insertJob(
        this.database,
        { ...job, state: 'failed', error: error.code, finished_at: job.created_at },
        [],
      );
      throw importError(error.code === 'importTooLarge' ? 413 : 400, error.code);
    }
    this.kick();
    return this.get(userId, job.id);
  }

  /**
   * The catalog's title for a title named elsewhere (a media server's delivery): by its ids, then name and year, as
   * an import's rows are matched; null when none is found.
   */
  async matchTitle(ref: TitleRef): Promise<TitleMatch | null> {
    return this.applier.matchOne(ref);
  }

  async list(userId: string): Promise<{ imports: ImportJob[] }> {
    return { imports: (await repo.findJobsOf(this.database.db, userId, JOBS_LISTED)).map(presentJob) };
  }

  async get(userId: string, importId: string): Promise<ImportJob> {
    return presentJob(await this.requireJob(userId, importId));
  }

  private async requireJob(userId: string, importId: string): Promise<repo.ImportJobRow> {
    const job = await repo.findJob(this.database.db, userId, importId);
    if (!job) throw importError(404, 'importNotFound');
    return job;
  }

  /** A page of the import's report, in the upload's order. */
  async rows(userId: string, importId: string, query: ImportRowsQuery): Promise<ImportRowsResponse> {
    await this.requireJob(userId, importId);
    const after = query.cursor === undefined ? null : Number.parseInt(query.cursor, 10);
    const rows = await repo.findRowsPage(
      this.database.db,
      importId,
      query.state,
      Number.isFinite(after) ? after : null,
      query.limit,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return { rows: page.map(presentRow), nextCursor: rows.length > query.limit && last ? String(last.position) : null };
  }

  private async requireUnmatchedRow(userId: string, importId: string, rowId: string) {
    const job = await this.requireJob(userId, importId);
    if (job.state === 'undone') throw importError(409, 'importAlreadyUndone');
    const position = Number.parseInt(rowId, 10);
    const row = Number.isSafeInteger(position) ? await repo.findRow(this.database.db, importId, position) : undefined;
    if (!row) throw importError(404, 'importRowNotFound');
    if (row.state !== 'unmatched') throw importError(409, 'importRowNotFixable');
    return { job, row };
  }

  /** The user picked the title of an unmatched row: it is applied like any matched row (and counted so). */
  async matchRow(userId: string, importId: string, rowId: string, picked: ImportRowMatchRequest): Promise<ImportRow> {
    const { job, row } = await this.requireUnmatchedRow(userId, importId, rowId);
    const title = await this.catalog.detail(picked.mediaType, picked.id);
    const chosen = {
      ...picked,
      title: title.title,
      year: title.year,
      posterPath: title.posterPath,
      method: 'manual' as const,
    };
    const { results, counts } = await this.applier.apply(await this.contextOf(job), [row], chosen);
    // The row was counted once already (done, unmatched): it moves from unmatched to what it is now.
    await repo.saveRowResults(
      this.database,
      importId,
      results,
      { ...counts, done: 0, unmatched: (counts.unmatched ?? 0) - 1 },
      null,
    );
    await this.announce(job.id);
    return this.presentRowAt(importId, row.position);
  }

  /** The user gave up on an unmatched row: it stays in the report as dismissed, counted with the skipped ones. */
  async dismissRow(userId: string, importId: string, rowId: string): Promise<ImportRow> {
    const { job, row } = await this.requireUnmatchedRow(userId, importId, rowId);
    const dismissed = { position: row.position, state: 'dismissed' };
    await repo.saveRowResults(this.database, importId, [dismissed], { unmatched: -1, skipped: 1 }, null);
    await this.announce(job.id);
    return this.presentRowAt(importId, row.position);
  }

  private async presentRowAt(importId: string, position: number): Promise<ImportRow> {
    const row = await repo.findRow(this.database.db, importId, position);
    if (!row) throw importError(404, 'importRowNotFound');
    return presentRow(row);
  }

  /** Removes everything the import created and puts back what it overwrote; nothing else changes. */
  async undo(userId: string, importId: string): Promise<ImportJob> {
    const job = await this.requireJob(userId, importId);
    if (job.state === 'queued' || job.state === 'running') throw importError(409, 'importStillRunning');
    if (job.state === 'undone') throw importError(409, 'importAlreadyUndone');
    const notedPlayIds: string[] = [];
    const restores = new Map<string, { commentId: string; replaced: never }>();
    for (const row of await repo.findOutcomes(this.database.db, importId)) {
      const outcome = JSON.parse(row.outcome ?? '{}') as { notedPlayId?: string; commentId?: string; replaced?: never };
      if (outcome.notedPlayId) notedPlayIds.push(outcome.notedPlayId);
      // The first overwrite of a comment holds what the user had before the import.
      if (outcome.commentId && outcome.replaced && !restores.has(outcome.commentId)) {
        restores.set(outcome.commentId, { commentId: outcome.commentId, replaced: outcome.replaced });
      }
    }
    const { plays, comments, watchlist, recommendations, lists } = this.undoTargets;
    await plays.undoImport(userId, importId, notedPlayIds);
    await comments.undoImport(userId, importId, [...restores.values()]);
    await watchlist.undoImport(userId, importId);
    await recommendations.undoImport(userId, importId);
    await lists.undoImport(userId, importId);
    await repo.finishJob(this.database, importId, 'undone', null, nowIso());
    return this.announce(importId);
  }

  private async contextOf(job: repo.ImportJobRow): Promise<ApplyContext> {
    const listIds = new Map<string, string>();
    for (const row of await repo.findListRows(this.database.db, job.id)) {
      const { listKey } = JSON.parse(row.payload) as { listKey: string };
      const { listId } = JSON.parse(row.outcome ?? '{}') as { listId?: string };
      if (listId) listIds.set(listKey, listId);
    }
    return { importId: job.id, userId: job.user_id, conflicts: job.conflicts as ImportConflictPolicy, listIds };
  }

  private async announce(importId: string): Promise<ImportJob> {
    const job = await repo.findJobById(this.database.db, importId);
    if (!job) throw importError(404, 'importNotFound');
    const presented = presentJob(job);
    this.notifier.toUser(job.user_id, IMPORT_EVENTS.progress, presented);
    return presented;
  }

  // ── The job runner ───────────────────────────────────────────────────────────────────────────────

  /** The job queue's length for /metrics: jobs waiting and jobs running, on every instance together. */
  queueLength(): Promise<{ queued: number; running: number }> {
    return repo.countActiveJobs(this.database.db);
  }

  /** Looks for jobs now and every `pollMs` (a queued job, or one whose instance stopped mid-way). */
  startRunner(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 2_000);
    this.timer.unref();
    this.kick();
  }

  /** Stops taking jobs; a job under way stops after its batch, and its lease lets another instance go on. */
  async stopRunner(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs the jobs there are, one at a time, unless a run is under way. */
  kick(): void {
    if (this.running || this.stopped) return;
    this.running = this.runJobs()
      .catch((error) => this.options.log?.error({ err: error }, 'imports: runner failed'))
      .finally(() => {
        this.running = null;
      });
  }

  private async runJobs(): Promise<void> {
    while (!this.stopped) {
      const now = Date.now();
      const job = await repo.claimJob(this.database, this.instanceId, nowIso(new Date(now)), this.leaseEnd());
      if (!job) return;
      await this.announce(job.id);
      try {
        await this.runJob(job);
      } catch (error) {
        this.options.log?.error({ err: error, importId: job.id }, 'imports: a job failed');
        await repo.finishJob(this.database, job.id, 'failed', 'importInterrupted', nowIso());
        await this.announce(job.id);
      }
    }
  }

  private leaseEnd(): string {
    return nowIso(new Date(Date.now() + this.leaseMs));
  }

  private async runJob(job: repo.ImportJobRow): Promise<void> {
    const context = await this.contextOf(job);
    while (!this.stopped) {
      const rows = await repo.findPendingRows(this.database.db, job.id, BATCH_ROWS);
      if (rows.length === 0) {
        await repo.finishJob(this.database, job.id, 'done', null, nowIso());
        await this.announce(job.id);
        return;
      }
      const { results, counts } = await this.applier.apply(context, rows);
      const lease = { instanceId: this.instanceId, until: this.leaseEnd() };
      // Another instance took the job over (this one was too slow to renew): it goes on from the saved rows.
      if (!(await repo.saveRowResults(this.database, job.id, results, counts, lease))) return;
      await this.announce(job.id);
      // Requests waiting since the batch began are served before the next one.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
