/**
 * Cookies that carry a choice saved in the browser (theme, language) to the server, which cannot read the browser's
 * storage, so the pages it sends and renders already follow the choice (decision 020). They hold nothing else and
 * are not secret: the app keeps each one equal to the saved choice.
 */

/** The cookie's value, or null when it is not set. */
export function readPreferenceCookie(name: string): string | null {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair === undefined ? null : decodeURIComponent(pair.slice(name.length + 1));
}

/** Sets the cookie to `value` for a year, or removes it for null; nothing is written when it already matches. */
export function syncPreferenceCookie(name: string, value: string | null): void {
  if (readPreferenceCookie(name) === value) return;
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous on purpose (the next page may load right away); the Cookie Store API is async and not in every browser
  document.cookie = value
    ? `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
