import { randomUUID } from 'node:crypto';
import type { LoggedPlay, MarkedEpisodes, ShowProgress, ShowsProgress, UpNext } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Episode marks, a show's progress and Up Next (issue 23 §2/§3/§5, decision 035), on made-up shows whose episodes'
 * dates the test chooses: some aired, one still to come.
 */
const GREENLAND = { mediaType: 'movie', id: 524047 } as const;
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let nextShowId = 990_300_000;
/**
 * A made-up show: season 0 with one special, season 1 with 3 aired episodes, season 2 with 2 aired and one a month
 * from now.
 */
async function importShow(database: DatabaseHandle, name = 'Made-up Show'): Promise<number> {
  const id = ++nextShowId;
  const episode = (n: number, air_date: string) => ({ episode_number: n, name: `Episode ${n}`, air_date });
  await importDump(
    database.db,
    recordsAsLines([
      {
        media_type: 'tv',
        id,
        name,
        first_air_date: '2010-01-01',
        genres: [{ id: 18, name: 'Drama' }],
        seasons: [
          { season_number: 0, air_date: '2010-06-01', episodes: [episode(1, '2010-06-01')] },
          {
            season_number: 1,
            air_date: '2010-01-01',
            episodes: [episode(1, '2010-01-01'), episode(2, '2010-01-08'), episode(3, '2010-01-15')],
          },
          {
            season_number: 2,
            air_date: '2011-01-01',
            episodes: [episode(1, '2011-01-01'), episode(2, '2011-01-08'), episode(3, daysFromNow(30))],
          },
        ],
      },
    ]),
    { source: 'dump' },
  );
  return id;
}

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
});
afterAll(async () => {
  await app.close();
});

const logEpisode = (who: TestMember, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/plays',
    headers: { cookie: who.cookie },
    payload: { mediaType: 'tv', watchedOn: null, requestId: randomUUID(), ...payload },
  });
const mark = (who: TestMember, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/plays/episodes',
    headers: { cookie: who.cookie },
    payload: { watchedOn: null, requestId: randomUUID(), ...payload },
  });
const unmark = (who: TestMember, payload: object) =>
  app.inject({ method: 'DELETE', url: '/api/plays/episodes', headers: { cookie: who.cookie }, payload });
async function marked(who: TestMember, payload: object): Promise<MarkedEpisodes> {
  const response = await mark(who, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function progress(who: TestMember, showId: number): Promise<ShowProgress> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/shows/${showId}/progress`,
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function upNext(who: TestMember): Promise<UpNext> {
  const response = await app.inject({ method: 'GET', url: '/api/up-next', headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const rowsOf = (userId: string) =>
  database.db
    .selectFrom('plays')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('season_number')
    .orderBy('episode_number')
    .execute();

describe('marking one episode', () => {
  it('stores an episode play of the show, once per request id', async () => {
    const showId = await importShow(database);
    const ayse = await member();
    const requestId = randomUUID();
    const first = await logEpisode(ayse, { id: showId, season: 1, episode: 2, requestId });
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as LoggedPlay).play).toMatchObject({
      mediaType: 'tv',
      titleId: showId,
      season: 1,
      episode: 2,
    });
    const again = await logEpisode(ayse, { id: showId, season: 1, episode: 2, requestId });
    expect(again.statusCode).toBe(200);
    expect((again.json() as LoggedPlay).created).toBe(false);
    expect(await rowsOf(ayse.userId)).toHaveLength(1);
    // A rewatch is a second action: a second play, still one episode watched.
    expect((await logEpisode(ayse, { id: showId, season: 1, episode: 2, rewatch: true })).statusCode).toBe(201);
    expect(await rowsOf(ayse.userId)).toHaveLength(2);
    expect(await progress(ayse, showId)).toMatchObject({ watched: 1, aired: 5, total: 6, state: 'watching' });
  });

  it('refuses an episode not aired, one the show does not have, a season of a movie, half an episode', async () => {
    const showId = await importShow(database);
    const ayse = await member();
    const notAired = await logEpisode(ayse, { id: showId, season: 2, episode: 3 });
    expect(notAired.statusCode).toBe(400);
    expect(notAired.json().error).toMatchObject({
      code: 'episodeNotAired',
      message: 'This episode has not aired yet.',
    });
    const missing = await logEpisode(ayse, { id: showId, season: 1, episode: 9 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'episodeNotFound' });
    const noSeason = await logEpisode(ayse, { id: showId, season: 7, episode: 1 });
    expect(noSeason.json().error).toMatchObject({ code: 'episodeNotFound' });
    const movie = await logEpisode(ayse, { ...GREENLAND, season: 1, episode: 1 });
    expect(movie.statusCode).toBe(400);
    expect(movie.json().error).toMatchObject({ code: 'seasonOfMovie', message: 'Movies have no seasons or episodes.' });
    expect((await logEpisode(ayse, { id: showId, season: 1 })).statusCode).toBe(400);
    const future = await logEpisode(ayse, { id: showId, season: 1, episode: 1, watchedOn: daysFromNow(3) });
    expect(future.json().error).toMatchObject({ code: 'dateInFuture' });
    const beforeRelease = await logEpisode(ayse, { id: showId, season: 1, episode: 1, watchedOn: '2005-01-01' });
    expect(beforeRelease.json().error).toMatchObject({ code: 'dateBeforeRelease' });
    expect(await rowsOf(ayse.userId)).toEqual([]);
  });
});

describe('marking many episodes', () => {
  it('marks a season: only its aired episodes, once even when the action is repeated', async () => {
    const showId = await importShow(database);
    const ayse = await member();
    const requestId = randomUUID();
    const first = await marked(ayse, { id: showId, season: 2, requestId, watchedOn: '2024-02-03' });
    expect(first.changed).toBe(2);
    expect(first.progress).toMatchObject({
      watched: 2,
      aired: 5,
      state: 'watching',
      watchedEpisodes: [
        [2, 1],
        [2, 2],
      ],
    });
    expect((await marked(ayse, { id: showId, season: 2, requestId, watchedOn: '2024-02-03' })).changed).toBe(0);
    // Another action marks only what is still unwatched.
    expect((await marked(ayse, { id: showId, season: 2 })).changed).toBe(0);
    const rows = await rowsOf(ayse.userId);
    expect(rows.map((r) => [r.season_number, r.episode_number, r.watched_on])).toEqual([
      [2, 1, '2024-02-03'],
      [2, 2, '2024-02-03'],
    ]);
  });

  it('marks every earlier aired episode up to here, across seasons, specials apart', async () => {
    const showId = await importShow(database);
    const ayse = await member();
    await logEpisode(ayse, { id: showId, season: 1, episode: 2 });
    const { changed, progress: after } = await marked(ayse, { id: showId, season: 2, upTo: 1 });
    expect(changed).toBe(3);
    expect(after.watchedEpisodes).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 1],
    ]);
    expect(after.next).toEqual({ season: 2, episode: 2, name: 'Episode 2', airDate: '2011-01-08' });
    const notAired = await mark(ayse, { id: showId, season: 2, upTo: 3 });
    expect(notAired.json().error).toMatchObject({ code: 'episodeNotAired' });
    const movie = await mark(ayse, { id: 524047, season: 1 });
    expect(movie.statusCode).toBe(404);
    expect(await rowsOf(ayse.userId)).toHaveLength(4);
  });

  it('unchecks a season, everything up to here, or one episode', async () => {
    const showId = await importShow(database);
    const ayse = await member();
    await marked(ayse, { id: showId, season: 2, upTo: 2 });
    await logEpisode(ayse, { id: showId, season: 0, episode: 1 });
    const season = await unmark(ayse, { id: showId, season: 1 });
    expect(season.statusCode, season.body).toBe(200);
    expect((season.json() as MarkedEpisodes).progress.watchedEpisodes).toEqual([
      [0, 1],
      [2, 1],
      [2, 2],
    ]);
    const upTo = await unmark(ayse, { id: showId, season: 2, upTo: 1 });
    expect((upTo.json() as MarkedEpisodes).progress.watchedEpisodes).toEqual([
      [0, 1],
      [2, 2],
    ]);
    const one = await unmark(ayse, { id: showId, season: 0, episode: 1 });
    expect((one.json() as MarkedEpisodes).progress.watchedEpisodes).toEqual([[2, 2]]);
    expect(await rowsOf(ayse.userId)).toHaveLength(1);
    const both = await unmark(ayse, { id: showId, season: 2, upTo: 2, episode: 2 });
    expect(both.statusCode).toBe(400);
    expect(await rowsOf(ayse.userId)).toHaveLength(1);
  });
});

describe("a show's progress and state", () => {
  it('is completed when every aired episode is watched, watching again when a new one airs', async () => {
    const showId = await importShow(database);
    const ayse = await member();
    expect(await progress(ayse, showId)).toMatchObject({
      state: 'notStarted',
      watched: 0,
      next: { season: 1, episode: 1 },
    });
    await marked(ayse, { id: showId, season: 2, upTo: 2 });
    expect(await progress(ayse, showId)).toMatchObject({ state: 'completed', watched: 5, aired: 5, next: null });
    expect((await upNext(ayse)).comingSoon).toEqual([
      expect.objectContaining({
        show: { id: showId, title: 'Made-up Show', posterPath: null },
        next: { season: 2, episode: 3, name: 'Episode 3', airDate: daysFromNow(30) },
      }),
    ]);
    // Time passes: S02E03 airs.
    await database.db
      .updateTable('episodes')
      .set({ air_date: daysFromNow(-1) })
      .where('title_id', '=', showId)
      .where('season_number', '=', 2)
      .where('episode_number', '=', 3)
      .execute();
    expect(await progress(ayse, showId)).toMatchObject({
      state: 'watching',
      watched: 5,
      aired: 6,
      next: { season: 2, episode: 3 },
    });
    expect((await upNext(ayse)).watching.map((w) => [w.show.id, w.next.episode])).toEqual([[showId, 3]]);
  });

  it('is stopped when the user gives up: hidden from Up Next, kept in the diary', async () => {
    const showId = await importShow(database);
    const ayse = await member();
    await logEpisode(ayse, { id: showId, season: 1, episode: 1 });
    expect((await upNext(ayse)).watching).toHaveLength(1);
    const stop = await app.inject({
      method: 'PUT',
      url: `/api/shows/${showId}/stopped`,
      headers: { cookie: ayse.cookie },
      payload: { stopped: true },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect((stop.json() as ShowProgress).state).toBe('stopped');
    expect(await upNext(ayse)).toEqual({ watching: [], comingSoon: [] });
    expect(await rowsOf(ayse.userId)).toHaveLength(1);
    await app.inject({
      method: 'PUT',
      url: `/api/shows/${showId}/stopped`,
      headers: { cookie: ayse.cookie },
      payload: { stopped: false },
    });
    expect((await upNext(ayse)).watching).toHaveLength(1);
  });
});

describe('Up Next', () => {
  it('lists the shows being watched with their next episode, the most recently active first', async () => {
    const first = await importShow(database, 'First Show');
    const second = await importShow(database, 'Second Show');
    const ayse = await member();
    await logEpisode(ayse, { id: first, season: 1, episode: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await marked(ayse, { id: second, season: 1 });
    let list = await upNext(ayse);
    expect(list.watching.map((w) => [w.show.title, w.next.season, w.next.episode, w.watched, w.aired])).toEqual([
      ['Second Show', 2, 1, 3, 5],
      ['First Show', 1, 2, 1, 5],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await logEpisode(ayse, { id: first, season: 1, episode: 2 });
    list = await upNext(ayse);
    expect(list.watching.map((w) => [w.show.title, w.next.episode])).toEqual([
      ['First Show', 3],
      ['Second Show', 1],
    ]);
  });
});

describe("every show's counts (the cards' bars)", () => {
  it('counts aired episodes watched per show, with the state', async () => {
    const watching = await importShow(database, 'Watching Show');
    const done = await importShow(database, 'Done Show');
    const stopped = await importShow(database, 'Stopped Show');
    const ayse = await member();
    await logEpisode(ayse, { id: watching, season: 1, episode: 1 });
    // Specials count for nothing: the bar is of the regular episodes.
    await logEpisode(ayse, { id: watching, season: 0, episode: 1 });
    await marked(ayse, { id: done, season: 2, upTo: 2 });
    await logEpisode(ayse, { id: stopped, season: 1, episode: 1 });
    await app.inject({
      method: 'PUT',
      url: `/api/shows/${stopped}/stopped`,
      headers: { cookie: ayse.cookie },
      payload: { stopped: true },
    });
    const response = await app.inject({ method: 'GET', url: '/api/shows/progress', headers: { cookie: ayse.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const shows = (response.json() as ShowsProgress).shows;
    expect(shows.sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: watching, watched: 1, aired: 5, state: 'watching' },
        { id: done, watched: 5, aired: 5, state: 'completed' },
        { id: stopped, watched: 1, aired: 5, state: 'stopped' },
      ].sort((a, b) => a.id - b.id),
    );
    const other = await member();
    const theirs = await app.inject({ method: 'GET', url: '/api/shows/progress', headers: { cookie: other.cookie } });
    expect(theirs.json()).toEqual({ shows: [] });
  });
});

describe('Up Next, when an episode was skipped', () => {
  it('offers the first unwatched aired episode when everything after the furthest one is still to air', async () => {
    const showId = await importShow(database);
    const ayse = await member();
    await logEpisode(ayse, { id: showId, season: 2, episode: 2 });
    const list = await upNext(ayse);
    expect(list.watching.map((w) => [w.show.id, w.next.season, w.next.episode, w.watched, w.aired])).toEqual([
      [showId, 1, 1, 1, 5],
    ]);
    expect(list.comingSoon).toEqual([]);
    expect((await progress(ayse, showId)).next).toMatchObject({ season: 1, episode: 1 });
  });
});

describe('authorization', () => {
  it('answers visitors 401 and keeps one member’s marks from another', async () => {
    const showId = await importShow(database);
    for (const [method, url] of [
      ['GET', '/api/up-next'],
      ['GET', '/api/shows/progress'],
      ['GET', `/api/shows/${showId}/progress`],
      ['POST', '/api/plays/episodes'],
      ['DELETE', '/api/plays/episodes'],
      ['PUT', `/api/shows/${showId}/stopped`],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    const ayse = await member();
    const mehmet = await member();
    await marked(ayse, { id: showId, season: 1 });
    expect(await progress(mehmet, showId)).toMatchObject({ watched: 0, watchedEpisodes: [] });
    expect(await upNext(mehmet)).toEqual({ watching: [], comingSoon: [] });
    await unmark(mehmet, { id: showId, season: 1 });
    expect(await rowsOf(ayse.userId)).toHaveLength(3);
  });
});
