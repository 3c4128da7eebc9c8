/** The checks of a push subscription the API runs on every one a browser sends. */
import { isLanguage, type Language } from '../interface/rules.js';
import { PUSH_LIMITS, type PushInputError } from './rules.js';

/** A subscription as a browser sends it: `PushSubscription.toJSON()` and the app's language. */
export interface PushSubscriptionInput {
  endpoint?: string | null;
  keys?: { p256dh?: string | null; auth?: string | null } | null;
  language?: string | null;
}

/** A subscription as it is stored. */
export interface NormalizedPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
}

/** Whether a URL's host names this machine (`localhost`, 127.0.0.0/8, [::1]). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * The endpoint as a URL when it can be one a push service gave: https, no credentials, not too long. An http address
 * passes only on this machine's own loopback, which the API accepts only when told to (tests and development).
 */
export function parsePushEndpoint(value: string | null | undefined): URL | null {
  if (typeof value !== 'string' || value.length > PUSH_LIMITS.endpointMax) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? url : null;
}

/** How many bytes an unpadded (or padded) base64url text decodes to, or -1 when it is not base64url. */
function base64UrlBytes(value: string | null | undefined): number {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return -1;
  const length = value.replace(/=+$/, '').length;
  if (length % 4 === 1) return -1;
  return Math.floor((length * 3) / 4);
}

/** A P-256 public key in uncompressed form (65 bytes) and a 16-byte authentication secret (RFC 8291). */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

/** The first rule the subscription breaks, or null when it can be stored. */
export function validatePushSubscription(input: PushSubscriptionInput): PushInputError | null {
  if (!parsePushEndpoint(input.endpoint)) return 'endpointInvalid';
  if (base64UrlBytes(input.keys?.p256dh) !== P256DH_BYTES || base64UrlBytes(input.keys?.auth) !== AUTH_BYTES) {
    return 'keysInvalid';
  }
  if (!isLanguage(input.language)) return 'languageInvalid';
  return null;
}

/** The subscription as it is stored (call it on input that passed {@link validatePushSubscription}). */
export function normalizePushSubscription(input: PushSubscriptionInput): NormalizedPushSubscription {
  return {
    endpoint: input.endpoint ?? '',
    keys: { p256dh: (input.keys?.p256dh ?? '').replace(/=+$/, ''), auth: (input.keys?.auth ?? '').replace(/=+$/, '') },
    language: isLanguage(input.language) ? input.language : 'en',
  };
}
