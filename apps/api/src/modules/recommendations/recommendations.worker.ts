/**
 * The recommender model's thread (decision 052; started by recommendations.model-worker.ts, bundled as its own entry
 * point). It opens its own read-only connection to the app's database, builds the model at the first request (the
 * app asks at start), answers rankings from it, and rebuilds it in the background when it is older than
 * `refreshMs` while the old one keeps serving.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.js';
import { positiveWeights, type RecommenderModel, recommend, seededRandom } from './engine/index.js';
import { loadModel } from './recommendations.loader.js';
import type { ModelWorkerReply, ModelWorkerRequest, ModelWorkerSettings } from './recommendations.model-worker.js';

if (!parentPort) throw new Error('recommendations.worker runs as a worker thread');
lowerThreadPriority();
const port = parentPort;
const settings = workerData as ModelWorkerSettings;
const database = openDatabase(settings.connection, { readOnly: true });

const send = (message: ModelWorkerReply) => port.postMessage(message);
const log = (level: 'info' | 'warn' | 'error', msg: string, details: Record<string, unknown> = {}) =>
  send({ type: 'log', level, msg, details });
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

let model: Promise<RecommenderModel> | null = null;
let builtAt = 0;
let rebuilding = false;

/** The model: built at the first request; rebuilt in the background when older than refreshMs (the old one serves). */
function currentModel(): Promise<RecommenderModel> {
  if (!model) {
    model = build();
    // A failed build is retried by the next request rather than cached.
    model.catch(() => {
      model = null;
    });
  } else if (Date.now() - builtAt > settings.refreshMs && !rebuilding) {
    rebuilding = true;
    const next = build();
    next
      .then(() => {
        model = next;
      })
      .catch((error) => log('warn', 'recommendations: model refresh failed', { error: describe(error) }))
      .finally(() => {
        rebuilding = false;
      });
  }
  return model;
}

async function build(): Promise<RecommenderModel> {
  const startedAt = performance.now();
  const built = await loadModel(database.db, { maxTitles: settings.maxTitles });
  builtAt = Date.now();
  log('info', 'recommendations: model built', {
    titles: built.size,
    people: built.userCount,
    buildMs: Math.round(performance.now() - startedAt),
    heapMb: Math.round(process.memoryUsage().heapUsed / 1e6),
  });
  return built;
}

async function answer(request: ModelWorkerRequest): Promise<unknown> {
  switch (request.type) {
    case 'warm-up':
      return currentModel().then(
        () => true,
        (error) => {
          log('error', 'recommendations: the model could not be built; the fallback serves', {
            error: describe(error),
          });
          return false;
        },
      );
    case 'recommend': {
      const ready = await currentModel();
      ready.setUserPositives(request.userId, positiveWeights(request.signals));
      return recommend(ready, request.signals, { random: seededRandom(request.seed) });
    }
    default:
      return undefined;
  }
}

port.on('message', (request: ModelWorkerRequest) => {
  if (request.type === 'close') {
    // In a worker, process.exit ends this thread only (whatever else might keep it alive, e.g. a loader's port).
    void database.destroy().finally(() => process.exit(0));
    return;
  }
  if (request.type === 'set-user') {
    // Fed in once the model exists; the build reads everyone's signals itself.
    model?.then((ready) => ready.setUserPositives(request.userId, request.positives)).catch(() => undefined);
    return;
  }
  answer(request).then(
    (value) => send({ type: 'answer', id: request.id, ok: true, value }),
    (error) => send({ type: 'answer', id: request.id, ok: false, error: describe(error) }),
  );
});

/**
 * The build is background work: where each thread has its own nice value (Linux), this one yields the CPU to the
 * thread that answers requests, which otherwise waits for a core whenever the machine is busy.
 */
function lowerThreadPriority(): void {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(threadId, os.constants.priority.PRIORITY_LOW);
  } catch {
    // Elsewhere it runs at the process's priority: still off the main thread.
  }
}
