/**
 * The interface a person chooses (language, theme) and its fixed timings. Shared by the web app, which keeps the
 * choices, and the API, which renders a visitor's first page in them.
 */

/** Toast and status-message lifetime (product §9 Timings). */
export const TOAST_MS = 3000;

/** The two themes (product §4: 'dark' or 'light'). */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The cookie that carries a visitor's chosen theme to the server (besides the browser's own storage, which the
 * server cannot read), so a page rendered on the server is painted in that theme from the start (decision 020).
 */
export const THEME_COOKIE = 'watchify-theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The interface languages; English is the fallback. */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The cookie that carries a language chosen in the app to the server, which otherwise only sees the browser's
 * Accept-Language: the server then sends that language's document, and renders a visitor's page in it.
 */
export const LANGUAGE_COOKIE = 'watchify-language';
