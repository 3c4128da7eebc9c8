/** How a call to TMDB ended: answered, refused (a 4xx such as 404 or a bad key), or not answered usefully. */
export type TmdbCallOutcome = 'ok' | 'refused' | 'unavailable';

/** TMDB as the health check reports it: 'off' when no key is configured. */
export type TmdbStatus = 'ok' | 'degraded' | 'down' | 'off';

/** A failure older than this no longer counts against TMDB's status. */
const RECENT_MS = 5 * 60_000;
/** Failed calls in a row, without a success since, that make TMDB "down" rather than "degraded". */
const DOWN_AFTER_FAILURES = 3;

/**
 * What this instance's calls to TMDB and its TMDB caches did: counters for /metrics and the recent outcome for
 * /api/health, so neither ever calls TMDB itself. Plain numbers bumped on the call path; readers take a copy.
 */
export class TmdbUsage {
  readonly calls: Record<TmdbCallOutcome, number> = { ok: 0, refused: 0, unavailable: 0 };
  readonly cache = { hits: 0, misses: 0 };
  private lastFailureAt = 0;
  private failuresInARow = 0;

  constructor(private readonly now: () => number = Date.now) {}

  recordCall(outcome: TmdbCallOutcome): void {
    this.calls[outcome] += 1;
    // A refusal is TMDB answering (a 404 is an everyday answer); only unavailability says TMDB is unwell.
    if (outcome === 'unavailable') {
      this.lastFailureAt = this.now();
      this.failuresInARow += 1;
    } else {
      this.failuresInARow = 0;
    }
  }

  /** A cached answer served (also one shared with an identical call in flight) or a call made for lack of one. */
  recordCacheLookup(hit: boolean): void {
    if (hit) this.cache.hits += 1;
    else this.cache.misses += 1;
  }

  /** 'degraded' after a recent failure not followed by a success; 'down' after several in a row. */
  status(): Exclude<TmdbStatus, 'off'> {
    if (this.failuresInARow === 0 || this.now() - this.lastFailureAt > RECENT_MS) return 'ok';
    return this.failuresInARow >= DOWN_AFTER_FAILURES ? 'down' : 'degraded';
  }
}
