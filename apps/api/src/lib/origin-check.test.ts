import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOriginCheck } from './origin-check.js';

const app = Fastify();
let handled = 0;

beforeAll(async () => {
  app.addHook('onRequest', createOriginCheck(['http://localhost:3000/']));
  app.all('/api/thing', async () => {
    handled += 1;
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

async function ask(method: 'GET' | 'POST', headers: Record<string, string>) {
  const before = handled;
  const response = await app.inject({ method, url: '/api/thing', headers });
  return { status: response.statusCode, body: response.json(), reachedRoute: handled > before };
}

describe('origin check', () => {
  it('refuses a write from another site before the route runs', async () => {
    expect(await ask('POST', { origin: 'https://evil.example', host: 'localhost:3000' })).toEqual({
      status: 403,
      body: { error: { code: 'forbiddenOrigin', message: 'This request came from another site and was refused.' } },
      reachedRoute: false,
    });
  });

  it('lets through writes from a trusted origin, from the same host, and without an Origin', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'http://localhost:3000' },
      { origin: 'https://watchify.example', host: 'watchify.example' },
      {},
    ];
    for (const headers of cases) {
      expect(await ask('POST', headers), JSON.stringify(headers)).toMatchObject({ status: 200, reachedRoute: true });
    }
  });

  it('refuses a write whose Origin is "null" (a sandboxed frame, a redirect, a data: page), whatever else it says', async () => {
    const opaque: Record<string, string>[] = [
      { origin: 'null', host: 'localhost:3000' },
      { origin: 'null', host: 'localhost:3000', 'sec-fetch-site': 'same-site' },
      { origin: 'null', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of opaque) {
      expect(await ask('POST', headers), JSON.stringify(headers)).toMatchObject({
        status: 403,
        body: { error: { code: 'forbiddenOrigin' } },
        reachedRoute: false,
      });
    }
  });

  it('refuses a write the browser marks as cross-site or same-site (another port of this host) unless trusted', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'http://localhost:4444', host: 'localhost:3000', 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost:4444', host: 'localhost:4444', 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', host: 'evil.example', 'sec-fetch-site': 'cross-site' },
      { host: 'localhost:3000', 'sec-fetch-site': 'same-site' },
      { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      expect(await ask('POST', headers), JSON.stringify(headers)).toMatchObject({ status: 403, reachedRoute: false });
    }
    const trusted = { origin: 'http://localhost:3000', host: 'localhost:5173', 'sec-fetch-site': 'same-site' };
    expect(await ask('POST', trusted)).toMatchObject({ status: 200, reachedRoute: true });
  });

  it('lets through a same-origin browser write', async () => {
    const headers = { origin: 'https://watchify.example', host: 'watchify.example', 'sec-fetch-site': 'same-origin' };
    expect(await ask('POST', headers)).toMatchObject({ status: 200, reachedRoute: true });
  });

  it('lets every read through, wherever it comes from', async () => {
    expect(await ask('GET', { origin: 'https://evil.example' })).toMatchObject({ status: 200, reachedRoute: true });
  });
});
