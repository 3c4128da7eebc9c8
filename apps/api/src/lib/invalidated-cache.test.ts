import { describe, expect, it } from 'vitest';
import { InvalidatedCache, type InvalidationBus } from './invalidated-cache.js';

/** A load the test finishes when it wants, to interleave a write with a read that is still running. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const options = { name: 'test', maxGroups: 3, ttlMs: 1000 };

describe('InvalidatedCache', () => {
  it('serves a variant from memory until its group is invalidated', async () => {
    const cache = new InvalidatedCache<string>(options);
    let reads = 0;
    const load = async () => `read ${++reads}`;
    expect(await cache.getOrLoad('ayse', 'page 1', load)).toBe('read 1');
    expect(await cache.getOrLoad('ayse', 'page 1', load)).toBe('read 1');
    expect(await cache.getOrLoad('ayse', 'page 2', load)).toBe('read 2');
    cache.invalidate('ayse');
    expect(await cache.getOrLoad('ayse', 'page 1', load)).toBe('read 3');
    expect(await cache.getOrLoad('ayse', 'page 2', load)).toBe('read 4');
  });

  it('shares one load between readers that miss at the same time', async () => {
    const cache = new InvalidatedCache<string>(options);
    const slow = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return slow.promise;
    };
    const first = cache.getOrLoad('title', 'first', load);
    const second = cache.getOrLoad('title', 'first', load);
    slow.resolve('comments');
    expect(await Promise.all([first, second])).toEqual(['comments', 'comments']);
    expect(loads).toBe(1);
  });

  it('never keeps what a read started before a write returned', async () => {
    const cache = new InvalidatedCache<string>(options);
    const stale = deferred<string>();
    const reading = cache.getOrLoad('ayse', 'page 1', () => stale.promise);
    // The write commits and invalidates while the read is still running; a reader arriving now does not join it.
    cache.invalidate('ayse');
    const fresh = cache.getOrLoad('ayse', 'page 1', async () => 'after the write');
    stale.resolve('before the write');
    expect(await reading).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(await cache.getOrLoad('ayse', 'page 1', async () => 'read again')).toBe('after the write');
  });

  it('does not cache a failure', async () => {
    const cache = new InvalidatedCache<string>(options);
    await expect(
      cache.getOrLoad('ayse', 'page 1', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await cache.getOrLoad('ayse', 'page 1', async () => 'recovered')).toBe('recovered');
  });

  it('forgets after the TTL and drops the least recently used group first', async () => {
    let now = 0;
    const cache = new InvalidatedCache<string>({ ...options, now: () => now });
    await cache.getOrLoad('a', 'x', async () => 'a1');
    await cache.getOrLoad('b', 'x', async () => 'b1');
    await cache.getOrLoad('c', 'x', async () => 'c1');
    await cache.getOrLoad('a', 'x', async () => 'a2'); // a hit: a becomes the most recently used
    await cache.getOrLoad('d', 'x', async () => 'd1'); // over the bound: b goes
    expect(cache.size).toBe(3);
    expect(await cache.getOrLoad('a', 'x', async () => 'a3')).toBe('a1');
    expect(await cache.getOrLoad('b', 'x', async () => 'b2')).toBe('b2');
    now = 1001;
    expect(await cache.getOrLoad('a', 'x', async () => 'a4')).toBe('a4');
  });

  it('tells the other instances through the bus, and obeys theirs', async () => {
    const published: string[] = [];
    let fromOthers: ((group: string) => void) | undefined;
    const bus: InvalidationBus = {
      subscribeInvalidations: (name, handler) => {
        expect(name).toBe('test');
        fromOthers = handler;
      },
      publishInvalidation: (name, group) => published.push(`${name}/${group}`),
    };
    const cache = new InvalidatedCache<string>({ ...options, bus });
    await cache.getOrLoad('ayse', 'page 1', async () => 'old');
    cache.invalidate('ayse');
    expect(published).toEqual(['test/ayse']);

    await cache.getOrLoad('ayse', 'page 1', async () => 'cached');
    fromOthers?.('ayse');
    expect(await cache.getOrLoad('ayse', 'page 1', async () => 'after their write')).toBe('after their write');
    // Another instance's invalidation is not sent back out.
    expect(published).toEqual(['test/ayse']);
  });
});
