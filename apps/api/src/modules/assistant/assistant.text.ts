import type { AssistantLanguage } from '@watchify/contract';
import { foldForSearch } from '../../lib/text.js';
import {
  ARTICLES,
  DECADE_WORDS,
  ENGLISH_MARKERS,
  GENRE_WORDS,
  MOVIE_WORDS,
  NAME_SUFFIXES,
  PERIOD_PHRASES,
  SHOW_WORDS,
  TURKISH_ENDINGS,
  TURKISH_MARKERS,
} from './assistant.lexicon.js';

/**
 * Reading a question: Turkish-aware normalisation, language detection and the small parsers (decades, genres,
 * media type) the assistant's intents need. Pure functions, no I/O.
 */

/** A question after normalisation: folded words plus what was read from the raw text before folding. */
export interface NormalizedQuestion {
  /** The text as typed (trimmed). */
  raw: string;
  /** Folded words (lower case, ı→i, ş→s, ğ→g, ü→u, ö→o, ç→c, punctuation gone), apostrophe suffixes removed. */
  tokens: string[];
  /** A decade the question names ("90'lardan", "1990s", "doksanlar"), as its first year. */
  decade: number | null;
  /** Whether the raw text has letters only Turkish uses. */
  hasTurkishLetters: boolean;
}

const APOSTROPHES = /['’‘`´]/g;
/** A word's apostrophe and the Turkish suffix after it: "Inception'ın" → "Inception", "Hanks'in" → "Hanks". */
const APOSTROPHE_SUFFIX = /([\p{L}\p{N}])['’‘`´][\p{L}]+/gu;
const TURKISH_LETTERS = /[çğışöüÇĞİŞÖÜ]/;

/**
 * The decade a question names: "90'lar", "90'lardan", "90lar", "1990'lı yıllar", "90s", "1990s", "2000'ler",
 * "doksanlar", "the eighties". Two digits mean the 1900s except 00–20 ("2000'ler" is written in full anyway).
 */
export function readDecade(text: string): number | null {
  const lower = text.toLocaleLowerCase('tr').replace(/ı/g, 'i');
  // The suffix follows the number directly or after an apostrophe: "90'lardan", "90lar", "1990s", "90's".
  const written = /(?<!\d)((?:19|20)?\d0)['’‘`]?(?:lar|ler|li|lu|s)/u.exec(lower);
  const digits = written?.[1];
  if (digits) {
    const value = Number(digits);
    if (digits.length === 4) return value >= 1900 && value <= 2030 ? value : null;
    return value <= 20 ? 2000 + value : 1900 + value;
  }
  for (const token of foldForSearch(lower).split(' ')) {
    for (const [word, decade] of Object.entries(DECADE_WORDS)) {
      if (token.startsWith(word) && (token.length > word.length || word.endsWith('ies'))) return decade;
    }
  }
  return null;
}

/** Normalises a question: folded words without apostrophe suffixes, plus the decade and Turkish-letter flags. */
export function normalizeQuestion(text: string): NormalizedQuestion {
  const raw = text.trim();
  const withoutSuffixes = raw.replace(APOSTROPHE_SUFFIX, '$1').replace(APOSTROPHES, '');
  const folded = foldForSearch(withoutSuffixes);
  return {
    raw,
    tokens: folded === '' ? [] : folded.split(' '),
    decade: readDecade(raw),
    hasTurkishLetters: TURKISH_LETTERS.test(raw),
  };
}

/**
 * Whether a word is a form of `stem`: Turkish adds suffixes ("komediler", "önerir", "filmleri"), so a stem of four
 * or more letters matches every word it starts; shorter stems must match whole words ("suç", "yıl", "ne").
 */
export function isFormOf(token: string, stem: string): boolean {
  return stem.length >= 4 ? token.startsWith(stem) : token === stem;
}

/** Within a phrase of several words, three letters are enough for a stem ("ne zaman çıktı", "karanlık moda"). */
function isPhraseWordFormOf(token: string, word: string, inPhrase: boolean): boolean {
  return inPhrase && word.length === 3 ? token.startsWith(word) : isFormOf(token, word);
}

/**
 * Whether the question contains the phrase: its words in a row, each word matched by `isFormOf`
 * ("kaç dakika" matches "kac dakikadir"; "sign in" matches "sign in").
 */
export function mentions(tokens: readonly string[], phrase: string): boolean {
  return phrasePositions(tokens, phrase).length > 0;
}

/**
 * The word positions a phrase covers wherever it occurs (used to remove intent words before looking up names).
 * "a+b" means both parts anywhere in the question ("hesap nasıl açarım": hesap+aca).
 */
export function phrasePositions(tokens: readonly string[], phrase: string): number[] {
  if (phrase.includes('+')) {
    const parts = phrase.split('+').map((part) => phrasePositions(tokens, part));
    return parts.every((positions) => positions.length > 0) ? parts.flat() : [];
  }
  const words = phrase.split(' ');
  const positions: number[] = [];
  for (let start = 0; start + words.length <= tokens.length; start += 1) {
    if (words.every((word, offset) => isPhraseWordFormOf(tokens[start + offset] as string, word, words.length > 1))) {
      for (let offset = 0; offset < words.length; offset += 1) positions.push(start + offset);
    }
  }
  return positions;
}

const TURKISH_SET = new Set(TURKISH_MARKERS);
/** Long Turkish markers also count with endings ("yönetmeni", "oyuncuları"). */
const TURKISH_STEMS = TURKISH_MARKERS.filter((marker) => marker.length >= 5);
const ARTICLE_SET = new Set(ARTICLES);
const ENGLISH_SET = new Set(ENGLISH_MARKERS);
const TURKISH_ENDING = new RegExp(`(?:${TURKISH_ENDINGS.join('|')})$`);

/**
 * The language of a question: Turkish letters or Turkish words make it Turkish, English words make it English.
 * When neither side wins ("Inception?"), the interface language decides, and Turkish when there is none.
 */
export function detectLanguage(question: NormalizedQuestion, interfaceLanguage?: AssistantLanguage): AssistantLanguage {
  let turkish = question.hasTurkishLetters ? 3 : 0;
  let english = 0;
  for (const token of question.tokens) {
    if (TURKISH_SET.has(token)) turkish += 1;
    else if (token.length > 5 && (TURKISH_ENDING.test(token) || TURKISH_STEMS.some((stem) => token.startsWith(stem)))) {
      turkish += 0.5;
    }
    // Articles are often part of a title ("The Dark Knight") inside a Turkish question: they count half.
    if (ENGLISH_SET.has(token)) english += ARTICLE_SET.has(token) ? 0.5 : 1;
  }
  if (turkish > english) return 'tr';
  if (english > turkish) return 'en';
  return interfaceLanguage ?? 'tr';
}

/** The movie genres a question names, in the lexicon's order (no duplicates). */
export function readGenres(tokens: readonly string[]): number[] {
  const found = new Set<number>();
  for (const [stem, genreId] of GENRE_WORDS) if (mentions(tokens, stem)) found.add(genreId);
  return [...found];
}

/** Every word a genre name occupies (so a genre is not mistaken for a title name). */
export function genrePositions(tokens: readonly string[]): number[] {
  return GENRE_WORDS.flatMap(([stem]) => phrasePositions(tokens, stem));
}

/** Whether the question asks for films or for shows; undefined when it says neither or both. */
export function readMediaType(tokens: readonly string[]): 'movie' | 'tv' | undefined {
  const movie = MOVIE_WORDS.some((stem) => tokens.some((token) => token.startsWith(stem)));
  const tv = SHOW_WORDS.some((stem) => tokens.some((token) => isFormOf(token, stem)));
  if (movie === tv) return undefined;
  return movie ? 'movie' : 'tv';
}

/** Ways a word may be read without a Turkish ending: the word itself first, then shorter forms (≥ 3 letters). */
export function withoutNameSuffix(word: string): string[] {
  const forms = [word];
  for (const suffix of NAME_SUFFIXES) {
    if (word.length - suffix.length >= 3 && word.endsWith(suffix)) forms.push(word.slice(0, -suffix.length));
  }
  return [...new Set(forms)];
}

/** A period of one's own watching a question names, as the dates it covers ('YYYY' or 'YYYY-MM'). */
export type WatchPeriod = { kind: 'month' | 'year'; value: string; which: keyof typeof PERIOD_PHRASES } | null;

/** The period a question names ("geçen ay", "this year"), or null for none; months and years are the asker's now. */
export function readPeriod(tokens: readonly string[], now: Date): WatchPeriod {
  const found = (Object.keys(PERIOD_PHRASES) as (keyof typeof PERIOD_PHRASES)[]).find((which) =>
    PERIOD_PHRASES[which].some((phrase) => mentions(tokens, phrase)),
  );
  if (!found) return null;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (found === 'thisYear') return { kind: 'year', value: String(year), which: found };
  if (found === 'lastYear') return { kind: 'year', value: String(year - 1), which: found };
  const first = new Date(Date.UTC(year, found === 'thisMonth' ? month : month - 1, 1));
  return { kind: 'month', value: first.toISOString().slice(0, 7), which: found };
}
