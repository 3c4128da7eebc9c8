import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A sliding-window limiter: at most `limit` acquisitions start within any `windowMs`. Callers over the limit are
 * queued in arrival order and wait for a slot; nobody is rejected, because a user request that waits a few hundred
 * milliseconds is better than one that fails. A sliding window (rather than a token bucket) gives the hard
 * guarantee TMDB enforces: never more than `limit` requests in any one-second span, bursts included.
 */
export class SlidingWindowLimiter {
  /** Start times of the acquisitions still inside the window, oldest first. */
  private readonly starts: number[] = [];
  /** The chain of waiting callers; each link resolves when that caller got its slot. */
  private queue: Promise<void> = Promise.resolve();
  private pausedUntil = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 1000,
    private readonly clock: () => number = () => performance.now(),
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  }

  /** Resolves when the caller may start one request. */
  acquire(): Promise<void> {
    const turn = this.queue.then(() => this.waitForSlot());
    this.queue = turn;
    return turn;
  }

  /**
   * Holds every caller back for `ms` (TMDB's Retry-After): when TMDB says we sent too much, the whole client has
   * to slow down, not only the request that happened to get the 429.
   */
  pauseFor(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.clock() + ms);
  }

  private async waitForSlot(): Promise<void> {
    for (;;) {
      const now = this.clock();
      while (this.starts.length > 0 && (this.starts[0] ?? 0) <= now - this.windowMs) this.starts.shift();
      const oldest = this.starts[0];
      const untilSlot = this.starts.length >= this.limit && oldest !== undefined ? oldest + this.windowMs - now : 0;
      const wait = Math.max(untilSlot, this.pausedUntil - now);
      if (wait <= 0) {
        this.starts.push(now);
        return;
      }
      // Timers may fire a little early; the loop re-checks the clock rather than trusting them.
      await sleep(Math.ceil(wait));
    }
  }
}
