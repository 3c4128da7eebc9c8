import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { guardedLookup, isAllowedEndpoint, outcomeOf, parseRetryAfter } from './push.sender.js';

describe('isAllowedEndpoint (decision 040: no request to our own network)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
    'https://8.8.8.8/push',
    'https://[2001:4860:4860::8888]/push',
  ])('accepts %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, false)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://localhost/push',
    'https://127.0.0.1/push',
    'https://10.0.0.7/push',
    'https://172.20.1.1/push',
    'https://192.168.1.1/push',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/push',
    'https://0.0.0.0/push',
    'https://[::1]/push',
    'https://[fd00::1]/push',
    'https://[fe80::1]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://[::ffff:10.0.0.1]/push',
    'http://127.0.0.1:4000/push',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, false)).toBe(false);
  });

  it('accepts this machine’s loopback, and only that, when allowed (tests)', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:4000/push', true)).toBe(true);
    expect(isAllowedEndpoint('https://localhost/push', true)).toBe(true);
    expect(isAllowedEndpoint('http://10.0.0.7/push', true)).toBe(false);
    expect(isAllowedEndpoint('https://10.0.0.7/push', true)).toBe(false);
  });
});

describe('guardedLookup', () => {
  const lookUp = (hostname: string, allowLoopback: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; addresses: LookupAddress[] }>((resolve) => {
      guardedLookup(allowLoopback)(hostname, { all: true }, (error, addresses) =>
        resolve({ error, addresses: Array.isArray(addresses) ? addresses : [] }),
      );
    });

  it('refuses a name that resolves only to a private address, when connecting', async () => {
    const { error } = await lookUp('localhost', false);
    expect(error?.code).toBe('EPUSHADDRESS');
  });

  it('lets loopback names through when allowed', async () => {
    const { error, addresses } = await lookUp('localhost', true);
    expect(error).toBeNull();
    expect(addresses.length).toBeGreaterThan(0);
  });
});

describe('what a push service’s answer means', () => {
  it.each([
    [201, 'delivered'],
    [202, 'delivered'],
    [404, 'gone'],
    [410, 'gone'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [408, 'retry'],
    [400, 'failed'],
    [403, 'failed'],
    [413, 'failed'],
    [301, 'failed'],
  ] as const)('%i → %s', (status, kind) => {
    expect(outcomeOf(status, null).kind).toBe(kind);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Tue, 01 Dec 2026 10:05:00 GMT', now)).toBe(300_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
