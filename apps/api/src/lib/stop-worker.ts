import type { Worker } from 'node:worker_threads';

/** How long a worker thread has to finish after it was asked to stop. */
const STOP_GRACE_MS = 2000;

/**
 * Asks a worker thread to stop by posting `message` (it closes its connection and exits); one still running after
 * the grace period is terminated. Resolves once the thread is gone, even if it had already exited.
 */
export function stopWorker(worker: Worker, message: unknown): Promise<void> {
  return new Promise<void>((resolve) => {
    const grace = setTimeout(() => void worker.terminate().then(() => resolve()), STOP_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(grace);
      resolve();
    });
    worker.postMessage(message);
  });
}
