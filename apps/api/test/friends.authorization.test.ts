import type { FriendRequestsResponse } from '@watchify/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Who may do what with friends and friend requests (product §6: only the recipient acts on a request). The world of
 * every row: `owner` has sent a pending request to `recipient` and is friends with `friend`; `stranger` is nobody
 * to them. Every row starts from that world again.
 */
type Actor = 'visitor' | 'owner' | 'recipient' | 'friend' | 'stranger';

let app: App;
let database: DatabaseHandle;
let people: Record<Exclude<Actor, 'visitor'>, TestMember>;
const REQUEST_ID = 'request-owner-to-recipient';

beforeAll(async () => {
  const created = await createSocialTestApp();
  app = created.app;
  database = created.database;
  people = {
    owner: await created.member(),
    recipient: await created.member(),
    friend: await created.member(),
    stranger: await created.member(),
  };
});
afterAll(async () => {
  await app.close();
});

async function resetWorld() {
  await database.db.deleteFrom('friend_requests').execute();
  await database.db.deleteFrom('friendships').execute();
  await database.db
    .insertInto('friend_requests')
    .values({
      id: REQUEST_ID,
      from_user_id: people.owner.userId,
      to_user_id: people.recipient.userId,
      status: 'pending',
      created_at: new Date().toISOString(),
      responded_at: null,
    })
    .execute();
  await befriend(database, people.owner.userId, people.friend.userId);
}

async function requestStatus() {
  const row = await database.db
    .selectFrom('friend_requests')
    .select('status')
    .where('id', '=', REQUEST_ID)
    .executeTakeFirst();
  return row?.status ?? 'gone';
}

async function friendshipCount() {
  return (await database.db.selectFrom('friendships').selectAll().execute()).length;
}

/** Nothing changed: the request is still pending and the only friendship is owner–friend. */
async function untouched() {
  expect(await requestStatus()).toBe('pending');
  expect(await friendshipCount()).toBe(2);
}

interface Row {
  method: 'GET' | 'POST' | 'DELETE';
  /** `{owner}`, `{friend}`… stand for those people's ids, `{request}` for the pending request's. */
  path: string;
  payload?: { toUserId: string };
  actor: Actor;
  status: number;
  /** What must hold afterwards (the answer's body, or the database). */
  afterwards?: (response: LightMyRequestResponse) => Promise<void> | void;
}

/** Replaces `{owner}`, `{request}`… with the ids of this run. */
const resolve = (text: string) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'request' ? REQUEST_ID : people[name as Exclude<Actor, 'visitor'>].userId,
  );
const hasRequest = (response: LightMyRequestResponse, list: 'incoming' | 'outgoing') =>
  (response.json() as FriendRequestsResponse)[list].some((request) => request.id === REQUEST_ID);

const rows: Row[] = [
  // My friends: only ever my own.
  { method: 'GET', path: '/api/friends', actor: 'visitor', status: 401 },
  {
    method: 'GET',
    path: '/api/friends',
    actor: 'owner',
    status: 200,
    afterwards: (r) => expect(r.json().friends.map((f: { id: string }) => f.id)).toEqual([people.friend.userId]),
  },
  {
    method: 'GET',
    path: '/api/friends',
    actor: 'friend',
    status: 200,
    afterwards: (r) => expect(r.json().friends.map((f: { id: string }) => f.id)).toEqual([people.owner.userId]),
  },
  {
    method: 'GET',
    path: '/api/friends',
    actor: 'stranger',
    status: 200,
    afterwards: (r) => expect(r.json().friends).toEqual([]),
  },
  { method: 'GET', path: '/api/friends/suggestions', actor: 'visitor', status: 401 },
  { method: 'GET', path: '/api/friends/suggestions', actor: 'stranger', status: 200 },
  { method: 'GET', path: '/api/users/search?q=ayse', actor: 'visitor', status: 401 },
  { method: 'GET', path: '/api/users/search?q=ayse', actor: 'stranger', status: 200 },

  // Pending requests: the sender and the recipient see it, nobody else.
  { method: 'GET', path: '/api/friend-requests', actor: 'visitor', status: 401 },
  {
    method: 'GET',
    path: '/api/friend-requests',
    actor: 'owner',
    status: 200,
    afterwards: (r) => expect([hasRequest(r, 'outgoing'), hasRequest(r, 'incoming')]).toEqual([true, false]),
  },
  {
    method: 'GET',
    path: '/api/friend-requests',
    actor: 'recipient',
    status: 200,
    afterwards: (r) => expect([hasRequest(r, 'incoming'), hasRequest(r, 'outgoing')]).toEqual([true, false]),
  },
  {
    method: 'GET',
    path: '/api/friend-requests',
    actor: 'friend',
    status: 200,
    afterwards: (r) => expect(r.json()).toEqual({ incoming: [], outgoing: [] }),
  },
  {
    method: 'GET',
    path: '/api/friend-requests',
    actor: 'stranger',
    status: 200,
    afterwards: (r) => expect(r.json()).toEqual({ incoming: [], outgoing: [] }),
  },

  // Sending.
  {
    method: 'POST',
    path: '/api/friend-requests',
    payload: { toUserId: '{stranger}' },
    actor: 'visitor',
    status: 401,
    afterwards: async () =>
      expect(await database.db.selectFrom('friend_requests').selectAll().execute()).toHaveLength(1),
  },
  {
    method: 'POST',
    path: '/api/friend-requests',
    payload: { toUserId: '{stranger}' },
    actor: 'owner',
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/friend-requests',
    payload: { toUserId: '{friend}' },
    actor: 'owner',
    status: 409,
  },
  {
    method: 'POST',
    path: '/api/friend-requests',
    payload: { toUserId: '{owner}' },
    actor: 'owner',
    status: 400,
  },
  {
    method: 'POST',
    path: '/api/friend-requests',
    payload: { toUserId: '{recipient}' },
    actor: 'owner',
    status: 409,
    afterwards: untouched,
  },

  // Answering: only the recipient; the sender is refused; outsiders do not learn the request exists.
  ...(['accept', 'reject'] as const).flatMap((action): Row[] => [
    {
      method: 'POST',
      path: `/api/friend-requests/{request}/${action}`,
      actor: 'visitor',
      status: 401,
      afterwards: untouched,
    },
    {
      method: 'POST',
      path: `/api/friend-requests/{request}/${action}`,
      actor: 'recipient',
      status: 200,
      afterwards: async () => {
        expect(await requestStatus()).toBe(action === 'accept' ? 'accepted' : 'rejected');
        expect(await friendshipCount()).toBe(action === 'accept' ? 4 : 2);
      },
    },
    {
      method: 'POST',
      path: `/api/friend-requests/{request}/${action}`,
      actor: 'owner',
      status: 403,
      afterwards: untouched,
    },
    {
      method: 'POST',
      path: `/api/friend-requests/{request}/${action}`,
      actor: 'friend',
      status: 404,
      afterwards: untouched,
    },
    {
      method: 'POST',
      path: `/api/friend-requests/{request}/${action}`,
      actor: 'stranger',
      status: 404,
      afterwards: untouched,
    },
  ]),

  // Withdrawing: only the sender.
  { method: 'DELETE', path: '/api/friend-requests/{request}', actor: 'visitor', status: 401, afterwards: untouched },
  {
    method: 'DELETE',
    path: '/api/friend-requests/{request}',
    actor: 'owner',
    status: 204,
    afterwards: async () => expect(await requestStatus()).toBe('gone'),
  },
  { method: 'DELETE', path: '/api/friend-requests/{request}', actor: 'recipient', status: 403, afterwards: untouched },
  { method: 'DELETE', path: '/api/friend-requests/{request}', actor: 'friend', status: 404, afterwards: untouched },
  { method: 'DELETE', path: '/api/friend-requests/{request}', actor: 'stranger', status: 404, afterwards: untouched },

  // Unfriending: only one's own friendships.
  { method: 'DELETE', path: '/api/friends/{friend}', actor: 'visitor', status: 401, afterwards: untouched },
  {
    method: 'DELETE',
    path: '/api/friends/{friend}',
    actor: 'owner',
    status: 204,
    afterwards: async () => expect(await friendshipCount()).toBe(0),
  },
  {
    method: 'DELETE',
    path: '/api/friends/{owner}',
    actor: 'friend',
    status: 204,
    afterwards: async () => expect(await friendshipCount()).toBe(0),
  },
  { method: 'DELETE', path: '/api/friends/{stranger}', actor: 'owner', status: 404, afterwards: untouched },
  // The stranger names the owner's friend: that is not the stranger's friendship, so it stays.
  { method: 'DELETE', path: '/api/friends/{friend}', actor: 'stranger', status: 404, afterwards: untouched },
  { method: 'DELETE', path: '/api/friends/{owner}', actor: 'recipient', status: 404, afterwards: untouched },
];

describe('friends authorization matrix', () => {
  const named = rows.map((row) => {
    const body = row.payload ? ` ${row.payload.toUserId}` : '';
    return [`${row.method} ${row.path}${body} as ${row.actor} → ${row.status}`, row] as const;
  });
  it.each(named)('%s', async (_name, row) => {
    await resetWorld();
    const headers = row.actor === 'visitor' ? {} : { cookie: people[row.actor].cookie };
    const payload = row.payload ? { toUserId: resolve(row.payload.toUserId) } : undefined;
    const response = await app.inject({ method: row.method, url: resolve(row.path), headers, payload });
    expect(response.statusCode, response.body).toBe(row.status);
    await row.afterwards?.(response);
  });
});
