import { randomUUID } from 'node:crypto';
import type { FeedPage } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, sampleFavorites, type TestMember } from './helpers.js';

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;
let movieId: number;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
  movieId = (await sampleFavorites(database)).favoriteMovies[0] as number;
});
afterAll(async () => {
  await app.close();
});

const as = (who: TestMember | null) => (who ? { cookie: who.cookie } : {});

async function feedOf(who: TestMember, query = ''): Promise<FeedPage> {
  const response = await app.inject({ url: `/api/feed${query}`, headers: as(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Activities are recorded after the action has answered: wait until `count` are in the feed. */
async function waitForFeed(who: TestMember, count: number): Promise<FeedPage> {
  let page = await feedOf(who);
  for (let tries = 0; page.activities.length < count && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    page = await feedOf(who);
  }
  return page;
}

const watch = (who: TestMember, id = movieId) =>
  app.inject({
    method: 'POST',
    url: '/api/plays',
    headers: as(who),
    payload: { mediaType: 'movie', id, watchedOn: null, requestId: randomUUID() },
  });

const setAudience = (who: TestMember | null, audience: string) =>
  app.inject({ method: 'PUT', url: '/api/me/activity-privacy', headers: as(who), payload: { audience } });

describe('the activity feed', () => {
  it("shows friends' watches and public lists, newest first, and nothing of others or private lists", async () => {
    const me = await member();
    const friend = await member();
    const stranger = await member();
    await befriend(database, me.userId, friend.userId);

    expect((await watch(friend)).statusCode).toBe(201);
    expect((await watch(stranger)).statusCode).toBe(201);
    const privateList = await app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: as(friend),
      payload: { name: 'Gizli', visibility: 'private' },
    });
    expect(privateList.statusCode).toBe(201);
    const publicList = await app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: as(friend),
      payload: { name: 'En iyiler', visibility: 'public' },
    });
    expect(publicList.statusCode).toBe(201);
    const listId = publicList.json().list.id as string;
    const added = await app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      headers: as(friend),
      payload: { mediaType: 'movie', id: movieId },
    });
    expect(added.statusCode, added.body).toBe(201);

    const feed = await waitForFeed(me, 3);
    expect(feed.activities.map((a) => [a.type, a.actor.id, a.list?.name ?? a.title?.id])).toEqual([
      ['listItemAdded', friend.userId, 'En iyiler'],
      ['listCreated', friend.userId, 'En iyiler'],
      ['watched', friend.userId, movieId],
    ]);
    expect(feed.activities[0]?.title).toMatchObject({ mediaType: 'movie', id: movieId });
    // The stranger sees none of it, and my own feed holds nothing of mine.
    expect((await feedOf(stranger)).activities).toEqual([]);
    expect((await feedOf(friend)).activities).toEqual([]);
  });

  it("shows a friend's review with its stars and first words, a spoiler's words marked as such", async () => {
    const me = await member();
    const friend = await member();
    await befriend(database, me.userId, friend.userId);
    const { favoriteMovies, favoriteShows } = await sampleFavorites(database);
    const plain = await app.inject({
      method: 'POST',
      url: `/api/titles/movie/${favoriteMovies[0]}/comments`,
      headers: as(friend),
      payload: { rating: 4, text: 'Çok iyi bir film.' },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const spoiler = await app.inject({
      method: 'POST',
      url: `/api/titles/tv/${favoriteShows[0]}/comments`,
      headers: as(friend),
      payload: { rating: 2, text: 'Sonunda herkes ölüyor.', spoiler: true },
    });
    expect(spoiler.statusCode, spoiler.body).toBe(201);
    const feed = await waitForFeed(me, 2);
    expect(feed.activities.map((a) => [a.type, a.rating, a.excerpt, a.spoiler])).toEqual([
      ['reviewed', 2, 'Sonunda herkes ölüyor.', true],
      ['reviewed', 4, 'Çok iyi bir film.', false],
    ]);
  });

  it('follows a review edited after it reached the feed, and drops a deleted one', async () => {
    const me = await member();
    const friend = await member();
    await befriend(database, me.userId, friend.userId);
    const written = await app.inject({
      method: 'POST',
      url: `/api/titles/movie/${movieId}/comments`,
      headers: as(friend),
      payload: { rating: 5, text: 'Katil uşak.' },
    });
    expect(written.statusCode, written.body).toBe(201);
    const commentId = written.json().comment.id as string;
    expect((await waitForFeed(me, 1)).activities[0]).toMatchObject({ excerpt: 'Katil uşak.', spoiler: false });

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/comments/${commentId}`,
      headers: as(friend),
      payload: { rating: 3, text: 'Katil uşak, bilerek söylüyorum.', spoiler: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(async () => (await feedOf(me)).activities[0])
      .toMatchObject({ rating: 3, excerpt: 'Katil uşak, bilerek söylüyorum.', spoiler: true });

    const removed = await app.inject({ method: 'DELETE', url: `/api/comments/${commentId}`, headers: as(friend) });
    expect(removed.statusCode, removed.body).toBe(200);
    await expect.poll(async () => (await feedOf(me)).activities).toEqual([]);
  });

  it('pages by a stable cursor', async () => {
    const me = await member();
    const friend = await member();
    await befriend(database, me.userId, friend.userId);
    for (let i = 0; i < 3; i += 1) expect((await watch(friend)).statusCode).toBe(201);
    const all = await waitForFeed(me, 3);
    const first = await feedOf(me, '?limit=2');
    expect(first.activities.map((a) => a.id)).toEqual(all.activities.slice(0, 2).map((a) => a.id));
    // New activity meanwhile does not move the next page.
    expect((await watch(friend)).statusCode).toBe(201);
    const second = await feedOf(me, `?limit=2&before=${first.nextCursor}`);
    expect(second.activities.map((a) => a.id)).toEqual(all.activities.slice(2, 3).map((a) => a.id));
    expect(second.nextCursor).toBeNull();
  });

  it('hides the activity of a friend who chose "only me", and checks the setting', async () => {
    const me = await member();
    const friend = await member();
    await befriend(database, me.userId, friend.userId);
    expect((await watch(friend)).statusCode).toBe(201);
    await waitForFeed(me, 1);

    const privacy = await app.inject({ url: '/api/me/activity-privacy', headers: as(friend) });
    expect(privacy.json()).toEqual({ audience: 'friends' });
    expect((await setAudience(friend, 'onlyMe')).json()).toEqual({ audience: 'onlyMe' });
    expect((await feedOf(me)).activities).toEqual([]);

    const bad = await setAudience(friend, 'nobody');
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/me/activity-privacy', headers: as(friend) })).json()).toEqual({
      audience: 'onlyMe',
    });
    expect((await setAudience(friend, 'everyone')).statusCode).toBe(200);
    expect((await feedOf(me)).activities).toHaveLength(1);
  });

  it('asks visitors to sign in', async () => {
    expect((await app.inject({ url: '/api/feed' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/me/activity-privacy' })).statusCode).toBe(401);
    expect((await setAudience(null, 'everyone')).statusCode).toBe(401);
  });
});
