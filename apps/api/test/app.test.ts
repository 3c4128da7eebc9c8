import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { InvalidEnvError, loadEnv } from '../src/env.js';
import { createTestApp } from './helpers.js';

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '30' }));
});
afterAll(async () => {
  await app.close();
});

describe('server', () => {
  it('reports health once ready', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', catalog: { titles: 0 } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('notFound');
  });

  it('tells visitors they are not signed in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/registration', '/api/me', '/api/catalog/top']),
    );
  });

  it('sends pages a CSP that allows TMDB images and YouTube embeds, and API responses one that allows nothing', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('img-src');
    expect(csp).toContain('https://image.tmdb.org');
    expect(csp).toContain('https://www.youtube.com');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('rate-limits sign-in attempts', async () => {
    let last = 0;
    for (let i = 0; i < 35; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nobody@example.com', password: 'whatever1' },
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('configuration', () => {
  it('stops with a clear message on a bad value', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(InvalidEnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
  });

  it('reads ADMIN_EMAILS as addresses in the form accounts store them', () => {
    expect(loadEnv({ ADMIN_EMAILS: ' ＡＤＭＩＮ@Example.com , ops@example.org,, ' }).ADMIN_EMAILS).toEqual([
      'admin@example.com',
      'ops@example.org',
    ]);
  });

  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
  });
});
