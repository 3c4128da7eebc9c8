import type { AssistantIntent } from '@watchify/contract';
import {
  FILLER_PREFIXES,
  FILLER_WORDS,
  HOW_TO,
  INTENT_PHRASES,
  RECOMMENDATIONS_FEATURE,
  WATCHLIST_PHRASES,
} from './assistant.lexicon.js';
import {
  genrePositions,
  mentions,
  type NormalizedQuestion,
  phrasePositions,
  readGenres,
  readMediaType,
} from './assistant.text.js';

/** The intents that are about one title of the catalog (they need a title name in the question). */
export const TITLE_INTENTS = [
  'catalog.runtime',
  'catalog.seasons',
  'catalog.plot',
  'catalog.director',
  'catalog.year',
  'catalog.rating',
  'catalog.cast',
] as const satisfies readonly AssistantIntent[];
export type TitleIntent = (typeof TITLE_INTENTS)[number];

/** What a question is about, before anything is looked up. */
export interface ReadQuestion {
  /**
   * The intent the words point to. For the title intents the name still has to be found; a question whose words
   * point nowhere but which names a title or person becomes a title summary or a filmography (the service decides).
   */
  intent: AssistantIntent;
  /** Word runs where a title or person name can be (question and intent words removed), best guess first. */
  nameRuns: NameCandidate[];
  /** Recommendation criteria. */
  genres: number[];
  mediaType: 'movie' | 'tv' | undefined;
  decade: number | null;
}

/** Words of the question that may be a name, and where they are (tokens[from..to], inclusive). */
export interface NameCandidate {
  words: string[];
  from: number;
  to: number;
}

/** At most this many name candidates are looked up per question (each costs an index search). */
const MAX_NAME_CANDIDATES = 12;
/** Filler words a name may contain between its other words ("Game of Thrones", "The Lord of the Rings"). */
const MAX_INNER_FILLERS = 2;

/**
 * Where a name can be: every run of words that starts and ends with a word that is neither filler nor part of
 * the question's intent, allowing a few filler words inside ("game of thrones"). Longest first, because a title
 * is more likely the long leftover than a stray word.
 */
function nameCandidatesOf(tokens: readonly string[], skip: ReadonlySet<number>): NameCandidate[] {
  const isNameWord = (position: number) => !skip.has(position) && !isFiller(tokens[position] as string);
  const candidates: (NameCandidate & { weight: number })[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    if (!isNameWord(start)) continue;
    let fillers = 0;
    for (let end = start; end < tokens.length; end += 1) {
      if (skip.has(end)) break;
      if (!isNameWord(end)) {
        fillers += 1;
        if (fillers > MAX_INNER_FILLERS) break;
        continue;
      }
      candidates.push({ words: tokens.slice(start, end + 1), from: start, to: end, weight: end - start + 1 - fillers });
    }
  }
  return candidates
    .sort((a, b) => b.weight - a.weight || b.words.length - a.words.length)
    .slice(0, MAX_NAME_CANDIDATES)
    .map(({ words, from, to }) => ({ words, from, to }));
}

/** Filler words, and every form of "film" and "dizi" ("filminin", "dizisinin"). */
function isFiller(token: string): boolean {
  return FILLER_WORDS.has(token) || FILLER_PREFIXES.some((prefix) => token.startsWith(prefix));
}

/** Reads what a question asks: the intent its words point to, where names may be, and recommendation criteria. */
export function readQuestion(question: NormalizedQuestion): ReadQuestion {
  const { tokens } = question;
  const genres = readGenres(tokens);
  const mediaType = readMediaType(tokens);
  const scores = new Map<AssistantIntent, number>();
  for (const [intent, phrases] of INTENT_PHRASES) {
    // Each phrase counts by its length in words, so "kaç dakika" outweighs a lone "dakika".
    let score = 0;
    for (const phrase of phrases) if (mentions(tokens, phrase)) score = Math.max(score, phrase.split(/[ +]/).length);
    if (score > 0) scores.set(intent, score);
  }

  const asksHow = HOW_TO.some((phrase) => mentions(tokens, phrase));
  const aboutWatchlist = WATCHLIST_PHRASES.some((phrase) => mentions(tokens, phrase));
  // "izleme listeme nasıl eklerim" is about the feature; "izleme listemde ne var" about its content.
  if (scores.has('watchlist.mine') && asksHow) {
    scores.delete('watchlist.mine');
    scores.set('product.watchlist', 3);
  } else if (aboutWatchlist && !scores.has('watchlist.mine')) {
    scores.set('product.watchlist', 1);
  }
  // "İzleme listemi paylaşabilir miyim?" is about sharing, not the list's content.
  if (scores.has('product.sharing')) scores.delete('watchlist.mine');
  if (RECOMMENDATIONS_FEATURE.some((phrase) => mentions(tokens, phrase)) && asksHow) {
    scores.delete('catalog.recommend');
    scores.set('product.recommendations', 3);
  }
  // Genres or a decade with a recommendation word, or alone with a media type ("90'lardan komedi filmleri").
  if (scores.has('catalog.recommend') && (genres.length > 0 || question.decade !== null)) {
    scores.set('catalog.recommend', (scores.get('catalog.recommend') ?? 0) + 2);
  } else if (!scores.has('catalog.recommend') && (genres.length > 0 || question.decade !== null) && scores.size === 0) {
    scores.set('catalog.recommend', 1);
  }

  let intent: AssistantIntent = 'unknown';
  let best = 0;
  for (const [candidate] of INTENT_PHRASES) {
    const score = scores.get(candidate) ?? 0;
    if (score > best) {
      best = score;
      intent = candidate;
    }
  }

  // Words that belong to the question, not to a name.
  const skip = new Set<number>(genrePositions(tokens));
  for (const [, phrases] of INTENT_PHRASES) {
    for (const phrase of phrases) {
      if (phrase.includes(' ') || phrase.length >= 4) for (const at of phrasePositions(tokens, phrase)) skip.add(at);
    }
  }
  for (const phrase of [...HOW_TO, ...WATCHLIST_PHRASES])
    for (const at of phrasePositions(tokens, phrase)) skip.add(at);
  // "Friends dizisi", "The Office": a title word that is also a feature word stays when the question is about a title.
  // Then the same without removing intent words: a title may contain one ("Toy Story", "Friends").
  const nameRuns = nameCandidatesOf(tokens, skip);
  const seen = new Set(nameRuns.map((run) => `${run.from}-${run.to}`));
  for (const run of nameCandidatesOf(tokens, new Set(genrePositions(tokens)))) {
    if (!seen.has(`${run.from}-${run.to}`)) nameRuns.push(run);
  }
  return { intent, nameRuns, genres, mediaType, decade: question.decade };
}

/**
 * The name runs that hold none of the words of `intent`'s own phrases. A question about one's next episode may name
 * no show at all, and then its own words must not be taken for one: "what's up next?" is not about the film "Up".
 */
export function nameRunsBesideIntent(
  question: NormalizedQuestion,
  read: ReadQuestion,
  intent: AssistantIntent,
): NameCandidate[] {
  const phrases = INTENT_PHRASES.find(([candidate]) => candidate === intent)?.[1] ?? [];
  const own = new Set(phrases.flatMap((phrase) => phrasePositions(question.tokens, phrase)));
  return read.nameRuns.filter((run) => {
    for (let at = run.from; at <= run.to; at += 1) if (own.has(at)) return false;
    return true;
  });
}

/** Whether an intent needs a title named in the question. */
export function isTitleIntent(intent: AssistantIntent): intent is TitleIntent {
  return (TITLE_INTENTS as readonly string[]).includes(intent);
}
