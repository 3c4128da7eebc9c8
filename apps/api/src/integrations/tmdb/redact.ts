/** What a credential is replaced with. */
export const REDACTED = '[redacted]';

// A v3 key travels in the query string, a v4 token in the Authorization header: whatever TMDB (or a proxy in front
// of it) echoes of either is blanked, even when it is not the credential we sent.
const API_KEY_PARAMETER = /(api_key=)[^&\s"'()<>]*/gi;
const BEARER_TOKEN = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

/** Blanks TMDB credentials out of a text (a URL, a message, a stack). */
export type TmdbRedactor = (text: string) => string;

/**
 * The one redaction of TMDB credentials: every `api_key=` value and `Bearer` token, and the configured key and token
 * themselves wherever they appear (plain or URL-encoded), become `[redacted]`.
 */
export function createTmdbRedactor(credentials: { apiKey?: string; accessToken?: string }): TmdbRedactor {
  const secrets = [credentials.apiKey, credentials.accessToken]
    .filter((secret): secret is string => Boolean(secret))
    .flatMap((secret) => [secret, encodeURIComponent(secret)])
    // Longest first, so a secret that contains another is blanked whole.
    .sort((a, b) => b.length - a.length);
  return (text) => {
    let redacted = text.replace(API_KEY_PARAMETER, `$1${REDACTED}`).replace(BEARER_TOKEN, `$1${REDACTED}`);
    for (const secret of secrets) redacted = redacted.split(secret).join(REDACTED);
    return redacted;
  };
}

/** How far down an error's causes are followed (a cause chain can loop). */
const MAX_CAUSE_DEPTH = 8;

/**
 * Redacts an error in place before it leaves the TMDB code — its message, its stack (which repeats the message), its
 * other text properties, and the same for its causes and aggregated errors (loggers print those too) — and returns
 * it, so callers may log it or throw it further as it is.
 */
export function redactError<T>(error: T, redact: TmdbRedactor): T {
  redactInPlace(error, redact, 0);
  return error;
}

/** False when an error could not be changed (frozen): its holder then drops it. */
function redactInPlace(error: unknown, redact: TmdbRedactor, depth: number): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (depth > MAX_CAUSE_DEPTH) return false;
  const target = error as Record<string, unknown>;
  try {
    for (const key of new Set(['message', 'stack', ...Object.keys(target)])) {
      const value = target[key];
      if (typeof value !== 'string') continue;
      const redacted = redact(value);
      // Defined rather than assigned: some errors (DOMException) read their message through a getter.
      if (redacted !== value) {
        Object.defineProperty(target, key, {
          value: redacted,
          writable: true,
          configurable: true,
          enumerable: Object.prototype.propertyIsEnumerable.call(target, key),
        });
      }
    }
    const { cause } = target;
    if (typeof cause === 'string') target.cause = redact(cause);
    else if (!redactInPlace(cause, redact, depth + 1)) target.cause = REDACTED;
    if (Array.isArray(target.errors)) {
      target.errors = target.errors.map((inner) => (redactInPlace(inner, redact, depth + 1) ? inner : REDACTED));
    }
    return true;
  } catch {
    return false;
  }
}
