import { PUSH_ENDPOINTS } from '@watchify/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { type FakeBrowser, FakePushService } from './fake-push/server.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Who may do what with push subscriptions. No endpoint names a user: each acts for the session's user. A visitor gets
 * 401 everywhere; anyone else — friend or not — stores and ends only their own subscriptions, and the owner's
 * subscription stays theirs. (Posting the owner's very endpoint moves it: only the browser that holds an endpoint
 * knows it, and that browser is now signed in to another account; push.test.ts covers it.)
 */

type Actor = 'visitor' | 'owner' | 'friend' | 'nonFriend';

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  /** The body, made for the caller (a new browser of theirs, or the owner's endpoint). */
  payload?: (caller: FakeBrowser) => object;
  /** The status a signed-in caller gets. */
  status: number;
}

let app: App;
let database: DatabaseHandle;
let pushService: FakePushService;
let actors: Record<Exclude<Actor, 'visitor'>, TestMember>;
let ownerBrowser: FakeBrowser;

const endpoints: Endpoint[] = [
  { name: 'public key', method: 'GET', url: PUSH_ENDPOINTS.publicKey, status: 200 },
  {
    name: 'subscribe',
    method: 'POST',
    url: PUSH_ENDPOINTS.subscriptions,
    payload: (caller) => caller.subscription('tr'),
    status: 201,
  },
  {
    name: "unsubscribe the owner's endpoint",
    method: 'DELETE',
    url: PUSH_ENDPOINTS.subscriptions,
    payload: () => ({ endpoint: ownerBrowser.endpoint }),
    status: 204,
  },
];

beforeAll(async () => {
  pushService = await FakePushService.start();
  const created = await createSocialTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
  app = created.app;
  database = created.database;
  actors = { owner: await created.member(), friend: await created.member(), nonFriend: await created.member() };
  await befriend(database, actors.owner.userId, actors.friend.userId);
});
afterAll(async () => {
  await app.close();
  await pushService.close();
});

beforeEach(async () => {
  // Everyone starts from the same state: only the owner's one subscription.
  await database.db.deleteFrom('push_subscriptions').execute();
  ownerBrowser = pushService.browser();
  const response = await app.inject({
    method: 'POST',
    url: PUSH_ENDPOINTS.subscriptions,
    headers: { cookie: actors.owner.cookie },
    payload: ownerBrowser.subscription('en'),
  });
  expect(response.statusCode).toBe(201);
});

const ownerRows = () =>
  database.db.selectFrom('push_subscriptions').select(['user_id', 'endpoint', 'language']).execute();

describe('push authorization matrix', () => {
  const actorNames: Actor[] = ['visitor', 'owner', 'friend', 'nonFriend'];
  const cases = endpoints.flatMap((endpoint) => actorNames.map((actor) => [endpoint.name, actor, endpoint] as const));

  it.each(cases)('%s as %s', async (_name, actor, endpoint) => {
    const cookie = actor === 'visitor' ? undefined : actors[actor].cookie;
    const response = await app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: cookie ? { cookie } : {},
      payload: endpoint.payload?.(pushService.browser()),
    });
    if (actor === 'visitor') {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    } else {
      expect(response.statusCode, response.body).toBe(endpoint.status);
    }
    if (actor === 'owner') return;

    // Nobody but the owner changes the owner's subscription…
    const rows = await ownerRows();
    expect(rows.filter((row) => row.user_id === actors.owner.userId)).toEqual([
      { user_id: actors.owner.userId, endpoint: ownerBrowser.endpoint, language: 'en' },
    ]);
    // …and what another stores is theirs.
    const others = rows.filter((row) => row.endpoint !== ownerBrowser.endpoint);
    if (actor === 'visitor') expect(others).toEqual([]);
    else for (const row of others) expect(row.user_id).toBe(actors[actor].userId);
  });
});
