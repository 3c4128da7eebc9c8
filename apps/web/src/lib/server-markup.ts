/**
 * Server rendering (decision 020): a visitor's first page arrives as HTML made by the server, and React takes that
 * HTML over in the browser (hydration) instead of building the page again. The browser's first render must then
 * produce exactly the server's HTML, so anything only the browser knows — a saved theme the server did not get as
 * a cookie, the scroll position — is used from the render after it.
 */
import type { Theme } from '@watchify/contract';

let hydrating = false;
let markupTheme: Theme | null = null;

/** main.tsx: the next render takes over server HTML, made with `theme` (null: none known to the server). */
export function beginHydration(theme: Theme | null): void {
  hydrating = true;
  markupTheme = theme;
}

/** entry-server.tsx: the theme of the page about to be rendered (renders are synchronous, one at a time). */
export function renderMarkupWith(theme: Theme | null): void {
  markupTheme = theme;
}

/** The theme server HTML is made with: the visitor's choice when its cookie came along, else the light one. */
export function serverMarkupTheme(): Theme {
  return markupTheme ?? 'light';
}

/** After the first commit (AppProviders): later renders may use what only the browser knows. */
export function endHydration(): void {
  hydrating = false;
}

/** True on the server, and in the browser during the first render of a page the server rendered. */
export function rendersServerMarkup(): boolean {
  return typeof window === 'undefined' || hydrating;
}
