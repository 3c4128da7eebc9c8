import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { isLoopbackHost, parsePushEndpoint } from '@watchify/contract';
import webPush from 'web-push';
import type { VapidDetails } from './vapid-keys.js';

/** Where a message goes: a subscription's endpoint and the keys it is encrypted for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one message (RFC 8030 §5, and what push services answer in practice). */
export type DeliveryOutcome =
  /** The push service took it (201 or any 2xx). */
  | { kind: 'delivered'; status: number }
  /** 404/410: the subscription has expired or was withdrawn; it must be removed. */
  | { kind: 'gone'; status: number }
  /** 408/429/5xx, or no answer: worth trying again later (`retryAfterMs` when the service said when). */
  | { kind: 'retry'; status: number | null; retryAfterMs: number | null; reason: string }
  /** Anything else (a 400, 403, 413, a redirect, an address we do not contact): trying again would not help. */
  | { kind: 'failed'; status: number | null; reason: string };

export interface PushSenderOptions {
  /** Accept endpoints on this machine's loopback (tests and development: PUSH_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
  /** How long a push service keeps a message for a device that is offline. */
  ttlSeconds: number;
  /** How long to wait for a push service's answer. */
  timeoutMs?: number;
}

/** Addresses no push service has: private, shared, link-local, loopback, multicast and reserved ranges. */
const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether we may connect to this IP address (a loopback one only when allowed). */
function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (allowLoopback && LOOPBACK.check(address, type)) return true;
  return !NOT_PUBLIC.check(address, type);
}

/**
 * Whether an endpoint may be stored and contacted (decision 040, against server-side request forgery): an https URL
 * of a host that is not an IP address of a private range. An http endpoint, and any on this machine's loopback, only
 * when `allowLoopback` (tests point subscriptions at a fake push service on 127.0.0.1). Names are checked again when
 * they are resolved, at each connection ({@link guardedLookup}).
 */
export function isAllowedEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  const url = parsePushEndpoint(endpoint);
  if (!url) return false;
  if (isLoopbackHost(url.hostname)) return allowLoopback;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return net.isIP(host) === 0 || addressAllowed(host, false);
}

/** The error a connection gets when its host resolves only to addresses we do not contact. */
const REFUSED_ADDRESS = 'EPUSHADDRESS';

/**
 * Resolves a push service's name and keeps only public addresses, at the moment of connecting: a name that resolves
 * to an internal address (or is changed to, after it was checked) is never contacted.
 */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const usable = addresses.filter((entry) => addressAllowed(entry.address, allowLoopback));
      const first = usable[0];
      if (!first) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} has no public address`);
        refused.code = REFUSED_ADDRESS;
        return callback(refused, '');
      }
      if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    });
  };
}

/** Retry-After in milliseconds (seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The outcome a push service's status means. */
export function outcomeOf(status: number, retryAfterMs: number | null): DeliveryOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry', status, retryAfterMs, reason: `push service answered ${status}` };
  }
  return { kind: 'failed', status, reason: `push service answered ${status}` };
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Sends one web push message: encrypted for the subscription (RFC 8291, aes128gcm) and signed with our VAPID key
 * (RFC 8292) by the web-push library, then posted by us with node's http client, because web-push's own sender only
 * speaks https (tests use a fake push service on http://127.0.0.1) and cannot be told which addresses it may reach.
 * Redirects are not followed. It never throws: every failure is an outcome.
 */
export class PushSender {
  private readonly lookup: LookupFunction;
  // Own connection pools: every socket in them was opened through the guarded lookup.
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 32 });
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 32 });

  constructor(
    private readonly vapid: VapidDetails,
    private readonly options: PushSenderOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.lookup = guardedLookup(options.allowLoopback);
  }

  async send(target: PushTarget, payload: string): Promise<DeliveryOutcome> {
    if (!isAllowedEndpoint(target.endpoint, this.options.allowLoopback)) {
      return { kind: 'failed', status: null, reason: 'endpoint not allowed' };
    }
    let details: webPush.RequestDetails;
    try {
      details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: this.vapid,
          TTL: this.options.ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
    } catch (error) {
      // A key that is not a point on the curve: no message can ever be encrypted for it.
      return { kind: 'failed', status: null, reason: `cannot encrypt: ${(error as Error).message}` };
    }
    return this.post(new URL(target.endpoint), details);
  }

  private post(url: URL, details: webPush.RequestDetails): Promise<DeliveryOutcome> {
    const secure = url.protocol === 'https:';
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    return new Promise<DeliveryOutcome>((resolve) => {
      const request = (secure ? https : http).request(
        url,
        {
          method: 'POST',
          headers,
          lookup: this.lookup,
          agent: secure ? this.httpsAgent : this.httpAgent,
          timeout: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        },
        (response) => {
          // The body says nothing we act on; read it so the connection can be reused.
          response.resume();
          const status = response.statusCode ?? 0;
          const retryAfter = response.headers['retry-after'];
          resolve(outcomeOf(status, parseRetryAfter(retryAfter, this.now())));
        },
      );
      request.on('timeout', () => request.destroy(new Error('no answer in time')));
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === REFUSED_ADDRESS) resolve({ kind: 'failed', status: null, reason: error.message });
        else resolve({ kind: 'retry', status: null, retryAfterMs: null, reason: error.message });
      });
      request.end(details.body ?? undefined);
    });
  }

  /** Closes the kept connections (the app is closing). */
  close(): void {
    this.httpsAgent.destroy();
    this.httpAgent.destroy();
  }
}
