import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limiter.js';

describe('SlidingWindowLimiter', () => {
  it('starts at most `limit` callers in any window, in arrival order', async () => {
    const limiter = new SlidingWindowLimiter(3, 100);
    const starts: { caller: number; at: number }[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, caller) =>
        limiter.acquire().then(() => starts.push({ caller, at: performance.now() })),
      ),
    );
    expect(starts.map((s) => s.caller)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (let i = 0; i + 3 < starts.length; i += 1) {
      expect((starts[i + 3]?.at ?? 0) - (starts[i]?.at ?? 0)).toBeGreaterThanOrEqual(99);
    }
  });

  it('holds everyone back during a pause', async () => {
    const limiter = new SlidingWindowLimiter(10, 1000);
    const started = performance.now();
    limiter.pauseFor(80);
    await Promise.all([limiter.acquire(), limiter.acquire()]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(79);
  });
});
