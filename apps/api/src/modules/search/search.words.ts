import { boundedDamerauLevenshtein } from '../../lib/text.js';
import { type RowsSince, TableFollower } from './search.follow.js';

/**
 * The typo word list (decision 051): every folded title word, with a trigram index to find the words a mistyped
 * query word may mean. The database engine finds titles by exact words and prefixes; only "which real words is
 * this typo close to" is answered here, because an engine's trigram search over a large vocabulary costs several
 * milliseconds per word. The list only grows: it is loaded once, then each instance reads the words added since.
 */

const PAD = '\u0001\u0001';

/** Lookups kept until the list grows; past this many distinct query words they start over. */
const LOOKUPS_KEPT = 10_000;

/**
 * How many edits a query token may be away from a title word: none below 4 characters (too many short words are
 * one edit apart), 1 for 4–7, 2 from 8 on.
 */
function maxEditsFor(length: number): number {
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

function trigramsOf(token: string): Set<string> {
  const padded = `${PAD}${token}${PAD}`;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return grams;
}

/**
 * The ids of the words holding one trigram, in an ArrayBuffer outside the JS heap: the garbage collector neither
 * copies nor scans them, which shortens its pauses while a large vocabulary loads on the request thread.
 */
class IdList {
  ids = new Int32Array(8);
  length = 0;

  push(id: number): void {
    if (this.length === this.ids.length) {
      const grown = new Int32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.length] = id;
    this.length += 1;
  }
}

export class WordList {
  private readonly words: string[] = [];
  private readonly known = new Set<string>();
  /** Trigram → ids (positions in `words`) of the words containing it. */
  private readonly trigrams = new Map<string, IdList>();
  /** Scratch space for counting shared trigrams, reused by every lookup (zeroed again after each). */
  private counts = new Uint16Array(1024);
  /**
   * Typo candidates already looked up: they change only when the list grows, where a new word may be a candidate of
   * any of them, and query words repeat far more often than the catalog gains words.
   */
  private readonly lookups = new Map<string, ReadonlyMap<string, number>>();

  add(word: string): void {
    if (this.known.has(word)) return;
    this.known.add(word);
    if (this.lookups.size > 0) this.lookups.clear();
    const id = this.words.length;
    this.words.push(word);
    // Words shorter than 3 can never be within the allowed edits of a 4+ letter query word.
    if (word.length < 3) return;
    for (const gram of trigramsOf(word)) {
      let list = this.trigrams.get(gram);
      if (!list) {
        list = new IdList();
        this.trigrams.set(gram, list);
      }
      list.push(id);
    }
  }

  /** Words within the allowed edits of `token` (never `token` itself), with their distance. */
  typoCandidates(token: string): ReadonlyMap<string, number> {
    let candidates = this.lookups.get(token);
    if (!candidates) {
      if (this.lookups.size >= LOOKUPS_KEPT) this.lookups.clear();
      candidates = this.findTypoCandidates(token);
      this.lookups.set(token, candidates);
    }
    return candidates;
  }

  private findTypoCandidates(token: string): Map<string, number> {
    const result = new Map<string, number>();
    const maxEdits = maxEditsFor(token.length);
    if (maxEdits === 0) return result;
    const grams = trigramsOf(token);
    // Each edit destroys at most 4 of a token's distinct padded trigrams (a swap touches 4), so a word within
    // maxEdits shares at least this many with the query token.
    const needed = Math.max(1, grams.size - 4 * maxEdits);
    const lists = [...grams].flatMap((gram) => this.trigrams.get(gram) ?? []).sort((a, b) => a.length - b.length);
    // A word in fewer than `needed` of the lists is no candidate, so every candidate is in one of the lists but the
    // needed - 1 longest. Words are gathered from those; the longest (a common first or last letter) then only add
    // to the counts of words already gathered, which spares most of their words being gathered and checked.
    const gathering = lists.length - (needed - 1);
    if (gathering <= 0) return result;
    if (this.counts.length < this.words.length) this.counts = new Uint16Array(this.words.length * 2);
    const counts = this.counts;
    const touched: number[] = [];
    lists.forEach((list, position) => {
      const gathers = position < gathering;
      for (let i = 0; i < list.length; i += 1) {
        const id = list.ids[i] as number;
        if (counts[id] === 0) {
          if (!gathers) continue;
          touched.push(id);
        }
        counts[id] = (counts[id] as number) + 1;
      }
    });
    for (const id of touched) {
      const count = counts[id] as number;
      counts[id] = 0;
      if (count < needed) continue;
      const candidate = this.words[id] as string;
      if (Math.abs(candidate.length - token.length) > maxEdits) continue;
      const edits = boundedDamerauLevenshtein(token, candidate, maxEdits);
      if (edits > 0 && edits <= maxEdits) result.set(candidate, edits);
    }
    return result;
  }
}

/** A word of `search_words` and when it arrived. */
export interface ArrivedWord {
  word: string;
  addedAt: string;
}

/**
 * Where the word list comes from: the words of `search_words` that arrived at or after `since` (all when null), after
 * the `(added_at, word)` key `after`, in key order.
 */
export interface WordSource {
  wordsSince: RowsSince<ArrivedWord>;
}

/**
 * Keeps a WordList current: `load()` reads every word in pages, letting requests run between them; afterwards
 * `current()` also reads the words that arrived since, at most every `intervalMs`.
 */
export class SyncedWordList {
  readonly list = new WordList();
  private readonly follower: TableFollower<ArrivedWord>;

  constructor(source: WordSource, intervalMs = 1000) {
    this.follower = new TableFollower(
      (since, after, limit) => source.wordsSince(since, after, limit),
      (row) => row.addedAt,
      (row) => this.list.add(row.word),
      intervalMs,
    );
  }

  /** Reads every word; resolves when the list is complete (readiness waits for it). A failed load is retried. */
  load(): Promise<void> {
    return this.follower.load();
  }

  /** Resolves when the list holds every word (loading it first) and, at most every `intervalMs`, the newest ones. */
  async current(): Promise<WordList> {
    await this.follower.current();
    return this.list;
  }
}
