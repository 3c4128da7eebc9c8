/**
 * One cookie of a request's Cookie header, read when a route needs it. Only the web documents read cookies (language
 * and theme) and the session look-up reads its own; a cookie plugin parsed and URL-decoded every cookie of every API
 * request for nobody (decision 027).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
