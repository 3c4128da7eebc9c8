/** The floating assistant (product §2 Chat assistant, §7 POST /chat, §8; decision 019). */
export const ASSISTANT_LIMITS = {
  /** The longest question accepted, in characters (after trimming). */
  messageMax: 500,
  /** Questions one client (address) may ask per minute by default (ASSISTANT_RATE_LIMIT_PER_MINUTE). */
  perMinute: 20,
} as const;

/** The languages the assistant answers in. */
export const ASSISTANT_LANGUAGES = ['tr', 'en'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

/** What the assistant understood a question to be about; the reply is built for it. */
export const ASSISTANT_INTENTS = [
  'greeting',
  'product.about',
  'product.register',
  'product.signIn',
  'product.password',
  'product.watchlist',
  'product.sharing',
  'product.friends',
  'product.chat',
  'product.recommendations',
  'product.themes',
  'product.plans',
  'product.supportHours',
  'product.contact',
  'catalog.recommend',
  'catalog.runtime',
  'catalog.seasons',
  'catalog.filmography',
  'catalog.plot',
  'catalog.director',
  'catalog.year',
  'catalog.rating',
  'catalog.cast',
  'watchlist.mine',
  'history.recent',
  'history.hours',
  'history.nextEpisode',
  'unknown',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/** The spec's texts (§8), also what the API sends as the error `message`. */
export const ASSISTANT_MESSAGES = {
  empty: 'Please type a question.',
  tooLong: `Questions can be at most ${ASSISTANT_LIMITS.messageMax} characters.`,
} as const;
