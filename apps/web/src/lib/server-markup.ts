/**
 * Server rendering (decision 020): a visitor's first page arrives as HTML made by the server, and React takes that
 * HTML over in the browser (hydration) instead of building the page again. The browser's first render must then
 * produce exactly the server's HTML, so anything only the browser knows — the saved theme, the scroll position —
 * is used from the render after it.
 */
let hydrating = false;

/** main.tsx: the next render takes over server HTML. */
export function beginHydration(): void {
  hydrating = true;
}

/** After the first commit (AppProviders): later renders may use what only the browser knows. */
export function endHydration(): void {
  hydrating = false;
}

/** True on the server, and in the browser during the first render of a page the server rendered. */
export function rendersServerMarkup(): boolean {
  return typeof window === 'undefined' || hydrating;
}
