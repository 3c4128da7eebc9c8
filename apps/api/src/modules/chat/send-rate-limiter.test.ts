import { describe, expect, it } from 'vitest';
import { SendRateLimiter } from './send-rate-limiter.js';

describe('SendRateLimiter', () => {
  it('allows a burst, then refills at the steady rate, per sender', () => {
    const limiter = new SendRateLimiter(3, 2);
    const t = 1_000_000;
    expect([limiter.take('a', t), limiter.take('a', t), limiter.take('a', t)]).toEqual([true, true, true]);
    expect(limiter.take('a', t)).toBe(false);
    expect(limiter.take('b', t)).toBe(true);
    // Two tokens a second: one is back after half a second, not before.
    expect(limiter.take('a', t + 400)).toBe(false);
    expect(limiter.take('a', t + 500)).toBe(true);
    expect(limiter.take('a', t + 500)).toBe(false);
  });

  it('forgets senders whose bucket is full again instead of growing without end', () => {
    const limiter = new SendRateLimiter(2, 1, 2);
    limiter.take('a', 0);
    limiter.take('b', 0);
    // Both refilled by t=5s; a third sender makes room by dropping them, and nobody loses tokens by it.
    expect(limiter.take('c', 5000)).toBe(true);
    expect(limiter.take('a', 5000)).toBe(true);
    expect(limiter.take('a', 5000)).toBe(true);
    expect(limiter.take('a', 5000)).toBe(false);
  });
});
