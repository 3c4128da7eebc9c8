/**
 * A token bucket per sender: a burst of `burst` messages, then `perSecond` a second. It keeps one person (or a
 * runaway script) from flooding a friend's screen and the database. Per instance: with several instances a sender
 * could get a little more through, which is fine for a flood guard.
 */
export class SendRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst = 30,
    private readonly perSecond = 5,
    private readonly maxTracked = 50_000,
  ) {}

  /** Takes one token for `key`; false when the sender has none left. */
  take(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key);
    const tokens = bucket
      ? Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond)
      : this.burst;
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    if (!bucket && this.buckets.size >= this.maxTracked) this.forgetFull(now);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  /** Drops buckets that have refilled completely: forgetting them changes nothing. */
  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(key);
    }
  }
}
