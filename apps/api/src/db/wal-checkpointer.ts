import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { stopWorker } from '../lib/stop-worker.js';

/**
 * SQLite in WAL mode copies the log back into the database file ("checkpoint") every 1,000 pages, and by default
 * the write that crosses the line does it, with an fsync — on the request's thread, where it was most of a small
 * write's cost (decision 028). So a worker thread with its own connection checkpoints in the background (PASSIVE: it never blocks the app's
 * reads or writes), and the app's connection checkpoints itself only if the worker falls far behind.
 */

/** Pages the app's own connection lets the log grow to before it checkpoints itself (a fallback, ≈ 40 MB). */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

export interface CheckpointResult {
  /** Frames in the log, and how many of them are in the database file now. */
  logFrames: number;
  checkpointedFrames: number;
}

// The worker is a plain CommonJS script (the API is bundled into one file, so a worker file would not be there).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driverPath);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 1000');
let stopped = false;
function checkpoint() {
  if (stopped) return;
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ logFrames: result.log, checkpointedFrames: result.checkpointed });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
  setTimeout(checkpoint, workerData.intervalMs);
}
parentPort.on('message', (message) => {
  if (message === 'stop') { stopped = true; db.close(); parentPort.close(); }
});
setTimeout(checkpoint, workerData.intervalMs);
`;

export class WalCheckpointer {
  private readonly worker: Worker;
  private readonly listeners = new Set<(result: CheckpointResult) => void>();

  constructor(file: string, intervalMs = 1000) {
    const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, intervalMs, driverPath } });
    this.worker.on('message', (message: CheckpointResult | { error: string }) => {
      if ('error' in message) return; // e.g. busy: the next round tries again; the app's fallback still holds
      for (const listener of this.listeners) listener(message);
    });
    this.worker.on('error', () => undefined);
    // A background helper: it must never keep the process alive on its own (after the listeners, which ref it).
    this.worker.unref();
  }

  /** Called after every background checkpoint (tests watch the log being emptied). */
  onCheckpoint(listener: (result: CheckpointResult) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): Promise<void> {
    return stopWorker(this.worker, 'stop');
  }
}
