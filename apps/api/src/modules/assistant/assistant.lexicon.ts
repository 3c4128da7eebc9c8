import { ASSISTANT_INTENTS, type AssistantIntent } from '@watchify/contract';
import lexicon from './lexicon.json' with { type: 'json' };

/**
 * The assistant's words, kept as data in lexicon.json and read here as named lists. Every word is folded (lower
 * case, ı→i, ş→s…, see foldForSearch) as questions are before they are read. Each language lists a word once, by
 * what it does:
 * - questionWords say the question is in that language and are never part of a name ("kaç", "nedir", "what");
 * - markers say the language but may belong to a name or an intent ("komedi", "öner", "director");
 * - fillers are never part of a name but say nothing about the language ("bu", "de", "this");
 * - English articles count half towards English, since titles start with them ("The Dark Knight").
 */

const { turkish, english } = lexicon;

/** Words that say a question is Turkish (folded, so they also work when typed without Turkish letters). */
export const TURKISH_MARKERS: readonly string[] = [...turkish.questionWords, ...turkish.markers];
/** Words that say a question is English. */
export const ENGLISH_MARKERS: readonly string[] = [...english.questionWords, ...english.articles, ...english.markers];
/** English articles: they often begin a title inside a Turkish question, so they count half. */
export const ARTICLES: readonly string[] = english.articles;
/** Turkish endings that English words rarely have: "-mı/-mi" questions, "-ler/-lar" plurals, "-iyor". */
export const TURKISH_ENDINGS: readonly string[] = turkish.endings;

/**
 * Words that are never part of a title or person name in a question (question words and fillers); with the
 * intent phrases' words set aside, what remains is where names are looked for.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  ...turkish.questionWords,
  ...turkish.fillers,
  ...english.questionWords,
  ...english.articles,
  ...english.fillers,
]);
/** Every word starting with one of these is a filler too: the forms of "film" and "dizi" ("filminin"). */
export const FILLER_PREFIXES: readonly string[] = lexicon.fillerPrefixes;

/** Turkish case and possessive endings a name may carry when typed without an apostrophe, longest first. */
export const NAME_SUFFIXES: readonly string[] = lexicon.nameSuffixes;
/** Decade words ("the nineties", "doksanlar") → the decade's first year. */
export const DECADE_WORDS: Readonly<Record<string, number>> = lexicon.decadeWords;
/** Genre words (stems, see `mentions`) → TMDB movie genre id, in the order a question's genres are listed. */
export const GENRE_WORDS: readonly (readonly [stem: string, genreId: number])[] = Object.entries(lexicon.genreWords);
/** Stems that ask for films; any word starting with one counts. */
export const MOVIE_WORDS: readonly string[] = lexicon.movieWords;
/** Stems that ask for shows, matched as `isFormOf` does ("dizisi", but "tv" only as a word). */
export const SHOW_WORDS: readonly string[] = lexicon.showWords;

/**
 * Phrases (stems, see `mentions`) that point to each intent: adding a way of asking is one line. A phrase scores
 * by its number of words, so "kaç dakika" outweighs a lone "dakika" (and product.password's two-word phrases
 * outweigh sign-in's single "sifre"); earlier intents win ties. product.watchlist and product.recommendations
 * have none: readQuestion scores them from the word lists below.
 */
export const INTENT_PHRASES: readonly (readonly [AssistantIntent, readonly string[]])[] = Object.entries(
  lexicon.intentPhrases,
).map(([intent, phrases]) => [knownIntent(intent), phrases] as const);
/** "How do I…" words: with them, a watchlist or recommendations question is about the feature, not the content. */
export const HOW_TO: readonly string[] = lexicon.howTo;
/** Watchlist words: with a "how", the watchlist feature; with "my", its content (watchlist.mine). */
export const WATCHLIST_PHRASES: readonly string[] = lexicon.watchlistPhrases;
/** Words naming a period of one's own watching ("geçen ay", "this year"), by period. */
export const PERIOD_PHRASES: Readonly<Record<'thisMonth' | 'lastMonth' | 'thisYear' | 'lastYear', readonly string[]>> =
  lexicon.periods;
/** The recommendations feature rather than a recommendation ("öneriler nasıl çalışıyor?"). */
export const RECOMMENDATIONS_FEATURE: readonly string[] = lexicon.recommendationsFeature;

function knownIntent(name: string): AssistantIntent {
  const intent = ASSISTANT_INTENTS.find((known) => known === name);
  if (!intent) throw new Error(`assistant lexicon: unknown intent "${name}"`);
  return intent;
}
