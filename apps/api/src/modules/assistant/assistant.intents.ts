import type { AssistantIntent } from '@watchify/contract';
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

type Rule = readonly string[];

/** Words of the question that may be a name, and where they are (tokens[from..to], inclusive). */
export interface NameCandidate {
  words: string[];
  from: number;
  to: number;
}

/**
 * Phrases (folded stems, see `mentions`) that point to each intent. One table, so adding a way of asking is one
 * line. Order matters only for ties: earlier intents win.
 */
const INTENT_PHRASES: readonly (readonly [AssistantIntent, Rule])[] = [
  ['watchlist.mine', ['listem', 'listemde', 'my watchlist', 'my watch list', 'my list', 'on my list', 'in my list']],
  ['catalog.seasons', ['kac sezon', 'sezon', 'how many seasons', 'seasons', 'season']],
  [
    'catalog.runtime',
    [
      'kac dakika',
      'dakika',
      'suresi',
      'sure',
      'suruyor',
      'surer',
      'ne kadar uzun',
      'how long',
      'runtime',
      'minutes',
      'length',
      'duration',
    ],
  ],
  [
    'catalog.plot',
    [
      'ne hakkinda',
      'hakkinda',
      'konusu',
      'konu',
      'neyi anlat',
      'ne anlat',
      'anlatir',
      'anlatiyor',
      'ozet',
      'about',
      'plot',
      'story',
      'summary',
      'synopsis',
    ],
  ],
  [
    'catalog.director',
    [
      'yonetmen',
      'yonetti',
      'yoneten',
      'kim cekti',
      'cekti',
      'yaratici',
      'yaratan',
      'director',
      'directed',
      'who made',
      'creator',
      'created',
    ],
  ],
  [
    'catalog.year',
    [
      'hangi yil',
      'ne zaman cik',
      'ne zaman yayin',
      'yilinda',
      'yili',
      'cikis',
      'vizyon',
      'yayinlan',
      'what year',
      'which year',
      'when was',
      'when did',
      'released',
      'release',
      'came out',
      'come out',
    ],
  ],
  [
    'catalog.rating',
    ['puan', 'imdb', 'reyting', 'degerlendirme', 'kac yildiz', 'rating', 'rated', 'score', 'how good'],
  ],
  [
    'catalog.cast',
    [
      'oyuncu',
      'kimler oynuyor',
      'kim oynuyor',
      'oynayan',
      'basrol',
      'kadro',
      'cast',
      'actors',
      'who stars',
      'starring',
      'who plays',
      'who is in',
      'whos in',
      'who acts',
    ],
  ],
  [
    'catalog.filmography',
    [
      'filmleri',
      'filmografi',
      'dizileri',
      'oynadigi',
      'oynadi',
      'hangi filmlerde',
      'hangi dizilerde',
      'filmography',
      'movies with',
      'films with',
      'movies by',
      'films by',
      'been in',
      'appeared in',
      'acted in',
      'movies of',
      'films of',
    ],
  ],
  [
    'catalog.recommend',
    [
      'oner',
      'tavsiye',
      'ne izlesem',
      'izlesem',
      'izleyebilirim',
      'izleyelim',
      'recommend',
      'suggest',
      'should i watch',
      'something to watch',
      'what to watch',
      'good movie',
      'good film',
      'good show',
      'give me a',
    ],
  ],
  [
    'product.register',
    [
      'kayit',
      'kaydol',
      'kaydolmak',
      'uye olmak',
      'uye olabil',
      'uye ol',
      'hesap ac',
      'hesap acar',
      'hesap acma',
      'hesap acabil',
      'hesap+acar',
      'hesap+acma',
      'hesap olustur',
      'register',
      'sign up',
      'signup',
      'create an account',
      'create account',
      'join',
    ],
  ],
  [
    'product.signIn',
    [
      'giris',
      'oturum ac',
      'oturum acar',
      'oturum acil',
      'oturum acma',
      'oturum+acil',
      'oturum+acar',
      'sifre',
      'parola',
      'sign in',
      'signin',
      'log in',
      'login',
      'password',
    ],
  ],
  [
    // Two words each, so they outweigh sign-in's single 'sifre' / 'password'.
    'product.password',
    [
      'sifre+unut',
      'parola+unut',
      'sifre+degis',
      'parola+degis',
      'sifre+sifirla',
      'yeni sifre',
      'forgot+password',
      'forgotten+password',
      'lost+password',
      'change+password',
      'reset+password',
      'new password',
    ],
  ],
  ['product.sharing', ['paylas', 'ortak liste', 'share', 'sharing', 'shared']],
  ['product.chat', ['sohbet', 'mesaj', 'chat', 'message']],
  ['product.friends', ['arkadas', 'friend request', 'add a friend', 'add friends', 'friends']],
  // Scored by the rules in readQuestion (they need a "how" with the feature's name).
  ['product.watchlist', []],
  ['product.recommendations', []],
  [
    'product.themes',
    [
      'tema',
      'karanlik mod',
      'koyu mod',
      'koyu tema',
      'aydinlik',
      'gece modu',
      'theme',
      'dark mode',
      'light mode',
      'night mode',
    ],
  ],
  [
    'product.plans',
    [
      'fiyat',
      'ucret',
      'plan',
      'abonelik',
      'premium',
      'uyelik',
      'paket',
      'odeme',
      'kac para',
      'price',
      'pricing',
      'cost',
      'subscription',
      'membership',
      'how much',
      'pay',
      'free',
    ],
  ],
  [
    'product.supportHours',
    [
      'destek saat',
      'calisma saat',
      'acik misiniz',
      'ne zaman acik',
      'saat kacta',
      'hangi saat',
      'support hours',
      'opening hours',
      'business hours',
      'when are you open',
      'hours',
    ],
  ],
  [
    'product.contact',
    [
      'iletisim',
      'ulas',
      'telefon',
      'e posta',
      'eposta',
      'mail',
      'adres',
      'contact',
      'reach you',
      'reach support',
      'phone',
      'email',
      'address',
      'get in touch',
      'located',
      'where are you',
    ],
  ],
  [
    'product.about',
    [
      'watchify nedir',
      'watchify ne',
      'bu site',
      'site ne',
      'ne ise yarar',
      'neler yapabilirim',
      'ne yapabilirim',
      'sen kimsin',
      'what is watchify',
      'what can i do',
      'about watchify',
      'what is this',
      'who are you',
      'what can you do',
    ],
  ],
  [
    'greeting',
    [
      'merhaba',
      'selam',
      'iyi gunler',
      'gunaydin',
      'iyi aksamlar',
      'tesekkur',
      'sagol',
      'hello',
      'hi',
      'hey',
      'good morning',
      'thanks',
      'thank you',
    ],
  ],
];

/** "How do I…" words: with them, a watchlist or recommendations question is about the feature, not the content. */
const HOW_TO = [
  'nasil',
  'nereden',
  'nerede',
  'how',
  'where',
  'can i',
  'ekle',
  'kaldir',
  'sil',
  'add',
  'remove',
  'work',
  'calis',
];

/** Watchlist words: with a "how", the watchlist feature; with "my", its content (watchlist.mine). */
const WATCHLIST_PHRASES = ['izleme liste', 'watchlist', 'watch list'];

/** The recommendations feature rather than a recommendation ("öneriler nasıl çalışıyor?"). */
const RECOMMENDATIONS_FEATURE = ['oneriler', 'onerileri', 'oneri sayfa', 'recommendations', 'recommendation page'];

/**
 * Words that are never part of a title or person name in a question: question words, fillers and the intent
 * phrases' words. What remains is where names are looked for.
 */
const FILLER_WORDS = new Set([
  // Turkish
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
  'midir',
  'mudur',
  'misin',
  'var',
  'yok',
  'bana',
  'beni',
  'bir',
  've',
  'ile',
  'icin',
  'zaman',
  'film',
  'filmi',
  'filmin',
  'filmler',
  'filmleri',
  'filminin',
  'dizi',
  'dizisi',
  'dizinin',
  'diziler',
  'dizileri',
  'bu',
  'su',
  'o',
  'bi',
  'acaba',
  'peki',
  'lutfen',
  'merak',
  'ediyorum',
  'istiyorum',
  'soyle',
  'soyler',
  'soylermisin',
  'musun',
  'misiniz',
  'en',
  'iyi',
  'kadar',
  'uzun',
  'yapim',
  'yapimi',
  'tane',
  'biraz',
  'de',
  'da',
  'ki',
  'olan',
  'hakkinda',
  'cikti',
  'filmde',
  'dizide',
  'filmlerde',
  'dizilerde',
  'oynuyor',
  'oynadi',
  'oynadigi',
  'yil',
  'yili',
  'yilinda',
  'puani',
  'puan',
  'kac',
  'dakika',
  'dakikadir',
  'saat',
  'saattir',
  'suruyor',
  'suresi',
  'konusu',
  'anlatiyor',
  'yonetmeni',
  'yonetmen',
  'yonetti',
  'cekti',
  'oyunculari',
  'oyuncular',
  'kadrosu',
  'imdb',
  'uzunlugu',
  'ozeti',
  'anlat',
  'goster',
  'soyle',
  // English
  'what',
  'whats',
  'how',
  'who',
  'whos',
  'is',
  'are',
  'was',
  'were',
  'the',
  'a',
  'an',
  'of',
  'in',
  'on',
  'for',
  'me',
  'my',
  'i',
  'do',
  'does',
  'did',
  'can',
  'could',
  'you',
  'tell',
  'please',
  'about',
  'movie',
  'movies',
  'film',
  'films',
  'show',
  'shows',
  'series',
  'tv',
  'by',
  'with',
  'which',
  'when',
  'it',
  'its',
  'that',
  'this',
  'there',
  'and',
  'to',
  'has',
  'have',
]);

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
  return FILLER_WORDS.has(token) || token.startsWith('film') || token.startsWith('dizi');
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

/** Whether an intent needs a title named in the question. */
export function isTitleIntent(intent: AssistantIntent): intent is TitleIntent {
  return (TITLE_INTENTS as readonly string[]).includes(intent);
}
