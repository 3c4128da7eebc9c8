import { evictOldest, type SecondChanceEntry } from './second-chance.js';

/**
 * Carries invalidations to the other instances (the realtime server, through the redis adapter). Without one, an
 * instance is alone and its own invalidations are all there are.
 */
export interface InvalidationBus {
  /** Calls `handler` for every invalidation of the named cache published by another instance. */
  subscribeInvalidations(cacheName: string, handler: (group: string) => void): void;
  /** Tells the other instances that a group of the named cache changed. */
  publishInvalidation(cacheName: string, group: string): void;
}

export interface InvalidatedCacheOptions {
  /** Names the cache on the invalidation bus. */
  name: string;
  /** Groups kept at most; the least recently used one goes first (approximately: `evictOldest`). */
  maxGroups: number;
  /**
   * A safety net, not the way entries go stale: writes invalidate their group at once. What the TTL bounds is
   * what no write announces (e.g. an author's new nickname shown in a cached page of comments).
   */
  ttlMs: number;
  bus?: InvalidationBus | null;
  /** Milliseconds; injectable so tests can move time forward. */
  now?: () => number;
}

/** Variants kept per group (pages of one list, say); a group that collects more starts over. */
const MAX_VARIANTS_PER_GROUP = 32;

interface Group<V> extends SecondChanceEntry {
  expiresAt: number;
  values: Map<string, V>;
}

/**
 * A read-through cache for data that only our own writes change — a user's watchlist pages, a title's comments.
 * Values live in groups (a user, a title) of variants (sort, page…); every write calls `invalidate(group)` after it
 * commits, which drops the group here and, through the bus, on every other instance.
 *
 * A read that started before an invalidation never stores its (possibly older) result: each invalidation is stamped
 * with a logical clock, and a load keeps what it read only when its group was not invalidated since it started.
 * Concurrent misses of one variant share a single load, so a burst costs one query.
 */
export class InvalidatedCache<V> {
  private readonly groups = new Map<string, Group<V>>();
  /** The load later readers of a variant may join (none once its group is invalidated). */
  private readonly loading = new Map<string, Promise<V>>();
  /** How many loads of each group are running, joinable or not. */
  private readonly running = new Map<string, number>();
  /** When each group was last invalidated (logical time), kept while a load of that group is running. */
  private readonly invalidatedAt = new Map<string, number>();
  private clock = 0;
  private readonly now: () => number;
  private readonly bus: InvalidationBus | null;

  constructor(private readonly options: InvalidatedCacheOptions) {
    this.now = options.now ?? Date.now;
    this.bus = options.bus ?? null;
    this.bus?.subscribeInvalidations(options.name, (group) => this.invalidateHere(group));
  }

  /** The cached variant of the group, or the (shared) result of `load`. A variant's key decides its type. */
  async getOrLoad<T extends V>(group: string, variant: string, load: () => Promise<T>): Promise<T> {
    const cached = this.groups.get(group);
    if (cached && cached.expiresAt > this.now()) {
      const value = cached.values.get(variant);
      if (value !== undefined) {
        // A hit only sets a flag (see `evictOldest`).
        cached.used = true;
        return value as T;
      }
    }
    const loadKey = `${group}\u0000${variant}`;
    const pending = this.loading.get(loadKey);
    if (pending) return pending as Promise<T>;

    const startedAt = ++this.clock;
    this.running.set(group, (this.running.get(group) ?? 0) + 1);
    const promise = (async () => {
      const value = await load();
      if ((this.invalidatedAt.get(group) ?? 0) < startedAt) this.store(group, variant, value);
      return value;
    })();
    const finished = () => {
      if (this.loading.get(loadKey) === promise) this.loading.delete(loadKey);
      const stillRunning = (this.running.get(group) ?? 1) - 1;
      if (stillRunning > 0) {
        this.running.set(group, stillRunning);
      } else {
        this.running.delete(group);
        this.invalidatedAt.delete(group);
      }
    };
    // Failures are not cached (the next reader tries again); the caller sees the rejection.
    promise.then(finished, finished);
    this.loading.set(loadKey, promise);
    return promise;
  }

  /** After a write has committed: drops the group on this instance and on every other. */
  invalidate(group: string): void {
    this.invalidateHere(group);
    this.bus?.publishInvalidation(this.options.name, group);
  }

  get size(): number {
    return this.groups.size;
  }

  private invalidateHere(group: string): void {
    this.groups.delete(group);
    if (!this.running.has(group)) return;
    this.invalidatedAt.set(group, ++this.clock);
    // Later readers must not join a load that may have read the state from before this write.
    const prefix = `${group}\u0000`;
    for (const key of this.loading.keys()) if (key.startsWith(prefix)) this.loading.delete(key);
  }

  private store(group: string, variant: string, value: V): void {
    const now = this.now();
    let entry = this.groups.get(group);
    if (!entry || entry.expiresAt <= now) {
      entry = { expiresAt: now + this.options.ttlMs, values: new Map(), used: false };
    }
    if (entry.values.size >= MAX_VARIANTS_PER_GROUP) entry.values.clear();
    entry.values.set(variant, value);
    this.groups.delete(group);
    this.groups.set(group, entry);
    evictOldest(this.groups, this.options.maxGroups, group);
  }
}
