import { randomUUID } from 'node:crypto';
import type { Stats } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';

// Titles of the shared sample catalog, with what the sample says of them.
const GREENLAND = { mediaType: 'movie', id: 524047 } as const; // 2020, 120 min, Action…; Gerard Butler
const THE_CORE = { mediaType: 'movie', id: 9341 } as const; // 2003, 136 min, Action…; directed by Jon Amiel
const HELLRAISER = { mediaType: 'movie', id: 9003 } as const; // 1987, 94 min, Horror; directed by Clive Barker
const BROOKLYN = { mediaType: 'tv', id: 48891 } as const; // 2013, 21 min an episode, Comedy, Crime; created by Daniel J. Goor, Michael Schur; seasons by count only
// Made-up shows: one of 40 minutes an episode whose S1E1 says 52 and S1E2 says nothing; one with no runtime at all.
const TIMED_SHOW = 990_230_001;
const UNTIMED_SHOW = 990_230_002;
const ACTION = 28;
const ADVENTURE = 12;
const GERARD_BUTLER = 17276;

let app: App;
let database: DatabaseHandle;
let ayse: TestMember;
let friend: TestMember;
let stranger: TestMember;
let deniz: TestMember;

const episode = (episode_number: number, runtime: number | null) => ({
  episode_number,
  air_date: '2015-01-01',
  runtime,
});

async function log(who: TestMember, title: object, watchedOn: string | null, rewatch = false) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/plays',
    headers: { cookie: who.cookie },
    payload: { ...title, watchedOn, rewatch, requestId: randomUUID() },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const statsOf = (who: TestMember, url: string) => app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

beforeAll(async () => {
  const created = await createSocialTestApp();
  ({ app, database } = created);
  [ayse, friend, stranger, deniz] = [
    await created.member(),
    await created.member(),
    await created.member(),
    await created.member(),
  ];
  await importDump(
    database.db,
    recordsAsLines([
      {
        media_type: 'tv',
        id: TIMED_SHOW,
        name: 'Timed Show',
        first_air_date: '2015-01-01',
        episode_run_time: [40],
        seasons: [{ season_number: 1, air_date: '2015-01-01', episodes: [episode(1, 52), episode(2, null)] }],
      },
      {
        media_type: 'tv',
        id: UNTIMED_SHOW,
        name: 'Untimed Show',
        first_air_date: '2015-01-01',
        seasons: [{ season_number: 1, air_date: '2015-01-01', episodes: [episode(1, null)] }],
      },
    ]),
    { source: 'dump' },
  );
  await befriend(database, ayse.userId, friend.userId);
  await log(ayse, HELLRAISER, '2023-10-31');
  await log(ayse, GREENLAND, '2024-03-01');
  await log(ayse, BROOKLYN, '2024-03-05');
  await log(ayse, THE_CORE, '2024-05-10');
  await log(ayse, GREENLAND, '2024-06-01', true);
  await log(ayse, THE_CORE, null, true);
  const rated = await app.inject({
    method: 'POST',
    url: `/api/titles/movie/${GREENLAND.id}/comments`,
    headers: { cookie: ayse.cookie },
    payload: { rating: 4, text: 'Tense from start to end.' },
  });
  expect(rated.statusCode, rated.body).toBe(201);
});
afterAll(async () => {
  await app.close();
});

describe("a year's review", () => {
  let stats: Stats;
  beforeAll(async () => {
    const response = await statsOf(ayse, '/api/stats?year=2024');
    expect(response.statusCode, response.body).toBe(200);
    stats = response.json();
  });

  it('counts the plays, titles, rewatches and the hours of the movies watched that year', () => {
    expect(stats.year).toBe(2024);
    expect(stats.years).toEqual([2024, 2023]);
    expect(stats.totals).toEqual({
      plays: 4,
      movies: 2,
      shows: 1,
      rewatches: 1,
      episodes: 0,
      minutes: 120 + 136 + 120,
      movieMinutes: 120 + 136 + 120,
      episodeMinutes: 0,
      undated: 0,
    });
  });

  it('gives the twelve months of the year with their plays', () => {
    expect(stats.perMonth).toHaveLength(12);
    expect(stats.perMonth.filter((m) => m.plays > 0)).toEqual([
      { month: '2024-03', plays: 2 },
      { month: '2024-05', plays: 1 },
      { month: '2024-06', plays: 1 },
    ]);
  });

  it('names the genres, decades, people and the titles rated highest', () => {
    // Greenland twice and The Core are both action and adventure; ties go by genre id.
    expect(stats.genres.slice(0, 2)).toEqual([
      { genreId: ADVENTURE, plays: 3 },
      { genreId: ACTION, plays: 3 },
    ]);
    expect(stats.decades).toEqual([
      { decade: 2000, plays: 1 },
      { decade: 2010, plays: 1 },
      { decade: 2020, plays: 2 },
    ]);
    expect(stats.cast[0]).toMatchObject({ id: GERARD_BUTLER, name: 'Gerard Butler', plays: 2 });
    // A show's creators count as its directors.
    expect(stats.directors.map((d) => `${d.name} ${d.plays}`).sort()).toEqual([
      'Daniel J. Goor 1',
      'Jon Amiel 1',
      'Michael Schur 1',
    ]);
    expect(stats.topRated).toEqual([
      { mediaType: 'movie', id: GREENLAND.id, title: 'Greenland', posterPath: expect.any(String), rating: 4 },
    ]);
  });
});

describe('all time', () => {
  it('counts every play, undated ones too, and every month from the first play to the last', async () => {
    const stats: Stats = (await statsOf(ayse, '/api/stats')).json();
    expect(stats.year).toBeNull();
    expect(stats.totals).toMatchObject({ plays: 6, movies: 3, shows: 1, rewatches: 2, undated: 1 });
    expect(stats.totals.minutes).toBe(94 + 120 + 136 + 120 + 136);
    expect(stats.perMonth.map((m) => m.month)).toEqual([
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
      '2024-03',
      '2024-04',
      '2024-05',
      '2024-06',
    ]);
    expect(stats.directors.map((d) => d.name).sort()).toEqual([
      'Clive Barker',
      'Daniel J. Goor',
      'Jon Amiel',
      'Michael Schur',
    ]);
  });

  it('is empty, not an error, for someone who has watched nothing', async () => {
    const stats: Stats = (await statsOf(stranger, '/api/stats')).json();
    expect(stats.totals).toEqual({
      plays: 0,
      movies: 0,
      shows: 0,
      rewatches: 0,
      episodes: 0,
      minutes: 0,
      movieMinutes: 0,
      episodeMinutes: 0,
      undated: 0,
    });
    expect(stats.perMonth).toEqual([]);
    expect(stats.years).toEqual([]);
  });
});

describe('hours of episodes', () => {
  it("counts an episode by its runtime, else by its show's, and a whole show not at all; movies as before", async () => {
    const logEpisode = (id: number, season: number, episodeNumber: number) =>
      log(deniz, { mediaType: 'tv', id, season, episode: episodeNumber }, '2024-02-01');
    await log(deniz, GREENLAND, '2024-02-01');
    await logEpisode(TIMED_SHOW, 1, 1); // its own 52 minutes
    await logEpisode(TIMED_SHOW, 1, 2); // no runtime of its own: the show's 40
    await logEpisode(BROOKLYN.id, 1, 3); // no episode row (a season known by its count): the show's 21
    await logEpisode(UNTIMED_SHOW, 1, 1); // neither knows: 0
    await log(deniz, BROOKLYN, '2024-02-01'); // a whole show: how much was watched is unknown

    for (const url of ['/api/stats?year=2024', '/api/stats']) {
      const stats: Stats = (await statsOf(deniz, url)).json();
      expect(stats.totals, url).toEqual({
        plays: 6,
        movies: 1,
        shows: 3,
        rewatches: 0,
        episodes: 4,
        minutes: 120 + 52 + 40 + 21,
        movieMinutes: 120,
        episodeMinutes: 52 + 40 + 21,
        undated: 0,
      });
    }
  });
});

describe('who sees whose stats', () => {
  it('a friend sees them; anyone else is refused; a visitor is asked to sign in', async () => {
    const own: Stats = (await statsOf(ayse, '/api/stats?year=2024')).json();
    const byFriend = await statsOf(friend, `/api/users/${ayse.userId}/stats?year=2024`);
    expect(byFriend.statusCode).toBe(200);
    expect(byFriend.json()).toEqual(own);
    expect((await statsOf(ayse, `/api/users/${ayse.userId}/stats`)).statusCode).toBe(200);
    const refused = await statsOf(stranger, `/api/users/${ayse.userId}/stats`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'statsNotVisible',
      message: 'Only friends can see each other’s stats.',
    });
    expect((await app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/users/${ayse.userId}/stats` })).statusCode).toBe(401);
  });

  it('refuses a year it cannot read', async () => {
    for (const query of ['?year=abc', '?year=12', '?year=2024.5']) {
      expect((await statsOf(ayse, `/api/stats${query}`)).statusCode, query).toBe(400);
    }
  });
});
