import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { type FakeTmdb, startFakeTmdb } from './fake-tmdb/server.js';
import { createTestApp } from './helpers.js';

/** The whole app with a TMDB key, talking to the fake TMDB over real HTTP. */
let fake: FakeTmdb;
let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  fake = await startFakeTmdb();
  ({ app, database } = await createTestApp({
    TMDB_API_KEY: fake.apiKey,
    TMDB_API_URL: fake.url,
    TMDB_IMAGE_URL: fake.imageUrl,
  }));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('the app with a TMDB key', () => {
  it("serves TMDB's trending titles of the day and stores them in our catalog", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/catalog/trending?type=movie&limit=16' });
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: { id: number; mediaType: string }[] };
    expect(results.length).toBeGreaterThan(0);
    expect(fake.requests('/trending/movie/day')).toBe(1);
    const stored = await database.db
      .selectFrom('titles')
      .select('id')
      .where('media_type', '=', 'movie')
      .where(
        'id',
        'in',
        results.map((r) => r.id),
      )
      .execute();
    expect(stored).toHaveLength(results.length);
    // A second page view is served from the cache.
    await app.inject({ method: 'GET', url: '/api/catalog/trending?type=movie&limit=16' });
    expect(fake.requests('/trending/movie/day')).toBe(1);
  });

  it('fetches the details of a title we do not hold yet, with cast and genres', async () => {
    const [id] = [...fake.data.movies.keys()];
    const response = await app.inject({ method: 'GET', url: `/api/titles/movie/${id}` });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.id).toBe(id);
    expect(detail.title).toBe(fake.data.movies.get(id as number)?.title);
    expect(detail.genres.length).toBeGreaterThan(0);
  });

  it('keeps serving from our catalog when TMDB is down, with no error', async () => {
    fake.goDown();
    try {
      const trending = await app.inject({ method: 'GET', url: '/api/catalog/trending?type=tv&limit=5' });
      expect(trending.statusCode).toBe(200);
      const [id] = [...fake.data.movies.keys()];
      const detail = await app.inject({ method: 'GET', url: `/api/titles/movie/${id}` });
      expect(detail.statusCode).toBe(200);
      const unknown = await app.inject({ method: 'GET', url: '/api/titles/movie/99999991' });
      expect(unknown.statusCode).toBe(404);
    } finally {
      fake.comeBack();
    }
  });
});
