import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Where the title page's trailer iframe comes from (title-detail-content.tsx embeds youtube-nocookie). */
export const TRAILER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] as const;

/** What the trailer iframe asks for in its `allow` attribute: granted to this page and the trailer's origins only. */
const TRAILER_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

/**
 * Powerful browser features the app never uses: no page of ours, nor anything it embeds, may ask for them. Only
 * names Chromium knows: an unknown one costs a console warning on every page.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The Permissions-Policy of every page (API responses are no documents and need none). */
export const PAGE_PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...TRAILER_FEATURES.map((feature) => `${feature}=(self ${TRAILER_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`),
].join(', ');

/**
 * Security headers (helmet's and a Permissions-Policy for pages, a short strict set for API responses), computed
 * once at start-up and copied onto every response. @fastify/helmet rebuilds helmet's middleware — parsing the whole
 * CSP — on every request; our headers never vary per request (no nonces: no inline scripts at all), so there is
 * nothing to rebuild (decision 027).
 */
export function createSecurityHeaders(
  options: HelmetOptions,
): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  const documentHeaders = Object.freeze({ ...headers, 'permissions-policy': PAGE_PERMISSIONS_POLICY });
  const apiHeaders = Object.freeze(apiResponseHeaders(documentHeaders));
  return (request, reply, done) => {
    reply.headers(isApiResponse(request.url) ? apiHeaders : documentHeaders);
    done();
  };
}

/**
 * What an API response (JSON, an image) needs, after OWASP's REST cheat sheet: a CSP only matters for a document,
 * so API responses carry one that allows nothing at all (an image or JSON opened directly cannot run or load
 * anything) instead of the page's long policy, so clients do not receive and parse a page's worth of headers with
 * every answer (decision 027).
 */
function apiResponseHeaders(documentHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts) kept['strict-transport-security'] = hsts;
  return kept;
}

/** /api/… except the interactive API docs, which are an HTML page with scripts and get the page's policy. */
function isApiResponse(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}
