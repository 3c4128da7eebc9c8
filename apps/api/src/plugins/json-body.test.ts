import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installJsonBodyParser } from './json-body.js';

const app = Fastify();

beforeAll(async () => {
  installJsonBodyParser(app, 3);
  app.post('/echo', async (request) => ({ received: request.body }));
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: string) =>
  app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

describe('JSON body parser with a depth limit', () => {
  it('parses bodies up to the limit, counting objects and arrays alike', async () => {
    for (const body of ['{"a":[{"b":1}]}', '[[[]]]', '{"a":1,"b":[1,2],"c":{"d":[]}}', '42', '"text"']) {
      const response = await post(body);
      expect(response.statusCode, body).toBe(200);
      expect(response.json().received, body).toEqual(JSON.parse(body));
    }
  });

  it('refuses one level more with a 400 that says why', async () => {
    for (const body of ['{"a":[{"b":[]}]}', '[[[[]]]]', '[1,[2,[3,{"x":4}]]]']) {
      const response = await post(body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json().message, body).toMatch(/nested too deeply/);
    }
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const body = JSON.stringify({ a: '[[[[{{{{', b: ['say "[[[[" \\ then {{{{'] });
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.json().received).toEqual(JSON.parse(body));
  });

  it("keeps fastify's answers to broken JSON and prototype poisoning", async () => {
    expect((await post('{not json')).statusCode).toBe(400);
    expect((await post('')).statusCode).toBe(400);
    expect((await post('{"__proto__":{"admin":true}}')).statusCode).toBe(400);
  });
});
