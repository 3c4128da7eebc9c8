import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PUSH_ENDPOINTS, PUSH_MESSAGES } from '@watchify/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { loadEnv } from '../src/env.js';
import { PUSH_DELIVERY, type PushMessageIn, PushService } from '../src/modules/push/push.service.js';
import { VAPID_KEYS_FILE } from '../src/modules/push/vapid-keys.js';
import { type FakeBrowser, FakePushService, verifyVapid } from './fake-push/server.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Web push against a real HTTP push service on 127.0.0.1 (decision 040): what a browser receives is a real encrypted
 * push signed with our VAPID key, in the language that browser chose; a push service that forgot a subscription
 * (410) makes us forget it; one that cannot take a message now (500) gets it again later, once.
 */

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;
let pushService: FakePushService;
/** The app's clock: tests move it to make retries due. */
let now = Date.parse('2026-12-01T10:00:00.000Z');
const clock = () => now;

beforeAll(async () => {
  pushService = await FakePushService.start();
  ({ app, database, member } = await createSocialTestApp({ PUSH_ALLOW_LOOPBACK: 'true' }, { clock }));
});
afterAll(async () => {
  await app.close();
  await pushService.close();
});
beforeEach(async () => {
  // Each test starts a day later with an empty outbox.
  now += 24 * 60 * 60 * 1000;
  await database.db.deleteFrom('push_deliveries').execute();
});

const hello: PushMessageIn = (language) =>
  language === 'tr'
    ? { title: 'Ayşe', body: 'Ayşe size bir mesaj gönderdi.', url: '/chat?with=ayse', tag: 'chat:ayse' }
    : { title: 'Ayşe', body: 'Ayşe sent you a message.', url: '/chat?with=ayse', tag: 'chat:ayse' };

async function subscribe(who: TestMember, browser: FakeBrowser, language: 'en' | 'tr' = 'en') {
  const response = await app.inject({
    method: 'POST',
    url: PUSH_ENDPOINTS.subscriptions,
    headers: { cookie: who.cookie },
    payload: browser.subscription(language),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const subscriptionRow = (endpoint: string) =>
  database.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
const deliveries = () => database.db.selectFrom('push_deliveries').selectAll().orderBy('created_at').execute();
const payloads = (browser: FakeBrowser) => browser.received().map((push) => JSON.parse(browser.decrypt(push.body)));

describe('the public key', () => {
  it('is the key pair generated into DATA_DIR, for members only', async () => {
    const someone = await member();
    const response = await app.inject({
      method: 'GET',
      url: PUSH_ENDPOINTS.publicKey,
      headers: { cookie: someone.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const dataDir = (database as DatabaseHandle & { dataDir?: string }).dataDir;
    const kept = JSON.parse(fs.readFileSync(path.join(String(dataDir), VAPID_KEYS_FILE), 'utf8'));
    expect(kept.publicKey).toBe(publicKey);

    expect((await app.inject({ method: 'GET', url: PUSH_ENDPOINTS.publicKey })).statusCode).toBe(401);
  });
});

describe('subscriptions', () => {
  it('stores a browser once: the same endpoint again updates its keys and language', async () => {
    const someone = await member();
    const browser = pushService.browser();
    expect(await subscribe(someone, browser, 'tr')).toEqual({ endpoint: browser.endpoint, language: 'tr' });
    expect(await subscribe(someone, browser, 'en')).toEqual({ endpoint: browser.endpoint, language: 'en' });
    const rows = await database.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', someone.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: browser.endpoint, language: 'en', p256dh: browser.keys.p256dh });
  });

  it('moves a browser to the account signed in now, dropping what still waited for the previous one', async () => {
    const [first, second] = [await member(), await member()];
    const browser = pushService.browser();
    await subscribe(first, browser);
    browser.answer(500);
    expect(await app.push.sendToUser(first.userId, hello)).toMatchObject({ queued: 1 });

    await subscribe(second, browser, 'tr');
    expect(await subscriptionRow(browser.endpoint)).toMatchObject({ user_id: second.userId, language: 'tr' });
    expect(await deliveries()).toEqual([]);
    expect(await app.push.sendToUser(first.userId, hello)).toEqual({ delivered: 0, queued: 0, removed: 0, failed: 0 });
  });

  it('keeps a member’s most recent subscriptions only', async () => {
    const someone = await member();
    const browsers = Array.from({ length: 12 }, () => pushService.browser());
    for (const browser of browsers) {
      now += 1000;
      await subscribe(someone, browser);
    }
    const kept = await database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', someone.userId)
      .execute();
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
  });

  it('ends a subscription with DELETE, only the member’s own', async () => {
    const [owner, other] = [await member(), await member()];
    const browser = pushService.browser();
    await subscribe(owner, browser);

    const byOther = await app.inject({
      method: 'DELETE',
      url: PUSH_ENDPOINTS.subscriptions,
      headers: { cookie: other.cookie },
      payload: { endpoint: browser.endpoint },
    });
    expect(byOther.statusCode).toBe(204);
    expect(await subscriptionRow(browser.endpoint)).toMatchObject({ user_id: owner.userId });

    const visitor = await app.inject({
      method: 'DELETE',
      url: PUSH_ENDPOINTS.subscriptions,
      payload: { endpoint: browser.endpoint },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await subscriptionRow(browser.endpoint)).toBeDefined();

    const byOwner = await app.inject({
      method: 'DELETE',
      url: PUSH_ENDPOINTS.subscriptions,
      headers: { cookie: owner.cookie },
      payload: { endpoint: browser.endpoint },
    });
    expect(byOwner.statusCode).toBe(204);
    expect(await subscriptionRow(browser.endpoint)).toBeUndefined();
    expect(await app.push.sendToUser(owner.userId, hello)).toMatchObject({ delivered: 0 });
    expect(browser.received()).toEqual([]);
  });
});

describe('bad input', () => {
  const p256dh = crypto.createECDH('prime256v1');
  p256dh.generateKeys();

  it.each([
    ['an http endpoint', { endpoint: 'http://push.example.com/abc' }, 'endpointInvalid'],
    ['no endpoint', { endpoint: undefined }, 'endpointInvalid'],
    ['an endpoint that is no URL', { endpoint: 'not a url' }, 'endpointInvalid'],
    ['an https endpoint on a private address', { endpoint: 'https://10.1.2.3/push/1' }, 'endpointInvalid'],
    ['an https endpoint on a link-local address', { endpoint: 'https://169.254.169.254/latest' }, 'endpointInvalid'],
    ['no keys', { keys: undefined }, 'keysInvalid'],
    ['no auth secret', { keys: { p256dh: p256dh.getPublicKey('base64url') } }, 'keysInvalid'],
    [
      'a key that is no point of the curve',
      { keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
      'keysInvalid',
    ],
    ['a language the app does not speak', { language: 'de' }, 'languageInvalid'],
  ] as const)('refuses %s with a clear 400 and stores nothing', async (_name, change, code) => {
    const someone = await member();
    const browser = pushService.browser();
    const response = await app.inject({
      method: 'POST',
      url: PUSH_ENDPOINTS.subscriptions,
      headers: { cookie: someone.cookie },
      payload: { ...browser.subscription('en'), ...change },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code, message: PUSH_MESSAGES[code] });
    const stored = await database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', someone.userId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('accepts loopback endpoints only when PUSH_ALLOW_LOOPBACK says so', async () => {
    const strict = await createSocialTestApp();
    try {
      const someone = await strict.member();
      for (const endpoint of [pushService.browser().endpoint, 'https://127.0.0.1/push/1', 'https://localhost/push/1']) {
        const response = await strict.app.inject({
          method: 'POST',
          url: PUSH_ENDPOINTS.subscriptions,
          headers: { cookie: someone.cookie },
          payload: { ...pushService.browser().subscription('tr'), endpoint },
        });
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json().error.code).toBe('endpointInvalid');
      }
      expect(await strict.database.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
    } finally {
      await strict.app.close();
    }
  });

  it('refuses PUSH_ALLOW_LOOPBACK in production, and half a VAPID key pair, at start-up', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', PUSH_ALLOW_LOOPBACK: 'true' })).toThrow(/PUSH_ALLOW_LOOPBACK/);
    const publicKey = app.push.publicKey().publicKey;
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: set both/);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(loadEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: readPrivateKey() }).VAPID_PUBLIC_KEY).toBe(
      publicKey,
    );
  });
});

describe('sending', () => {
  it('pushes a real encrypted, VAPID-signed message to each browser, in the language it chose', async () => {
    const someone = await member();
    const [english, turkish] = [pushService.browser(), pushService.browser()];
    await subscribe(someone, english, 'en');
    await subscribe(someone, turkish, 'tr');

    expect(await app.push.sendToUser(someone.userId, hello)).toEqual({
      delivered: 2,
      queued: 0,
      removed: 0,
      failed: 0,
    });

    expect(payloads(english)).toEqual([
      { title: 'Ayşe', body: 'Ayşe sent you a message.', url: '/chat?with=ayse', tag: 'chat:ayse' },
    ]);
    expect(payloads(turkish)).toEqual([
      { title: 'Ayşe', body: 'Ayşe size bir mesaj gönderdi.', url: '/chat?with=ayse', tag: 'chat:ayse' },
    ]);
    const [push] = english.received();
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(PUSH_DELIVERY.ttlSeconds),
      urgency: 'normal',
    });
    const { publicKey } = app.push.publicKey();
    const vapid = verifyVapid(push?.headers.authorization);
    expect(vapid.publicKey).toBe(publicKey);
    expect(vapid.claims).toMatchObject({ aud: pushService.origin, sub: expect.stringMatching(/^(mailto|https):/) });
  });

  it('sends nothing to a member without subscriptions, and nothing for a link that is not a page of the app', async () => {
    const someone = await member();
    expect(await app.push.sendToUser(someone.userId, hello)).toEqual({
      delivered: 0,
      queued: 0,
      removed: 0,
      failed: 0,
    });
    const browser = pushService.browser();
    await subscribe(someone, browser);
    const offsite = () => ({ title: 'Hi', body: 'Look', url: 'https://evil.example.com/' });
    expect(await app.push.sendToUser(someone.userId, offsite)).toMatchObject({ delivered: 0, failed: 1 });
    expect(browser.received()).toEqual([]);
  });

  it.each([410, 404])('forgets a subscription the push service answers %i for', async (status) => {
    const someone = await member();
    const [gone, alive] = [pushService.browser(), pushService.browser()];
    await subscribe(someone, gone);
    await subscribe(someone, alive);
    gone.answer(status);

    expect(await app.push.sendToUser(someone.userId, hello)).toMatchObject({ delivered: 1, removed: 1 });
    expect(await subscriptionRow(gone.endpoint)).toBeUndefined();
    expect(await subscriptionRow(alive.endpoint)).toBeDefined();
    expect(await deliveries()).toEqual([]);
  });

  it('tries a message the push service could not take (500) again later, once it is due, and then not again', async () => {
    const someone = await member();
    const browser = pushService.browser();
    await subscribe(someone, browser, 'tr');
    browser.answer(500);

    expect(await app.push.sendToUser(someone.userId, hello)).toMatchObject({ delivered: 0, queued: 1 });
    const [waiting] = await deliveries();
    expect(waiting).toMatchObject({
      attempts: 1,
      next_attempt_at: new Date(now + PUSH_DELIVERY.firstRetryDelayMs).toISOString(),
      claimed_by: null,
    });

    // Not due yet: the sweep leaves it.
    now += PUSH_DELIVERY.firstRetryDelayMs - 1000;
    expect(await app.push.sweep()).toEqual({ delivered: 0, queued: 0, removed: 0, failed: 0 });
    expect(browser.received()).toHaveLength(1);

    now += 1000;
    expect(await app.push.sweep()).toMatchObject({ delivered: 1 });
    expect(payloads(browser)).toEqual([
      { title: 'Ayşe', body: 'Ayşe size bir mesaj gönderdi.', url: '/chat?with=ayse', tag: 'chat:ayse' },
      { title: 'Ayşe', body: 'Ayşe size bir mesaj gönderdi.', url: '/chat?with=ayse', tag: 'chat:ayse' },
    ]);
    expect(await deliveries()).toEqual([]);

    now += PUSH_DELIVERY.maxRetryDelayMs;
    await app.push.sweep();
    expect(browser.received()).toHaveLength(2);
  });

  it('waits as long as a 429 asks (Retry-After)', async () => {
    const someone = await member();
    const browser = pushService.browser();
    await subscribe(someone, browser);
    browser.answer({ status: 429, headers: { 'retry-after': '600' } });
    expect(await app.push.sendToUser(someone.userId, hello)).toMatchObject({ queued: 1 });
    expect((await deliveries())[0]?.next_attempt_at).toBe(new Date(now + 600_000).toISOString());
  });

  it('tries again later when the push service does not answer at all', async () => {
    const someone = await member();
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const response = await app.inject({
      method: 'POST',
      url: PUSH_ENDPOINTS.subscriptions,
      headers: { cookie: someone.cookie },
      payload: { ...pushService.browser().subscription('en'), endpoint: `http://127.0.0.1:${port}/push/x` },
    });
    expect(response.statusCode).toBe(201);
    expect(await app.push.sendToUser(someone.userId, hello)).toMatchObject({ queued: 1 });
  });

  it('gives up after a few tries', async () => {
    const someone = await member();
    const browser = pushService.browser();
    await subscribe(someone, browser);
    browser.answer(...Array.from({ length: PUSH_DELIVERY.maxAttempts + 2 }, () => 503));

    await app.push.sendToUser(someone.userId, hello);
    for (let sweep = 0; sweep < PUSH_DELIVERY.maxAttempts + 2; sweep++) {
      now += PUSH_DELIVERY.maxRetryDelayMs;
      await app.push.sweep();
    }
    expect(browser.received()).toHaveLength(PUSH_DELIVERY.maxAttempts);
    expect(await deliveries()).toEqual([]);
    expect(await subscriptionRow(browser.endpoint)).toBeDefined();
  });

  it('never sends one message twice when two instances sweep at once', async () => {
    const someone = await member();
    const browsers = Array.from({ length: 8 }, () => pushService.browser());
    for (const browser of browsers) {
      await subscribe(someone, browser);
      browser.answer(500, 500, 500, 500, 500);
    }
    // More messages than one claim takes, so the instances' batches overlap.
    for (let message = 0; message < 5; message++) await app.push.sendToUser(someone.userId, hello);
    expect(await deliveries()).toHaveLength(40);

    const other = new PushService(database, {
      vapid: { ...app.push.publicKey(), privateKey: readPrivateKey(), subject: 'mailto:ops@example.com' },
      allowLoopback: true,
      log: app.log,
      clock,
    });
    try {
      now += PUSH_DELIVERY.firstRetryDelayMs;
      const reports = await Promise.all([app.push.sweep(), other.sweep(), app.push.sweep(), other.sweep()]);
      expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(40);
      for (const browser of browsers) expect(browser.received()).toHaveLength(5 + 5);
      expect(await deliveries()).toEqual([]);
    } finally {
      await other.stop();
    }
  });
});

function readPrivateKey(): string {
  const dataDir = (database as DatabaseHandle & { dataDir?: string }).dataDir;
  return JSON.parse(fs.readFileSync(path.join(String(dataDir), VAPID_KEYS_FILE), 'utf8')).privateKey;
}

describe('from the notification centre', () => {
  it('pushes a notification of a type the member chose push for, worded in each browser’s language', async () => {
    const ayse = await member();
    const mehmet = await member();
    const [english, turkish] = [pushService.browser(), pushService.browser()];
    await subscribe(mehmet, english, 'en');
    await subscribe(mehmet, turkish, 'tr');
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: { cookie: mehmet.cookie },
      payload: { settings: { friendRequestReceived: 'push' } },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const asked = await app.inject({
      method: 'POST',
      url: '/api/friend-requests',
      headers: { cookie: ayse.cookie },
      payload: { toUserId: mehmet.userId },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await expect.poll(() => english.received().length + turkish.received().length, { timeout: 3000 }).toBe(2);
    const name = `${ayse.info.firstName} ${ayse.info.lastName}`;
    expect(payloads(english)).toMatchObject([{ body: `${name} sent you a friend request.`, url: '/friends' }]);
    expect(payloads(turkish)).toMatchObject([{ body: `${name} size arkadaşlık isteği gönderdi.`, url: '/friends' }]);

    // A type left in the app only sends nothing.
    await app.inject({
      method: 'POST',
      url: `/api/friend-requests/${asked.json().request.id}/accept`,
      headers: { cookie: mehmet.cookie },
    });
    const other = await member();
    await app.inject({
      method: 'POST',
      url: '/api/friend-requests',
      headers: { cookie: other.cookie },
      payload: { toUserId: ayse.userId },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(english.received()).toHaveLength(1);
  });
});
