/**
 * A choice a person makes in the app (theme, language): saved in the browser's storage, and mirrored in a cookie so
 * the server — which cannot read that storage — sends and renders its pages in it too (decision 020). The cookie
 * holds nothing else and is not secret; the app keeps it equal to the saved choice.
 */
export interface SavedChoice<T extends string> {
  /** The saved value; null when there is none, it is not a valid value, or storage is unavailable. */
  read(): T | null;
  /** Saves the value and its cookie (without storage, e.g. in private mode, the choice holds for this visit). */
  save(value: T): void;
  /**
   * Brings the cookie in line with the saved value, removing it when there is none (also for choices made before the
   * cookie existed); run at start.
   */
  syncCookie(): void;
}

export function savedChoice<T extends string>(options: {
  storageKey: string;
  cookie: string;
  isValid: (value: unknown) => value is T;
}): SavedChoice<T> {
  const { storageKey, cookie, isValid } = options;
  const read = (): T | null => {
    try {
      const saved = window.localStorage.getItem(storageKey);
      return isValid(saved) ? saved : null;
    } catch {
      return null;
    }
  };
  return {
    read,
    save(value) {
      try {
        window.localStorage.setItem(storageKey, value);
      } catch {
        // The choice still applies for this visit.
      }
      syncPreferenceCookie(cookie, value);
    },
    syncCookie: () => syncPreferenceCookie(cookie, read()),
  };
}

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
