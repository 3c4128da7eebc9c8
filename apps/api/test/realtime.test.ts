import { SOCKET_EVENTS, SOCKET_PATH } from '@watchify/contract';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { cookieFrom, createSocialTestApp, type TestMember } from './helpers.js';
import { connectSocket, listen, nextEvent } from './support/sockets.js';

let app: App;
let baseUrl: string;
let ayse: TestMember;
let mehmet: TestMember;

beforeAll(async () => {
  const created = await createSocialTestApp();
  app = created.app;
  ayse = await created.member();
  mehmet = await created.member();
  baseUrl = await listen(app);
});
afterAll(async () => {
  await app.close();
});

describe('realtime', () => {
  it("delivers a user's events to every tab of that user and to nobody else", async () => {
    const [tab1, tab2, other] = await Promise.all([
      connectSocket(baseUrl, ayse.cookie),
      connectSocket(baseUrl, ayse.cookie),
      connectSocket(baseUrl, mehmet.cookie),
    ]);
    let otherGotIt = false;
    other.on('test:ping', () => {
      otherGotIt = true;
    });
    const received = Promise.all([nextEvent(tab1, 'test:ping'), nextEvent(tab2, 'test:ping')]);
    app.realtime.toUser(ayse.userId, 'test:ping', { n: 1 });
    expect(await received).toEqual([{ n: 1 }, { n: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherGotIt).toBe(false);
    for (const socket of [tab1, tab2, other]) socket.disconnect();
  });

  it("lets visitors follow a title's room", async () => {
    const visitor = await connectSocket(baseUrl);
    visitor.emit(SOCKET_EVENTS.followTitle, { mediaType: 'movie', id: 238 });
    // The join is processed in order with later events; give it a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const received = nextEvent(visitor, 'test:title');
    app.realtime.toTitle({ mediaType: 'movie', id: 238 }, 'test:title', { ok: true });
    expect(await received).toEqual({ ok: true });
    visitor.disconnect();
  });

  it('refuses a socket opened from another site', async () => {
    const socket = io(baseUrl, {
      path: SOCKET_PATH,
      transports: ['polling'],
      extraHeaders: { origin: 'https://evil.example', cookie: ayse.cookie },
      reconnection: false,
      forceNew: true,
    });
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error).toBeInstanceOf(Error);
    socket.disconnect();
  });

  it("closes a session's sockets when it signs out, and leaves the person's other sessions connected", async () => {
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: ayse.info.email, password: ayse.info.password },
    });
    const otherCookie = cookieFrom(other.headers['set-cookie']);
    const [signingOut, stayingIn] = await Promise.all([
      connectSocket(baseUrl, ayse.cookie),
      connectSocket(baseUrl, otherCookie),
    ]);
    const closed = nextEvent(signingOut, 'disconnect');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: ayse.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(stayingIn.connected).toBe(true);
    stayingIn.disconnect();
  });
});
