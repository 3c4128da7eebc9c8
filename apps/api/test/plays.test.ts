import { randomUUID } from 'node:crypto';
import type { DiaryPage, LoggedPlay, Play } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

// Titles of the shared sample catalog.
const GREENLAND = { mediaType: 'movie', id: 524047 } as const; // 2020; Action, Adventure, Thriller, Science Fiction
const HELLRAISER = { mediaType: 'movie', id: 9003 } as const; // 1987; Horror
const THE_CORE = { mediaType: 'movie', id: 9341 } as const; // 2003
const BROOKLYN = { mediaType: 'tv', id: 48891 } as const; // 2013; Comedy, Crime
const HORROR = 27;

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
});
afterAll(async () => {
  await app.close();
});

const newRequestId = () => randomUUID();

const log = (who: TestMember, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/plays',
    headers: { cookie: who.cookie },
    payload: { requestId: newRequestId(), ...payload },
  });
async function logged(who: TestMember, payload: object): Promise<Play> {
  const response = await log(who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as LoggedPlay).play;
}
async function diary(who: TestMember, query = ''): Promise<DiaryPage> {
  const response = await app.inject({ method: 'GET', url: `/api/plays${query}`, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const change = (who: TestMember, playId: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/plays/${playId}`, headers: { cookie: who.cookie }, payload });
const remove = (who: TestMember, playId: string) =>
  app.inject({ method: 'DELETE', url: `/api/plays/${playId}`, headers: { cookie: who.cookie } });
const rowsOf = (userId: string) => database.db.selectFrom('plays').selectAll().where('user_id', '=', userId).execute();
const dayAfterTomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe('logging a play', () => {
  it('stores the title as the catalog knows it, on the day given, whatever else the client sent', async () => {
    const ayse = await member();
    const response = await log(ayse, { ...GREENLAND, watchedOn: '2024-05-17', rewatch: false });
    expect(response.statusCode).toBe(201);
    const { play, created } = response.json() as LoggedPlay;
    expect(created).toBe(true);
    expect(play).toMatchObject({
      mediaType: 'movie',
      titleId: GREENLAND.id,
      title: 'Greenland',
      year: 2020,
      posterPath: '/bNo2mcvSwIvnx8K6y1euAc1TLVq.jpg',
      watchedOn: '2024-05-17',
      rewatch: false,
    });
    expect(Date.parse(play.loggedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores one play for one action, however often it arrives (a double click, two tabs, a retry)', async () => {
    const ayse = await member();
    const payload = { ...HELLRAISER, watchedOn: '2023-10-31', requestId: newRequestId() };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({ method: 'POST', url: '/api/plays', headers: { cookie: ayse.cookie }, payload }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => (r.json() as LoggedPlay).play.id)).size).toBe(1);
    expect(await rowsOf(ayse.userId)).toHaveLength(1);
  });

  it('keeps a rewatch as a second play of the same title', async () => {
    const ayse = await member();
    await logged(ayse, { ...THE_CORE, watchedOn: '2010-01-02' });
    const again = await logged(ayse, { ...THE_CORE, watchedOn: '2024-01-02', rewatch: true });
    expect(again.rewatch).toBe(true);
    const response = await app.inject({
      method: 'GET',
      url: `/api/titles/movie/${THE_CORE.id}/plays`,
      headers: { cookie: ayse.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json().plays as Play[]).map((p) => [p.watchedOn, p.rewatch])).toEqual([
      ['2024-01-02', true],
      ['2010-01-02', false],
    ]);
  });

  it('takes "I don\'t remember" for the date', async () => {
    const ayse = await member();
    expect((await logged(ayse, { ...BROOKLYN, watchedOn: null })).watchedOn).toBeNull();
  });

  it('refuses a date in the future, a date that does not exist and one before the title came out, storing nothing', async () => {
    const ayse = await member();
    const cases: [object, number, string, string][] = [
      [{ ...GREENLAND, watchedOn: dayAfterTomorrow() }, 400, 'dateInFuture', 'A play cannot be in the future.'],
      [
        { ...GREENLAND, watchedOn: '2023-02-29' },
        400,
        'dateInvalid',
        'Choose a real date, or say you do not remember.',
      ],
      [
        { ...GREENLAND, watchedOn: '17/05/2024' },
        400,
        'dateInvalid',
        'Choose a real date, or say you do not remember.',
      ],
      [{ ...GREENLAND, watchedOn: '2019-12-31' }, 400, 'dateBeforeRelease', 'This date is before the title came out.'],
      [{ mediaType: 'movie', id: 999_999_999, watchedOn: '2024-01-01' }, 404, 'notFound', 'Title not found.'],
    ];
    for (const [payload, status, code, message] of cases) {
      const response = await log(ayse, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error).toMatchObject({ code, message });
    }
    // The release year itself is fine: festival screenings come before a release date.
    expect((await log(ayse, { ...GREENLAND, watchedOn: '2020-01-15' })).statusCode).toBe(201);
    expect(await rowsOf(ayse.userId)).toHaveLength(1);
  });

  it('answers malformed requests with 400', async () => {
    const ayse = await member();
    const bodies = [
      { ...GREENLAND, watchedOn: '2024-01-01', requestId: undefined },
      { ...GREENLAND, watchedOn: '2024-01-01', requestId: 'short' },
      { ...GREENLAND, watchedOn: '2024-01-01', requestId: 'has spaces in it' },
      { ...GREENLAND, requestId: newRequestId() },
      { mediaType: 'book', id: 1, watchedOn: null, requestId: newRequestId() },
      { ...GREENLAND, watchedOn: null, requestId: newRequestId(), userId: 'someone-else' },
    ];
    for (const payload of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/plays',
        headers: { cookie: ayse.cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('invalidRequest');
    }
    expect(await rowsOf(ayse.userId)).toHaveLength(0);
  });
});

describe('the diary', () => {
  let ayse: TestMember;
  let plays: Play[];

  beforeAll(async () => {
    ayse = await member();
    plays = [];
    for (const [title, watchedOn] of [
      [GREENLAND, '2024-03-01'],
      [HELLRAISER, '2023-10-31'],
      [BROOKLYN, '2024-03-01'],
      [THE_CORE, null],
      [HELLRAISER, '2024-10-31'],
      [GREENLAND, '2021-06-01'],
    ] as const) {
      plays.push(await logged(ayse, { ...title, watchedOn, rewatch: plays.some((p) => p.titleId === title.id) }));
    }
  });

  const order = (page: DiaryPage) => page.plays.map((p) => `${p.title} ${p.watchedOn ?? '?'}`);

  it('lists the newest date first, the later logged first on one day, and undated plays last', async () => {
    expect(order(await diary(ayse))).toEqual([
      'Hellraiser 2024-10-31',
      'Brooklyn Nine-Nine 2024-03-01',
      'Greenland 2024-03-01',
      'Hellraiser 2023-10-31',
      'Greenland 2021-06-01',
      'The Core ?',
    ]);
  });

  it("shows my stars for the title on each of its plays (my comment's), and nobody else's", async () => {
    const rate = (who: TestMember, rating: number) =>
      app.inject({
        method: 'POST',
        url: `/api/titles/movie/${HELLRAISER.id}/comments`,
        headers: { cookie: who.cookie },
        payload: { rating, text: 'Still scary.' },
      });
    expect((await rate(ayse, 4)).statusCode).toBe(201);
    expect((await rate(await member(), 1)).statusCode).toBe(201);
    const ratings = (await diary(ayse)).plays.map((p) => `${p.title} ${p.rating ?? '-'}`);
    expect(ratings).toEqual([
      'Hellraiser 4',
      'Brooklyn Nine-Nine -',
      'Greenland -',
      'Hellraiser 4',
      'Greenland -',
      'The Core -',
    ]);
  });

  it('pages with a cursor: pages neither overlap nor skip, and the last has no cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await diary(ayse, query);
      seen.push(...page.plays.map((p) => p.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual((await diary(ayse)).plays.map((p) => p.id));
  });

  it('narrows by the year watched, by kind and by genre', async () => {
    expect(order(await diary(ayse, '?year=2024'))).toEqual([
      'Hellraiser 2024-10-31',
      'Brooklyn Nine-Nine 2024-03-01',
      'Greenland 2024-03-01',
    ]);
    expect(order(await diary(ayse, '?kind=tv'))).toEqual(['Brooklyn Nine-Nine 2024-03-01']);
    expect(order(await diary(ayse, `?genre=${HORROR}`))).toEqual(['Hellraiser 2024-10-31', 'Hellraiser 2023-10-31']);
    expect(order(await diary(ayse, `?year=2023&kind=movie&genre=${HORROR}`))).toEqual(['Hellraiser 2023-10-31']);
    expect((await diary(ayse, '?year=1999')).plays).toEqual([]);
  });

  it('refuses a cursor or filter it does not understand', async () => {
    for (const query of ['?cursor=DROP%20TABLE', '?kind=book', '?year=abc', '?limit=0', '?limit=1000']) {
      const response = await app.inject({ method: 'GET', url: `/api/plays${query}`, headers: { cookie: ayse.cookie } });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('changing and deleting a play', () => {
  it('moves a play in the diary when its date changes, and marks or unmarks a rewatch', async () => {
    const ayse = await member();
    const early = await logged(ayse, { ...GREENLAND, watchedOn: '2021-01-01' });
    await logged(ayse, { ...HELLRAISER, watchedOn: '2022-01-01' });
    const response = await change(ayse, early.id, { watchedOn: '2023-01-01', rewatch: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().play).toMatchObject({ id: early.id, watchedOn: '2023-01-01', rewatch: true });
    expect((await diary(ayse)).plays.map((p) => p.title)).toEqual(['Greenland', 'Hellraiser']);
    expect((await change(ayse, early.id, { rewatch: false })).json().play).toMatchObject({
      watchedOn: '2023-01-01',
      rewatch: false,
    });
    expect((await change(ayse, early.id, { watchedOn: null })).json().play.watchedOn).toBeNull();
    expect((await diary(ayse)).plays.map((p) => p.title)).toEqual(['Hellraiser', 'Greenland']);
  });

  it('refuses a bad date or an empty change, leaving the play as it was', async () => {
    const ayse = await member();
    const play = await logged(ayse, { ...GREENLAND, watchedOn: '2021-01-01' });
    const cases: [object, string][] = [
      [{ watchedOn: dayAfterTomorrow() }, 'dateInFuture'],
      [{ watchedOn: '2019-06-01' }, 'dateBeforeRelease'],
      [{ watchedOn: '2021-13-01' }, 'dateInvalid'],
      [{}, 'invalidRequest'],
      [{ rewatch: 'yes' }, 'invalidRequest'],
    ];
    for (const [payload, code] of cases) {
      const response = await change(ayse, play.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    expect((await rowsOf(ayse.userId))[0]).toMatchObject({ watched_on: '2021-01-01', rewatch: 0 });
  });

  it('deletes a play once; a second delete says it is not in the diary', async () => {
    const ayse = await member();
    const play = await logged(ayse, { ...GREENLAND, watchedOn: '2021-01-01' });
    expect((await remove(ayse, play.id)).statusCode).toBe(204);
    const again = await remove(ayse, play.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatchObject({ code: 'playNotFound', message: 'This play is not in your diary.' });
    expect(await rowsOf(ayse.userId)).toHaveLength(0);
  });
});

describe('whose plays', () => {
  it("nobody reads, changes or deletes someone else's play: it is not in their diary", async () => {
    const ayse = await member();
    const burak = await member();
    const play = await logged(ayse, { ...GREENLAND, watchedOn: '2021-01-01' });
    expect((await change(burak, play.id, { watchedOn: '2022-01-01' })).statusCode).toBe(404);
    expect((await remove(burak, play.id)).statusCode).toBe(404);
    expect((await diary(burak)).plays).toEqual([]);
    const titlePlays = await app.inject({
      method: 'GET',
      url: `/api/titles/movie/${GREENLAND.id}/plays`,
      headers: { cookie: burak.cookie },
    });
    expect(titlePlays.json().plays).toEqual([]);
    expect(await rowsOf(ayse.userId)).toMatchObject([{ id: play.id, watched_on: '2021-01-01' }]);
  });

  it('a request id is per person: two people may use the same one', async () => {
    const ayse = await member();
    const burak = await member();
    const requestId = newRequestId();
    expect((await log(ayse, { ...GREENLAND, watchedOn: null, requestId })).statusCode).toBe(201);
    expect((await log(burak, { ...GREENLAND, watchedOn: null, requestId })).statusCode).toBe(201);
  });

  it.each([
    ['POST', '/api/plays'],
    ['GET', '/api/plays'],
    ['PATCH', '/api/plays/some-play'],
    ['DELETE', '/api/plays/some-play'],
    ['GET', `/api/titles/movie/${GREENLAND.id}/plays`],
  ] as const)('a visitor is asked to sign in: %s %s', async (method, url) => {
    const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
  });
});

describe('what I have watched, for the cards', () => {
  it('lists every title watched once, by type, and only mine', async () => {
    const ayse = await member();
    const burak = await member();
    await logged(ayse, { ...GREENLAND, watchedOn: '2021-01-01' });
    await logged(ayse, { ...GREENLAND, watchedOn: '2022-01-01', rewatch: true });
    await logged(ayse, { ...BROOKLYN, watchedOn: null });
    const keys = (who: TestMember) =>
      app.inject({ method: 'GET', url: '/api/plays/keys', headers: { cookie: who.cookie } });
    expect((await keys(ayse)).json()).toEqual({ movie: [GREENLAND.id], tv: [BROOKLYN.id] });
    expect((await keys(burak)).json()).toEqual({ movie: [], tv: [] });
    expect((await app.inject({ method: 'GET', url: '/api/plays/keys' })).statusCode).toBe(401);
  });
});

describe('tracking settings and the watchlist', () => {
  const settings = (who: TestMember, payload?: object) =>
    app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/me/tracking-settings',
      headers: { cookie: who.cookie },
      payload,
    });
  const addToWatchlist = (who: TestMember, title: { mediaType: string; id: number }) =>
    app.inject({
      method: 'PUT',
      url: `/api/watchlist/${title.mediaType}/${title.id}`,
      headers: { cookie: who.cookie },
    });
  const onWatchlist = async (who: TestMember) =>
    (await app.inject({ method: 'GET', url: '/api/watchlist/keys', headers: { cookie: who.cookie } })).json();

  it('starts at "ask" and hiding watched titles, and keeps each change', async () => {
    const ayse = await member();
    expect((await settings(ayse)).json()).toEqual({ watchlistAfterWatch: 'ask', showWatched: false });
    expect((await settings(ayse, { watchlistAfterWatch: 'always' })).json()).toEqual({
      watchlistAfterWatch: 'always',
      showWatched: false,
    });
    expect((await settings(ayse, { showWatched: true })).json()).toEqual({
      watchlistAfterWatch: 'always',
      showWatched: true,
    });
    expect((await settings(ayse)).json()).toEqual({ watchlistAfterWatch: 'always', showWatched: true });
    for (const bad of [{}, { watchlistAfterWatch: 'sometimes' }, { showWatched: 'yes' }, { userId: 'x' }]) {
      expect((await settings(ayse, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/api/me/tracking-settings' })).statusCode).toBe(401);
  });

  it('asks about a watched title on the watchlist by default, removes it with "always", leaves it with "never"', async () => {
    const ayse = await member();
    for (const title of [GREENLAND, HELLRAISER, THE_CORE]) await addToWatchlist(ayse, title);
    expect((await log(ayse, { ...GREENLAND, watchedOn: null })).json().watchlist).toBe('ask');
    expect((await onWatchlist(ayse)).movie).toContain(GREENLAND.id);

    await settings(ayse, { watchlistAfterWatch: 'always' });
    expect((await log(ayse, { ...HELLRAISER, watchedOn: null })).json().watchlist).toBe('removed');
    expect((await onWatchlist(ayse)).movie).not.toContain(HELLRAISER.id);

    await settings(ayse, { watchlistAfterWatch: 'never' });
    expect((await log(ayse, { ...THE_CORE, watchedOn: null })).json().watchlist).toBe('untouched');
    expect((await onWatchlist(ayse)).movie).toContain(THE_CORE.id);
    // Not on the watchlist: nothing to ask about.
    await settings(ayse, { watchlistAfterWatch: 'ask' });
    expect((await log(ayse, { ...BROOKLYN, watchedOn: null })).json().watchlist).toBe('untouched');
  });
});
