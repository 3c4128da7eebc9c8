import { isTheme, THEME_COOKIE, type Theme } from '@watchify/contract';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { savedChoice } from './saved-choice';
import { rendersServerMarkup, serverMarkupTheme } from './server-markup';

export type { Theme };

/** Browser-storage key of the chosen theme (product §4: 'dark' or 'light'). */
export const THEME_STORAGE_KEY = 'theme';
const THEME_CLASSES: Record<Theme, string> = { dark: 'dark-theme', light: 'light-theme' };
const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The class on <body> that selects a theme's colours (index.css); the server puts it there too (decision 020). */
export function themeClassName(theme: Theme): string {
  return THEME_CLASSES[theme];
}

/** The theme the person chose, in the browser and in the cookie the server reads. */
const savedTheme = savedChoice({ storageKey: THEME_STORAGE_KEY, cookie: THEME_COOKIE, isValid: isTheme });

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

/** The saved theme, else the system colour-scheme preference (product §4). */
export function readInitialTheme(): Theme {
  return savedTheme.read() ?? systemTheme();
}

/**
 * Puts exactly one theme class on <body> and tells the browser which scheme form controls should use. That is the
 * system's (index.html's `color-scheme` meta) unless the theme differs from it: `color-scheme` is inherited, and
 * setting it when nothing changes would make the browser recompute every element's style on the first load.
 */
export function applyTheme(theme: Theme): void {
  const other: Theme = theme === 'dark' ? 'light' : 'dark';
  document.body.classList.remove(THEME_CLASSES[other]);
  document.body.classList.add(THEME_CLASSES[theme]);
  const scheme = theme === systemTheme() ? '' : theme;
  if (document.documentElement.style.colorScheme !== scheme) document.documentElement.style.colorScheme = scheme;
}

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Holds the current theme, applies it to the page, and saves it when the person toggles it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // Server HTML is made with the theme of the visitor's cookie, else the light one (the toggle's label is the only
  // part of a page that differs); the browser's first render must match it before showing the real one.
  const [fromServerMarkup] = useState(rendersServerMarkup);
  const [theme, setTheme] = useState<Theme>(() => (fromServerMarkup ? serverMarkupTheme() : readInitialTheme()));

  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);

  // After taking over server HTML: the real theme, in the same task as the takeover, so no other theme is ever painted.
  // On every start the cookie is brought in line with the saved choice, for the server's next page.
  useLayoutEffect(() => {
    if (fromServerMarkup) setTheme(readInitialTheme());
    savedTheme.syncCookie();
  }, [fromServerMarkup]);

  // Until the person chooses, follow the system setting when it changes.
  useLayoutEffect(() => {
    const media = window.matchMedia?.(DARK_SCHEME_QUERY);
    if (!media?.addEventListener) return;
    const onChange = () => {
      if (!savedTheme.read()) setTheme(media.matches ? 'dark' : 'light');
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      savedTheme.save(next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and the function that flips it. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
