import { randomUUID } from 'node:crypto';
import { addDays, type Calendar, dayIn } from '@watchify/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

// UTC+14 and UTC−11: 25 hours apart, so their days always differ, whatever the real clock says.
const EAST = 'Pacific/Kiritimati';
const WEST = 'Pacific/Pago_Pago';
const now = new Date();
const east = dayIn(EAST, now);
const west = dayIn(WEST, now);

/**
 * The feed read by a real iCalendar parser (ical.js), after the two rules of RFC 5545 it does not enforce itself: CRLF
 * line ends and physical lines of at most 75 octets.
 */
function readCalendar(text: string): ICAL.Component {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.slice(0, -2).split('\r\n')) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  return new ICAL.Component(ICAL.parse(text));
}

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;

const SHOW = { watching: 990_500_001, stopped: 990_500_002, listed: 990_500_003, others: 990_500_004 };
const MOVIE = { soon: 990_500_101, later: 990_500_102 };

async function importTitles(): Promise<void> {
  const episode = (n: number, air_date: string, name = `Episode ${n}`) => ({ episode_number: n, name, air_date });
  const show = (id: number, name: string, episodes: ReturnType<typeof episode>[]) => ({
    media_type: 'tv',
    id,
    name,
    first_air_date: addDays(west, -100),
    genres: [{ id: 18, name: 'Drama' }],
    seasons: [{ season_number: 1, air_date: addDays(west, -100), episodes }],
  });
  const movie = (id: number, title: string, release_date: string) => ({
    media_type: 'movie',
    id,
    title,
    release_date,
    genres: [{ id: 18, name: 'Drama' }],
  });
  await importDump(
    database.db,
    recordsAsLines([
      show(SHOW.watching, 'Watched Show', [
        episode(1, addDays(west, -100)),
        // Inside the west window only (its first day), and inside the east window only (its last day).
        episode(2, addDays(west, -7), 'First; of the week'),
        episode(3, addDays(east, 30), 'Last, of the month'),
        episode(4, addDays(east, 31)),
      ]),
      show(SHOW.stopped, 'Stopped Show', [episode(1, addDays(west, -100)), episode(2, addDays(east, 3))]),
      show(SHOW.listed, 'Listed Show', [episode(1, addDays(east, 5), 'Pilot')]),
      show(SHOW.others, 'Someone Else’s Show', [episode(1, addDays(west, -100)), episode(2, addDays(east, 4))]),
      movie(MOVIE.soon, 'Soon Movie', addDays(east, 10)),
      movie(MOVIE.later, 'Later Movie', addDays(east, 60)),
    ]),
    { source: 'dump' },
  );
}

const watchFirstEpisode = (who: TestMember, showId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/plays',
    headers: { cookie: who.cookie },
    payload: { mediaType: 'tv', id: showId, season: 1, episode: 1, watchedOn: null, requestId: randomUUID() },
  });
const addToWatchlist = (who: TestMember, mediaType: 'movie' | 'tv', id: number) =>
  app.inject({ method: 'PUT', url: `/api/watchlist/${mediaType}/${id}`, headers: { cookie: who.cookie } });
const calendarOf = (who: TestMember, tz: string) =>
  app.inject({ url: `/api/calendar?tz=${encodeURIComponent(tz)}`, headers: { cookie: who.cookie } });
const newFeed = (who: TestMember) =>
  app.inject({ method: 'POST', url: '/api/calendar/feed', headers: { cookie: who.cookie } });
const pathOf = (url: string) => new URL(url).pathname;

let user: TestMember;
let other: TestMember;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
  await importTitles();
  [user, other] = [await member(), await member()];
  for (const id of [SHOW.watching, SHOW.stopped]) expect((await watchFirstEpisode(user, id)).statusCode).toBe(201);
  const stop = await app.inject({
    method: 'PUT',
    url: `/api/shows/${SHOW.stopped}/stopped`,
    headers: { cookie: user.cookie },
    payload: { stopped: true },
  });
  expect(stop.statusCode).toBe(200);
  for (const [type, id] of [
    ['tv', SHOW.listed],
    ['tv', SHOW.stopped],
    ['movie', MOVIE.soon],
    ['movie', MOVIE.later],
  ] as const) {
    expect((await addToWatchlist(user, type, id)).statusCode).toBeLessThan(300);
  }
  expect((await watchFirstEpisode(other, SHOW.others)).statusCode).toBe(201);
});
afterAll(async () => {
  await app.close();
});

const labels = (calendar: Calendar) =>
  calendar.entries.map((e) => `${e.date} ${e.title}${e.episode ? ` ${e.episode.season}x${e.episode.episode}` : ''}`);

describe('the release calendar', () => {
  it("covers a week back and a month ahead of the user's own day, in their time zone", async () => {
    const response = await calendarOf(user, EAST);
    expect(response.statusCode).toBe(200);
    const calendar: Calendar = response.json();
    expect(calendar).toMatchObject({ today: east, from: addDays(east, -7), to: addDays(east, 30), timeZone: EAST });
    expect(labels(calendar)).toEqual([
      `${addDays(east, 5)} Listed Show 1x1`,
      `${addDays(east, 10)} Soon Movie`,
      `${addDays(east, 30)} Watched Show 1x3`,
    ]);

    const westward: Calendar = (await calendarOf(user, WEST)).json();
    expect(westward.today).toBe(west);
    expect(labels(westward)).toEqual([
      `${addDays(west, -7)} Watched Show 1x2`,
      `${addDays(east, 5)} Listed Show 1x1`,
      `${addDays(east, 10)} Soon Movie`,
    ]);
  });

  it('says why each title is there, and names the episode', async () => {
    const calendar: Calendar = (await calendarOf(user, EAST)).json();
    expect(calendar.entries.map((e) => [e.mediaType, e.id, e.reason, e.episode?.name ?? null])).toEqual([
      ['tv', SHOW.listed, 'watchlist', 'Pilot'],
      ['movie', MOVIE.soon, 'watchlist', null],
      ['tv', SHOW.watching, 'watching', 'Last, of the month'],
    ]);
  });

  it("leaves out stopped shows, even on the watchlist, and never shows another user's", async () => {
    const mine: Calendar = (await calendarOf(user, EAST)).json();
    expect(mine.entries.some((e) => e.id === SHOW.stopped || e.id === SHOW.others)).toBe(false);
    const theirs: Calendar = (await calendarOf(other, EAST)).json();
    expect(theirs.entries.map((e) => e.id)).toEqual([SHOW.others]);
  });

  it('answers a visitor 401, and a time zone it does not know 400 with a clear message', async () => {
    expect((await app.inject({ url: '/api/calendar?tz=UTC' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/calendar/feed' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/calendar/feed' })).statusCode).toBe(401);
    const bad = await calendarOf(user, 'Mars/Olympus_Mons');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'badTimeZone', field: 'tz' });
    expect(bad.json().error.message).toContain('time zone');
    expect((await app.inject({ url: '/api/calendar', headers: { cookie: user.cookie } })).statusCode).toBe(400);
    expect((await calendarOf(user, 'UTC')).statusCode).toBe(200);
  });
});

describe('the iCal feed', () => {
  it('serves all-day events by its token alone, which a reader of the RFC accepts', async () => {
    expect((await app.inject({ url: '/api/calendar/feed', headers: { cookie: user.cookie } })).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const made = await newFeed(user);
    expect(made.statusCode).toBe(201);
    const { url } = made.json();
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await app.inject({ url: '/api/calendar/feed', headers: { cookie: user.cookie } })).json().active).toBe(
      true,
    );

    const feed = await app.inject({ url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = readCalendar(feed.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent');
    const byUid = new Map(events.map((e) => [String(e.getFirstPropertyValue('uid')), e]));
    const pilot = byUid.get(`tv-${SHOW.listed}-s1e1@watchify`);
    expect(pilot?.getFirstPropertyValue('summary')).toBe('Listed Show S01E01 · Pilot');
    const start = pilot?.getFirstPropertyValue('dtstart') as ICAL.Time | undefined;
    expect(start?.isDate).toBe(true);
    expect(start?.toString()).toBe(addDays(east, 5));
    expect(String(pilot?.getFirstPropertyValue('url'))).toMatch(new RegExp(`/title/tv/${SHOW.listed}$`));
    const movie = byUid.get(`movie-${MOVIE.soon}@watchify`);
    expect(movie?.getFirstPropertyValue('summary')).toBe('Soon Movie');
    expect(String(movie?.getFirstPropertyValue('url'))).toMatch(new RegExp(`/title/movie/${MOVIE.soon}$`));
    expect([...byUid.keys()].some((uid) => uid?.includes(String(SHOW.others)))).toBe(false);
    expect([...byUid.keys()].some((uid) => uid?.includes(String(SHOW.stopped)))).toBe(false);
  });

  it('stops answering the old link at once after a reset, with the same 404 as a wrong token', async () => {
    const old = pathOf((await newFeed(user)).json().url);
    expect((await app.inject({ url: old })).statusCode).toBe(200);
    const fresh = pathOf((await newFeed(user)).json().url);
    const gone = await app.inject({ url: old });
    const wrong = await app.inject({ url: `/api/calendar/ical/${'A'.repeat(43)}.ics` });
    const malformed = await app.inject({ url: '/api/calendar/ical/not-a-token.ics' });
    for (const refused of [gone, wrong, malformed]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(gone.json());
    }
    expect(gone.json().error.code).toBe('feedNotFound');
    expect((await app.inject({ url: fresh })).statusCode).toBe(200);
  });

  it("gives one user's token nothing of another's calendar, and no session", async () => {
    const theirs = pathOf((await newFeed(other)).json().url);
    const feed = await app.inject({ url: theirs });
    const uids = readCalendar(feed.body)
      .getAllSubcomponents('vevent')
      .map((e) => e.getFirstPropertyValue('uid'));
    expect(uids).toEqual([`tv-${SHOW.others}-s1e2@watchify`]);
    expect(feed.headers['set-cookie']).toBeUndefined();
    // The token opens the feed only: with it as a cookie or anywhere else, the calendar still wants a session.
    expect((await app.inject({ url: `/api/calendar?tz=UTC&token=${theirs}` })).statusCode).toBe(401);
  });
});
