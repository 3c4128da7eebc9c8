import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('keeps a value until its TTL runs out', async () => {
    let now = 0;
    const cache = new TtlCache<string>({ now: () => now });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.getOrLoad('k', 100, load)).toBe('value 1');
    now = 99;
    expect(await cache.getOrLoad('k', 100, load)).toBe('value 1');
    now = 100;
    expect(await cache.getOrLoad('k', 100, load)).toBe('value 2');
  });

  it('lets expired entries go as new ones are stored, before it is full', () => {
    let now = 0;
    const cache = new TtlCache<number>({ maxEntries: 100, now: () => now });
    for (let i = 0; i < 10; i += 1) cache.set(`old ${i}`, i, 100);
    cache.set('long-lived', 10, 10_000);
    now = 500;
    cache.set('new', 11, 100);
    expect(cache.size).toBe(2);
    expect(cache.get('long-lived')?.value).toBe(10);
    expect(cache.get('new')?.value).toBe(11);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<number>({ maxEntries: 2 });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.get('a');
    cache.set('c', 3, 1000);
    expect(cache.get('a')?.value).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.value).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps entries that are read over ones that are not, and still evicts when all of them were read', () => {
    const cache = new TtlCache<number>({ maxEntries: 3 });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.set('c', 3, 1000);
    for (let i = 0; i < 5; i += 1) cache.get('a');
    cache.get('c');
    cache.set('d', 4, 1000);
    expect([...['a', 'b', 'c', 'd']].filter((key) => cache.get(key) !== undefined)).toEqual(['a', 'c', 'd']);
    // a, c and d have all been read now: the oldest of them goes, and only one.
    cache.set('e', 5, 1000);
    expect(cache.size).toBe(3);
    expect(cache.get('e')?.value).toBe(5);
    expect(['a', 'c', 'd'].filter((key) => cache.get(key) === undefined)).toHaveLength(1);
  });

  it('shares one load among concurrent callers and does not keep a failure', async () => {
    const cache = new TtlCache<number | null>();
    let loads = 0;
    let release: (value: number | null) => void = () => undefined;
    const slow = () => {
      loads += 1;
      return new Promise<number | null>((resolve) => {
        release = resolve;
      });
    };
    const both = Promise.all([cache.getOrLoad('k', 1000, slow), cache.getOrLoad('k', 1000, slow)]);
    release(null);
    // A cached null is a hit, not a miss.
    expect(await both).toEqual([null, null]);
    expect(await cache.getOrLoad('k', 1000, slow)).toBeNull();
    expect(loads).toBe(1);

    await expect(cache.getOrLoad('x', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('x', 1000, async () => 7)).toBe(7);
  });
});
