import type { Episode, Season } from '@watchify/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { loadEnv } from '../src/env.js';
import { TmdbLiveCatalogSource } from '../src/integrations/tmdb/live-catalog-source.js';
import { createTmdbProvider } from '../src/integrations/tmdb/provider.js';
import { TitleRefresher } from '../src/integrations/tmdb/title-refresher.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { findAiredEpisodes, findShowEpisode } from '../src/modules/catalog/catalog.queries.js';
import { CatalogService } from '../src/modules/catalog/catalog.service.js';
import { demoCatalogLines } from '../src/modules/catalog/demo-catalog.js';
import { loadFakeTmdbData, type RawTitle } from './fake-tmdb/data.js';
import { type FakeTmdb, startFakeTmdb } from './fake-tmdb/server.js';
import { createTestApp, createTestDatabase } from './helpers.js';

/**
 * Seasons and episodes (decision 034), from real TMDB data: Breaking Bad's `/tv/1396` (seasons with counts) and its
 * `/tv/1396/season/2` (13 episodes), the fixtures the fake TMDB serves, and the demo catalog's real seasons.
 */
const data = loadFakeTmdbData();
const BREAKING_BAD = 1396;
const FRIENDS = 1668;
const MOVIE = 59;

function show(id: number): RawTitle {
  const found = data.shows.get(id);
  if (!found) throw new Error(`the fake has no show ${id}`);
  return found;
}

const seasonTwo = data.seasons.get(`${BREAKING_BAD}:2`) as { episodes: unknown[] };

/** Breaking Bad as a dump line: its /tv/{id} seasons (counts), season 2 with its episodes unless told otherwise. */
function breakingBad(options: { episodes?: boolean; seasons?: boolean } = {}) {
  const { episodes = true, seasons = true } = options;
  const { seasons: listed, ...rest } = show(BREAKING_BAD) as RawTitle & { seasons: { season_number: number }[] };
  return {
    ...rest,
    media_type: 'tv',
    ...(seasons
      ? {
          seasons: listed.map((season) =>
            season.season_number === 2 && episodes ? { ...season, episodes: seasonTwo.episodes } : season,
          ),
        }
      : {}),
  };
}

const movie = () => ({ ...data.movies.get(MOVIE), media_type: 'movie' });

async function count(database: DatabaseHandle, table: 'seasons' | 'episodes', showId: number): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('title_id', '=', showId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function importLines(database: DatabaseHandle, records: unknown[]) {
  const report = await importDump(database.db, recordsAsLines(records), { source: 'dump' });
  expect(report.problems).toEqual([]);
}

describe('seasons from a catalog dump', () => {
  let app: App;
  let database: DatabaseHandle;

  beforeAll(async () => {
    ({ app, database } = await createTestApp());
    const friends = { ...show(FRIENDS), media_type: 'tv', seasons: undefined };
    await importLines(database, [breakingBad(), friends, movie()]);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it("lists a show's seasons in order, with the dump's names, dates, counts and posters", async () => {
    const response = await get(`/api/titles/tv/${BREAKING_BAD}/seasons`);
    expect(response.statusCode).toBe(200);
    const { seasons } = response.json() as { seasons: Season[] };
    expect(seasons.map((s) => [s.seasonNumber, s.episodeCount])).toEqual([
      [0, 6],
      [1, 7],
      [2, 13],
      [3, 13],
      [4, 13],
      [5, 16],
    ]);
    expect(seasons[2]).toMatchObject({
      name: 'Season 2',
      airDate: '2009-03-08',
      posterPath: '/gdzDWM65k0Mrw1O4PFQm4ickcLV.jpg',
    });
  });

  it('lists the episodes a dump gives in full', async () => {
    const response = await get(`/api/titles/tv/${BREAKING_BAD}/seasons/2`);
    expect(response.statusCode).toBe(200);
    const { season, episodes } = response.json() as { season: Season; episodes: Episode[] };
    expect(season.seasonNumber).toBe(2);
    expect(episodes.map((e) => e.episodeNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(episodes[0]).toEqual({
      seasonNumber: 2,
      episodeNumber: 1,
      name: 'Seven Thirty-Seven',
      overview: expect.any(String),
      airDate: '2009-03-08',
      // This response of 2014 gives no runtimes, and none is made up.
      runtime: null,
      stillPath: '/bwgioLAgihPCUK21rLWocDaDM3g.jpg',
      aired: true,
    });
  });

  it('numbers the episodes of a season given only a count, with no names or dates', async () => {
    const { episodes } = (await get(`/api/titles/tv/${BREAKING_BAD}/seasons/1`)).json() as { episodes: Episode[] };
    expect(episodes).toHaveLength(7);
    expect(episodes[2]).toEqual({
      seasonNumber: 1,
      episodeNumber: 3,
      name: null,
      overview: null,
      airDate: null,
      runtime: null,
      stillPath: null,
      aired: true,
    });
    expect(await count(database, 'episodes', BREAKING_BAD)).toBe(13);
  });

  it('tracks a show given only totals as a whole: no seasons', async () => {
    expect((await get(`/api/titles/tv/${FRIENDS}/seasons`)).json()).toEqual({ seasons: [] });
    expect((await get(`/api/titles/tv/${FRIENDS}`)).json()).toMatchObject({ numberOfSeasons: 10 });
    const response = await get(`/api/titles/tv/${FRIENDS}/seasons/1`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'seasonNotFound', message: 'This show has no season 1.' } });
  });

  it('answers a clear 4xx for a movie, a season or show we do not have, and a season that is not a number', async () => {
    for (const url of [`/api/titles/movie/${MOVIE}/seasons`, `/api/titles/movie/${MOVIE}/seasons/1`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'moviesHaveNoSeasons', message: 'Movies have no seasons.' } });
    }
    const missing = await get(`/api/titles/tv/${BREAKING_BAD}/seasons/9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'seasonNotFound', message: 'This show has no season 9.' } });
    for (const url of ['/api/titles/tv/1/seasons', '/api/titles/tv/1/seasons/1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'notFound', message: 'Title not found.' } });
    }
    for (const url of [
      `/api/titles/tv/${BREAKING_BAD}/seasons/two`,
      `/api/titles/tv/${BREAKING_BAD}/seasons/-1`,
      `/api/titles/tv/${BREAKING_BAD}/seasons/1.5`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalidRequest', field: 'season' } });
    }
  });

  it('answers whether a show has an episode and whether it has aired (for the plays module)', async () => {
    const db = database.db;
    expect(await findShowEpisode(db, BREAKING_BAD, 2, 1)).toMatchObject({ name: 'Seven Thirty-Seven', aired: true });
    expect(await findShowEpisode(db, BREAKING_BAD, 1, 7)).toMatchObject({ name: null, aired: true });
    expect(await findShowEpisode(db, BREAKING_BAD, 1, 8)).toBeUndefined();
    expect(await findShowEpisode(db, BREAKING_BAD, 2, 14)).toBeUndefined();
    expect(await findShowEpisode(db, BREAKING_BAD, 9, 1)).toBeUndefined();
    expect(await findShowEpisode(db, FRIENDS, 1, 1)).toBeUndefined();

    // Every season has aired by now: 7 + 13 + 13 + 13 + 16, specials apart.
    const all = await findAiredEpisodes(db, BREAKING_BAD);
    expect(all).toHaveLength(62);
    expect(all.slice(6, 8).map((e) => [e.seasonNumber, e.episodeNumber])).toEqual([
      [1, 7],
      [2, 1],
    ]);
    expect(await findAiredEpisodes(db, BREAKING_BAD, { season: 0 })).toHaveLength(6);

    // Two days into season 2: season 1 and that season's first episode.
    const early = await findAiredEpisodes(db, BREAKING_BAD, { now: new Date('2009-03-10T12:00:00Z') });
    expect(early.map((e) => `${e.seasonNumber}x${e.episodeNumber}`)).toEqual([
      '1x1',
      '1x2',
      '1x3',
      '1x4',
      '1x5',
      '1x6',
      '1x7',
      '2x1',
    ]);
    expect(await findShowEpisode(db, BREAKING_BAD, 2, 2, new Date('2009-03-10T12:00:00Z'))).toMatchObject({
      aired: false,
    });
  });
});

describe('importing seasons again', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('never duplicates, and replaces what the line now says', async () => {
    await importLines(database, [breakingBad()]);
    await importLines(database, [breakingBad()]);
    expect(await count(database, 'seasons', BREAKING_BAD)).toBe(6);
    expect(await count(database, 'episodes', BREAKING_BAD)).toBe(13);

    await importLines(database, [breakingBad({ episodes: false })]);
    expect(await count(database, 'seasons', BREAKING_BAD)).toBe(6);
    expect(await count(database, 'episodes', BREAKING_BAD)).toBe(0);

    await importLines(database, [breakingBad({ seasons: false })]);
    expect(await count(database, 'seasons', BREAKING_BAD)).toBe(0);
  });

  it('stores a bad season line nowhere and reports it', async () => {
    const bad = breakingBad();
    const report = await importDump(
      database.db,
      recordsAsLines([{ ...bad, id: 424242, seasons: [{ season_number: 1, episodes: [{ episode_number: 0 }] }] }]),
      { source: 'dump' },
    );
    expect(report).toMatchObject({ imported: 0, skipped: 1 });
    expect(report.problems[0]?.message).toMatch(/^seasons\.0\.episodes\.0\.episode_number: /);
    expect(await count(database, 'seasons', 424242)).toBe(0);
  });
});

describe('the demo catalog', () => {
  let app: App;
  let database: DatabaseHandle;
  beforeAll(async () => {
    ({ app, database } = await createTestApp());
    await importDump(database.db, demoCatalogLines(), { source: 'demo' });
  });
  afterAll(async () => {
    await app.close();
  });

  async function demoShow(name: string): Promise<number> {
    const row = await database.db
      .selectFrom('titles')
      .select('id')
      .where('media_type', '=', 'tv')
      .where('title', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("has Game of Thrones' real first season", async () => {
    const id = await demoShow('Game of Thrones');
    const { seasons } = (await app.inject({ method: 'GET', url: `/api/titles/tv/${id}/seasons` })).json() as {
      seasons: Season[];
    };
    expect(seasons.map((s) => s.seasonNumber)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const response = await app.inject({ method: 'GET', url: `/api/titles/tv/${id}/seasons/1` });
    const { episodes } = response.json() as { episodes: Episode[] };
    expect(episodes).toHaveLength(10);
    expect(episodes[0]).toMatchObject({
      episodeNumber: 1,
      name: 'Winter Is Coming',
      airDate: '2011-04-17',
      runtime: 62,
    });
    expect(episodes[9]).toMatchObject({ episodeNumber: 10, name: 'Fire and Blood' });
  });

  it("has Breaking Bad's real second season and numbered episodes for the others", async () => {
    const id = await demoShow('Breaking Bad');
    const second = (await app.inject({ method: 'GET', url: `/api/titles/tv/${id}/seasons/2` })).json() as {
      episodes: Episode[];
    };
    expect(second.episodes[0]).toMatchObject({ name: 'Seven Thirty-Seven', airDate: '2009-03-08' });
    const fifth = (await app.inject({ method: 'GET', url: `/api/titles/tv/${id}/seasons/5` })).json() as {
      episodes: Episode[];
    };
    expect(fifth.episodes).toHaveLength(16);
    expect(fifth.episodes.every((e) => e.name === null && e.airDate === null)).toBe(true);
  });

  it('leaves the shows without season data tracked as a whole', async () => {
    const id = await demoShow('The Wire');
    expect((await app.inject({ method: 'GET', url: `/api/titles/tv/${id}/seasons` })).json()).toEqual({ seasons: [] });
  });
});

describe('seasons from TMDB', () => {
  const DAY = 24 * 60 * 60 * 1000;
  let fake: FakeTmdb;

  beforeAll(async () => {
    fake = await startFakeTmdb();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
  });

  it('fetches a season on demand with the app and stores it, and notes a season TMDB does not have', async () => {
    const { app, database } = await createTestApp({
      TMDB_API_KEY: fake.apiKey,
      TMDB_API_URL: fake.url,
      TMDB_IMAGE_URL: fake.imageUrl,
    });
    try {
      const seasons = (await app.inject({ method: 'GET', url: `/api/titles/tv/${BREAKING_BAD}/seasons` })).json() as {
        seasons: Season[];
      };
      expect(seasons.seasons).toHaveLength(6);
      expect(fake.requests(`/tv/${BREAKING_BAD}`)).toBe(1);
      expect(await count(database, 'episodes', BREAKING_BAD)).toBe(0);

      const response = await app.inject({ method: 'GET', url: `/api/titles/tv/${BREAKING_BAD}/seasons/2` });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { episodes: Episode[] }).episodes[0]).toMatchObject({ name: 'Seven Thirty-Seven' });
      expect(fake.requests(`/tv/${BREAKING_BAD}/season/2`)).toBe(1);
      expect(fake.requestLog(`/tv/${BREAKING_BAD}/season/2`)[0]?.query.get('api_key')).toBe(fake.apiKey);
      expect(await count(database, 'episodes', BREAKING_BAD)).toBe(13);

      // TMDB has no season 1 here: numbered episodes, and a note that we asked, so the next view does not ask.
      const first = await app.inject({ method: 'GET', url: `/api/titles/tv/${BREAKING_BAD}/seasons/1` });
      expect((first.json() as { episodes: Episode[] }).episodes).toHaveLength(7);
      const stamped = await database.db
        .selectFrom('seasons')
        .select(['season_number', 'episodes_fetched_at'])
        .where('title_id', '=', BREAKING_BAD)
        .where('season_number', 'in', [1, 2])
        .orderBy('season_number')
        .execute();
      expect(stamped.map((s) => s.episodes_fetched_at)).toEqual([expect.any(String), expect.any(String)]);
      // A movie is refused before TMDB is asked.
      expect((await app.inject({ method: 'GET', url: `/api/titles/movie/${MOVIE}/seasons/1` })).statusCode).toBe(404);
      expect(fake.requests(`/movie/${MOVIE}`)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('keeps what we hold through an outage and through a details refresh, and waits out a 429', async () => {
    const database = await createTestDatabase();
    try {
      const provider = createTmdbProvider(
        loadEnv({ TMDB_API_KEY: fake.apiKey, TMDB_API_URL: fake.url, TMDB_IMAGE_URL: fake.imageUrl }),
        { retryDelaysMs: [10, 20] },
      );
      if (!provider) throw new Error('expected a provider');
      const clock = { now: new Date() };
      const refresher = new TitleRefresher(provider, { retryAfterFailureMs: 0, now: () => clock.now });
      const catalog = new CatalogService(database.db, new TmdbLiveCatalogSource(database.db, provider, refresher));

      fake.respondWith429(`/tv/${BREAKING_BAD}/season/2`, 0);
      const held = await catalog.season('tv', BREAKING_BAD, 2);
      expect(held.episodes).toHaveLength(13);
      expect(fake.requests(`/tv/${BREAKING_BAD}/season/2`)).toBe(2);

      // Fresh: not asked again.
      expect(await refresher.ensureSeasonFresh(database.db, BREAKING_BAD, 2)).toBe('fresh');

      // A week later TMDB is down: what we hold is served.
      clock.now = new Date(clock.now.getTime() + 8 * DAY);
      fake.goDown();
      expect(await refresher.ensureSeasonFresh(database.db, BREAKING_BAD, 2)).toBe('kept');
      expect(await count(database, 'episodes', BREAKING_BAD)).toBe(13);

      // Back up: the show's details are refreshed (they list seasons, not episodes) and the episodes stay.
      fake.comeBack();
      expect(await refresher.ensureFresh(database.db, 'tv', BREAKING_BAD)).toBe('refreshed');
      expect(await count(database, 'seasons', BREAKING_BAD)).toBe(6);
      expect(await count(database, 'episodes', BREAKING_BAD)).toBe(13);
      expect(await refresher.ensureSeasonFresh(database.db, BREAKING_BAD, 2)).toBe('refreshed');
      expect(await count(database, 'episodes', BREAKING_BAD)).toBe(13);
      // A season the show's details do not name is not asked for.
      expect(await refresher.ensureSeasonFresh(database.db, BREAKING_BAD, 9)).toBe('not-found');
      expect(fake.requests(`/tv/${BREAKING_BAD}/season/9`)).toBe(0);
    } finally {
      await database.destroy();
    }
  });
});
