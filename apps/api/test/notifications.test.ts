import crypto from 'node:crypto';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationsPage,
  type NotificationsReadEvent,
} from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, sampleFavorites, type TestMember } from './helpers.js';
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

const as = (who: TestMember | null) => (who ? { cookie: who.cookie } : {});

async function notificationsOf(who: TestMember, query = ''): Promise<NotificationsPage> {
  const response = await app.inject({ url: `/api/notifications${query}`, headers: as(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Notifications are written after the action has answered: wait until `count` are there. */
async function waitForNotifications(who: TestMember, count: number): Promise<NotificationsPage> {
  let page = await notificationsOf(who);
  for (let tries = 0; page.notifications.length < count && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    page = await notificationsOf(who);
  }
  return page;
}

function askFriend(from: TestMember, to: TestMember) {
  return app.inject({
    method: 'POST',
    url: '/api/friend-requests',
    headers: as(from),
    payload: { toUserId: to.userId },
  });
}

function sendMessage(from: TestMember, to: TestMember, text: string) {
  return app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${to.userId}/messages`,
    headers: as(from),
    payload: { text, clientId: crypto.randomUUID() },
  });
}

function putSettings(who: TestMember | null, settings: object) {
  return app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: as(who), payload: settings });
}

describe('notifications', () => {
  it('tells the recipient of a friend request and the asker once it is accepted, each linking to its place', async () => {
    const ayse = await member();
    const mehmet = await member();
    const asked = await askFriend(ayse, mehmet);
    expect(asked.statusCode, asked.body).toBe(201);

    const received = await waitForNotifications(mehmet, 1);
    expect(received.unreadCount).toBe(1);
    expect(received.notifications).toMatchObject([
      { type: 'friendRequestReceived', actor: { id: ayse.userId }, link: '/friends', read: false, subject: null },
    ]);
    // The asker is told nothing about their own request.
    expect((await notificationsOf(ayse)).notifications).toEqual([]);

    const requestId = (asked.json() as { request: { id: string } }).request.id;
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/friend-requests/${requestId}/accept`,
      headers: as(mehmet),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const told = await waitForNotifications(ayse, 1);
    expect(told.notifications).toMatchObject([{ type: 'friendRequestAccepted', actor: { id: mehmet.userId } }]);
  });

  it('announces a new notification and reads to the open tabs of its recipient only', async () => {
    const ayse = await member();
    const mehmet = await member();
    const socket = await connectSocket(baseUrl, mehmet.cookie);
    const other = await connectSocket(baseUrl, ayse.cookie);
    try {
      let strayEvent = false;
      other.on(NOTIFICATION_EVENTS.created, () => {
        strayEvent = true;
      });
      const created = nextEvent<NotificationEvent>(socket, NOTIFICATION_EVENTS.created);
      await askFriend(ayse, mehmet);
      const event = await created;
      expect(event.unreadCount).toBe(1);
      expect(event.notification).toMatchObject({ type: 'friendRequestReceived', actor: { id: ayse.userId } });

      const read = nextEvent<NotificationsReadEvent>(socket, NOTIFICATION_EVENTS.read);
      const marked = await app.inject({
        method: 'POST',
        url: `/api/notifications/${event.notification.id}/read`,
        headers: as(mehmet),
      });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toEqual({ unreadCount: 0 });
      expect(await read).toEqual({ ids: [event.notification.id], unreadCount: 0 });
      expect(strayEvent).toBe(false);
    } finally {
      socket.disconnect();
      other.disconnect();
    }
  });

  it('turns a chat message to a friend who is away into one notification per sender, brought up to date', async () => {
    const ayse = await member();
    const mehmet = await member();
    await befriend(database, ayse.userId, mehmet.userId);
    expect((await sendMessage(ayse, mehmet, 'Merhaba')).statusCode).toBe(201);
    const first = await waitForNotifications(mehmet, 1);
    expect(first.notifications).toMatchObject([
      { type: 'chatMessage', actor: { id: ayse.userId }, link: `/chat?with=${ayse.userId}` },
    ]);
    expect((await sendMessage(ayse, mehmet, 'Orada mısın?')).statusCode).toBe(201);
    await expect
      .poll(async () => (await notificationsOf(mehmet)).notifications[0]?.id, { timeout: 2000 })
      .not.toBe(first.notifications[0]?.id);
    const page = await notificationsOf(mehmet);
    expect(page.notifications).toHaveLength(1);
    expect(page.unreadCount).toBe(1);
  });

  it('does not notify a chat message to a friend who has the app open', async () => {
    const ayse = await member();
    const mehmet = await member();
    await befriend(database, ayse.userId, mehmet.userId);
    const socket = await connectSocket(baseUrl, mehmet.cookie);
    try {
      const live = nextEvent(socket, 'chat:message');
      expect((await sendMessage(ayse, mehmet, 'Merhaba')).statusCode).toBe(201);
      await live;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await notificationsOf(mehmet)).notifications).toEqual([]);
    } finally {
      socket.disconnect();
    }
  });

  it('tells the other member of a shared list about it and its changes, one notification per list while unread', async () => {
    const ayse = await member();
    const mehmet = await member();
    await befriend(database, ayse.userId, mehmet.userId);
    const created = await app.inject({
      method: 'POST',
      url: '/api/shared-watchlists',
      headers: as(ayse),
      payload: { friendId: mehmet.userId, name: 'Cuma filmleri' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const listId = created.json().list.id as string;
    const first = await waitForNotifications(mehmet, 1);
    expect(first.notifications).toMatchObject([
      {
        type: 'sharedListChanged',
        actor: { id: ayse.userId },
        subject: 'Cuma filmleri',
        link: `/watchlist/shared/${listId}`,
      },
    ]);

    const { favoriteMovies } = await sampleFavorites(database);
    const added = await app.inject({
      method: 'PUT',
      url: `/api/shared-watchlists/${listId}/items/movie/${favoriteMovies[0]}`,
      headers: as(ayse),
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    await expect
      .poll(async () => (await notificationsOf(mehmet)).notifications[0]?.id, { timeout: 2000 })
      .not.toBe(first.notifications[0]?.id);
    expect((await notificationsOf(mehmet)).notifications).toHaveLength(1);
    expect((await notificationsOf(ayse)).notifications).toEqual([]);
  });

  it("tells a friend invited to a collaborative list, and the list's other members of a change to its titles", async () => {
    const ayse = await member();
    const mehmet = await member();
    await befriend(database, ayse.userId, mehmet.userId);
    const created = await app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: as(ayse),
      payload: { name: 'Kış dizileri', visibility: 'friends', collaborative: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const listId = created.json().list.id as string;
    const invited = await app.inject({
      method: 'PUT',
      url: `/api/lists/${listId}/collaborators/${mehmet.userId}`,
      headers: as(ayse),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await waitForNotifications(mehmet, 1)).notifications).toMatchObject([
      { type: 'listInvitation', actor: { id: ayse.userId }, subject: 'Kış dizileri', link: `/lists/${listId}` },
    ]);

    const { favoriteShows } = await sampleFavorites(database);
    const added = await app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      headers: as(mehmet),
      payload: { mediaType: 'tv', id: favoriteShows[0] },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await waitForNotifications(ayse, 1)).notifications).toMatchObject([
      { type: 'sharedListChanged', actor: { id: mehmet.userId }, subject: 'Kış dizileri', link: `/lists/${listId}` },
    ]);
    // The one who changed it is not told about their own change.
    expect((await notificationsOf(mehmet)).notifications).toHaveLength(1);
  });

  it("tells a review's author of likes and replies (one notification per review and kind), never of their own", async () => {
    const author = await member();
    const ayse = await member();
    const mehmet = await member();
    const { favoriteMovies } = await sampleFavorites(database);
    const review = await app.inject({
      method: 'POST',
      url: `/api/titles/movie/${favoriteMovies[0]}/comments`,
      headers: as(author),
      payload: { rating: 5, text: 'Bir başyapıt.' },
    });
    expect(review.statusCode, review.body).toBe(201);
    const commentId = review.json().comment.id as string;
    for (const liker of [ayse, mehmet]) {
      const liked = await app.inject({ method: 'PUT', url: `/api/comments/${commentId}/like`, headers: as(liker) });
      expect(liked.statusCode, liked.body).toBe(200);
      await waitForNotifications(author, 1);
    }
    const replied = await app.inject({
      method: 'POST',
      url: `/api/comments/${commentId}/replies`,
      headers: as(ayse),
      payload: { text: 'Katılıyorum!' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const page = await waitForNotifications(author, 2);
    expect(page.notifications.map((n) => [n.type, n.actor?.id])).toEqual([
      ['reviewReplied', ayse.userId],
      ['reviewLiked', mehmet.userId],
    ]);
    expect(page.notifications[0]?.link).toBe(`/title/movie/${favoriteMovies[0]}`);
    expect(page.notifications[0]?.subject).toBeTruthy();
    // The author answering under their own review tells nobody.
    await app.inject({
      method: 'POST',
      url: `/api/comments/${commentId}/replies`,
      headers: as(author),
      payload: { text: 'Teşekkürler.' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await notificationsOf(author)).notifications).toHaveLength(2);
  });

  it('pages newest first by a stable cursor, and marks all read', async () => {
    const mehmet = await member();
    const askers = await Promise.all(Array.from({ length: 3 }, () => member()));
    for (const asker of askers) {
      expect((await askFriend(asker, mehmet)).statusCode).toBe(201);
      await waitForNotifications(mehmet, askers.indexOf(asker) + 1);
    }
    const first = await notificationsOf(mehmet, '?limit=2');
    expect(first.notifications.map((n) => n.actor?.id)).toEqual([askers[2]?.userId, askers[1]?.userId]);
    expect(first.nextCursor).not.toBeNull();
    const second = await notificationsOf(mehmet, `?limit=2&before=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.actor?.id)).toEqual([askers[0]?.userId]);
    expect(second.nextCursor).toBeNull();

    const all = await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: as(mehmet) });
    expect(all.json()).toEqual({ unreadCount: 0 });
    const after = await notificationsOf(mehmet);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    const bell = await app.inject({ url: '/api/notifications/unread-count', headers: as(mehmet) });
    expect(bell.json()).toEqual({ unreadCount: 0 });
  });

  it('keeps a type the member turned off out of the centre, and reports every type in the settings', async () => {
    const ayse = await member();
    const mehmet = await member();
    const defaults = await app.inject({ url: '/api/notifications/settings', headers: as(mehmet) });
    expect(defaults.json().settings).toMatchObject({ friendRequestReceived: 'inApp', chatMessage: 'inApp' });
    expect(Object.keys(defaults.json().settings)).toHaveLength(8);

    const changed = await putSettings(mehmet, { settings: { friendRequestReceived: 'off' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().settings).toMatchObject({ friendRequestReceived: 'off', chatMessage: 'inApp' });
    expect((await askFriend(ayse, mehmet)).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await notificationsOf(mehmet)).notifications).toEqual([]);
  });

  it('refuses bad settings and writes nothing', async () => {
    const mehmet = await member();
    for (const body of [
      { settings: {} },
      { settings: { friendRequestReceived: 'loud' } },
      { settings: { somethingElse: 'off' } },
      { settings: { chatMessage: 'off' }, extra: true },
    ]) {
      const response = await putSettings(mehmet, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    const settings = await app.inject({ url: '/api/notifications/settings', headers: as(mehmet) });
    expect(Object.values(settings.json().settings).every((delivery) => delivery === 'inApp')).toBe(true);
  });

  it("never shows or marks another member's notification, and asks visitors to sign in", async () => {
    const ayse = await member();
    const mehmet = await member();
    const stranger = await member();
    await askFriend(ayse, mehmet);
    const [notification] = (await waitForNotifications(mehmet, 1)).notifications;
    expect((await notificationsOf(stranger)).notifications).toEqual([]);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/notifications/${notification?.id}/read`,
      headers: as(stranger),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('notificationNotFound');
    expect((await notificationsOf(mehmet)).unreadCount).toBe(1);

    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', `/api/notifications/${notification?.id}/read`],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/notifications/settings'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await putSettings(null, { settings: { chatMessage: 'off' } })).statusCode).toBe(401);
  });
});
