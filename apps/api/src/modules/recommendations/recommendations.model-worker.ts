import { Worker } from 'node:worker_threads';
import type { DatabaseOptions } from '../../db/database.js';
import { stopWorker } from '../../lib/stop-worker.js';
import type { Recommendation, TitleKey, UserSignals } from './engine/index.js';

type Logger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** The recommender model as the service sees it: somewhere else, answering asynchronously. */
export interface RecommendationModel {
  /** Builds the model now unless it is built (app start); true once built, false when the build failed. */
  warmUp(): Promise<boolean>;
  /** The person's ranked picks (their signals fed in first); rejects when there is no model to rank with. */
  recommend(userId: string, signals: UserSignals, seed: number): Promise<Recommendation[]>;
  /** Whether a model is built or being built (before that, nobody's change needs feeding in). */
  readonly active: boolean;
  /** Feeds one person's positive signals into the model, if it has one. */
  setUserPositives(userId: string, positives: Map<TitleKey, number>): void;
  close(): Promise<void>;
}

/** What the worker is started with (workerData). */
export interface ModelWorkerSettings {
  connection: DatabaseOptions;
  /** The most popular titles the model covers, besides every title someone interacted with (decision 052). */
  maxTitles: number;
  /** How old the model may get before a request triggers a rebuild in the background (ms). */
  refreshMs: number;
}

/** Messages to the worker. */
export type ModelWorkerRequest =
  | { type: 'warm-up'; id: number }
  | { type: 'recommend'; id: number; userId: string; signals: UserSignals; seed: number }
  | { type: 'set-user'; userId: string; positives: Map<TitleKey, number> }
  | { type: 'close' };

/** Messages from the worker: answers to requests by id, and log lines (the worker has no logger of its own). */
export type ModelWorkerReply =
  | { type: 'answer'; id: number; ok: true; value: unknown }
  | { type: 'answer'; id: number; ok: false; error: string }
  | { type: 'log'; level: 'info' | 'warn' | 'error'; msg: string; details: Record<string, unknown> };

/**
 * The worker's heap ceiling, far above what a model within RECOMMENDATIONS_MAX_TITLES needs (two at once while a
 * rebuild runs): past it the worker alone stops (the fallback serves, the error is logged), never the whole process.
 */
const WORKER_HEAP_LIMIT_MB = 1024;
/**
 * The worker's young generation. The process's start flag (decision 026) sizes it for the request thread; a build
 * that keeps most of what it allocates would grow the worker's to the same size and keep it.
 */
const WORKER_YOUNG_GENERATION_MB = 16;

/**
 * The recommender model in a worker thread (decision 052): the worker opens its own connection to the app's
 * database, builds the model, keeps it and rebuilds it, so neither the build nor the model ever sits on the thread
 * that answers requests. Started at the first call; a worker that dies (out of memory, a crash) fails what was
 * asked of it, so the fallback serves, and the next call starts a new one.
 */
type Waiting = Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;

export class RecommendationModelWorker implements RecommendationModel {
  /** The running worker and the answers awaited from it. */
  private current: { worker: Worker; waiting: Waiting } | null = null;
  private nextId = 0;

  constructor(
    private readonly settings: ModelWorkerSettings,
    private readonly log?: Logger,
  ) {}

  get active(): boolean {
    return this.current !== null;
  }

  async warmUp(): Promise<boolean> {
    return (await this.ask({ type: 'warm-up' })) as boolean;
  }

  async recommend(userId: string, signals: UserSignals, seed: number): Promise<Recommendation[]> {
    return (await this.ask({ type: 'recommend', userId, signals, seed })) as Recommendation[];
  }

  setUserPositives(userId: string, positives: Map<TitleKey, number>): void {
    this.current?.worker.postMessage({ type: 'set-user', userId, positives } satisfies ModelWorkerRequest);
  }

  async close(): Promise<void> {
    if (!this.current) return;
    const { worker } = this.current;
    this.current = null;
    await stopWorker(worker, { type: 'close' } satisfies ModelWorkerRequest);
  }

  private ask(request: { type: 'warm-up' } | Omit<Extract<ModelWorkerRequest, { type: 'recommend' }>, 'id'>) {
    const { worker, waiting } = this.current ?? this.start();
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      // Someone awaits an answer: the process stays up for it (idle, the worker keeps nothing alive).
      worker.ref();
      worker.postMessage({ ...request, id } satisfies ModelWorkerRequest);
    });
  }

  private start(): { worker: Worker; waiting: Waiting } {
    const { connection } = this.settings;
    if (!connection.databaseUrl && connection.sqliteFile === ':memory:') {
      // Another thread cannot see an in-memory database; the service serves the fallback instead.
      throw new Error('the recommendation model needs a database file or URL, not an in-memory database');
    }
    const { url, argv } = workerEntry();
    const waiting: Waiting = new Map();
    const worker = new Worker(url, {
      workerData: this.settings,
      argv,
      resourceLimits: {
        maxOldGenerationSizeMb: WORKER_HEAP_LIMIT_MB,
        maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
      },
    });
    worker.on('message', (message: ModelWorkerReply) => {
      if (message.type === 'log') {
        this.log?.[message.level](message.details, message.msg);
        return;
      }
      const asker = waiting.get(message.id);
      waiting.delete(message.id);
      if (waiting.size === 0) worker.unref();
      if (message.ok) asker?.resolve(message.value);
      else asker?.reject(new Error(message.error));
    });
    worker.on('error', (error) => {
      this.log?.error({ err: error }, 'recommendations: the model worker failed');
    });
    worker.on('exit', () => {
      if (this.current?.worker === worker) this.current = null;
      for (const asker of waiting.values()) asker.reject(new Error('the model worker stopped'));
      waiting.clear();
    });
    // A background helper: idle, it must never keep the process alive (after the listeners, which ref it).
    worker.unref();
    this.current = { worker, waiting };
    return this.current;
  }
}

/**
 * Where the worker's code is. Bundled (dist/main.js), it is its own entry point beside the bundle (build.mjs). From
 * source (tsx in development, vitest), it is the TypeScript file, started through lib/typescript-worker.mjs.
 */
function workerEntry(): { url: URL; argv?: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { url: new URL('./recommendations-worker.js', import.meta.url) };
  return {
    url: new URL('../../lib/typescript-worker.mjs', import.meta.url),
    argv: [new URL('./recommendations.worker.ts', import.meta.url).href],
  };
}
