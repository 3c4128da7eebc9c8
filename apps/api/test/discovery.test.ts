import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createTestApp, importSample } from './helpers.js';

// A 1×1 PNG, served by a stand-in for TMDB's image host.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let imageHits = 0;
const imageHost = http.createServer((request, response) => {
  imageHits += 1;
  if (request.url === '/w500/poster.jpg') {
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  } else {
    response.writeHead(404).end();
  }
});

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
  const { port } = imageHost.address() as AddressInfo;
  ({ app, database } = await createTestApp({ TMDB_IMAGE_URL: `http://127.0.0.1:${port}` }));
  await importSample(database);
});
afterAll(async () => {
  await app.close();
  imageHost.close();
});

describe('trending without a TMDB key', () => {
  it('lists the most popular titles of a type', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/catalog/trending?type=movie&limit=16' });
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: { mediaType: string }[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(16);
    expect(results.every((r) => r.mediaType === 'movie')).toBe(true);
    const popularity = await database.db
      .selectFrom('titles')
      .select(['id'])
      .where('media_type', '=', 'movie')
      .orderBy('popularity', (ob) => ob.desc().nullsLast())
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((results[0] as unknown as { id: number }).id).toBe(popularity.id);
  });

  it('alternates movies and shows for all', async () => {
    const { results } = (await app.inject({ method: 'GET', url: '/api/catalog/trending?type=all&limit=4' })).json();
    expect(results.map((r: { mediaType: string }) => r.mediaType)).toEqual(['movie', 'tv', 'movie', 'tv']);
  });

  it('sends the trending grid cards only: no overview or backdrop, which no card shows', async () => {
    const { results } = (await app.inject({ method: 'GET', url: '/api/catalog/trending?type=movie&limit=16' })).json();
    expect(Object.keys(results[0]).sort()).toEqual(
      ['genreIds', 'id', 'mediaType', 'posterPath', 'title', 'voteAverage', 'year'].sort(),
    );
  });

  it("gives the home hero today's first four trending titles with overview and backdrop", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/catalog/hero' });
    expect(response.statusCode).toBe(200);
    const hero = response.json().results as { id: number; mediaType: string; overview: string | null }[];
    const trending = (await app.inject({ method: 'GET', url: '/api/catalog/trending?type=all&limit=4' })).json()
      .results as { id: number; mediaType: string }[];
    expect(hero.map((t) => `${t.mediaType}:${t.id}`)).toEqual(trending.map((t) => `${t.mediaType}:${t.id}`));
    const first = hero[0] as { id: number; mediaType: 'movie' | 'tv'; overview: string | null };
    const stored = await database.db
      .selectFrom('titles')
      .select(['overview', 'backdrop_path'])
      .where('media_type', '=', first.mediaType)
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(hero[0]).toMatchObject({ overview: stored.overview, backdropPath: stored.backdrop_path });
  });

  it('rejects a bad type or limit', async () => {
    for (const query of ['type=book', 'limit=0', 'limit=1000']) {
      expect((await app.inject({ method: 'GET', url: `/api/catalog/trending?${query}` })).statusCode, query).toBe(400);
    }
  });
});

describe('title detail', () => {
  it('returns genres, cast in billing order (at most 8) and directors', async () => {
    const withCast = await database.db
      .selectFrom('credits')
      .select(['media_type', 'title_id'])
      .where('kind', '=', 'cast')
      .where('media_type', '=', 'movie')
      .groupBy(['media_type', 'title_id'])
      .having((eb) => eb.fn.countAll(), '>', 2)
      .executeTakeFirstOrThrow();
    const response = await app.inject({ method: 'GET', url: `/api/titles/movie/${withCast.title_id}` });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.mediaType).toBe('movie');
    expect(detail.cast.length).toBeGreaterThan(2);
    expect(detail.cast.length).toBeLessThanOrEqual(8);
    expect(detail.cast[0]).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(detail.genres.length).toBe(detail.genreIds.length);
  });

  it('picks the YouTube trailer', async () => {
    const video = await database.db
      .selectFrom('videos')
      .select(['media_type', 'title_id', 'key'])
      .where('type', '=', 'Trailer')
      .where('site', '=', 'YouTube')
      .executeTakeFirst();
    if (!video) return; // the sample has no trailer: nothing to check
    const detail = (
      await app.inject({ method: 'GET', url: `/api/titles/${video.media_type}/${video.title_id}` })
    ).json();
    expect(detail.trailerKey).toBe(video.key);
  });

  it('answers an unknown title with a 404 and a bad one with a 400', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/titles/movie/123456789' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Title not found.');
    for (const url of ['/api/titles/book/1', '/api/titles/movie/abc', '/api/titles/movie/-1']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});

describe('genres', () => {
  it('lists the 19 movie genres and the TV genres', async () => {
    const movie = (await app.inject({ method: 'GET', url: '/api/genres?type=movie' })).json();
    expect(movie.genres).toHaveLength(19);
    const tv = (await app.inject({ method: 'GET', url: '/api/genres?type=tv' })).json();
    expect(tv.genres.map((g: { name: string }) => g.name)).toContain('Sci-Fi & Fantasy');
  });
});

describe('images', () => {
  it('proxies a TMDB image once and then serves it from the cache', async () => {
    const before = imageHits;
    const first = await app.inject({ method: 'GET', url: '/api/images/w500/poster.jpg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.equals(PNG)).toBe(true);
    const second = await app.inject({ method: 'GET', url: '/api/images/w500/poster.jpg' });
    expect(second.rawPayload.equals(PNG)).toBe(true);
    expect(second.headers['cache-control']).toContain('immutable');
    expect(imageHits - before).toBe(1);
  });

  it('answers with a titled SVG placeholder when the image cannot be had', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/images/w500/missing.jpg?title=Heat%20%3Cb%3E' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('Heat &#60;b&#62;');
    expect(response.body).not.toContain('<b>');
  });

  it('draws a placeholder on request', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/images/placeholder.svg?title=Leyla%20ile%20Mecnun' });
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('Leyla ile Mecnun');
  });

  it('refuses file names that are not TMDB image names', async () => {
    for (const url of ['/api/images/w500/..%2F..%2Fwatchify.db', '/api/images/w500/a.exe', '/api/images/w9999/a.jpg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});
