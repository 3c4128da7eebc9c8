import v8 from 'node:v8';

/**
 * `npm start` bounds the request thread's young generation with `--max-semi-space-size` (decisions 026, 058). V8
 * applies that flag over a worker thread's own `resourceLimits`, so each busy worker (search readers, the model's)
 * would grow the request thread's young generation. Cleared once the request thread's heap exists, it leaves each
 * worker its limits. The start's `--min-semi-space-size` does not enlarge a worker's (the test starts with both).
 */
export function letWorkersSizeTheirHeaps(): void {
  v8.setFlagsFromString('--max-semi-space-size=0');
}
