import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Who may call a route is declared once in its options (plugins/access.ts). What a person notices: a visitor is
 * refused before anything is read, and an answer about a signed-in person is never kept by a shared cache or shown
 * again from the browser's cache to whoever uses the machine next.
 */

let app: App;
let member: TestMember;

beforeAll(async () => {
  const created = await createSocialTestApp();
  app = created.app;
  member = await created.member();
});
afterAll(async () => {
  await app.close();
});

const personalReads = [
  '/api/me',
  '/api/watchlist',
  '/api/watchlist/keys',
  '/api/friends',
  '/api/friend-requests',
  '/api/chat/conversations',
  '/api/shared-watchlists',
  '/api/lists',
  '/api/titles/movie/524047/lists',
  '/api/recommendations',
  '/api/plays',
  '/api/plays/keys',
  '/api/me/tracking-settings',
  '/api/stats',
  '/api/notifications',
  '/api/notifications/unread-count',
  '/api/notifications/settings',
  '/api/feed',
  '/api/me/activity-privacy',
  '/api/push/public-key',
  '/api/media-server/webhook',
  '/api/media-server/unmatched',
];

describe('personal answers', () => {
  it.each(personalReads)('GET %s is marked no-store for its owner, and refused to a visitor', async (url) => {
    const own = await app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const visitor = await app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(401);
  });

  it("marks a title's comments no-store for a member (their own comment is in it), not for a visitor", async () => {
    const url = '/api/titles/movie/524047/comments';
    const visitor = await app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBeUndefined();
    const own = await app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it("marks a public list no-store for a visitor too (it may turn private), and the visitor's 404 as well", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { cookie: member.cookie },
      payload: { name: 'Open to all', visibility: 'public' },
    });
    const listId: string = created.json().list.id;
    for (const url of [`/api/lists/${listId}`, `/api/lists/${listId}/items`]) {
      const visitor = await app.inject({ method: 'GET', url });
      expect(visitor.statusCode, url).toBe(200);
      expect(visitor.headers['cache-control'], url).toBe('no-store');
    }
    await app.inject({
      method: 'PATCH',
      url: `/api/lists/${listId}`,
      headers: { cookie: member.cookie },
      payload: { visibility: 'private' },
    });
    const hidden = await app.inject({ method: 'GET', url: `/api/lists/${listId}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['cache-control']).toBe('no-store');
  });

  it("marks a review's replies no-store for a member (what they may do is in it), not for a visitor", async () => {
    const review = await app.inject({
      method: 'POST',
      url: '/api/titles/movie/524047/comments',
      headers: { cookie: member.cookie },
      payload: { rating: 4, text: 'A review with replies.' },
    });
    expect(review.statusCode).toBe(201);
    const url = `/api/comments/${review.json().comment.id}/replies`;
    const visitor = await app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBeUndefined();
    const own = await app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('leaves public catalog answers cacheable', async () => {
    const top = await app.inject({ method: 'GET', url: '/api/genres?type=movie' });
    expect(top.statusCode).toBe(200);
    expect(top.headers['cache-control']).not.toBe('no-store');
  });
});

describe('a visitor', () => {
  it('is refused a member route before its body is read: 401 even for a body that is not valid', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/watchlist/toggle',
      headers: { 'content-type': 'application/json' },
      payload: '{"mediaType": "movie", "id": ',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it.each([
    ['PUT', '/api/comments/any/like'],
    ['DELETE', '/api/comments/any/like'],
    ['POST', '/api/comments/any/replies'],
    ['PUT', '/api/replies/any'],
    ['DELETE', '/api/replies/any'],
  ] as const)('is asked to sign in by %s %s (likes and replies are for members)', async (method, url) => {
    const response = await app.inject({ method, url, payload: method === 'DELETE' ? undefined : { text: 'Hi' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('gets 401, and a member without the admin role 403, from an admin route', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const member403 = await app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: member.cookie } });
    expect(member403.statusCode).toBe(403);
    expect(member403.json()).toMatchObject({ error: { code: 'adminOnly' } });
  });
});
