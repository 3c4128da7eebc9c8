import { fold } from './text.js';

/** Leading articles that do not decide whether a title matches exactly ("godfather" is "The Godfather"). */
export const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/** Folded words of a title or query ("The Godfather: Part II" → the, godfather, part, ii). */
export function tokenize(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * What the search engine indexes of a title (decision 051): the folded words of the title and, when it differs,
 * of the original title; and that folded original title on its own, for "starts with" ranking.
 */
export function searchWordsOf(title: string, originalTitle: string | null): { words: string; original: string | null } {
  const folded = fold(title);
  const original = originalTitle ? fold(originalTitle) : '';
  if (original === '' || original === folded) return { words: folded, original: null };
  return { words: `${folded} ${original}`.trim(), original };
}
