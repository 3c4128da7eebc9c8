import { randomUUID } from 'node:crypto';
import type { FeedPage, MemberProfile } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;
let movieIds: number[];

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
  const movies = await database.db
    .selectFrom('titles')
    .select('id')
    .where('media_type', '=', 'movie')
    .orderBy('id')
    .limit(2)
    .execute();
  movieIds = movies.map((movie) => movie.id);
});
afterAll(async () => {
  await app.close();
});

const as = (who: TestMember | null) => (who ? { cookie: who.cookie } : {});

async function profileOf(owner: TestMember, viewer: TestMember | null, nickname = owner.info.nickname) {
  const response = await app.inject({ url: `/api/members/${encodeURIComponent(nickname)}`, headers: as(viewer) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as MemberProfile;
}

const activityOf = (owner: TestMember, viewer: TestMember | null, query = '') =>
  app.inject({ url: `/api/members/${owner.info.nickname}/activity${query}`, headers: as(viewer) });

const setAudience = (who: TestMember, audience: string) =>
  app.inject({ method: 'PUT', url: '/api/me/activity-privacy', headers: as(who), payload: { audience } });

async function createList(owner: TestMember, name: string, visibility: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/lists',
    headers: as(owner),
    payload: { name, visibility },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().list.id;
}

async function watch(who: TestMember, id: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/plays',
    headers: as(who),
    payload: { mediaType: 'movie', id, watchedOn: null, requestId: randomUUID() },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Activity is recorded after the action answers: wait for `count` rows on the member's own profile. */
async function waitForActivity(owner: TestMember, count: number): Promise<FeedPage> {
  await expect.poll(async () => (await activityOf(owner, owner)).json().activities.length).toBe(count);
  return (await activityOf(owner, owner)).json();
}

/** A member with a public, a friends-only and a private list, two watched films, and one friend. */
async function memberWithHistory() {
  const owner = await member();
  const friend = await member();
  await befriend(database, owner.userId, friend.userId);
  const lists = {
    public: await createList(owner, 'Herkese açık', 'public'),
    friends: await createList(owner, 'Arkadaşlara', 'friends'),
    private: await createList(owner, 'Gizli', 'private'),
  };
  await watch(owner, movieIds[0] as number);
  await watch(owner, movieIds[1] as number);
  await watch(owner, movieIds[0] as number);
  await waitForActivity(owner, 5);
  return { owner, friend, lists };
}

describe('a member profile page', () => {
  it('shows a friend the friends-only and public lists, the watched count and the activity (default setting)', async () => {
    const { owner, friend, lists } = await memberWithHistory();
    const seen = await profileOf(owner, friend);
    expect(seen).toMatchObject({
      member: { id: owner.userId, nickname: owner.info.nickname },
      relation: 'friend',
      sharesActivity: true,
      counts: { watched: 2, lists: 2, friends: 1 },
    });
    expect(seen.lists.map((list) => list.id).sort()).toEqual([lists.public, lists.friends].sort());
    const activity = await activityOf(owner, friend);
    expect(activity.statusCode).toBe(200);
    // Three watches and the two lists' creation; the private list was never activity.
    expect((activity.json() as FeedPage).activities.map((a) => a.type)).toEqual([
      'watched',
      'watched',
      'watched',
      'listCreated',
      'listCreated',
    ]);
  });

  it('shows visitors and strangers only the name, photo and friend count while the setting is "friends"', async () => {
    const { owner } = await memberWithHistory();
    const stranger = await member();
    for (const viewer of [null, stranger]) {
      const seen = await profileOf(owner, viewer);
      expect(seen).toMatchObject({
        relation: 'other',
        sharesActivity: false,
        counts: { watched: null, lists: null, friends: 1 },
        lists: [],
      });
      const activity = await activityOf(owner, viewer);
      expect(activity.statusCode).toBe(403);
      expect(activity.json()).toMatchObject({ error: { code: 'activityHidden' } });
    }
  });

  it('shows everyone the public lists and the activity once the setting is "everyone"', async () => {
    const { owner, lists } = await memberWithHistory();
    expect((await setAudience(owner, 'everyone')).statusCode).toBe(200);
    const seen = await profileOf(owner, null);
    expect(seen).toMatchObject({ sharesActivity: true, counts: { watched: 2, lists: 1 } });
    expect(seen.lists.map((list) => [list.id, list.role])).toEqual([[lists.public, 'viewer']]);
    const activity = await activityOf(owner, null);
    expect(activity.statusCode).toBe(200);
    // The friends-only list's creation stays with friends.
    expect((activity.json() as FeedPage).activities.map((a) => a.list?.name ?? a.type)).toEqual([
      'watched',
      'watched',
      'watched',
      'Herkese açık',
    ]);
  });

  it('hides activity and lists even from friends under "only me"; the member still sees all of theirs', async () => {
    const { owner, friend, lists } = await memberWithHistory();
    expect((await setAudience(owner, 'onlyMe')).statusCode).toBe(200);
    expect(await profileOf(owner, friend)).toMatchObject({ sharesActivity: false, lists: [], counts: { lists: null } });
    expect((await activityOf(owner, friend)).statusCode).toBe(403);
    const own = await profileOf(owner, owner);
    expect(own).toMatchObject({ relation: 'self', sharesActivity: true, counts: { watched: 2, lists: 3 } });
    expect(own.lists.map((list) => list.id).sort()).toEqual(Object.values(lists).sort());
    expect(own.lists.every((list) => list.role === 'owner')).toBe(true);
  });

  it('marks the lists a friend collaborates on as theirs to change', async () => {
    const { owner, friend, lists } = await memberWithHistory();
    const made = await app.inject({
      method: 'PATCH',
      url: `/api/lists/${lists.friends}`,
      headers: as(owner),
      payload: { collaborative: true },
    });
    expect(made.statusCode, made.body).toBe(200);
    const invited = await app.inject({
      method: 'PUT',
      url: `/api/lists/${lists.friends}/collaborators/${friend.userId}`,
      headers: as(owner),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const roles = new Map((await profileOf(owner, friend)).lists.map((list) => [list.id, list.role]));
    expect(roles.get(lists.friends)).toBe('collaborator');
    expect(roles.get(lists.public)).toBe('viewer');
  });

  it('pages the activity by a stable cursor and checks the page size', async () => {
    const { owner } = await memberWithHistory();
    const first = (await activityOf(owner, owner, '?limit=2')).json() as FeedPage;
    expect(first.activities).toHaveLength(2);
    const rest = (await activityOf(owner, owner, `?before=${first.nextCursor}`)).json() as FeedPage;
    expect(rest.activities.map((a) => a.id)).toEqual(
      (await waitForActivity(owner, 5)).activities.slice(2).map((a) => a.id),
    );
    expect(rest.nextCursor).toBeNull();
    expect((await activityOf(owner, owner, '?limit=0')).statusCode).toBe(400);
  });

  it('finds a member by nickname in any letter case, and answers 404 for a nickname nobody has', async () => {
    const owner = await member();
    expect((await profileOf(owner, null, owner.info.nickname.toUpperCase())).member.id).toBe(owner.userId);
    const missing = await app.inject({ url: '/api/members/nobody_has_this_name' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: { code: 'memberNotFound', message: 'No member has this nickname.' },
    });
    expect((await app.inject({ url: '/api/members/nobody_has_this_name/activity' })).statusCode).toBe(404);
  });
});
