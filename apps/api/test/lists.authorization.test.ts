import { LIST_VISIBILITIES, type ListVisibility } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Who may do what with a list (issue 24 §1 and §4), for every endpoint and every visibility. The list is always
 * `owner`'s, collaborative, with `collaborator` invited; `friend` is the owner's friend but no collaborator;
 * `stranger` is nobody's friend here and owns a list of their own, so owning *a* list never opens *this* one.
 *
 * What each may read follows the visibility: public to everyone (visitors too), friends-only to the owner's friends,
 * private to the owner and collaborators. Whoever may not read a list gets 404 from every endpoint, exactly as for a
 * list that does not exist; whoever may read it but not make the change gets 403; a visitor's change is 401.
 */
type Actor = 'visitor' | 'owner' | 'collaborator' | 'friend' | 'stranger';
const ACTORS: Actor[] = ['visitor', 'owner', 'collaborator', 'friend', 'stranger'];

let app: App;
let database: DatabaseHandle;
let people: Record<Exclude<Actor, 'visitor'>, TestMember>;
let movieId: number;
let otherMovieId: number;
let thirdMovieId: number;

beforeAll(async () => {
  const created = await createSocialTestApp();
  ({ app, database } = created);
  people = {
    owner: await created.member(),
    collaborator: await created.member(),
    friend: await created.member(),
    stranger: await created.member(),
  };
  await befriend(database, people.owner.userId, people.collaborator.userId);
  await befriend(database, people.owner.userId, people.friend.userId);
  const own = await app.inject({
    method: 'POST',
    url: '/api/lists',
    headers: headersOf('stranger'),
    payload: { name: 'Their own', visibility: 'public' },
  });
  expect(own.statusCode, own.body).toBe(201);
  const rows = await database.db
    .selectFrom('titles')
    .select('id')
    .where('media_type', '=', 'movie')
    .orderBy('id')
    .limit(3)
    .execute();
  [movieId, otherMovieId, thirdMovieId] = rows.map((row) => row.id) as [number, number, number];
});
afterAll(async () => {
  await app.close();
});

function headersOf(actor: Actor) {
  return actor === 'visitor' ? {} : { cookie: people[actor].cookie };
}

/** A fresh list of `owner` (visibility as given, collaborative, `collaborator` invited) holding two titles. */
async function freshList(visibility: ListVisibility): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/lists',
    headers: headersOf('owner'),
    payload: { name: 'Secret picks', description: 'Hush', visibility, collaborative: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  const listId: string = created.json().list.id;
  const invited = await app.inject({
    method: 'PUT',
    url: `/api/lists/${listId}/collaborators/${people.collaborator.userId}`,
    headers: headersOf('owner'),
  });
  expect(invited.statusCode, invited.body).toBe(201);
  for (const id of [movieId, otherMovieId]) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      headers: headersOf('owner'),
      payload: { mediaType: 'movie', id },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  return listId;
}

/** Everything a refused request could have changed. */
async function snapshot(listId: string) {
  const [list, items, collaborators] = await Promise.all([
    database.db.selectFrom('lists').selectAll().where('id', '=', listId).executeTakeFirst(),
    database.db
      .selectFrom('list_items')
      .select(['media_type', 'title_id', 'position', 'note'])
      .where('list_id', '=', listId)
      .orderBy('title_id')
      .execute(),
    database.db.selectFrom('list_collaborators').select('user_id').where('list_id', '=', listId).execute(),
  ]);
  return { list, items, collaborators };
}

/** What an actor is to a list of each visibility: their role, or none when they may not read it. */
function roleOf(actor: Actor, visibility: ListVisibility): 'owner' | 'collaborator' | 'viewer' | 'none' {
  if (actor === 'owner' || actor === 'collaborator') return actor;
  if (visibility === 'public') return 'viewer';
  if (visibility === 'friends' && actor === 'friend') return 'viewer';
  return 'none';
}

type Needs = 'read' | 'edit' | 'own';

interface Endpoint {
  name: string;
  /** What the change needs: reading the list, being its owner or a collaborator, or being its owner. */
  needs: Needs;
  /** Reads are open to visitors ('viewer' routes); every change needs a member. */
  visitors: boolean;
  /** Its status when allowed. */
  success: number;
  request: (listId: string) => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
}

const item = (listId: string) => `/api/lists/${listId}/items/movie/${movieId}`;

const ENDPOINTS: Endpoint[] = [
  {
    name: 'read the list',
    needs: 'read',
    visitors: true,
    success: 200,
    request: (id) => ({ method: 'GET', url: `/api/lists/${id}` }),
  },
  {
    name: 'read a page of titles',
    needs: 'read',
    visitors: true,
    success: 200,
    request: (id) => ({ method: 'GET', url: `/api/lists/${id}/items?sort=title` }),
  },
  {
    name: 'add a title',
    needs: 'edit',
    visitors: false,
    success: 201,
    request: (id) => ({
      method: 'POST',
      url: `/api/lists/${id}/items`,
      payload: { mediaType: 'movie', id: thirdMovieId },
    }),
  },
  {
    name: 'remove a title',
    needs: 'edit',
    visitors: false,
    success: 204,
    request: (id) => ({ method: 'DELETE', url: item(id) }),
  },
  {
    name: "edit a title's note",
    needs: 'edit',
    visitors: false,
    success: 200,
    request: (id) => ({ method: 'PATCH', url: item(id), payload: { note: 'Mine now' } }),
  },
  {
    name: 'move a title',
    needs: 'edit',
    visitors: false,
    success: 200,
    request: (id) => ({ method: 'PUT', url: `${item(id)}/position`, payload: { index: 1 } }),
  },
  {
    name: 'rename and change visibility',
    needs: 'own',
    visitors: false,
    success: 200,
    request: (id) => ({
      method: 'PATCH',
      url: `/api/lists/${id}`,
      payload: { name: 'Taken over', visibility: 'public' },
    }),
  },
  {
    name: 'delete the list',
    needs: 'own',
    visitors: false,
    success: 204,
    request: (id) => ({ method: 'DELETE', url: `/api/lists/${id}` }),
  },
  {
    name: 'invite a friend',
    needs: 'own',
    visitors: false,
    success: 201,
    request: (id) => ({ method: 'PUT', url: `/api/lists/${id}/collaborators/${people.friend.userId}` }),
  },
  {
    name: 'remove the collaborator',
    // The owner, or the collaborator leaving (checked in its own test below).
    needs: 'own',
    visitors: false,
    success: 204,
    request: (id) => ({ method: 'DELETE', url: `/api/lists/${id}/collaborators/${people.collaborator.userId}` }),
  },
];

function expectedStatus(endpoint: Endpoint, actor: Actor, visibility: ListVisibility): number {
  if (actor === 'visitor') {
    if (!endpoint.visitors) return 401;
    return visibility === 'public' ? endpoint.success : 404;
  }
  const role = roleOf(actor, visibility);
  if (role === 'none') return 404;
  // The collaborator may remove themselves: leaving.
  if (endpoint.name === 'remove the collaborator' && actor === 'collaborator') return endpoint.success;
  const allowed =
    endpoint.needs === 'read' ||
    (endpoint.needs === 'edit' && role !== 'viewer') ||
    (endpoint.needs === 'own' && role === 'owner');
  return allowed ? endpoint.success : 403;
}

describe('lists: authorization matrix', () => {
  for (const visibility of LIST_VISIBILITIES) {
    for (const endpoint of ENDPOINTS) {
      for (const actor of ACTORS) {
        const status = expectedStatus(endpoint, actor, visibility);
        it(`${visibility} list, ${endpoint.name}: ${actor} → ${status}`, async () => {
          const listId = await freshList(visibility);
          const before = await snapshot(listId);
          const response = await app.inject({ ...endpoint.request(listId), headers: headersOf(actor) });
          expect(response.statusCode, response.body).toBe(status);
          if (status >= 400) {
            expect(await snapshot(listId)).toEqual(before);
            // A refusal tells nothing of the list.
            expect(response.body).not.toContain('Secret picks');
            expect(response.body).not.toContain('Hush');
          }
          if (status === 404) {
            const missing = await app.inject({
              ...endpoint.request('no-such-list'),
              headers: headersOf(actor),
            });
            expect(response.json()).toEqual(missing.json());
          }
        });
      }
    }
  }

  it('lists mine: a visitor 401; only the owner and the collaborator see the list', async () => {
    const listId = await freshList('public');
    const sees: Record<Actor, number | boolean> = {
      visitor: 401,
      owner: true,
      collaborator: true,
      friend: false,
      stranger: false,
    };
    for (const actor of ACTORS) {
      const response = await app.inject({ method: 'GET', url: '/api/lists', headers: headersOf(actor) });
      if (actor === 'visitor') {
        expect(response.statusCode).toBe(401);
        continue;
      }
      expect(response.statusCode).toBe(200);
      const ids = (response.json().lists as { id: string }[]).map((list) => list.id);
      expect(ids.includes(listId), actor).toBe(sees[actor]);
    }
  });

  it('"Add to list": a visitor 401; each member sees only the lists they can add to', async () => {
    const listId = await freshList('public');
    for (const actor of ACTORS) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/titles/movie/${movieId}/lists`,
        headers: headersOf(actor),
      });
      if (actor === 'visitor') {
        expect(response.statusCode).toBe(401);
        continue;
      }
      expect(response.statusCode).toBe(200);
      const found = (response.json().lists as { id: string; contains: boolean }[]).find((list) => list.id === listId);
      expect(found?.contains, actor).toBe(actor === 'owner' || actor === 'collaborator' ? true : undefined);
    }
  });

  it('creating a list: a visitor 401, any member 201', async () => {
    for (const actor of ACTORS) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/lists',
        headers: headersOf(actor),
        payload: { name: `${actor}'s list` },
      });
      expect(response.statusCode, actor).toBe(actor === 'visitor' ? 401 : 201);
    }
  });

  it('nobody but the owner can make themselves or anyone else a collaborator', async () => {
    const listId = await freshList('public');
    for (const actor of ['collaborator', 'friend', 'stranger'] as const) {
      for (const invitee of [people[actor].userId, people.friend.userId]) {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/lists/${listId}/collaborators/${invitee}`,
          headers: headersOf(actor),
        });
        expect(response.statusCode, `${actor} → ${invitee}`).toBe(403);
      }
    }
    const rows = await database.db
      .selectFrom('list_collaborators')
      .select('user_id')
      .where('list_id', '=', listId)
      .execute();
    expect(rows).toEqual([{ user_id: people.collaborator.userId }]);
  });

  it('a friend cannot remove the collaborator of a list they read, and a collaborator cannot remove another', async () => {
    const listId = await freshList('friends');
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/lists/${listId}/collaborators/${people.collaborator.userId}`,
      headers: headersOf('friend'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ownerOnly');
    const ownerRemoved = await app.inject({
      method: 'DELETE',
      url: `/api/lists/${listId}/collaborators/${people.owner.userId}`,
      headers: headersOf('collaborator'),
    });
    expect(ownerRemoved.statusCode).toBe(403);
  });
});
