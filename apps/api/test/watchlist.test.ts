import { WATCHLIST_EVENTS, type WatchlistChange, type WatchlistItem, type WatchlistPage } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { WatchlistService } from '../src/modules/watchlist/watchlist.service.js';
import { type FakeTmdb, startFakeTmdb } from './fake-tmdb/server.js';
import { createSocialTestApp, type TestMember } from './helpers.js';
import { connectSocket, listen, nextEvent } from './support/sockets.js';

// Titles of the shared sample catalog.
const GREENLAND = { mediaType: 'movie', id: 524047, title: 'Greenland', year: 2020 } as const;
const HELLRAISER = { mediaType: 'movie', id: 9003, title: 'Hellraiser', year: 1987 } as const;
const THE_CORE = { mediaType: 'movie', id: 9341, title: 'The Core', year: 2003 } as const;
const NO_YEAR = { mediaType: 'movie', id: 380097, title: 'America Is Still the Place', year: null } as const;
const BROOKLYN = { mediaType: 'tv', id: 48891, title: 'Brooklyn Nine-Nine', year: 2013 } as const;
const SEAL_TEAM = { mediaType: 'tv', id: 71789, title: 'SEAL Team', year: 2017 } as const;

type Ref = { mediaType: 'movie' | 'tv'; id: number };

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
});
afterAll(async () => {
  await app.close();
});

const put = (who: TestMember, ref: Ref, payload?: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/watchlist/${ref.mediaType}/${ref.id}`,
    headers: { cookie: who.cookie },
    payload,
  });
const remove = (who: TestMember, ref: Ref) =>
  app.inject({ method: 'DELETE', url: `/api/watchlist/${ref.mediaType}/${ref.id}`, headers: { cookie: who.cookie } });
const toggle = (who: TestMember, payload: object) =>
  app.inject({ method: 'POST', url: '/api/watchlist/toggle', headers: { cookie: who.cookie }, payload });
async function list(who: TestMember, query = ''): Promise<WatchlistPage> {
  const response = await app.inject({ method: 'GET', url: `/api/watchlist${query}`, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const titles = (page: WatchlistPage) => page.items.map((item) => item.title);
const rowsOf = (userId: string) =>
  database.db.selectFrom('watchlist_items').selectAll().where('user_id', '=', userId).execute();

/** Spreads the items' added times one minute apart, in the given order (oldest first). */
async function setAddedOrder(userId: string, refs: Ref[]) {
  for (const [index, ref] of refs.entries()) {
    await database.db
      .updateTable('watchlist_items')
      .set({ added_at: new Date(Date.UTC(2026, 0, 1, 12, index)).toISOString() })
      .where('user_id', '=', userId)
      .where('media_type', '=', ref.mediaType)
      .where('title_id', '=', ref.id)
      .execute();
  }
}

describe('adding and removing', () => {
  it('stores what the catalog says about the title, whatever the client sent', async () => {
    const ayse = await member();
    const response = await put(ayse, GREENLAND, { title: '<script>alert(1)</script>', posterPath: '/evil.jpg' });
    expect(response.statusCode).toBe(200);
    const change = response.json() as WatchlistChange;
    expect(change).toMatchObject({ mediaType: 'movie', id: GREENLAND.id, inWatchlist: true });
    expect(change.item).toMatchObject({
      title: 'Greenland',
      year: 2020,
      posterPath: '/bNo2mcvSwIvnx8K6y1euAc1TLVq.jpg',
    });
    expect(Date.parse(change.item?.addedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const toggled = await toggle(ayse, { mediaType: 'tv', id: BROOKLYN.id, title: 'Hacked title' });
    expect(toggled.json().item.title).toBe('Brooklyn Nine-Nine');
    expect((await rowsOf(ayse.userId)).map((row) => row.title).sort()).toEqual(['Brooklyn Nine-Nine', 'Greenland']);
  });

  it('adds a title once, however often it is added, and removing is just as idempotent', async () => {
    const ayse = await member();
    const first = await put(ayse, HELLRAISER);
    const second = await put(ayse, HELLRAISER);
    expect(second.statusCode).toBe(200);
    // The second add keeps the first entry (and its time).
    expect(second.json().item.addedAt).toBe(first.json().item.addedAt);
    expect(await rowsOf(ayse.userId)).toHaveLength(1);

    for (let i = 0; i < 2; i += 1) {
      const removed = await remove(ayse, HELLRAISER);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ mediaType: 'movie', id: HELLRAISER.id, inWatchlist: false, item: null });
    }
    expect(await rowsOf(ayse.userId)).toHaveLength(0);
  });

  it('toggles: a title that is there is removed, else it is added (same id and type)', async () => {
    const ayse = await member();
    expect((await toggle(ayse, { mediaType: 'movie', id: GREENLAND.id })).json().inWatchlist).toBe(true);
    // The same id with another type is another title.
    await put(ayse, { mediaType: 'tv', id: BROOKLYN.id });
    expect((await toggle(ayse, { mediaType: 'movie', id: GREENLAND.id })).json()).toMatchObject({
      inWatchlist: false,
      item: null,
    });
    expect((await list(ayse)).items.map((item) => `${item.mediaType}:${item.id}`)).toEqual([`tv:${BROOKLYN.id}`]);
  });

  it('refuses a title that does not exist, storing nothing', async () => {
    const ayse = await member();
    for (const response of [
      await put(ayse, { mediaType: 'movie', id: 999_999_999 }),
      await toggle(ayse, { mediaType: 'tv', id: 999_999_999 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'notFound', message: 'Title not found.' });
    }
    // A movie id is not a show id.
    expect((await put(ayse, { mediaType: 'tv', id: GREENLAND.id })).statusCode).toBe(404);
    expect(await rowsOf(ayse.userId)).toHaveLength(0);
  });

  it('answers malformed requests with 400', async () => {
    const ayse = await member();
    const cases = [
      await app.inject({ method: 'PUT', url: '/api/watchlist/book/12', headers: { cookie: ayse.cookie } }),
      await app.inject({ method: 'PUT', url: '/api/watchlist/movie/abc', headers: { cookie: ayse.cookie } }),
      await app.inject({ method: 'DELETE', url: '/api/watchlist/movie/-3', headers: { cookie: ayse.cookie } }),
      await toggle(ayse, { mediaType: 'movie' }),
      await toggle(ayse, { mediaType: 'movie', id: 1.5 }),
      await app.inject({ method: 'GET', url: '/api/watchlist?sort=rating', headers: { cookie: ayse.cookie } }),
      await app.inject({ method: 'GET', url: '/api/watchlist?pageSize=1000', headers: { cookie: ayse.cookie } }),
      await app.inject({ method: 'GET', url: '/api/watchlist?page=0', headers: { cookie: ayse.cookie } }),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('invalidRequest');
    }
  });
});

describe('concurrent requests (two tabs, a double click)', () => {
  it('never stores a title twice when many adds arrive at once', async () => {
    const ayse = await member();
    const responses = await Promise.all(Array.from({ length: 12 }, () => put(ayse, THE_CORE)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(responses.every((r) => r.json().inWatchlist === true)).toBe(true);
    expect(await rowsOf(ayse.userId)).toHaveLength(1);
  });

  it('applies concurrent toggles one after the other: none is lost, none duplicates', async () => {
    for (const count of [2, 7, 10]) {
      const ayse = await member();
      const responses = await Promise.all(
        Array.from({ length: count }, () => toggle(ayse, { mediaType: 'tv', id: SEAL_TEAM.id })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(count).fill(200));
      const added = responses.filter((r) => r.json().inWatchlist).length;
      const removed = count - added;
      // Each toggle flipped the state once, starting from "absent": adds and removes alternate.
      expect(added - removed, `${count} toggles`).toBe(count % 2);
      expect(await rowsOf(ayse.userId), `${count} toggles`).toHaveLength(count % 2);
    }
  });

  it('keeps both titles when two tabs add different titles at once', async () => {
    const ayse = await member();
    await Promise.all([put(ayse, GREENLAND), toggle(ayse, BROOKLYN), put(ayse, HELLRAISER), put(ayse, GREENLAND)]);
    expect((await rowsOf(ayse.userId)).map((row) => row.title_id).sort()).toEqual(
      [GREENLAND.id, HELLRAISER.id, BROOKLYN.id].sort(),
    );
  });
});

describe('reading my watchlist', () => {
  let ayse: TestMember;
  const order = [GREENLAND, BROOKLYN, NO_YEAR, HELLRAISER, SEAL_TEAM, THE_CORE];

  beforeAll(async () => {
    ayse = await member();
    for (const ref of order) expect((await put(ayse, ref)).statusCode).toBe(200);
    await setAddedOrder(ayse.userId, order);
  });

  it('lists my items newest first by default, with poster, title, type, year and time added', async () => {
    const page = await list(ayse);
    expect(titles(page)).toEqual(order.map((t) => t.title).reverse());
    expect(page).toMatchObject({ sort: 'added', order: 'desc', page: 1, pageSize: 20, totalItems: 6, totalPages: 1 });
    expect(page.items[0]).toEqual({
      mediaType: 'movie',
      id: THE_CORE.id,
      title: 'The Core',
      posterPath: '/iMPR3OFhKNVvJw4eZoRhf9RzfHJ.jpg',
      year: 2003,
      addedAt: new Date(Date.UTC(2026, 0, 1, 12, 5)).toISOString(),
    } satisfies WatchlistItem);
    expect(titles(await list(ayse, '?sort=added&order=asc'))).toEqual(order.map((t) => t.title));
  });

  it('sorts by title (ignoring case) and by year (titles without a year last)', async () => {
    expect(titles(await list(ayse, '?sort=title'))).toEqual([
      'America Is Still the Place',
      'Brooklyn Nine-Nine',
      'Greenland',
      'Hellraiser',
      'SEAL Team',
      'The Core',
    ]);
    expect(titles(await list(ayse, '?sort=title&order=desc'))[0]).toBe('The Core');
    expect(titles(await list(ayse, '?sort=year'))).toEqual([
      'Greenland',
      'SEAL Team',
      'Brooklyn Nine-Nine',
      'The Core',
      'Hellraiser',
      'America Is Still the Place',
    ]);
    expect(titles(await list(ayse, '?sort=year&order=asc'))).toEqual([
      'Hellraiser',
      'The Core',
      'Brooklyn Nine-Nine',
      'SEAL Team',
      'Greenland',
      'America Is Still the Place',
    ]);
  });

  it('pages through the list without overlaps or gaps, even when items share a time', async () => {
    // Same added time for all: the order must still be total.
    await database.db
      .updateTable('watchlist_items')
      .set({ added_at: '2026-02-01T00:00:00.000Z' })
      .where('user_id', '=', ayse.userId)
      .execute();
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const result = await list(ayse, `?pageSize=4&page=${page}`);
      expect(result.totalPages).toBe(2);
      expect(result.totalItems).toBe(6);
      seen.push(...result.items.map((item) => `${item.mediaType}:${item.id}`));
      if (page === 3) expect(result.items).toEqual([]);
    }
    expect(new Set(seen).size).toBe(6);
    await setAddedOrder(ayse.userId, order);
  });

  it('gives each card the state of its title through the compact key list', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/watchlist/keys', headers: { cookie: ayse.cookie } });
    expect(response.statusCode).toBe(200);
    const keys = response.json();
    expect([...keys.movie].sort()).toEqual([GREENLAND.id, NO_YEAR.id, HELLRAISER.id, THE_CORE.id].sort());
    expect([...keys.tv].sort()).toEqual([BROOKLYN.id, SEAL_TEAM.id].sort());
  });

  it('starts empty for a new member', async () => {
    const newcomer = await member();
    expect(await list(newcomer)).toMatchObject({ items: [], totalItems: 0, totalPages: 0 });
    const keys = await app.inject({ method: 'GET', url: '/api/watchlist/keys', headers: { cookie: newcomer.cookie } });
    expect(keys.json()).toEqual({ movie: [], tv: [] });
  });
});

describe('live updates', () => {
  it("tells the owner's other tabs about a change, and nobody else", async () => {
    const ayse = await member();
    const mehmet = await member();
    const baseUrl = await listen(app);
    const [tab, othersTab] = await Promise.all([
      connectSocket(baseUrl, ayse.cookie),
      connectSocket(baseUrl, mehmet.cookie),
    ]);
    let otherGotIt = false;
    othersTab.on(WATCHLIST_EVENTS.changed, () => {
      otherGotIt = true;
    });
    try {
      const added = nextEvent<WatchlistChange>(tab, WATCHLIST_EVENTS.changed);
      await put(ayse, GREENLAND);
      expect(await added).toMatchObject({ mediaType: 'movie', id: GREENLAND.id, inWatchlist: true });
      const removed = nextEvent<WatchlistChange>(tab, WATCHLIST_EVENTS.changed);
      await toggle(ayse, { mediaType: 'movie', id: GREENLAND.id });
      expect(await removed).toEqual({ mediaType: 'movie', id: GREENLAND.id, inWatchlist: false, item: null });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(otherGotIt).toBe(false);
    } finally {
      tab.disconnect();
      othersTab.disconnect();
    }
  });
});

describe('titles we do not hold yet', () => {
  it('reads the title through the catalog (which asks TMDB) and 404s what nobody knows', async () => {
    const asked: string[] = [];
    const service = new WatchlistService(database, {
      detail: async (mediaType, id) => {
        asked.push(`${mediaType}:${id}`);
        if (id !== 777) throw Object.assign(new Error('Title not found.'), { statusCode: 404 });
        return { title: 'From TMDB', posterPath: '/tmdb.jpg', year: null, releaseDate: '2024-05-01' } as never;
      },
    });
    const ayse = await member();
    const change = await service.add(ayse.userId, { mediaType: 'movie', id: 777 });
    expect(change.item).toMatchObject({ title: 'From TMDB', posterPath: '/tmdb.jpg', year: 2024 });
    await expect(service.toggle(ayse.userId, { mediaType: 'movie', id: 778 })).rejects.toThrow('Title not found.');
    // A title in our catalog never waits on TMDB.
    await service.add(ayse.userId, GREENLAND);
    expect(asked).toEqual(['movie:777', 'movie:778']);
  });
});

describe('with a live TMDB', () => {
  let fake: FakeTmdb;
  let liveApp: App;
  let liveMember: () => Promise<TestMember>;
  let liveDatabase: DatabaseHandle;

  beforeAll(async () => {
    fake = await startFakeTmdb();
    ({
      app: liveApp,
      member: liveMember,
      database: liveDatabase,
    } = await createSocialTestApp({
      TMDB_API_KEY: fake.apiKey,
      TMDB_API_URL: fake.url,
      TMDB_IMAGE_URL: fake.imageUrl,
    }));
  });
  afterAll(async () => {
    await liveApp.close();
    await fake.close();
  });

  it("adds a title only TMDB knows, with TMDB's title", async () => {
    const ayse = await liveMember();
    const held = await liveDatabase.db.selectFrom('titles').select('id').where('media_type', '=', 'movie').execute();
    const id = [...fake.data.movies.keys()].find((movieId) => !held.some((row) => row.id === movieId));
    const response = await liveApp.inject({
      method: 'PUT',
      url: `/api/watchlist/movie/${id}`,
      headers: { cookie: ayse.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item.title).toBe(fake.data.movies.get(id as number)?.title);
  });
});
