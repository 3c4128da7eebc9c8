import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createTestApp } from './helpers.js';

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  // Every route is asked many times here; the contact form's own limit would answer before the body is read.
  ({ app, database } = await createTestApp({ CONTACT_RATE_LIMIT: '1000' }));
});
afterAll(async () => {
  await app.close();
});

const GARBAGE_BODIES = [
  '{}',
  '[]',
  'null',
  '"text"',
  '42',
  '{"email":{"$gt":""}}',
  '{not json',
  `{"x":"${'a'.repeat(5000)}"}`,
];
const GARBAGE_QUERIES = ['', '?genres=', '?genres=1,2,3,4,5,6', '?genres=%00', `?genres=${'9'.repeat(500)}`, '?x[y]=1'];

describe('bad input never causes a server error', () => {
  it('holds for every documented route and the auth routes', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    routes.push({ method: 'POST', path: '/api/auth/sign-in/email' });
    expect(routes.length).toBeGreaterThan(5);

    for (const { method, path } of routes) {
      if (method === 'GET') {
        for (const query of GARBAGE_QUERIES) {
          const response = await app.inject({ method: 'GET', url: `${path}${query}` });
          expect(response.statusCode, `${method} ${path}${query}`).toBeLessThan(500);
        }
        continue;
      }
      for (const body of GARBAGE_BODIES) {
        const response = await app.inject({
          method: method as 'POST',
          url: path,
          headers: { 'content-type': 'application/json' },
          payload: body,
        });
        const where = `${method} ${path} ${body.slice(0, 30)}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.body.length, where).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a deeply nested JSON body with a clear 400 before any route runs, the auth routes included', async () => {
    const nested = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const nestedArrays = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-out', '/api/contact']) {
      for (const payload of [nested, nestedArrays]) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${url} ${payload.slice(0, 10)}`).toBe(400);
        expect(response.json().error).toEqual({
          code: 'invalidRequest',
          message: expect.stringMatching(/nested too deeply/),
        });
      }
    }
    const stored = await database.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toEqual([]);
  });

  it('still refuses a body that would change object prototypes', async () => {
    for (const payload of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('signing out without a session is harmless', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(response.statusCode).toBeLessThan(500);
  });
});
