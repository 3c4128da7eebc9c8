import { describe, expect, it } from 'vitest';
import { PUSH_LIMITS } from './rules.js';
import { pushSubscriptionRequestSchema } from './schemas.js';
import { isLoopbackHost, type PushSubscriptionInput, validatePushSubscription } from './validators.js';

// A real browser's subscription keys: an uncompressed P-256 point and a 16-byte secret, base64url without padding.
const valid: PushSubscriptionInput = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
  language: 'tr',
};
const check = (overrides: Partial<PushSubscriptionInput>) => validatePushSubscription({ ...valid, ...overrides });

describe('validatePushSubscription', () => {
  it('accepts what a browser sends', () => {
    expect(check({})).toBeNull();
    expect(check({ keys: { p256dh: `${valid.keys?.p256dh}=`, auth: `${valid.keys?.auth}==` } })).toBeNull();
  });

  it.each([
    'http://push.example.com/abc',
    'ftp://push.example.com/abc',
    'javascript:alert(1)',
    '/relative/path',
    'https://user:secret@push.example.com/abc',
    `https://push.example.com/${'a'.repeat(PUSH_LIMITS.endpointMax)}`,
    '',
    null,
  ])('refuses the endpoint %j', (endpoint) => {
    expect(check({ endpoint })).toBe('endpointInvalid');
  });

  it('lets an http endpoint through only on this machine’s loopback (the API decides whether to accept it)', () => {
    expect(check({ endpoint: 'http://127.0.0.1:4000/push/1' })).toBeNull();
    expect(check({ endpoint: 'http://localhost:4000/push/1' })).toBeNull();
    expect(check({ endpoint: 'http://[::1]:4000/push/1' })).toBeNull();
    expect(check({ endpoint: 'http://127.0.0.1.example.com/push/1' })).toBe('endpointInvalid');
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
  });

  it.each([
    ['no keys', null],
    ['no auth', { p256dh: valid.keys?.p256dh }],
    ['an empty p256dh', { p256dh: '', auth: valid.keys?.auth }],
    ['a short p256dh', { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: valid.keys?.auth }],
    ['a long auth', { p256dh: valid.keys?.p256dh, auth: `${valid.keys?.auth}AAAA` }],
    ['characters outside base64url', { p256dh: valid.keys?.p256dh, auth: 'tBHItJI5svbpez7KI4CC+/' }],
  ])('refuses %s', (_name, keys) => {
    expect(check({ keys })).toBe('keysInvalid');
  });

  it('asks for a language of the app', () => {
    expect(check({ language: 'de' })).toBe('languageInvalid');
    expect(check({ language: undefined })).toBe('languageInvalid');
  });
});

describe('pushSubscriptionRequestSchema', () => {
  it('reports the broken rule with its field, and stores keys without padding', () => {
    const refused = pushSubscriptionRequestSchema.safeParse({ ...valid, endpoint: 'http://push.example.com/x' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['endpoint'], params: { rule: 'endpointInvalid' } });
    const parsed = pushSubscriptionRequestSchema.parse({
      ...valid,
      keys: { p256dh: `${valid.keys?.p256dh}=`, auth: valid.keys?.auth },
      expirationTime: null,
    });
    expect(parsed).toEqual(valid);
  });
});
