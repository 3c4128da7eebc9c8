import type { AdminUsersPage, AuditLogPage, ContactMessagesPage } from '@watchify/contract';
import { FRIEND_EVENTS } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

const ADMIN_EMAIL = 'admin@example.com';

let app: App;
let database: DatabaseHandle;
let member: (
  overrides?: Parameters<Awaited<ReturnType<typeof createSocialTestApp>>['member']>[0],
) => Promise<TestMember>;
let admin: TestMember;

beforeAll(async () => {
  const created = await createSocialTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  ({ app, database } = created);
  member = created.member;
  admin = await member({ email: ADMIN_EMAIL });
});
afterAll(async () => {
  await app.close();
});

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });

async function auditLog(): Promise<AuditLogPage> {
  return (await asAdmin('GET', '/api/admin/audit-log')).json();
}

async function insertAccountWithoutProfile(id: string, email: string, name: string) {
  const now = new Date().toISOString();
  await database.db
    .insertInto('users')
    .values({ id, name, email, email_verified: 0, image: null, created_at: now, updated_at: now })
    .execute();
}

describe('GET /api/admin/users', () => {
  it('lists accounts with e-mail, names, request counts and last seen; searches any case; pages by 20', async () => {
    const ayse = await member({ nickname: 'Gezgin_Ayse', firstName: 'Ayşe', lastName: 'Deniz' });
    const can = await member({ firstName: 'Can', lastName: 'Yücel' });
    const ece = await member();
    for (const [from, to] of [
      [ayse, can],
      [ayse, ece],
      [can, ece],
    ] as const) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/friend-requests',
        headers: { cookie: from.cookie },
        payload: { toUserId: to.userId },
      });
      expect(sent.statusCode).toBe(201);
    }

    const byNickname: AdminUsersPage = (await asAdmin('GET', '/api/admin/users?q=GEZGIN')).json();
    expect(byNickname.users).toHaveLength(1);
    expect(byNickname.users[0]).toMatchObject({
      id: ayse.userId,
      email: ayse.info.email,
      displayName: 'Ayşe Deniz',
      nickname: ayse.info.nickname,
      photoUrl: null,
      friendRequests: { sent: 2, received: 0 },
      isAdmin: false,
    });
    expect(byNickname.users[0]?.lastSeenAt).toEqual(expect.any(String));

    const byEmail: AdminUsersPage = (await asAdmin('GET', `/api/admin/users?q=${ece.info.email.toUpperCase()}`)).json();
    expect(byEmail.users.map((u) => [u.id, u.friendRequests])).toEqual([[ece.userId, { sent: 0, received: 2 }]]);
    const byName: AdminUsersPage = (await asAdmin('GET', '/api/admin/users?q=can%20y')).json();
    expect(byName.users.map((u) => u.id)).toEqual([can.userId]);
    const none: AdminUsersPage = (await asAdmin('GET', '/api/admin/users?q=%25')).json();
    expect(none).toMatchObject({ users: [], totalItems: 0, totalPages: 1 });

    // 25 more people: two pages, newest first, every account on exactly one page.
    for (let i = 0; i < 25; i += 1) await insertAccountWithoutProfile(`bulk-${i}`, `bulk${i}@example.com`, `Bulk ${i}`);
    const first: AdminUsersPage = (await asAdmin('GET', '/api/admin/users')).json();
    const second: AdminUsersPage = (await asAdmin('GET', '/api/admin/users?page=2')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, totalItems: 29, totalPages: 2 });
    expect(first.users).toHaveLength(20);
    expect(second.users).toHaveLength(9);
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(29);
    // An account without a profile has no nickname and no counters ('Not set' in the list).
    const bulk = first.users.find((u) => u.id.startsWith('bulk-'));
    expect(bulk).toMatchObject({ nickname: null, friendRequests: null, lastSeenAt: null, photoUrl: null });
    expect(second.users.find((u) => u.id === admin.userId)?.isAdmin).toBe(true);

    await database.db.deleteFrom('users').where('id', 'like', 'bulk-%').execute();
  });

  it('rejects a bad page with a clear 400', async () => {
    const response = await asAdmin('GET', '/api/admin/users?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/page/);
  });
});

describe('POST /api/admin/maintenance', () => {
  it('repairs only the accounts that lack something, says how many, and changes nothing the second time', async () => {
    const { db } = database;
    const blankName = await member();
    const neverSeen = await member();
    const neverSignedIn = await member();
    const healthy = await member();
    await db.updateTable('users').set({ name: '  ' }).where('id', '=', blankName.userId).execute();
    await db.updateTable('profiles').set({ last_seen_at: null }).where('user_id', '=', neverSeen.userId).execute();
    await db.updateTable('profiles').set({ last_seen_at: null }).where('user_id', '=', neverSignedIn.userId).execute();
    await db.deleteFrom('sessions').where('user_id', '=', neverSignedIn.userId).execute();
    // An interrupted registration whose e-mail's name is someone's nickname already.
    await insertAccountWithoutProfile('orphan-1', `${healthy.info.nickname}@example.org`, 'Orhan Veli Kanık');
    const untouchedBefore = await db
      .selectFrom('profiles')
      .selectAll()
      .where('user_id', 'in', [healthy.userId, admin.userId])
      .orderBy('user_id')
      .execute();

    const response = await asAdmin('POST', '/api/admin/maintenance');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ usersChanged: 3, profilesCreated: 1, displayNamesFilled: 1, lastSeenFilled: 1 });

    const name = await db.selectFrom('users').select('name').where('id', '=', blankName.userId).executeTakeFirst();
    expect(name?.name).toBe(`${blankName.info.firstName} ${blankName.info.lastName}`);
    const seen = await db
      .selectFrom('profiles')
      .select(['user_id', 'last_seen_at'])
      .where('user_id', 'in', [neverSeen.userId, neverSignedIn.userId])
      .execute();
    expect(seen.find((row) => row.user_id === neverSeen.userId)?.last_seen_at).toEqual(expect.any(String));
    // Never signed in: still 'Not set' — that is the truth.
    expect(seen.find((row) => row.user_id === neverSignedIn.userId)?.last_seen_at).toBeNull();
    const rescued: AdminUsersPage = (await asAdmin('GET', '/api/admin/users?q=orhan')).json();
    expect(rescued.users[0]).toMatchObject({
      id: 'orphan-1',
      nickname: `${healthy.info.nickname}-2`,
      friendRequests: { sent: 0, received: 0 },
    });
    const profile = await db.selectFrom('profiles').selectAll().where('user_id', '=', 'orphan-1').executeTakeFirst();
    expect(profile).toMatchObject({ first_name: 'Orhan', last_name: 'Veli Kanık', country: 'Turkey', is_admin: 0 });
    expect(
      await db
        .selectFrom('profiles')
        .selectAll()
        .where('user_id', 'in', [healthy.userId, admin.userId])
        .orderBy('user_id')
        .execute(),
    ).toEqual(untouchedBefore);

    const again = await asAdmin('POST', '/api/admin/maintenance');
    expect(again.json()).toEqual({ usersChanged: 0, profilesCreated: 0, displayNamesFilled: 0, lastSeenFilled: 0 });

    const [second, first] = (await auditLog()).entries.filter((entry) => entry.action === 'users.maintenance');
    expect(first).toMatchObject({ actorUserId: admin.userId, actorEmail: ADMIN_EMAIL, details: { usersChanged: 3 } });
    expect(second?.details).toMatchObject({ usersChanged: 0 });
  });
});

describe('POST /api/admin/friendships', () => {
  it('makes two people friends, settles a pending request, tells both, and is idempotent', async () => {
    const a = await member();
    const b = await member();
    await app.inject({
      method: 'POST',
      url: '/api/friend-requests',
      headers: { cookie: a.cookie },
      payload: { toUserId: b.userId },
    });
    const toUser = vi.spyOn(app.realtime, 'toUser');

    const created = await asAdmin('POST', '/api/admin/friendships', { userA: a.userId, userB: b.userId });
    expect(created.statusCode).toBe(201);
    expect(created.json().outcome).toBe('created');
    expect(created.json().users.map((u: { id: string }) => u.id)).toEqual([a.userId, b.userId]);
    for (const [viewer, friend] of [
      [a, b],
      [b, a],
    ] as const) {
      const friends = await app.inject({ method: 'GET', url: '/api/friends', headers: { cookie: viewer.cookie } });
      expect(friends.json().friends.map((f: { id: string }) => f.id)).toEqual([friend.userId]);
      const requests = await app.inject({
        method: 'GET',
        url: '/api/friend-requests',
        headers: { cookie: viewer.cookie },
      });
      expect(requests.json()).toEqual({ incoming: [], outgoing: [] });
    }
    const added = toUser.mock.calls
      .filter(([, event]) => event === FRIEND_EVENTS.friendAdded)
      .map(([userId]) => userId);
    expect(added.sort()).toEqual([a.userId, b.userId].sort());
    toUser.mockClear();

    const again = await asAdmin('POST', '/api/admin/friendships', { userA: b.userId, userB: a.userId });
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('alreadyFriends');
    expect(toUser).not.toHaveBeenCalled();
    toUser.mockRestore();

    const log = await auditLog();
    const entries = log.entries.filter((entry) => entry.action === 'friendships.create');
    expect(entries.map((entry) => entry.details.outcome)).toEqual(['alreadyFriends', 'created']);
    // The page names both people, so the log can show who they are rather than their ids.
    expect(log.people[a.userId]).toMatchObject({ nickname: a.info.nickname, displayName: 'Ayşe Yılmaz' });
    expect(log.people[b.userId]).toMatchObject({ nickname: b.info.nickname });
    expect(log.people[a.userId]).not.toHaveProperty('email');
  });

  it('refuses the same person twice (400) and someone who does not exist (404), writing nothing', async () => {
    const a = await member();
    const logBefore = (await auditLog()).totalItems;
    const same = await asAdmin('POST', '/api/admin/friendships', { userA: a.userId, userB: a.userId });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatchObject({ code: 'sameUser', message: 'Please choose two different users.' });
    const missing = await asAdmin('POST', '/api/admin/friendships', { userA: a.userId, userB: 'nobody' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'userNotFound', message: 'No user with the id nobody.' });
    const blank = await asAdmin('POST', '/api/admin/friendships', { userA: a.userId, userB: '  ' });
    expect(blank.statusCode).toBe(400);
    const friends = await app.inject({ method: 'GET', url: '/api/friends', headers: { cookie: a.cookie } });
    expect(friends.json().friends).toEqual([]);
    expect((await auditLog()).totalItems).toBe(logBefore);
  });
});

describe('contact messages', () => {
  it('lists them newest first with read state, marks read and unread, and logs each mark', async () => {
    const { db } = database;
    await db.deleteFrom('contact_messages').execute();
    const row = (id: string, minute: number) => ({
      id,
      user_id: null,
      full_name: `Sender ${id}`,
      email: `${id}@example.com`,
      subject: id === 'm1' ? null : 'Billing',
      message: `Message ${id}`,
      created_at: `2026-11-24T08:${String(minute).padStart(2, '0')}:00.000Z`,
      read_at: null,
    });
    await db
      .insertInto('contact_messages')
      .values([row('m1', 1), row('m2', 3), row('m3', 2)])
      .execute();

    const list: ContactMessagesPage = (await asAdmin('GET', '/api/admin/contact-messages')).json();
    expect(list.messages.map((m) => m.id)).toEqual(['m2', 'm3', 'm1']);
    expect(list).toMatchObject({ unreadCount: 3, totalItems: 3 });
    expect(list.messages[2]).toMatchObject({ subject: null, fullName: 'Sender m1', readAt: null });

    const read = await asAdmin('POST', '/api/admin/contact-messages/m3/read');
    expect(read.statusCode).toBe(200);
    const readAt = read.json().message.readAt;
    expect(readAt).toEqual(expect.any(String));
    // Reading again keeps the first time it was read.
    expect((await asAdmin('POST', '/api/admin/contact-messages/m3/read')).json().message.readAt).toBe(readAt);
    expect(((await asAdmin('GET', '/api/admin/contact-messages')).json() as ContactMessagesPage).unreadCount).toBe(2);
    const unread = await asAdmin('POST', '/api/admin/contact-messages/m3/unread');
    expect(unread.json().message.readAt).toBeNull();

    const missing = await asAdmin('POST', '/api/admin/contact-messages/nope/read');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('contactMessageNotFound');

    const marks = (await auditLog()).entries.filter((entry) => entry.action.startsWith('contact.'));
    expect(marks.map((entry) => [entry.action, entry.details])).toEqual([
      ['contact.markUnread', { messageId: 'm3', changed: true }],
      ['contact.markRead', { messageId: 'm3', changed: false }],
      ['contact.markRead', { messageId: 'm3', changed: true }],
    ]);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('pages the log newest first, naming who acted', async () => {
    const log = await auditLog();
    expect(log.totalItems).toBeGreaterThan(0);
    const ids = log.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(new Set(log.entries.map((entry) => entry.actorEmail))).toEqual(new Set([ADMIN_EMAIL]));
  });
});
