import { evictOldest, type SecondChanceEntry } from './second-chance.js';

interface Entry<V> extends SecondChanceEntry {
  value: V;
  expiresAt: number;
}

export interface TtlCacheOptions {
  /** Entries kept at most; the least recently used one goes first. */
  maxEntries?: number;
  /** Milliseconds; injectable so tests can move time forward. */
  now?: () => number;
  /** Told of every getOrLoad: served without loading (a live entry, or a load in flight) or loaded. */
  onLookup?: (hit: boolean) => void;
}

/**
 * An in-memory cache with a TTL per entry and a size bound (least recently used out first, approximately: see
 * `evictOldest`). Identical requests made while the first is still loading share its promise, so a burst of page
 * views costs one TMDB request. Failures are not cached: the next caller tries again.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly onLookup: ((hit: boolean) => void) | undefined;

  constructor(options: TtlCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 500);
    this.now = options.now ?? Date.now;
    this.onLookup = options.onLookup;
  }

  /** The cached value for `key`, or the (shared) result of `load`, kept for `ttlMs`. */
  async getOrLoad(key: string, ttlMs: number, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    const pending = cached === undefined ? this.loading.get(key) : undefined;
    this.onLookup?.(cached !== undefined || pending !== undefined);
    if (cached !== undefined) return cached.value;
    if (pending) return pending;
    const promise = (async () => {
      try {
        const value = await load();
        this.set(key, value, ttlMs);
        return value;
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, promise);
    return promise;
  }

  /** The live entry for `key` (wrapped, so a cached `undefined` or `null` is still a hit), refreshing its recency. */
  get(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // A hit only sets a flag (see `evictOldest`).
    entry.used = true;
    return { value: entry.value };
  }

  /**
   * Stores `value`; when full, the oldest entry not read since it was stored goes (`evictOldest`). Expired entries at
   * the front go first, so a cache of short-lived answers does not hold thousands of dead ones until it fills.
   */
  set(key: string, value: V, ttlMs: number): void {
    const now = this.now();
    this.dropExpiredOldest(now);
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + ttlMs, used: false });
    evictOldest(this.entries, this.maxEntries, key);
  }

  /** Drops entries from the front (the oldest stored) while they have expired; stops at the first live one. */
  private dropExpiredOldest(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) return;
      this.entries.delete(key);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
