import { ARTICLES } from '../../lib/search-text.js';

/**
 * How a matching title ranks (decision 007, kept by decision 051): exact matches before fuzzy ones; within each,
 * the whole title before the start of the title before words anywhere; then fewer edits. Titles of one class keep
 * popularity order. Pure: the engine finds the candidates, this orders them.
 */

/** One word of the query with the title words it may stand for. */
export interface QueryToken {
  text: string;
  /** Search as you type: the last word may be unfinished, so it matches words it starts. */
  isLast: boolean;
  /** Title words a typo away, with their distance. */
  typos: ReadonlyMap<string, number>;
}

const SHAPE_WHOLE = 0;
const SHAPE_START = 1;
const SHAPE_WORDS = 2;
const MAX_RANKED_EDITS = 15;
/** The class of a title that does not match the query at all. */
export const NO_MATCH = Number.POSITIVE_INFINITY;

/** The ranking class: exact before fuzzy, then by shape, then by edits (lower is better). */
function rankOf(shape: number, edits: number): number {
  return ((edits > 0 ? 3 : 0) + shape) * (MAX_RANKED_EDITS + 1) + Math.min(edits, MAX_RANKED_EDITS);
}

/**
 * Whether a class is the whole title or its start, as typed: a title having the query's words further on, or typos of
 * them, ranks below it.
 */
export function startsAsTyped(rank: number): boolean {
  return rank < rankOf(SHAPE_WORDS, 0);
}

/** `edits * 2 + (matched as a prefix ? 1 : 0)`, or -1 when the word does not match the token. */
function costOf(token: QueryToken, word: string): number {
  if (word === token.text) return 0;
  if (token.isLast && word.startsWith(token.text)) return 1;
  const edits = token.typos.get(word);
  return edits === undefined ? -1 : edits * 2;
}

/** Edits when each query token takes its best word anywhere in the title; NO_MATCH when a token has none. */
function cheapestEdits(tokens: readonly QueryToken[], words: readonly string[]): number {
  let edits = 0;
  for (const token of tokens) {
    let cheapest = -1;
    for (const word of words) {
      const cost = costOf(token, word);
      if (cost !== -1 && (cheapest === -1 || cost >> 1 < cheapest)) cheapest = cost >> 1;
    }
    if (cheapest === -1) return NO_MATCH;
    edits += cheapest;
  }
  return edits;
}

/** The class of the title given as its folded title and folded original title (null when the same). */
export function rankClass(tokens: readonly QueryToken[], title: string, original: string | null): number {
  const lists = original ? [title.split(' '), original.split(' ')] : [title.split(' ')];
  const anywhere = cheapestEdits(tokens, lists.flat());
  if (anywhere === NO_MATCH) return NO_MATCH;
  let best = rankOf(SHAPE_WORDS, anywhere);
  for (const words of lists) {
    // A leading article is ignored on the title's side too ("Godfather" is exactly "The Godfather").
    const start = words.length > 1 && ARTICLES.has(words[0] as string) ? 1 : 0;
    if (words.length - start < tokens.length) continue;
    let edits = 0;
    let prefixUsed = false;
    let inOrder = true;
    tokens.forEach((token, i) => {
      const cost = inOrder ? costOf(token, words[start + i] as string) : -1;
      if (cost === -1) {
        inOrder = false;
        return;
      }
      edits += cost >> 1;
      if (cost & 1) prefixUsed = true;
    });
    if (!inOrder) continue;
    const shape = words.length - start === tokens.length && !prefixUsed ? SHAPE_WHOLE : SHAPE_START;
    best = Math.min(best, rankOf(shape, edits));
  }
  return best;
}
