import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, LANGUAGES, type Language, namespaces, resources } from '../locales';

/** Browser-storage key of the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The saved language, else the browser's (any Turkish variant → tr), else English. */
export function detectLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage unavailable: fall through to the browser language.
  }
  const preferred = navigator.languages?.[0] ?? navigator.language ?? 'en';
  return preferred.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

/** Changes the interface language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The switch still applies for this visit.
  }
  await i18next.changeLanguage(language);
}

/** The language i18next is showing now, narrowed to ours. */
export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en';
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18next.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...namespaces],
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export { i18next as i18n };
