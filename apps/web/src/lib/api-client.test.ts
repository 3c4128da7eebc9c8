import { watchlistKeysSchema } from '@watchify/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/utils';
import { ApiRequestError, apiRequest } from './api-client';

const request = () =>
  apiRequest('/api/watchlist/keys', { schema: import.meta.env.DEV && watchlistKeysSchema }).catch((error) => error);

describe('apiRequest', () => {
  it('resolves with an answer that keeps the contract', async () => {
    mockApi({ 'GET /api/watchlist/keys': { status: 200, body: { movie: [238], tv: [] } } });
    expect(await request()).toEqual({ movie: [238], tv: [] });
  });

  it('refuses, in development and tests, an answer that breaks the contract', async () => {
    mockApi({ 'GET /api/watchlist/keys': { status: 200, body: { movie: ['238'] } } });
    const error = await request();
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 200, code: 'invalidResponse' });
  });

  it("rejects with the API's code, message and field", async () => {
    const body = { error: { code: 'nicknameTaken', message: 'This nickname is already in use.', field: 'nickname' } };
    mockApi({ 'GET /api/watchlist/keys': { status: 409, body } });
    expect(await request()).toMatchObject({ status: 409, ...body.error });
  });

  it('sends form data as it is, for the browser to set the multipart type', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const body = new FormData();
    body.append('photo', new Blob(['x']), 'me.png');
    await apiRequest('/api/me/photo', { method: 'POST', body });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(body);
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });
});

describe('every api/ file', () => {
  const files = import.meta.glob<string>('../features/*/api/*.ts', { query: '?raw', import: 'default', eager: true });
  const sources = Object.entries(files).filter(([name]) => !name.endsWith('.test.ts'));

  it('names the answer’s schema for development and tests only, so production builds leave zod out', () => {
    expect(sources.length).toBeGreaterThan(30);
    for (const [name, source] of sources) {
      for (const [option] of source.matchAll(/schema: [^,}\n]+/g)) {
        expect(option.trim(), name).toMatch(/^schema: import\.meta\.env\.DEV && \w+Schema$/);
      }
    }
  });

  it('takes its paths from the contract’s endpoints', () => {
    for (const [name, source] of sources) expect(source, name).not.toMatch(/['`"]\/api\//);
  });
});
