import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { emptySignals } from '../src/modules/recommendations/engine/index.js';
import { RecommendationModelWorker } from '../src/modules/recommendations/recommendations.model-worker.js';
import { createTestDatabase } from './helpers.js';
import { type GeneratedCatalog, insertGeneratedCatalog } from './support/generated-catalog.js';

/** The recommendation model in its worker thread (decision 052), on a catalog large enough to take seconds. */

const TITLES = 30_000;
let database: DatabaseHandle;
let catalog: GeneratedCatalog;

beforeAll(async () => {
  database = await createTestDatabase();
  catalog = await insertGeneratedCatalog(database, { titles: TITLES, users: 300 });
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

function recordingLog() {
  const built: Record<string, number>[] = [];
  const log = {
    info: (details: object, msg: string) => {
      if (msg.includes('model built')) built.push(details as Record<string, number>);
    },
    warn: () => undefined,
    error: () => undefined,
  };
  return { log, built };
}

describe('the recommendation model worker', () => {
  it('builds the model while the main thread keeps answering', async () => {
    const { log, built } = recordingLog();
    const model = new RecommendationModelWorker(
      { connection: database.connection, maxTitles: 100_000, refreshMs: 60_000 },
      log,
    );
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    try {
      expect(await model.warmUp()).toBe(true);
      delay.disable();
      expect(built[0]?.titles).toBe(TITLES);
      // Built in the main thread, this model froze it for about two seconds. The 100 ms target is measured by
      // bench:recs-worker and bench:scale; here other test files share the two cores, so the bound is looser.
      expect(delay.max / 1e6).toBeLessThan(500);

      const signals = emptySignals();
      signals.likes = catalog.ids.slice(0, 3).map((id) => `movie:${id}`);
      const picks = await model.recommend('someone-new', signals, 1);
      expect(picks.length).toBeGreaterThan(0);
      expect(picks.map((p) => p.key)).not.toContain(signals.likes[0]);
    } finally {
      delay.disable();
      await model.close();
    }
  });

  it('covers the most popular titles up to its cap and every title someone liked; a stopped worker is replaced', async () => {
    const { log, built } = recordingLog();
    const model = new RecommendationModelWorker(
      { connection: database.connection, maxTitles: 1000, refreshMs: 60_000 },
      log,
    );
    try {
      expect(await model.warmUp()).toBe(true);
      const liked = await database.db
        .selectFrom('title_feedback')
        .select(['media_type', 'title_id'])
        .distinct()
        .where('title_id', '>=', catalog.ids[1000] as number)
        .execute();
      expect(liked.length).toBeGreaterThan(0);
      expect(built[0]?.titles).toBe(1000 + liked.length);

      // A title beyond the cap that someone liked is known to the model: liking it finds its co-liked titles.
      const signals = emptySignals();
      signals.likes = [`movie:${liked[0]?.title_id}`];
      const picks = await model.recommend('someone-new', signals, 1);
      expect(picks.some((p) => p.reason.code === 'becauseYouLiked')).toBe(true);

      // A worker that stopped is replaced at the next call.
      await model.close();
      expect(model.active).toBe(false);
      expect(await model.recommend('someone-new', signals, 1)).toEqual(picks);
    } finally {
      await model.close();
    }
  });
});
