import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Who may do what with a shared list (product §6: a shared list has two members: no adding to a shared list
 * one is not a member of). The list is always created by `owner` with `partner`. `friend` is a friend of both who
 * is not a member; `stranger` is friends with neither. Both non-members have shared lists of their own (friend with
 * owner, stranger with someone else), so being a member of *a* list never opens *this* one. A non-member gets 404,
 * exactly as for a list that does not exist.
 */
type Actor = 'visitor' | 'owner' | 'partner' | 'friend' | 'stranger';
const ACTORS: Actor[] = ['visitor', 'owner', 'partner', 'friend', 'stranger'];

let app: App;
let database: DatabaseHandle;
let people: Record<Exclude<Actor, 'visitor'>, TestMember>;
let movieId: number;
let otherMovieId: number;

beforeAll(async () => {
  const created = await createSocialTestApp();
  ({ app, database } = created);
  people = {
    owner: await created.member(),
    partner: await created.member(),
    friend: await created.member(),
    stranger: await created.member(),
  };
  await befriend(database, people.owner.userId, people.partner.userId);
  await befriend(database, people.owner.userId, people.friend.userId);
  await befriend(database, people.partner.userId, people.friend.userId);
  const strangersFriend = await created.member();
  await befriend(database, people.stranger.userId, strangersFriend.userId);
  for (const [who, withWhom] of [
    [people.friend, people.owner.userId],
    [people.stranger, strangersFriend.userId],
  ] as const) {
    const own = await app.inject({
      method: 'POST',
      url: '/api/shared-watchlists',
      headers: { cookie: who.cookie },
      payload: { friendId: withWhom, name: 'Their own', includeMyWatchlist: false },
    });
    expect(own.statusCode, own.body).toBe(201);
  }
  const rows = await database.db
    .selectFrom('titles')
    .select('id')
    .where('media_type', '=', 'movie')
    .orderBy('id')
    .limit(2)
    .execute();
  [movieId, otherMovieId] = rows.map((row) => row.id) as [number, number];
});
afterAll(async () => {
  await app.close();
});

const headersOf = (actor: Actor) => (actor === 'visitor' ? {} : { cookie: people[actor].cookie });

/** A fresh list of owner and partner holding `movieId`, so every case starts from the same state. */
async function freshList(): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/shared-watchlists',
    headers: headersOf('owner'),
    payload: { friendId: people.partner.userId, name: 'Ours', includeMyWatchlist: false },
  });
  expect(created.statusCode, created.body).toBe(201);
  const listId: string = created.json().list.id;
  const added = await app.inject({
    method: 'PUT',
    url: `/api/shared-watchlists/${listId}/items/movie/${movieId}`,
    headers: headersOf('owner'),
  });
  expect(added.statusCode).toBe(201);
  return listId;
}

async function itemIds(listId: string): Promise<number[]> {
  const rows = await database.db
    .selectFrom('shared_watchlist_items')
    .select('title_id')
    .where('list_id', '=', listId)
    .orderBy('title_id')
    .execute();
  return rows.map((row) => row.title_id);
}

async function listExists(listId: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('shared_watchlists')
    .select('id')
    .where('id', '=', listId)
    .executeTakeFirst();
  return row !== undefined;
}

interface Endpoint {
  name: string;
  request: (listId: string) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
  expected: Record<Actor, number>;
  /** What must hold afterwards when the actor was refused: nothing changed. */
  unchanged?: (listId: string) => Promise<void>;
}

const itemsUntouched = async (listId: string) => expect(await itemIds(listId)).toEqual([movieId]);

const ENDPOINTS: Endpoint[] = [
  {
    name: 'read a list',
    request: (listId) => ({ method: 'GET', url: `/api/shared-watchlists/${listId}` }),
    expected: { visitor: 401, owner: 200, partner: 200, friend: 404, stranger: 404 },
  },
  {
    name: 'add an item',
    request: (listId) => ({ method: 'PUT', url: `/api/shared-watchlists/${listId}/items/movie/${otherMovieId}` }),
    expected: { visitor: 401, owner: 201, partner: 201, friend: 404, stranger: 404 },
    unchanged: itemsUntouched,
  },
  {
    name: 'add an item that is already there',
    request: (listId) => ({ method: 'PUT', url: `/api/shared-watchlists/${listId}/items/movie/${movieId}` }),
    expected: { visitor: 401, owner: 200, partner: 200, friend: 404, stranger: 404 },
    unchanged: itemsUntouched,
  },
  {
    name: 'remove an item',
    request: (listId) => ({ method: 'DELETE', url: `/api/shared-watchlists/${listId}/items/movie/${movieId}` }),
    expected: { visitor: 401, owner: 204, partner: 204, friend: 404, stranger: 404 },
    unchanged: itemsUntouched,
  },
  {
    name: 'delete the list',
    request: (listId) => ({ method: 'DELETE', url: `/api/shared-watchlists/${listId}` }),
    expected: { visitor: 401, owner: 204, partner: 204, friend: 404, stranger: 404 },
    unchanged: async (listId) => {
      expect(await listExists(listId)).toBe(true);
      await itemsUntouched(listId);
    },
  },
];

describe('shared watchlists: authorization matrix', () => {
  for (const endpoint of ENDPOINTS) {
    for (const actor of ACTORS) {
      const status = endpoint.expected[actor];
      it(`${endpoint.name}: ${actor} → ${status}`, async () => {
        const listId = await freshList();
        const response = await app.inject({ ...endpoint.request(listId), headers: headersOf(actor) });
        expect(response.statusCode, response.body).toBe(status);
        if (status >= 400) {
          await endpoint.unchanged?.(listId);
          // A refusal never tells a non-member anything about the list.
          expect(response.body).not.toContain('Ours');
        }
      });
    }
  }

  it('a list that does not exist answers members of other lists exactly like a list they may not see', async () => {
    const listId = await freshList();
    const hidden = await app.inject({
      method: 'GET',
      url: `/api/shared-watchlists/${listId}`,
      headers: headersOf('friend'),
    });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/shared-watchlists/no-such-list',
      headers: headersOf('friend'),
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
  });

  it('lists only my own shared lists: visitor 401, and a non-member sees none of theirs', async () => {
    const listId = await freshList();
    const expected: Record<Actor, { status: number; sees: boolean }> = {
      visitor: { status: 401, sees: false },
      owner: { status: 200, sees: true },
      partner: { status: 200, sees: true },
      friend: { status: 200, sees: false },
      stranger: { status: 200, sees: false },
    };
    for (const actor of ACTORS) {
      const response = await app.inject({ method: 'GET', url: '/api/shared-watchlists', headers: headersOf(actor) });
      expect(response.statusCode, actor).toBe(expected[actor].status);
      if (response.statusCode === 200) {
        const ids = (response.json().lists as { id: string }[]).map((list) => list.id);
        expect(ids.includes(listId), actor).toBe(expected[actor].sees);
      }
    }
  });

  it('creating: only with a friend of mine, and never as a visitor', async () => {
    // Each actor tries to share with the partner: the owner and the friend are the partner's friends.
    const expected: Record<Actor, number> = { visitor: 401, owner: 201, partner: 403, friend: 201, stranger: 403 };
    for (const actor of ACTORS) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/shared-watchlists',
        headers: headersOf(actor),
        payload: { friendId: people.partner.userId, includeMyWatchlist: false },
      });
      expect(response.statusCode, `${actor}: ${response.body}`).toBe(expected[actor]);
    }
  });

  it('a third person can never become a member', async () => {
    const listId = await freshList();
    // There is no endpoint for members…
    for (const method of ['POST', 'PUT'] as const) {
      const response = await app.inject({
        method,
        url: `/api/shared-watchlists/${listId}/members`,
        headers: headersOf('owner'),
        payload: { userId: people.friend.userId },
      });
      expect(response.statusCode).toBe(404);
    }
    // …and creation takes exactly one friend.
    const withThird = await app.inject({
      method: 'POST',
      url: '/api/shared-watchlists',
      headers: headersOf('owner'),
      payload: { friendId: people.partner.userId, memberIds: [people.friend.userId] },
    });
    expect(withThird.statusCode).toBe(400);
    const members = await database.db
      .selectFrom('shared_watchlist_members')
      .select('user_id')
      .where('list_id', '=', listId)
      .execute();
    expect(members.map((row) => row.user_id).sort()).toEqual([people.owner.userId, people.partner.userId].sort());
  });
});
