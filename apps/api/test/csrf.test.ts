import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Cross-site request forgery against a signed-in member: a page on another port of the same host (the same site, so
 * the browser sends the SameSite=Lax session cookie along) auto-submits a form that accepts a friend request.
 */
let app: App;
let database: DatabaseHandle;
let victim: TestMember;
let attacker: TestMember;
let requestId: string;

beforeAll(async () => {
  const created = await createSocialTestApp({ PORT: '3000' });
  ({ app, database } = created);
  victim = await created.member();
  attacker = await created.member();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/friend-requests',
    headers: { cookie: attacker.cookie },
    payload: { toUserId: victim.userId },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  requestId = sent.json().request.id;
});
afterAll(async () => {
  await app.close();
});

function acceptAs(who: TestMember, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/api/friend-requests/${requestId}/accept`,
    headers: { cookie: who.cookie, host: 'localhost:3000', ...headers },
  });
}

const friendships = () => database.db.selectFrom('friendships').selectAll().execute();

describe('a form posted from another site with the signed-in member’s cookie', () => {
  it('cannot accept a friend request, from another port of this host or with an opaque origin', async () => {
    const forged: Record<string, string>[] = [
      // The form on http://localhost:4444, as the browser sends it.
      { origin: 'http://localhost:4444', 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' },
      // The same form inside a sandboxed frame, or after a redirect: the browser hides the origin.
      { origin: 'null', 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const response = await acceptAs(victim, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe('forbiddenOrigin');
    }
    expect(await friendships()).toEqual([]);
  });

  it('still lets the member accept it from the app itself', async () => {
    const response = await acceptAs(victim, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await friendships()).toHaveLength(2);
  });
});
