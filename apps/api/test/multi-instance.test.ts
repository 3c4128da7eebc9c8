import crypto from 'node:crypto';
import {
  CHAT_EVENTS,
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatSendAck,
  LIST_EVENTS,
  type ListChangedEvent,
} from '@watchify/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { loadEnv } from '../src/env.js';
import { CatalogService } from '../src/modules/catalog/catalog.service.js';
import {
  befriend,
  createTestDatabase,
  importSample,
  registerUser,
  sampleFavorites,
  type TestMember,
} from './helpers.js';
import { connectSocket, listen, nextEvent } from './support/sockets.js';

/**
 * Two API instances on one database (the same SQLite file or PostgreSQL schema) with REDIS_URL, as behind a load
 * balancer: a socket on one instance gets what is sent through the other, and what one instance caches is
 * forgotten when the other writes. Needs a redis server.
 */
const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('two instances behind a load balancer (REDIS_URL)', () => {
  let database: DatabaseHandle & { dataDir: string };
  const instances: { app: App; redis: Redis; baseUrl: string }[] = [];
  let ayse: TestMember;
  let mehmet: TestMember;

  async function startInstance(): Promise<{ app: App; redis: Redis; baseUrl: string }> {
    const redis = new Redis(REDIS_URL as string, { maxRetriesPerRequest: 2 });
    const app = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        // The same data dir: both instances read the same generated auth secret, so a session works on either.
        DATA_DIR: database.dataDir,
        WEB_DIST_DIR: '',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        REDIS_URL: REDIS_URL as string,
      }),
      // The database outlives both apps; it is closed once, after them.
      database: { ...database, destroy: async () => {} },
      redis,
    });
    const instance = { app, redis, baseUrl: await listen(app) };
    instances.push(instance);
    return instance;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const first = await startInstance();
    await startInstance();
    await new CatalogService(database.db).ensureGenres();
    await importSample(database);
    const favorites = await sampleFavorites(database);
    ayse = await registerUser(first.app, favorites);
    mehmet = await registerUser(first.app, favorites);
    await befriend(database, ayse.userId, mehmet.userId);
  });
  afterAll(async () => {
    for (const { app, redis } of instances) {
      await app.close();
      await redis.quit();
    }
    await database?.destroy();
  });

  it('delivers a message sent on one instance to the friend and the other tab on the other instance', async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const [ayseOnOne, ayseOnTwo, mehmetOnTwo] = await Promise.all([
      connectSocket(one.baseUrl, ayse.cookie),
      connectSocket(two.baseUrl, ayse.cookie),
      connectSocket(two.baseUrl, mehmet.cookie),
    ]);
    try {
      const toMehmet = nextEvent<ChatMessageEvent>(mehmetOnTwo, CHAT_EVENTS.message, 3000);
      const toAyseElsewhere = nextEvent<ChatMessageEvent>(ayseOnTwo, CHAT_EVENTS.message, 3000);
      const ack: ChatSendAck = await ayseOnOne.timeout(3000).emitWithAck(CHAT_EVENTS.send, {
        friendId: mehmet.userId,
        text: 'Hello from instance one',
        clientId: crypto.randomUUID(),
      });
      if (!ack.ok) throw new Error(ack.error.message);
      expect(await toMehmet).toEqual({ message: ack.message, unreadCount: 1 });
      expect(await toAyseElsewhere).toEqual({ message: ack.message });

      // The reply goes over HTTP to instance two; ayse's socket on instance one gets it.
      const toAyse = nextEvent<ChatMessageEvent>(ayseOnOne, CHAT_EVENTS.message, 3000);
      const reply = await two.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${ayse.userId}/messages`,
        headers: { cookie: mehmet.cookie },
        payload: { text: 'And back from instance two', clientId: crypto.randomUUID() },
      });
      expect(reply.statusCode).toBe(201);
      expect((await toAyse).message.text).toBe('And back from instance two');

      // Reading on instance two clears the badge in ayse's tab on instance one.
      const cleared = nextEvent<ChatReadEvent>(ayseOnOne, CHAT_EVENTS.read, 3000);
      await two.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${mehmet.userId}/read`,
        headers: { cookie: ayse.cookie },
      });
      expect(await cleared).toEqual({ friendId: mehmet.userId, unreadCount: 0 });
    } finally {
      for (const socket of [ayseOnOne, ayseOnTwo, mehmetOnTwo]) socket.disconnect();
    }
  });

  it('signing out on one instance ends the session on the other at once (session cache and sockets)', async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const favorites = await sampleFavorites(database);
    const leaving = await registerUser(one.app, favorites);
    // Instance two has the session cached and a socket open for it.
    const me = await two.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: leaving.cookie } });
    expect(me.statusCode).toBe(200);
    const socketOnTwo = await connectSocket(two.baseUrl, leaving.cookie);
    const closed = nextEvent(socketOnTwo, 'disconnect', 3000);

    const out = await one.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: leaving.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    // The other instance hears about it through redis; give the message a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await two.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: leaving.cookie } });
    expect(after.statusCode).toBe(401);
  });

  /** Movie ids of the sample catalog, for titles to add and comment on. */
  async function movieIds(): Promise<number[]> {
    const rows = await database.db
      .selectFrom('titles')
      .select('id')
      .where('media_type', '=', 'movie')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Reads until `done` holds (the other instance hears of a write through redis within moments), at most 2 s. */
  async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 2000;
    let value = await read();
    while (!done(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      value = await read();
    }
    return value;
  }

  it('a watchlist page cached on one instance shows a title added and removed through the other', async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const headers = { cookie: ayse.cookie };
    const [, id] = await movieIds();
    const pageOnTwo = async () =>
      (await two.app.inject({ method: 'GET', url: '/api/watchlist', headers })).json() as {
        items: { id: number }[];
        totalItems: number;
      };
    const before = await pageOnTwo();
    expect(before.items.some((item) => item.id === id)).toBe(false);

    const added = await one.app.inject({ method: 'PUT', url: `/api/watchlist/movie/${id}`, headers });
    expect(added.statusCode).toBe(200);
    const afterAdd = await readUntil(pageOnTwo, (page) => page.totalItems === before.totalItems + 1);
    expect(afterAdd.items.map((item) => item.id)).toContain(id);

    await one.app.inject({ method: 'DELETE', url: `/api/watchlist/movie/${id}`, headers });
    const afterRemove = await readUntil(pageOnTwo, (page) => page.totalItems === before.totalItems);
    expect(afterRemove.items.map((item) => item.id)).not.toContain(id);
  });

  it("a title's comments cached on one instance show a comment written through the other", async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const [, , id] = await movieIds();
    const url = `/api/titles/movie/${id}/comments`;
    const commentsOnTwo = async () =>
      (await two.app.inject({ method: 'GET', url })).json() as {
        comments: { text: string }[];
        summary: { count: number };
      };
    expect((await commentsOnTwo()).summary.count).toBe(0);

    const written = await one.app.inject({
      method: 'POST',
      url,
      headers: { cookie: mehmet.cookie },
      payload: { rating: 4, text: 'Seen on the other instance.' },
    });
    expect(written.statusCode, written.body).toBe(201);
    const after = await readUntil(commentsOnTwo, (page) => page.summary.count === 1);
    expect(after.comments.map((comment) => comment.text)).toEqual(['Seen on the other instance.']);
  });

  it("a list's followers on the other instance see its changes, and stop when it is hidden from them", async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const [id, otherId] = await movieIds();
    const headers = { cookie: ayse.cookie };
    const created = await one.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers,
      payload: { name: 'Across instances', visibility: 'public' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const listId: string = created.json().list.id;
    const [mehmetOnTwo, visitorOnTwo] = await Promise.all([
      connectSocket(two.baseUrl, mehmet.cookie),
      connectSocket(two.baseUrl),
    ]);
    try {
      const heardByVisitor: string[] = [];
      visitorOnTwo.on(LIST_EVENTS.changed, (event: ListChangedEvent) => heardByVisitor.push(event.change));
      for (const socket of [mehmetOnTwo, visitorOnTwo]) {
        expect(await socket.timeout(3000).emitWithAck(LIST_EVENTS.follow, { listId })).toEqual({ ok: true });
      }
      const added = nextEvent<ListChangedEvent>(mehmetOnTwo, LIST_EVENTS.changed, 3000);
      await one.app.inject({
        method: 'POST',
        url: `/api/lists/${listId}/items`,
        headers,
        payload: { mediaType: 'movie', id },
      });
      expect(await added).toMatchObject({ listId, change: 'itemAdded', item: { id } });

      // Friends only: the visitor's socket on the other instance stops following; the friend's stays.
      const hidden = nextEvent<ListChangedEvent>(mehmetOnTwo, LIST_EVENTS.changed, 3000);
      await one.app.inject({
        method: 'PATCH',
        url: `/api/lists/${listId}`,
        headers,
        payload: { visibility: 'friends' },
      });
      expect(await hidden).toMatchObject({ change: 'detailsChanged' });
      const second = nextEvent<ListChangedEvent>(mehmetOnTwo, LIST_EVENTS.changed, 3000);
      await one.app.inject({
        method: 'POST',
        url: `/api/lists/${listId}/items`,
        headers,
        payload: { mediaType: 'movie', id: otherId },
      });
      expect(await second).toMatchObject({ change: 'itemAdded', item: { id: otherId } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardByVisitor).toEqual(['itemAdded', 'detailsChanged']);
    } finally {
      mehmetOnTwo.disconnect();
      visitorOnTwo.disconnect();
    }
  });
});
