import type { SearchResponse } from '@watchify/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';

export type SearchParams = { q?: string; type?: string; page?: number | string; filters?: object | string };

/** GET /api/search as a test asks it: `raw` answers whatever the API said, `search` expects a 200. */
export function searchClient(app: () => App) {
  async function raw(params: SearchParams) {
    const query = new URLSearchParams();
    if (params.q !== undefined) query.set('q', params.q);
    if (params.type !== undefined) query.set('type', params.type);
    if (params.page !== undefined) query.set('page', String(params.page));
    if (params.filters !== undefined) {
      query.set('filters', typeof params.filters === 'string' ? params.filters : JSON.stringify(params.filters));
    }
    return app().inject({ method: 'GET', url: `/api/search?${query}` });
  }
  async function search(params: SearchParams): Promise<SearchResponse> {
    const response = await raw(params);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SearchResponse;
  }
  return { raw, search };
}

export const titlesOf = (response: SearchResponse) => response.results.map((r) => r.title);
export const keysOf = (response: SearchResponse) => response.results.map((r) => `${r.mediaType}:${r.id}`);
