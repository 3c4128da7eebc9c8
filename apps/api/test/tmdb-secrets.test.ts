import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { type FakeTmdb, startFakeTmdb } from './fake-tmdb/server.js';
import { createTestApp } from './helpers.js';

/**
 * The TMDB credentials never reach a log line or a response, whatever TMDB answers: here the fake TMDB echoes the
 * request's URL (with the v3 key in its query string) or its Authorization header (the v4 token) in every error.
 */
let fake: FakeTmdb;

beforeAll(async () => {
  fake = await startFakeTmdb({ apiKey: 'v3-key-0123456789abcdef', accessToken: 'v4.token-fedcba9876543210' });
});
afterAll(async () => {
  await fake.close();
});

/** The whole app, logging everything (debug and up) as JSON lines into `lines`. */
async function appLoggingTo(lines: string[], credentials: Record<string, string>) {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return createTestApp(
    { TMDB_API_URL: fake.url, TMDB_IMAGE_URL: fake.imageUrl, ...credentials },
    { logger: { level: 'debug', stream } },
  );
}

/** A movie of the fake TMDB that no earlier request touched (each case needs a title TMDB has not answered for). */
const unusedMovieIds = () => [...fake.data.movies.keys()];

/**
 * Makes TMDB fail a trending list, the details of a title we do not hold, and the refresh of a title we hold with
 * stale details; returns every response body.
 */
async function triggerTmdbFailures(app: App, database: DatabaseHandle, [unheld, held]: number[]) {
  const bodies: string[] = [];
  fake.fail('/trending/movie/day', 401);
  const trending = await app.inject({ method: 'GET', url: '/api/catalog/trending?type=movie&limit=5' });
  expect(trending.statusCode).toBe(200);
  bodies.push(trending.body);

  fake.fail(`/movie/${unheld}`, 401);
  bodies.push((await app.inject({ method: 'GET', url: `/api/titles/movie/${unheld}` })).body);

  // A title we hold from a dump, whose details were never fetched from TMDB.
  await importDump(database.db, recordsAsLines([{ ...fake.data.movies.get(held as number), media_type: 'movie' }]), {
    source: 'dump',
  });
  fake.fail(`/movie/${held}`, 403);
  const refreshed = await app.inject({ method: 'GET', url: `/api/titles/movie/${held}` });
  expect(refreshed.statusCode).toBe(200);
  bodies.push(refreshed.body);
  return bodies;
}

describe('TMDB credentials in logs and responses', () => {
  it('never shows the v3 API key, although TMDB echoes the URL that carries it', async () => {
    const lines: string[] = [];
    const { app, database } = await appLoggingTo(lines, { TMDB_API_KEY: fake.apiKey });
    fake.reset();
    fake.echoInErrors('url');
    try {
      const [unheld, held] = unusedMovieIds();
      const bodies = await triggerTmdbFailures(app, database, [unheld as number, held as number]);
      // TMDB really did see the key and echo it.
      expect(fake.requestLog(`/movie/${unheld}`)[0]?.query.get('api_key')).toBe(fake.apiKey);

      for (const text of [...lines, ...bodies]) expect(text).not.toContain(fake.apiKey);
      const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
      expect(warnings.map((entry) => entry.msg)).toEqual([
        'TMDB trending unavailable; using the local catalog',
        'TMDB details unavailable; serving what we hold',
        'TMDB details unavailable; serving what we hold',
      ]);
      // What failed is still there, with the URL's key blanked out.
      expect(warnings[1].err.message).toContain('Invalid API key');
      expect(warnings[1].err.message).toContain(`/3/movie/${unheld}?`);
      expect(warnings[1].err.message).toContain('api_key=[redacted]');
      expect(warnings[1]).toMatchObject({ mediaType: 'movie', id: unheld });
      expect(warnings[2]).toMatchObject({ mediaType: 'movie', id: held });
    } finally {
      await app.close();
    }
  });

  it('never shows the v4 access token, although TMDB echoes the Authorization header', async () => {
    const lines: string[] = [];
    const { app, database } = await appLoggingTo(lines, { TMDB_ACCESS_TOKEN: fake.accessToken });
    fake.reset();
    fake.echoInErrors('authorization');
    try {
      const [, , unheld, held] = unusedMovieIds();
      const bodies = await triggerTmdbFailures(app, database, [unheld as number, held as number]);
      expect(fake.requestLog(`/movie/${unheld}`)[0]?.headers.authorization).toBe(`Bearer ${fake.accessToken}`);

      for (const text of [...lines, ...bodies]) expect(text).not.toContain(fake.accessToken);
      const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
      expect(warnings).toHaveLength(3);
      expect(warnings[0].err.message).toContain('Invalid API key');
      expect(warnings[0].err.message).toContain('Authorization: Bearer [redacted]');
    } finally {
      await app.close();
    }
  });
});
