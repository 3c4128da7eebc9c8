import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Who may do what with a watchlist (product §6: a signed-in user manages their own watchlist). No endpoint names a
 * user: each acts on the session's own list. So a visitor gets 401 everywhere, and anyone else — friend or not — gets
 * their own list: the owner's items are never in their answers and never change.
 */

const OWNER_TITLE = { mediaType: 'movie', id: 524047 } as const; // Greenland, on the owner's list
const OTHER_TITLE = { mediaType: 'tv', id: 48891 } as const; // Brooklyn Nine-Nine, on nobody's list

type Actor = 'visitor' | 'owner' | 'friend' | 'nonFriend';

interface Endpoint {
  name: string;
  method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  url: string;
  payload?: object;
  /** Whether the answer of a signed-in caller must not reveal the owner's item. */
  reads?: boolean;
}

const endpoints: Endpoint[] = [
  // The owner's id in the query is ignored: a list is always the caller's own.
  { name: 'list', method: 'GET', url: '/api/watchlist?sort=title&userId=OWNER', reads: true },
  { name: 'keys', method: 'GET', url: '/api/watchlist/keys?userId=OWNER', reads: true },
  { name: 'add', method: 'PUT', url: `/api/watchlist/${OTHER_TITLE.mediaType}/${OTHER_TITLE.id}` },
  { name: 'remove', method: 'DELETE', url: `/api/watchlist/${OWNER_TITLE.mediaType}/${OWNER_TITLE.id}` },
  { name: 'toggle', method: 'POST', url: '/api/watchlist/toggle', payload: { ...OWNER_TITLE, userId: 'OWNER' } },
];

/** The status each actor gets from every endpoint. */
const expected: Record<Actor, number> = { visitor: 401, owner: 200, friend: 200, nonFriend: 200 };

let app: App;
let database: DatabaseHandle;
let actors: Record<Exclude<Actor, 'visitor'>, TestMember>;

beforeAll(async () => {
  const created = await createSocialTestApp();
  app = created.app;
  database = created.database;
  actors = { owner: await created.member(), friend: await created.member(), nonFriend: await created.member() };
  await befriend(database, actors.owner.userId, actors.friend.userId);
});
afterAll(async () => {
  await app.close();
});

const ownerRows = () =>
  database.db
    .selectFrom('watchlist_items')
    .select(['media_type', 'title_id'])
    .where('user_id', '=', actors.owner.userId)
    .orderBy('title_id')
    .execute();

beforeEach(async () => {
  // Everyone starts from the same state: only the owner's one item.
  await database.db.deleteFrom('watchlist_items').execute();
  const response = await app.inject({
    method: 'PUT',
    url: `/api/watchlist/${OWNER_TITLE.mediaType}/${OWNER_TITLE.id}`,
    headers: { cookie: actors.owner.cookie },
  });
  expect(response.statusCode).toBe(200);
});

function call(endpoint: Endpoint, actor: Actor) {
  const cookie = actor === 'visitor' ? undefined : actors[actor].cookie;
  const ownerId = actors.owner.userId;
  return app.inject({
    method: endpoint.method,
    url: endpoint.url.replace('OWNER', ownerId),
    headers: cookie ? { cookie } : {},
    payload: endpoint.payload
      ? JSON.parse(JSON.stringify(endpoint.payload).replace('OWNER', ownerId))
      : endpoint.method === 'POST'
        ? {}
        : undefined,
  });
}

describe('watchlist authorization matrix', () => {
  const cases = endpoints.flatMap((endpoint) =>
    (Object.keys(expected) as Actor[]).map((actor) => [endpoint.name, actor, endpoint] as const),
  );

  it.each(cases)('%s as %s', async (_name, actor, endpoint) => {
    const response = await call(endpoint, actor);
    expect(response.statusCode, response.body).toBe(expected[actor]);
    if (actor === 'visitor') {
      expect(response.json().error.code).toBe('unauthenticated');
    }
    if (actor === 'owner') return;

    // Nobody but the owner changes the owner's list…
    expect(await ownerRows()).toEqual([{ media_type: OWNER_TITLE.mediaType, title_id: OWNER_TITLE.id }]);
    // …or sees it.
    if (endpoint.reads && actor !== 'visitor') expect(response.body).not.toContain(String(OWNER_TITLE.id));
  });

  it('lets a friend or anyone else change only their own list', async () => {
    for (const actor of ['friend', 'nonFriend'] as const) {
      const who = actors[actor];
      await app.inject({
        method: 'POST',
        url: '/api/watchlist/toggle',
        headers: { cookie: who.cookie },
        payload: OWNER_TITLE,
      });
      const own = await database.db
        .selectFrom('watchlist_items')
        .select('title_id')
        .where('user_id', '=', who.userId)
        .execute();
      expect(own).toEqual([{ title_id: OWNER_TITLE.id }]);
    }
    expect(await ownerRows()).toHaveLength(1);
  });

  it('treats a forged session cookie as a visitor', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/watchlist',
      headers: { cookie: 'watchify.session_token=forged.value' },
    });
    expect(response.statusCode).toBe(401);
  });
});
