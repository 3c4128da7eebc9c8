/** A cache entry that remembers whether it was read since it was stored or last spared. */
export interface SecondChanceEntry {
  used: boolean;
}

/**
 * Drops the oldest entries of `entries` (a Map keeps insertion order) until it holds at most `max`. An entry read
 * since it was stored or last spared gets a second chance instead: it moves to the end with its flag cleared, and the
 * next oldest is considered. So an entry read all the time stays, one stored once and never read again goes first —
 * close to least-recently-used, while a hit only sets `used`. Moving an entry to the end of the Map on every read
 * (delete + set) was the costliest line of a cached request: each delete leaves a hole that V8's hash table rehashes
 * away later. `keep` (the entry just stored) is never the one to go; spared entries lose their flag, so this ends
 * within one pass.
 */
export function evictOldest<K, E extends SecondChanceEntry>(entries: Map<K, E>, max: number, keep: K): void {
  while (entries.size > max) {
    const oldest = entries.entries().next();
    if (oldest.done) break;
    const [oldestKey, entry] = oldest.value;
    entries.delete(oldestKey);
    if (entry.used || oldestKey === keep) {
      entry.used = false;
      entries.set(oldestKey, entry);
    }
  }
}
