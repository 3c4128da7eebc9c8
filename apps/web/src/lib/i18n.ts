import { isLanguage, LANGUAGE_COOKIE } from '@watchify/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from '../locales/en';
import { defaultNamespace, LANGUAGES, type Language } from '../locales/languages';
import { savedChoice } from './saved-choice';

/**
 * Each language's texts are a chunk of their own, loaded when first needed: a visit carries one language, not both
 * (the first page stays small — decision 011).
 */
const LOADERS: Record<Language, () => Promise<typeof en>> = {
  en: () => import('../locales/en').then((module) => module.en),
  tr: () => import('../locales/tr').then((module) => module.tr),
};

/** Adds a language's texts to i18next unless they are there already. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, defaultNamespace)) return;
  const tree = await LOADERS[language]();
  for (const [namespace, texts] of Object.entries(tree)) i18next.addResourceBundle(language, namespace, texts);
}

/** Browser-storage key of the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** The language the person chose, in the browser and in the cookie the server reads. */
const savedLanguage = savedChoice({ storageKey: LANGUAGE_STORAGE_KEY, cookie: LANGUAGE_COOKIE, isValid: isLanguage });

/** The saved language, else the browser's (any Turkish variant → tr), else English. */
export function detectLanguage(): Language {
  const saved = savedLanguage.read();
  if (saved) return saved;
  const preferred = navigator.languages?.[0] ?? navigator.language ?? 'en';
  return preferred.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

/** Changes the interface language and remembers the choice (also in a cookie, for the server's next page). */
export async function changeLanguage(language: Language): Promise<void> {
  savedLanguage.save(language);
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

/** The language i18next is showing now, narrowed to ours. */
export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en';
}

// Only when it changes: `lang` is inherited (it picks fonts and hyphenation), so even setting the same value makes
// the browser restyle the whole page.
i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
});

function initI18n(language: Language) {
  return i18next.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [defaultNamespace],
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

/**
 * Resolves once the detected language's texts are loaded and i18next is ready; the app renders after it (main.tsx).
 * English is the fallback for a missing Turkish text, which the locale test rules out; it is not loaded up front.
 * On the server it does nothing: server rendering loads both languages itself ({@link initServerI18n}).
 */
export const i18nReady: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : (async () => {
        savedLanguage.syncCookie();
        const language = detectLanguage();
        await initI18n(language);
        await loadLanguage(language);
        // Ask again now that the texts are there (document.lang and subscribers update).
        await i18next.changeLanguage(language);
      })();

/**
 * Server rendering (entry-server.tsx): both languages' texts in one instance. Switching between them is then
 * synchronous, so a page is rendered in the language chosen right before its (synchronous) render.
 */
export async function initServerI18n(): Promise<void> {
  await initI18n('en');
  await Promise.all(LANGUAGES.map((language) => loadLanguage(language)));
}

export { i18next as i18n };
