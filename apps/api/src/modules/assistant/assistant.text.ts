import type { AssistantLanguage } from '@watchify/contract';
import { foldForSearch } from '../../lib/text.js';

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

/** Decade words: "the nineties", "doksanlar". */
const DECADE_WORDS: Readonly<Record<string, number>> = {
  altmis: 1960,
  yetmis: 1970,
  seksen: 1980,
  doksan: 1990,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
};

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

/** Words that say a question is Turkish (folded, so they also work when typed without Turkish letters). */
const TURKISH_MARKERS = [
  'ne',
  'neler',
  'nedir',
  'nasil',
  'kac',
  'kim',
  'kimdir',
  'kimler',
  'hangi',
  'mi',
  'mu',
  'var',
  'yok',
  'bana',
  'bir',
  've',
  'ile',
  'icin',
  'nerede',
  'zaman',
  'dakika',
  'filmi',
  'filmleri',
  'filmler',
  'dizi',
  'oner',
  'oyuncu',
  'yonetmen',
  'konusu',
  'hakkinda',
  'suresi',
  'puani',
  'yili',
  'yapim',
  'listem',
  'izleme',
  'kayit',
  'kaydol',
  'giris',
  'uye',
  'fiyat',
  'ucret',
  'destek',
  'saat',
  'iletisim',
  'arkadas',
  'tema',
  'merhaba',
  'selam',
  'tesekkur',
  'sagol',
  'lutfen',
  'istiyorum',
  'goster',
  'bul',
  'en',
  'iyi',
  'biraz',
  'sey',
  'olur',
  'yapabilirim',
  'yaparim',
  'olurum',
  'nereden',
  'kadar',
  'komedi',
  'korku',
  'gerilim',
  'dram',
  'paylas',
  'sohbet',
  'mesaj',
  'nedir',
  'mudur',
  'midir',
  'oynuyor',
  'oynadigi',
  'cekti',
  'cikti',
  'anlatiyor',
  'tavsiye',
  'izlesem',
  'oyna',
];
/** Words that say a question is English. */
const ENGLISH_MARKERS = [
  'what',
  'whats',
  'how',
  'who',
  'is',
  'are',
  'the',
  'a',
  'an',
  'of',
  'my',
  'me',
  'i',
  'do',
  'does',
  'can',
  'recommend',
  'suggest',
  'movie',
  'movies',
  'show',
  'shows',
  'series',
  'long',
  'minutes',
  'about',
  'directed',
  'director',
  'cast',
  'starring',
  'year',
  'released',
  'rating',
  'rated',
  'watchlist',
  'sign',
  'register',
  'price',
  'prices',
  'plans',
  'support',
  'hours',
  'contact',
  'hello',
  'hi',
  'thanks',
  'please',
  'which',
  'when',
  'where',
  'with',
  'from',
  'some',
  'good',
  'best',
  'films',
  'tell',
  'in',
  'it',
  'you',
  'your',
  'there',
  'to',
  'and',
  'or',
  'comedy',
  'horror',
  'thriller',
  'give',
  'should',
  'watch',
  'friends',
  'share',
  'theme',
  'dark',
  'mode',
  'plot',
  'story',
  'runtime',
  'much',
  'cost',
  'account',
  'log',
  'made',
  'did',
  'was',
  'stars',
  'actors',
];
const TURKISH_SET = new Set(TURKISH_MARKERS);
/** Long Turkish markers also count with endings ("yönetmeni", "oyuncuları"). */
const TURKISH_STEMS = TURKISH_MARKERS.filter((marker) => marker.length >= 5);
const ARTICLES = new Set(['the', 'a', 'an']);
const ENGLISH_SET = new Set(ENGLISH_MARKERS);
/** Turkish endings that English words rarely have: "-mı/-mi" questions, "-dakika", "-ler/-lar" plurals. */
const TURKISH_ENDINGS = /(?:lar|ler|lari|leri|larin|lerin|dan|den|nda|nde|misin|misiniz|iyor|abilir|ebilir|erim|arim)$/;

/**
 * The language of a question: Turkish letters or Turkish words make it Turkish, English words make it English.
 * When neither side wins ("Inception?"), the interface language decides, and Turkish when there is none.
 */
export function detectLanguage(question: NormalizedQuestion, interfaceLanguage?: AssistantLanguage): AssistantLanguage {
  let turkish = question.hasTurkishLetters ? 3 : 0;
  let english = 0;
  for (const token of question.tokens) {
    if (TURKISH_SET.has(token)) turkish += 1;
    else if (
      token.length > 5 &&
      (TURKISH_ENDINGS.test(token) || TURKISH_STEMS.some((stem) => token.startsWith(stem)))
    ) {
      turkish += 0.5;
    }
    // Articles are often part of a title ("The Dark Knight") inside a Turkish question: they count half.
    if (ENGLISH_SET.has(token)) english += ARTICLES.has(token) ? 0.5 : 1;
  }
  if (turkish > english) return 'tr';
  if (english > turkish) return 'en';
  return interfaceLanguage ?? 'tr';
}

/** Genre words (folded stems) → TMDB movie genre id. TV genres are mapped with MOVIE_TO_TV_GENRE. */
const GENRE_WORDS: readonly (readonly [stem: string, genreId: number])[] = [
  ['aksiyon', 28],
  ['action', 28],
  ['macera', 12],
  ['adventure', 12],
  ['animasyon', 16],
  ['cizgi film', 16],
  ['animated', 16],
  ['animation', 16],
  ['cartoon', 16],
  ['komedi', 35],
  ['comed', 35],
  ['funny', 35],
  ['komik', 35],
  ['suc', 80],
  ['polisiye', 80],
  ['crime', 80],
  ['belgesel', 99],
  ['documentar', 99],
  ['dram', 18],
  ['aile', 10751],
  ['family', 10751],
  ['fantastik', 14],
  ['fantasy', 14],
  ['tarihi', 36],
  ['history', 36],
  ['historical', 36],
  ['korku', 27],
  ['horror', 27],
  ['scary', 27],
  ['muzik', 10402],
  ['music', 10402],
  ['gizem', 9648],
  ['mystery', 9648],
  ['romantik', 10749],
  ['romance', 10749],
  ['romantic', 10749],
  ['ask', 10749],
  ['bilim kurgu', 878],
  ['bilimkurgu', 878],
  ['science fiction', 878],
  ['sci fi', 878],
  ['scifi', 878],
  ['gerilim', 53],
  ['thriller', 53],
  ['savas', 10752],
  ['war', 10752],
  ['western', 37],
  ['kovboy', 37],
  ['vahsi bati', 37],
];

/** The movie genres a question names, in the order of the table (no duplicates). */
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
  const movie = ['film', 'movie', 'sinema'].some((stem) => tokens.some((token) => token.startsWith(stem)));
  const tv = ['dizi', 'series', 'tv', 'show'].some((stem) => tokens.some((token) => isFormOf(token, stem)));
  if (movie === tv) return undefined;
  return movie ? 'movie' : 'tv';
}

/**
 * Turkish case and possessive endings a name may carry when typed without an apostrophe ("Inceptionin",
 * "Tom Hanksin"), longest first.
 */
const NAME_SUFFIXES = [
  'larinin',
  'lerinin',
  'sinin',
  'sunun',
  'ndaki',
  'ndeki',
  'nin',
  'nun',
  'dan',
  'den',
  'tan',
  'ten',
  'daki',
  'deki',
  'yla',
  'yle',
  'nda',
  'nde',
  'in',
  'un',
  'yi',
  'yu',
  'da',
  'de',
  'ta',
  'te',
  'la',
  'le',
  'ya',
  'ye',
  'si',
  'su',
  'i',
  'u',
  'a',
  'e',
];

/** Ways a word may be read without a Turkish ending: the word itself first, then shorter forms (≥ 3 letters). */
export function withoutNameSuffix(word: string): string[] {
  const forms = [word];
  for (const suffix of NAME_SUFFIXES) {
    if (word.length - suffix.length >= 3 && word.endsWith(suffix)) forms.push(word.slice(0, -suffix.length));
  }
  return [...new Set(forms)];
}
