/** Pages a signed-in person must not be sent back to after signing in. */
const GUEST_ONLY_PATHS = new Set(['/login', '/register']);

/**
 * Turns an untrusted `next` value into a same-site path to return to after sign-in, or `fallback`.
 * Only relative paths that start with a single '/' pass: '//evil.example', '/\\evil', 'https://…' and
 * 'javascript:' do not.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Backslashes and control characters are treated as slashes or dropped by some browsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = 'http://watchify.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (GUEST_ONLY_PATHS.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in URL that brings the person back to `returnTo` afterwards. */
export function loginPathFor(returnTo: string): string {
  const next = safeNextPath(returnTo, '');
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
