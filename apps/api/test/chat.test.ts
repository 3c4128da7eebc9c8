import crypto from 'node:crypto';
import {
  CHAT_EVENTS,
  CHAT_LIMITS,
  type ChatConversationsResponse,
  type ChatMessageEvent,
  type ChatMessagesResponse,
  type ChatReadEvent,
  type ChatSendAck,
  conversationKey,
} from '@watchify/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';
import { connectSocket, listen, nextEvent } from './support/sockets.js';

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;
let baseUrl: string;

beforeAll(async () => {
  const created = await createSocialTestApp();
  app = created.app;
  database = created.database;
  member = () => created.member();
  baseUrl = await listen(app);
});
afterAll(async () => {
  await app.close();
});

/** Two new members who are friends. */
async function friends(): Promise<[TestMember, TestMember]> {
  const a = await member();
  const b = await member();
  await befriend(database, a.userId, b.userId);
  return [a, b];
}

function send(from: TestMember, to: TestMember | string, text: string, clientId: string = crypto.randomUUID()) {
  const friendId = typeof to === 'string' ? to : to.userId;
  return app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${friendId}/messages`,
    headers: { cookie: from.cookie },
    payload: { text, clientId },
  });
}

async function history(of: TestMember, friend: TestMember, query = ''): Promise<ChatMessagesResponse> {
  const response = await app.inject({
    url: `/api/chat/conversations/${friend.userId}/messages${query}`,
    headers: { cookie: of.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function sidebar(of: TestMember): Promise<ChatConversationsResponse['conversations']> {
  const response = await app.inject({ url: '/api/chat/conversations', headers: { cookie: of.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversations;
}

function markRead(of: TestMember, friend: TestMember) {
  return app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${friend.userId}/read`,
    headers: { cookie: of.cookie },
  });
}

/** Writes `count` messages from a to b straight into the table (history tests need more than a sender may send). */
async function seedMessages(a: TestMember, b: TestMember, count: number): Promise<void> {
  const key = conversationKey(a.userId, b.userId);
  const rows = Array.from({ length: count }, (_, i) => ({
    conversation_key: key,
    sender_id: i % 2 === 0 ? a.userId : b.userId,
    recipient_id: i % 2 === 0 ? b.userId : a.userId,
    body: `message ${i + 1}`,
    client_id: `seed-${i + 1}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, i)).toISOString(),
    read_at: null,
  }));
  await database.db.insertInto('chat_messages').values(rows).execute();
}

function emitSend(socket: Socket, payload: unknown): Promise<ChatSendAck> {
  return socket.timeout(2000).emitWithAck(CHAT_EVENTS.send, payload);
}

/** Resolves true if `event` arrives within `ms`. */
function arrives(socket: Socket, event: string, ms = 200): Promise<boolean> {
  return nextEvent(socket, event, ms).then(
    () => true,
    () => false,
  );
}

describe('sending', () => {
  it('stores the trimmed text and shows it to both members, oldest first', async () => {
    const [ayse, mehmet] = await friends();
    const first = await send(ayse, mehmet, '  Merhaba!  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toMatchObject({
      senderId: ayse.userId,
      recipientId: mehmet.userId,
      text: 'Merhaba!',
      readAt: null,
    });
    expect((await send(mehmet, ayse, 'Selam')).statusCode).toBe(201);

    for (const [reader, other] of [
      [ayse, mehmet],
      [mehmet, ayse],
    ] as const) {
      const page = await history(reader, other);
      expect(page.messages.map((m) => m.text)).toEqual(['Merhaba!', 'Selam']);
      expect(page.hasEarlier).toBe(false);
    }
  });

  it('refuses empty, whitespace-only and too long messages, and accepts exactly the limit', async () => {
    const [ayse, mehmet] = await friends();
    for (const text of ['', '   ', '\n\t ']) {
      const response = await send(ayse, mehmet, text);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'emptyMessage', field: 'text' });
    }
    const tooLong = await send(ayse, mehmet, 'a'.repeat(CHAT_LIMITS.messageMaxLength + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toEqual({
      code: 'messageTooLong',
      message: `A message can be at most ${CHAT_LIMITS.messageMaxLength} characters long.`,
      field: 'text',
    });
    // Emoji count as one character each (code points), spaces around the text do not count.
    const atLimit = `  ${'😀'.repeat(CHAT_LIMITS.messageMaxLength)}  `;
    expect((await send(ayse, mehmet, atLimit)).statusCode).toBe(201);
    expect((await history(mehmet, ayse)).messages).toHaveLength(1);
  });

  it('stores a resend with the same client id once and returns the stored message', async () => {
    const [ayse, mehmet] = await friends();
    const clientId = crypto.randomUUID();
    const first = await send(ayse, mehmet, 'Only once', clientId);
    const again = await send(ayse, mehmet, 'Only once', clientId);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toEqual(first.json().message);
    // Two resends racing each other still make one row.
    const racing = crypto.randomUUID();
    const raced = await Promise.all([send(ayse, mehmet, 'Race', racing), send(ayse, mehmet, 'Race', racing)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect((await history(mehmet, ayse)).messages.map((m) => m.text)).toEqual(['Only once', 'Race']);
    // The same client id for a different text is a client bug, not a resend.
    const reused = await send(ayse, mehmet, 'Something else', clientId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('clientIdReused');
  });

  it('slows down a sender who floods the conversation', async () => {
    const [ayse, mehmet] = await friends();
    // Sent all at once, so the burst allowance is used up faster than it refills.
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => send(ayse, mehmet, `spam ${i}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(30);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json().error.code).toBe('tooManyMessages');
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    // A resend of a stored message is still answered while the sender is slowed down.
    const first = (await history(mehmet, ayse)).messages[0];
    const resend = await send(ayse, mehmet, first?.text ?? '', first?.clientId);
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message.id).toBe(first?.id);
    // The friend is not slowed down by the other's flood.
    expect((await send(mehmet, ayse, 'stop it')).statusCode).toBe(201);
  });
});

describe('history', () => {
  it('pages 50 at a time, oldest first within a page, with "load earlier" until the start', async () => {
    const [ayse, mehmet] = await friends();
    await seedMessages(ayse, mehmet, 120);

    const newest = await history(ayse, mehmet);
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages[0]?.text).toBe('message 71');
    expect(newest.messages.at(-1)?.text).toBe('message 120');
    expect(newest).toMatchObject({ hasEarlier: true, hasLater: false });

    const middle = await history(ayse, mehmet, `?before=${newest.messages[0]?.id}`);
    expect(middle.messages.map((m) => m.text)).toEqual(Array.from({ length: 50 }, (_, i) => `message ${i + 21}`));
    expect(middle).toMatchObject({ hasEarlier: true, hasLater: true });

    const oldest = await history(ayse, mehmet, `?before=${middle.messages[0]?.id}`);
    expect(oldest.messages.map((m) => m.text)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${i + 1}`));
    expect(oldest.hasEarlier).toBe(false);

    const ids = [...oldest.messages, ...middle.messages, ...newest.messages].map((m) => m.id);
    expect(new Set(ids).size).toBe(120);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('returns what came after an id (catching up after a reconnect)', async () => {
    const [ayse, mehmet] = await friends();
    await seedMessages(ayse, mehmet, 60);
    const seen = (await history(ayse, mehmet, '?limit=10')).messages;
    const lastSeen = seen[4]?.id ?? 0;
    const missed = await history(ayse, mehmet, `?after=${lastSeen}&limit=3`);
    expect(missed.messages.map((m) => m.id)).toEqual(seen.slice(5, 8).map((m) => m.id));
    expect(missed).toMatchObject({ hasEarlier: true, hasLater: true });
    const rest = await history(ayse, mehmet, `?after=${missed.messages.at(-1)?.id}`);
    expect(rest.messages.map((m) => m.text)).toEqual(['message 59', 'message 60']);
    expect(rest.hasLater).toBe(false);
  });

  it('refuses bad paging parameters with a 400', async () => {
    const [ayse, mehmet] = await friends();
    for (const query of ['?limit=51', '?limit=0', '?before=abc', '?before=5&after=2', '?after=-1']) {
      const response = await app.inject({
        url: `/api/chat/conversations/${mehmet.userId}/messages${query}`,
        headers: { cookie: ayse.cookie },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('sidebar, unread counts and reading', () => {
  it('lists every friend with unread count and last message, most recent conversation first', async () => {
    const [ayse, mehmet] = await friends();
    const zeynep = await member();
    const quiet = await member();
    const stranger = await member();
    await befriend(database, ayse.userId, zeynep.userId);
    await befriend(database, ayse.userId, quiet.userId);
    // A message between two others must not show up in ayse's sidebar.
    await befriend(database, mehmet.userId, stranger.userId);
    await send(stranger, mehmet, 'not for ayse');

    await send(mehmet, ayse, 'one');
    await send(mehmet, ayse, 'two');
    await send(ayse, zeynep, 'hi zeynep');
    await send(mehmet, ayse, 'three');

    const list = await sidebar(ayse);
    expect(list.map((c) => c.friend.id)).toEqual([mehmet.userId, zeynep.userId, quiet.userId]);
    expect(list[0]).toMatchObject({
      friend: { id: mehmet.userId, nickname: mehmet.info.nickname, displayName: 'Ayşe Yılmaz', photoUrl: null },
      unreadCount: 3,
      lastMessage: { text: 'three', senderId: mehmet.userId },
    });
    expect(list[1]).toMatchObject({ unreadCount: 0, lastMessage: { text: 'hi zeynep', senderId: ayse.userId } });
    expect(list[2]).toMatchObject({ unreadCount: 0, lastMessage: null });
    // Nothing private of the friend leaks into the sidebar.
    expect(JSON.stringify(list)).not.toContain('@example.com');

    // Sending never counts as unread for the sender.
    const mehmetsView = await sidebar(mehmet);
    expect(mehmetsView.find((c) => c.friend.id === ayse.userId)).toMatchObject({
      unreadCount: 0,
      lastMessage: { text: 'three' },
    });
    expect(mehmetsView.find((c) => c.friend.id === stranger.userId)).toMatchObject({ unreadCount: 1 });
  });

  it('opening a conversation marks the friend’s messages read and resets only my count', async () => {
    const [ayse, mehmet] = await friends();
    await send(mehmet, ayse, 'unread 1');
    await send(mehmet, ayse, 'unread 2');
    await send(ayse, mehmet, 'from me');

    const read = await markRead(ayse, mehmet);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 0, marked: 2 });
    expect((await sidebar(ayse))[0]?.unreadCount).toBe(0);
    // Mehmet's own unread (ayse's message) is untouched: reading is per reader.
    expect((await sidebar(mehmet))[0]?.unreadCount).toBe(1);
    const messages = (await history(mehmet, ayse)).messages;
    expect(messages.filter((m) => m.senderId === mehmet.userId).every((m) => m.readAt !== null)).toBe(true);
    expect(messages.find((m) => m.senderId === ayse.userId)?.readAt).toBeNull();

    expect((await markRead(ayse, mehmet)).json()).toEqual({ unreadCount: 0, marked: 0 });
    await send(mehmet, ayse, 'new after reading');
    expect((await sidebar(ayse))[0]?.unreadCount).toBe(1);
  });
});

describe('live delivery', () => {
  it('delivers to the friend (with their unread count) and to the sender’s other tab, not to others', async () => {
    const [ayse, mehmet] = await friends();
    const outsider = await member();
    await befriend(database, outsider.userId, ayse.userId);
    await send(mehmet, ayse, 'earlier, unread by ayse');
    const [ayseTab1, ayseTab2, mehmetTab, outsiderTab, visitor] = await Promise.all([
      connectSocket(baseUrl, ayse.cookie),
      connectSocket(baseUrl, ayse.cookie),
      connectSocket(baseUrl, mehmet.cookie),
      connectSocket(baseUrl, outsider.cookie),
      connectSocket(baseUrl),
    ]);
    try {
      const toMehmet = nextEvent<ChatMessageEvent>(mehmetTab, CHAT_EVENTS.message);
      const toOtherTab = nextEvent<ChatMessageEvent>(ayseTab2, CHAT_EVENTS.message);
      const outsiderGets = arrives(outsiderTab, CHAT_EVENTS.message, 300);
      const visitorGets = arrives(visitor, CHAT_EVENTS.message, 300);

      const clientId = crypto.randomUUID();
      const ack = await emitSend(ayseTab1, { friendId: mehmet.userId, text: ' Film gecesi? ', clientId });
      expect(ack).toMatchObject({ ok: true, message: { text: 'Film gecesi?', clientId, senderId: ayse.userId } });
      if (!ack.ok) throw new Error('send failed');

      expect(await toMehmet).toEqual({ message: ack.message, unreadCount: 1 });
      expect(await toOtherTab).toEqual({ message: ack.message });
      expect(await outsiderGets).toBe(false);
      expect(await visitorGets).toBe(false);

      // A resend over the socket after a drop: the same message, not announced a second time.
      const repeatReachesMehmet = arrives(mehmetTab, CHAT_EVENTS.message, 300);
      const repeat = await emitSend(ayseTab1, { friendId: mehmet.userId, text: 'Film gecesi?', clientId });
      expect(repeat).toEqual(ack);
      expect(await repeatReachesMehmet).toBe(false);

      // A reply over HTTP reaches every tab of ayse, counting her unread messages from mehmet.
      const toAyse = Promise.all([
        nextEvent<ChatMessageEvent>(ayseTab1, CHAT_EVENTS.message),
        nextEvent<ChatMessageEvent>(ayseTab2, CHAT_EVENTS.message),
      ]);
      const reply = await send(mehmet, ayse, 'Olur!');
      const [inTab1, inTab2] = await toAyse;
      expect(inTab1).toEqual({ message: reply.json().message, unreadCount: 2 });
      expect(inTab2).toEqual(inTab1);
    } finally {
      for (const socket of [ayseTab1, ayseTab2, mehmetTab, outsiderTab, visitor]) socket.disconnect();
    }
  });

  it('tells my other tabs when I read a conversation', async () => {
    const [ayse, mehmet] = await friends();
    await send(mehmet, ayse, 'read me');
    const [otherTab, mehmetTab] = await Promise.all([
      connectSocket(baseUrl, ayse.cookie),
      connectSocket(baseUrl, mehmet.cookie),
    ]);
    try {
      const cleared = nextEvent<ChatReadEvent>(otherTab, CHAT_EVENTS.read);
      const mehmetHears = arrives(mehmetTab, CHAT_EVENTS.read, 300);
      await markRead(ayse, mehmet);
      expect(await cleared).toEqual({ friendId: mehmet.userId, unreadCount: 0 });
      expect(await mehmetHears).toBe(false);
    } finally {
      otherTab.disconnect();
      mehmetTab.disconnect();
    }
  });

  it('answers a bad socket send through the acknowledgement and stores nothing', async () => {
    const [ayse, mehmet] = await friends();
    const stranger = await member();
    const tab = await connectSocket(baseUrl, ayse.cookie);
    const visitor = await connectSocket(baseUrl);
    try {
      const cases: [unknown, string][] = [
        [{ friendId: mehmet.userId, text: '   ', clientId: 'c1' }, 'emptyMessage'],
        [
          { friendId: mehmet.userId, text: 'x'.repeat(CHAT_LIMITS.messageMaxLength + 1), clientId: 'c2' },
          'messageTooLong',
        ],
        [{ friendId: mehmet.userId, text: 'hi', clientId: 'has spaces' }, 'invalidRequest'],
        [{ friendId: mehmet.userId, text: 'hi' }, 'invalidRequest'],
        ['not an object', 'invalidRequest'],
        [{ friendId: stranger.userId, text: 'hi', clientId: 'c3' }, 'notFriends'],
        [{ friendId: ayse.userId, text: 'hi', clientId: 'c4' }, 'notFriends'],
      ];
      for (const [payload, code] of cases) {
        const ack = await emitSend(tab, payload);
        expect(ack, JSON.stringify(payload).slice(0, 80)).toMatchObject({ ok: false, error: { code } });
      }
      expect(await emitSend(visitor, { friendId: mehmet.userId, text: 'hi', clientId: 'c5' })).toMatchObject({
        ok: false,
        error: { code: 'unauthenticated' },
      });
      expect((await history(ayse, mehmet)).messages).toEqual([]);
    } finally {
      tab.disconnect();
      visitor.disconnect();
    }
  });
});
