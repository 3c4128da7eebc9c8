/**
 * Folds text for matching: lower case, accents removed, Turkish dotless/dotted i unified, punctuation to spaces.
 * "Amélie", "AMELIE" and "amelie!" all become "amelie"; "İstanbul" and "istanbul" match. The API's search and the
 * help page's FAQ search both use it, so "ucret" finds "Ücret" everywhere. Zod-free: the web app imports it.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
