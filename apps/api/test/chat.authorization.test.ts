import crypto from 'node:crypto';
import { CHAT_EVENTS, type ChatMessagesResponse, type ChatSendAck } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';
import { connectSocket, listen } from './support/sockets.js';

/**
 * Who may do what in chat (product §6 "Chat is with friends only"). A conversation is always addressed as "mine with
 * :friendId", so the matrix asks, for every endpoint: a visitor, a member of the conversation (ayse), the friend
 * on the other side (mehmet), another user who is the friend's friend but not ayse's (zeynep, addressing mehmet:
 * she must never see ayse's messages), a non-friend (yusuf), and ayse addressing herself or an unknown id.
 */
let app: App;
let baseUrl: string;
let ayse: TestMember;
let mehmet: TestMember;
let zeynep: TestMember;
let yusuf: TestMember;

beforeAll(async () => {
  const created = await createSocialTestApp();
  app = created.app;
  [ayse, mehmet, zeynep, yusuf] = [
    await created.member(),
    await created.member(),
    await created.member(),
    await created.member(),
  ];
  await befriend(created.database, ayse.userId, mehmet.userId);
  await befriend(created.database, zeynep.userId, mehmet.userId);
  baseUrl = await listen(app);
  const sent = await send(mehmet, ayse.userId, 'private between ayse and mehmet');
  expect(sent.statusCode).toBe(201);
});
afterAll(async () => {
  await app.close();
});

type Actor = 'visitor' | 'ayse' | 'mehmet' | 'zeynep' | 'yusuf';
const cookieOf = (actor: Actor) => (actor === 'visitor' ? undefined : { ayse, mehmet, zeynep, yusuf }[actor].cookie);
const idOf = (who: 'ayse' | 'mehmet' | 'yusuf' | 'unknown') =>
  who === 'unknown' ? 'no-such-user' : { ayse, mehmet, yusuf }[who].userId;

function send(from: TestMember, friendId: string, text: string) {
  return app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${friendId}/messages`,
    headers: { cookie: from.cookie },
    payload: { text, clientId: crypto.randomUUID() },
  });
}

type Endpoint = 'list messages' | 'send' | 'mark read';
function call(endpoint: Endpoint, actor: Actor, friendId: string) {
  const cookie = cookieOf(actor);
  const headers = cookie ? { cookie } : {};
  switch (endpoint) {
    case 'list messages':
      return app.inject({ url: `/api/chat/conversations/${friendId}/messages`, headers });
    case 'send':
      return app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${friendId}/messages`,
        headers,
        payload: { text: `from ${actor}`, clientId: crypto.randomUUID() },
      });
    case 'mark read':
      return app.inject({ method: 'POST', url: `/api/chat/conversations/${friendId}/read`, headers });
  }
}

type Row = [who: string, actor: Actor, friend: 'ayse' | 'mehmet' | 'yusuf' | 'unknown', status: number];
const MATRIX: Record<Endpoint, Row[]> = {
  'list messages': [
    ['visitor', 'visitor', 'mehmet', 401],
    ['member of the conversation', 'ayse', 'mehmet', 200],
    ['the friend', 'mehmet', 'ayse', 200],
    ["another user (the friend's friend)", 'zeynep', 'mehmet', 200],
    ['another user, addressing ayse', 'zeynep', 'ayse', 403],
    ['non-friend', 'yusuf', 'ayse', 403],
    ['member, addressing a non-friend', 'ayse', 'yusuf', 403],
    ['member, addressing herself', 'ayse', 'ayse', 403],
    ['member, addressing an unknown id', 'ayse', 'unknown', 403],
  ],
  send: [
    ['visitor', 'visitor', 'mehmet', 401],
    ['member of the conversation', 'ayse', 'mehmet', 201],
    ['the friend', 'mehmet', 'ayse', 201],
    ["another user (the friend's friend)", 'zeynep', 'mehmet', 201],
    ['another user, addressing ayse', 'zeynep', 'ayse', 403],
    ['non-friend', 'yusuf', 'ayse', 403],
    ['member, addressing a non-friend', 'ayse', 'yusuf', 403],
    ['member, addressing herself', 'ayse', 'ayse', 403],
    ['member, addressing an unknown id', 'ayse', 'unknown', 403],
  ],
  'mark read': [
    ['visitor', 'visitor', 'mehmet', 401],
    ['member of the conversation', 'ayse', 'mehmet', 200],
    ['the friend', 'mehmet', 'ayse', 200],
    ["another user (the friend's friend)", 'zeynep', 'mehmet', 200],
    ['another user, addressing ayse', 'zeynep', 'ayse', 403],
    ['non-friend', 'yusuf', 'ayse', 403],
    ['member, addressing a non-friend', 'ayse', 'yusuf', 403],
    ['member, addressing herself', 'ayse', 'ayse', 403],
    ['member, addressing an unknown id', 'ayse', 'unknown', 403],
  ],
};

describe('chat authorization matrix', () => {
  for (const [endpoint, rows] of Object.entries(MATRIX) as [Endpoint, Row[]][]) {
    describe(endpoint, () => {
      it.each(rows)('%s (%s → %s) gets %i', async (_who, actor, friend, status) => {
        const response = await call(endpoint, actor, idOf(friend));
        expect(response.statusCode, response.body).toBe(status);
        if (status === 403) expect(response.json().error.code).toBe('notFriends');
        if (status === 401) expect(response.json().error.code).toBe('unauthenticated');
      });
    });
  }

  it('GET /api/chat/conversations: visitors get 401, members only their own friends', async () => {
    expect((await app.inject({ url: '/api/chat/conversations' })).statusCode).toBe(401);
    const sidebarOf = async (member: TestMember) => {
      const response = await app.inject({ url: '/api/chat/conversations', headers: { cookie: member.cookie } });
      expect(response.statusCode).toBe(200);
      return response.json().conversations as { friend: { id: string }; lastMessage: { text: string } | null }[];
    };
    expect((await sidebarOf(ayse)).map((c) => c.friend.id)).toEqual([mehmet.userId]);
    expect((await sidebarOf(yusuf)).map((c) => c.friend.id)).toEqual([]);
    const zeynepsView = await sidebarOf(zeynep);
    expect(zeynepsView.map((c) => c.friend.id)).toEqual([mehmet.userId]);
    expect(JSON.stringify(zeynepsView)).not.toContain('private between ayse and mehmet');
  });

  it("never shows a user the conversation of two others, and others' reads do not touch it", async () => {
    const zeynepWithMehmet = await app.inject({
      url: `/api/chat/conversations/${mehmet.userId}/messages`,
      headers: { cookie: zeynep.cookie },
    });
    const texts = (zeynepWithMehmet.json() as ChatMessagesResponse).messages.map((m) => m.text);
    expect(texts).not.toContain('private between ayse and mehmet');
    expect(texts.every((text) => text === 'from zeynep' || text === 'from mehmet')).toBe(true);

    const ayseWithMehmet = (
      await app.inject({
        url: `/api/chat/conversations/${mehmet.userId}/messages`,
        headers: { cookie: ayse.cookie },
      })
    ).json() as ChatMessagesResponse;
    // Refused writes left nothing behind: only ayse and mehmet ever wrote here.
    expect(ayseWithMehmet.messages.every((m) => [ayse.userId, mehmet.userId].includes(m.senderId))).toBe(true);
    expect(ayseWithMehmet.messages.map((m) => m.text)).not.toContain('from yusuf');
  });

  it('refuses the socket send to visitors and non-friends the same way', async () => {
    const visitor = await connectSocket(baseUrl);
    const stranger = await connectSocket(baseUrl, yusuf.cookie);
    try {
      const payload = { friendId: ayse.userId, text: 'hello?', clientId: crypto.randomUUID() };
      const asVisitor: ChatSendAck = await visitor.timeout(2000).emitWithAck(CHAT_EVENTS.send, payload);
      const asStranger: ChatSendAck = await stranger.timeout(2000).emitWithAck(CHAT_EVENTS.send, payload);
      expect(asVisitor).toMatchObject({ ok: false, error: { code: 'unauthenticated' } });
      expect(asStranger).toMatchObject({ ok: false, error: { code: 'notFriends' } });
    } finally {
      visitor.disconnect();
      stranger.disconnect();
    }
  });
});
