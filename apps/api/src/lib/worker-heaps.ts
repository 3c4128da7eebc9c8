import v8 from 'node:v8';

/**
 * `npm start` sizes the request thread's young generation with `--max-semi-space-size` (decision 026). V8 applies
 * that flag over a worker thread's own `resourceLimits`, so each busy worker (search readers, the model's) would grow
 * the same 128 MB young generation. Cleared once the request thread's heap exists, it leaves each worker its limits.
 */
export function letWorkersSizeTheirHeaps(): void {
  v8.setFlagsFromString('--max-semi-space-size=0');
}
