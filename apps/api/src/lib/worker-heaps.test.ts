import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The young generation flags of `npm start`, read from apps/api/package.json. */
const START_FLAGS = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(' ')
  .filter((flag) => flag.includes('semi-space-size'));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-worker-heaps-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Churns short-lived objects (as a busy thread does), then reports the thread's young generation in MB.
const CHURN_AND_REPORT = `
  let kept = [];
  for (let i = 0; i < 2e6; i += 1) { kept.push({ i, text: 'x' + i }); if (kept.length > 2e5) kept = []; }
  const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20;`;

/** Starts Node as `npm start` does (the start flag), optionally clearing it, and reports both threads' young sizes. */
function youngGenerations(clear: boolean): { request: number; worker: number } {
  const script = path.join(dir, `${clear ? 'cleared' : 'kept'}.mts`);
  fs.writeFileSync(
    script,
    `import v8 from 'node:v8';
    import { Worker } from 'node:worker_threads';
    import { letWorkersSizeTheirHeaps } from ${JSON.stringify(path.resolve(import.meta.dirname, 'worker-heaps.ts'))};
    ${clear ? 'letWorkersSizeTheirHeaps();' : ''}
    const worker = new Worker(${JSON.stringify(`const v8 = require('node:v8');${CHURN_AND_REPORT}
      require('node:worker_threads').parentPort.postMessage(young);`)},
      { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
    const workerYoung = await new Promise((resolve) => worker.once('message', resolve));
    await worker.terminate();
    ${CHURN_AND_REPORT}
    console.log(JSON.stringify({ request: young, worker: workerYoung }));`,
  );
  const output = execFileSync(process.execPath, [...START_FLAGS, '--import', 'tsx', script], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1) as string);
}

describe('worker heaps', () => {
  it("leaves each worker its own young generation while the request thread keeps the start flag's", () => {
    expect(START_FLAGS).toContain('--max-semi-space-size=32');
    // Without it, the start flag overrides the worker's limit: the worker grows the request thread's size.
    expect(youngGenerations(false).worker).toBeGreaterThan(32);
    const cleared = youngGenerations(true);
    expect(cleared.worker).toBeLessThanOrEqual(8);
    expect(cleared.request).toBeGreaterThan(32);
  }, 60_000);
});
