import { foldForSearch } from '@watchify/contract';
import type { en } from '../../locales/en';

type FaqTexts = (typeof en)['help']['faq'];
export type FaqCategory = keyof FaqTexts;

/**
 * The help center's questions, by category, in the order shown (product §2 Help: six categories). The texts are in the
 * locales (`help.faq.<category>.<question>`); a test checks every locale question is listed here.
 */
export const FAQ = {
  general: ['whatIs', 'fullMovies', 'dataSource', 'languages'],
  accountBilling: ['createAccount', 'plans', 'charges', 'changeDetails'],
  streamingPlayback: ['trailers', 'trailerNotPlaying', 'quality', 'whereToWatch'],
  devicesApps: ['devices', 'app', 'deviceLimit', 'signOut'],
  contentFeatures: ['recommendations', 'watchlist', 'friends', 'comments'],
  troubleshooting: ['cannotSignIn', 'pageBroken', 'missingTitle', 'reachSupport'],
} as const satisfies { [C in FaqCategory]: readonly (keyof FaqTexts[C])[] };

export const FAQ_CATEGORIES = Object.keys(FAQ) as FaqCategory[];

/** One question with its texts in the reader's language. */
export interface FaqEntry {
  /** Unique across categories: `<category>.<question>`. */
  key: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** Other words people search with for this question (not shown): "price" finds the plans. */
  keywords: string;
}

/**
 * Whether an entry answers a search: every word of the query appears in the question, the answer or the keywords,
 * ignoring case, accents and Turkish dotted/dotless i ("ucret" finds "Ücret", "IZLEME" finds "izleme").
 */
export function matchesQuery(entry: FaqEntry, foldedWords: readonly string[]): boolean {
  const haystack = foldForSearch(`${entry.question} ${entry.answer} ${entry.keywords}`);
  return foldedWords.every((word) => haystack.includes(word));
}

/** The words of a search as they are compared (folded); empty when the query has nothing to search for. */
export function queryWords(query: string): string[] {
  const folded = foldForSearch(query);
  return folded ? folded.split(' ') : [];
}
