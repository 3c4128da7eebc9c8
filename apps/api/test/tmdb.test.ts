import { MOVIE_GENRES, TV_GENRES } from '@watchify/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { loadEnv } from '../src/env.js';
import { TmdbRequestError, TmdbUnavailableError } from '../src/integrations/tmdb/errors.js';
import { TmdbLiveCatalogSource } from '../src/integrations/tmdb/live-catalog-source.js';
import { createTmdbProvider, type TmdbProvider, type TmdbProviderOptions } from '../src/integrations/tmdb/provider.js';
import { TitleRefresher, type TitleRefresherOptions } from '../src/integrations/tmdb/title-refresher.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { CatalogService, type LiveCatalogSource } from '../src/modules/catalog/catalog.service.js';
import { dumpRecordSchema } from '../src/modules/catalog/dump-format.js';
import type { RawTitle } from './fake-tmdb/data.js';
import { FAKE_IMAGE_PNG, type FakeTmdb, startFakeTmdb } from './fake-tmdb/server.js';
import { createTestDatabase } from './helpers.js';

let fake: FakeTmdb;
let database: DatabaseHandle;

beforeAll(async () => {
  [fake, database] = await Promise.all([startFakeTmdb(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([fake?.close(), database?.destroy()]);
});
beforeEach(() => {
  fake.reset();
});

const DAY = 24 * 60 * 60 * 1000;
// Retries in milliseconds rather than TMDB-sized waits, so the failure tests stay fast.
const FAST_RETRIES = [10, 20, 40];

/** A provider against the fake, with its own caches and limiter. */
function tmdb(env: Record<string, string> = {}, options: TmdbProviderOptions = {}): TmdbProvider {
  const provider = createTmdbProvider(
    loadEnv({ TMDB_API_KEY: fake.apiKey, TMDB_API_URL: fake.url, TMDB_IMAGE_URL: fake.imageUrl, ...env }),
    { retryDelaysMs: FAST_RETRIES, ...options },
  );
  if (!provider) throw new Error('expected a provider');
  return provider;
}

/** A refresher whose clock the test moves. */
function refresherAt(provider: TmdbProvider | null, options: TitleRefresherOptions = {}) {
  const clock = { now: new Date() };
  const refresher = new TitleRefresher(provider, { retryAfterFailureMs: 0, now: () => clock.now, ...options });
  return { refresher, advance: (ms: number) => (clock.now = new Date(clock.now.getTime() + ms)) };
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function rowCount(
  table: 'credits' | 'videos' | 'title_keywords' | 'title_genres',
  mediaType: string,
  id: number,
): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('media_type', '=', mediaType)
    .where('title_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function storedTitle(mediaType: string, id: number) {
  return database.db
    .selectFrom('titles')
    .select(['title', 'source', 'popularity', 'vote_count', 'details_fetched_at'])
    .where('media_type', '=', mediaType)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Titles of the fake whose appended credits/videos/keywords are not empty, so storing them can be checked. */
function richTitles(mediaType: 'movie' | 'tv', needs: { videos?: boolean } = {}): RawTitle[] {
  const titles = [...(mediaType === 'movie' ? fake.data.movies : fake.data.shows).values()];
  return titles.filter((title) => {
    const extra = fake.data.appends.get(`${mediaType}:${title.id}`);
    return (
      extra &&
      extra.credits.cast.length > 0 &&
      extra.keywords.length > 0 &&
      (!needs.videos || extra.videos.results.length > 0)
    );
  });
}

describe('TMDB configuration', () => {
  it('is off without a key or token', () => {
    const env = loadEnv({ TMDB_API_URL: fake.url, TMDB_API_KEY: '', TMDB_ACCESS_TOKEN: '  ' });
    expect(createTmdbProvider(env)).toBeNull();
  });

  it('sends the API key as api_key, in English by default', async () => {
    await tmdb().popular('movie');
    const [request] = fake.requestLog('/movie/popular');
    expect(request?.query.get('api_key')).toBe(fake.apiKey);
    expect(request?.query.get('language')).toBe('en-US');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('sends the access token as a bearer token and no api_key', async () => {
    await tmdb({ TMDB_API_KEY: '', TMDB_ACCESS_TOKEN: fake.accessToken }).popular('movie');
    const [request] = fake.requestLog('/movie/popular');
    expect(request?.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(request?.query.has('api_key')).toBe(false);
  });

  it("reports a wrong key with TMDB's message, without retrying", async () => {
    const error = await tmdb({ TMDB_API_KEY: 'wrong' })
      .popular('movie')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TmdbRequestError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid API key: You must be granted a valid key.' });
    expect(fake.requests('/movie/popular')).toBe(1);
  });
});

describe('TMDB lists', () => {
  it('returns trending titles as dump records with named genres, without people', async () => {
    const { items } = await tmdb().trending('all', 'day');
    expect(items.length).toBeGreaterThan(10);
    expect(new Set(items.map((item) => item.media_type))).toEqual(new Set(['movie', 'tv']));
    const trendingPerson = fake.data.people[0];
    expect(items.some((item) => item.id === trendingPerson?.id && item.media_type !== 'movie')).toBe(false);
    for (const item of items) {
      expect(dumpRecordSchema.safeParse(item).success).toBe(true);
      const names = new Map<number, string>(
        (item.media_type === 'movie' ? MOVIE_GENRES : TV_GENRES).map((g) => [g.id, g.name]),
      );
      for (const genre of item.genres ?? []) expect(genre.name).toBe(names.get(genre.id));
    }
    const movie = items.find((item) => item.media_type === 'movie');
    const source = movie && fake.data.movies.get(movie.id);
    expect(movie).toMatchObject({
      title: source?.title,
      overview: source?.overview,
      release_date: source?.release_date,
      poster_path: source?.poster_path,
      vote_average: source?.vote_average,
      genres: source?.genres?.map(({ id, name }) => ({ id, name })),
    });
  });

  it('serves popular, top-rated and per-genre lists of one media type', async () => {
    const provider = tmdb();
    const popular = await provider.popular('tv');
    expect(popular.items[0]?.id).toBe(fake.data.popularShowPages[0]?.results[0]?.id);
    expect(popular.items.every((item) => item.media_type === 'tv' && 'first_air_date' in item)).toBe(true);

    const topRated = await provider.topRated('movie');
    const ratings = topRated.items.map((item) => item.vote_average ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const dramas = await provider.discoverByGenre('tv', 18);
    expect(dramas.items.length).toBeGreaterThan(0);
    expect(dramas.items.every((item) => item.genres?.some((g) => g.id === 18 && g.name === 'Drama'))).toBe(true);
    expect(fake.requestLog('/discover/tv')[0]?.query.get('with_genres')).toBe('18');

    const page2 = await provider.popular('movie', 2);
    expect(page2.page).toBe(2);
    expect(page2.totalPages).toBe(Math.ceil(fake.data.movies.size / 20));
  });

  it('answers a repeated list from memory until its TTL runs out', async () => {
    let now = 0;
    const provider = tmdb({}, { now: () => now, cacheTtlsMs: { popular: 60_000 } });
    const first = await provider.popular('movie');
    const second = await provider.popular('movie');
    expect(second).toEqual(first);
    expect(fake.requests('/movie/popular')).toBe(1);

    await provider.popular('movie', 2);
    expect(fake.requests('/movie/popular')).toBe(2);

    now += 60_001;
    await provider.popular('movie');
    expect(fake.requests('/movie/popular')).toBe(3);
  });

  it('shares one request among identical calls made at the same time', async () => {
    fake.delay('/trending/tv/week', 100);
    const provider = tmdb();
    const results = await Promise.all(Array.from({ length: 5 }, () => provider.trending('tv', 'week')));
    expect(fake.requests('/trending/tv/week')).toBe(1);
    for (const result of results) expect(result).toBe(results[0]);
  });

  it('does not cache a failure', async () => {
    fake.fail('/tv/top_rated', 500, 4);
    const provider = tmdb();
    await expect(provider.topRated('tv')).rejects.toBeInstanceOf(TmdbUnavailableError);
    expect((await provider.topRated('tv')).items.length).toBeGreaterThan(0);
  });

  it('looks a cast member up as a person, once per name', async () => {
    const person = fake.data.people[0];
    if (!person) throw new Error('the fake knows no people');
    const provider = tmdb();
    expect(await provider.searchPerson(person.name)).toBe(person.id);
    expect(await provider.searchPerson(`  ${person.name.toUpperCase()} `)).toBe(person.id);
    expect(fake.requests('/search/person')).toBe(1);
    expect(fake.requestLog('/search/person')[0]?.query.get('query')).toBe(person.name);
    expect(await provider.searchPerson('Nobody Of That Name Qzx')).toBeNull();
    expect(await provider.searchPerson('   ')).toBeNull();
    expect(fake.requests('/search/person')).toBe(2);
  });

  it('builds image addresses on TMDB_IMAGE_URL and refuses anything else', async () => {
    const provider = tmdb();
    const url = provider.imageUrl('w500', '/abc123.jpg');
    expect(url).toBe(`${fake.imageUrl}/w500/abc123.jpg`);
    const response = await fetch(url ?? '');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FAKE_IMAGE_PNG);
    expect(provider.imageUrl('w500', '/../../3/movie/550')).toBeNull();
    expect(provider.imageUrl('w500/..', '/abc.jpg')).toBeNull();
    expect(provider.imageUrl('w500', 'abc.jpg')).toBeNull();
  });
});

describe('TMDB outages and limits', () => {
  it('waits out a 429 for as long as Retry-After says, then succeeds', async () => {
    fake.respondWith429('/movie/top_rated', 1, 1);
    const { result, ms } = await timed(() => tmdb().topRated('movie'));
    expect(result.items.length).toBeGreaterThan(0);
    expect(fake.requests('/movie/top_rated')).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(990);
    const [first, retry] = fake.requestLog('/movie/top_rated');
    expect((retry?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(990);
  });

  it('gives up at once when Retry-After is longer than a person should wait', async () => {
    fake.respondWith429('/movie/popular', 30, 1);
    const { result, ms } = await timed(() =>
      tmdb({}, { maxRetryAfterMs: 5_000 })
        .popular('movie')
        .catch((e: unknown) => e),
    );
    expect(result).toBeInstanceOf(TmdbUnavailableError);
    expect(ms).toBeLessThan(1_000);
  });

  it('retries server errors with backoff and then succeeds', async () => {
    fake.fail('/movie/popular', 502, 2);
    const { result } = await timed(() => tmdb().popular('movie'));
    expect(result.items.length).toBeGreaterThan(0);
    expect(fake.requests('/movie/popular')).toBe(3);
    const log = fake.requestLog('/movie/popular');
    // The second wait is longer than the first (10 ms, then 20 ms).
    expect((log[2]?.at ?? 0) - (log[1]?.at ?? 0)).toBeGreaterThanOrEqual(19);
  });

  it('reports TMDB unavailable after three retries of a server error', async () => {
    fake.fail('/tv/popular', 503, 10);
    const error = await tmdb()
      .popular('tv')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TmdbUnavailableError);
    expect(error).toMatchObject({ status: 503 });
    expect(fake.requests('/tv/popular')).toBe(4);
  });

  it('reports TMDB unavailable when it cannot be reached', async () => {
    fake.goDown();
    const error = await tmdb()
      .trending('movie', 'day')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TmdbUnavailableError);
    expect(fake.requests('/trending/movie/day')).toBe(4);
  });

  it('gives up on a request that takes longer than the timeout', async () => {
    fake.delay('/movie/popular', 2_000);
    const { result, ms } = await timed(() =>
      tmdb({}, { timeoutMs: 150 })
        .popular('movie')
        .catch((e: unknown) => e),
    );
    expect(result).toBeInstanceOf(TmdbUnavailableError);
    expect((result as Error).message).toMatch(/within 150 ms/);
    expect(ms).toBeLessThan(1_000);
  });

  it('never starts more requests in any one-second window than the limit', { timeout: 10_000 }, async () => {
    const limit = 5;
    // When each request starts, seen by the client itself: arrival times at the fake server would add the network's
    // and a busy machine's jitter to what the limiter controls.
    const starts: number[] = [];
    const provider = tmdb(
      {},
      {
        maxRequestsPerSecond: limit,
        fetch: (input, init) => {
          starts.push(performance.now());
          return fetch(input, init);
        },
      },
    );
    // The first fetch of a process loads its HTTP client, which would delay the first burst's later starts.
    await fetch(fake.url).then((response) => response.text());
    const { result, ms } = await timed(() =>
      Promise.all(Array.from({ length: 12 }, (_, i) => provider.discoverByGenre('movie', 18, i + 1))),
    );
    expect(result).toHaveLength(12);
    // 12 requests at 5 per second need three windows: the last ones cannot start before 2 s.
    expect(ms).toBeGreaterThanOrEqual(1_990);
    expect(fake.requestLog('/discover/movie')).toHaveLength(12);
    expect(starts).toHaveLength(12);
    for (let i = 0; i + limit < starts.length; i += 1) {
      // The limiter gives the sixth slot a full second after the first. Allowed for is the time between a slot being
      // given and its fetch being called while the rest of the burst is sent (≈ 15 ms seen on an overloaded
      // machine); a limiter letting a sixth request through, or counting a shorter window, stays far below.
      expect((starts[i + limit] ?? 0) - (starts[i] ?? 0)).toBeGreaterThanOrEqual(950);
    }
  });
});

describe('TMDB details in our catalog', () => {
  it('stores a title with its credits, videos and keywords the first time it is needed', async () => {
    const [show] = richTitles('tv', { videos: true });
    if (!show) throw new Error('no rich show in the fake');
    const { refresher } = refresherAt(tmdb());
    expect(await refresher.ensureFresh(database.db, 'tv', show.id)).toBe('refreshed');

    const stored = await storedTitle('tv', show.id);
    expect(stored).toMatchObject({ title: show.name, source: 'tmdb' });
    expect(stored?.details_fetched_at).toEqual(expect.any(String));
    const extra = fake.data.appends.get(`tv:${show.id}`);
    expect(await rowCount('credits', 'tv', show.id)).toBeGreaterThanOrEqual(extra?.credits.cast.length ?? 1);
    expect(await rowCount('videos', 'tv', show.id)).toBe(extra?.videos.results.length);
    expect(await rowCount('title_keywords', 'tv', show.id)).toBeGreaterThan(0);
    expect(await rowCount('title_genres', 'tv', show.id)).toBe(show.genres?.length);
    const [request] = fake.requestLog(`/tv/${show.id}`);
    expect(request?.query.get('append_to_response')).toBe('credits,videos,keywords,watch/providers');
  });

  it('reads movie keywords from where TMDB nests them', async () => {
    const [movie] = richTitles('movie');
    if (!movie) throw new Error('no rich movie in the fake');
    const { refresher } = refresherAt(tmdb());
    expect(await refresher.ensureFresh(database.db, 'movie', movie.id)).toBe('refreshed');
    expect(await rowCount('title_keywords', 'movie', movie.id)).toBeGreaterThan(0);
    expect(await rowCount('credits', 'movie', movie.id)).toBeGreaterThan(0);
  });

  it('asks TMDB again only when the details are older than the allowed age', async () => {
    const show = richTitles('tv')[1];
    if (!show) throw new Error('no rich show in the fake');
    const { refresher, advance } = refresherAt(tmdb());
    const path = `/tv/${show.id}`;
    expect(await refresher.ensureFresh(database.db, 'tv', show.id)).toBe('refreshed');
    advance(6 * DAY);
    expect(await refresher.ensureFresh(database.db, 'tv', show.id)).toBe('fresh');
    expect(fake.requests(path)).toBe(1);
    advance(2 * DAY);
    expect(await refresher.ensureFresh(database.db, 'tv', show.id)).toBe('refreshed');
    expect(fake.requests(path)).toBe(2);
    expect(await refresher.ensureFresh(database.db, 'tv', show.id, 0)).toBe('refreshed');
    expect(fake.requests(path)).toBe(3);
  });

  it('fetches a title once when many people open it at the same time', async () => {
    const show = richTitles('tv')[2];
    if (!show) throw new Error('no rich show in the fake');
    fake.delay(`/tv/${show.id}`, 50);
    const { refresher } = refresherAt(tmdb());
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => refresher.ensureFresh(database.db, 'tv', show.id)),
    );
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed', 'refreshed']);
    expect(fake.requests(`/tv/${show.id}`)).toBe(1);
  });

  it('keeps what we hold, without an error, while TMDB is down', async () => {
    const show = richTitles('tv', { videos: true })[3];
    if (!show) throw new Error('no rich show in the fake');
    const { refresher, advance } = refresherAt(tmdb(), { retryAfterFailureMs: 60_000 });
    await refresher.ensureFresh(database.db, 'tv', show.id);
    const credits = await rowCount('credits', 'tv', show.id);
    const before = await storedTitle('tv', show.id);

    advance(8 * DAY);
    fake.goDown();
    expect(await refresher.ensureFresh(database.db, 'tv', show.id)).toBe('kept');
    expect(await storedTitle('tv', show.id)).toEqual(before);
    expect(await rowCount('credits', 'tv', show.id)).toBe(credits);
    // While the outage is fresh, views do not wait on TMDB again.
    const attempts = fake.requests(`/tv/${show.id}`);
    expect(await refresher.ensureFresh(database.db, 'tv', show.id)).toBe('kept');
    expect(fake.requests(`/tv/${show.id}`)).toBe(attempts);
    expect(await refresher.ensureFresh(database.db, 'movie', 990_000_777)).toBe('unavailable');

    fake.comeBack();
    advance(61_000);
    expect(await refresher.ensureFresh(database.db, 'tv', show.id)).toBe('refreshed');
  });

  it('keeps a title TMDB does not know, and stops asking about it', async () => {
    const record = {
      media_type: 'movie',
      id: 990_000_001,
      title: 'A Film Only Our Dump Has',
      credits: { cast: [{ id: 990_000_002, name: 'Dump Actor', character: 'Lead', order: 0 }], crew: [] },
    };
    await importDump(database.db, recordsAsLines([record]), { source: 'dump' });
    const { refresher } = refresherAt(tmdb());
    expect(await refresher.ensureFresh(database.db, 'movie', record.id)).toBe('kept');
    expect(await refresher.ensureFresh(database.db, 'movie', record.id)).toBe('fresh');
    expect(fake.requests(`/movie/${record.id}`)).toBe(1);
    expect(await storedTitle('movie', record.id)).toMatchObject({ title: record.title, source: 'dump' });
    expect(await rowCount('credits', 'movie', record.id)).toBe(1);

    expect(await refresher.ensureFresh(database.db, 'tv', 990_000_003)).toBe('not-found');
    expect(await refresher.ensureFresh(database.db, 'tv', 990_000_003)).toBe('not-found');
    expect(fake.requests('/tv/990000003')).toBe(1);
  });

  it('serves only what we hold when TMDB is not configured', async () => {
    const { refresher } = refresherAt(null);
    expect(await refresher.ensureFresh(database.db, 'tv', 1)).toBe('unavailable');
    expect(fake.requests()).toBe(0);
  });
});

describe('TMDB lists in our catalog', () => {
  it('adds unknown list titles and updates only the numbers of titles we hold in detail', async () => {
    const provider = tmdb();
    const { refresher } = refresherAt(provider);
    const show = richTitles('tv', { videos: true })[4];
    if (!show) throw new Error('no rich show in the fake');
    await refresher.ensureFresh(database.db, 'tv', show.id);
    const detailed = {
      credits: await rowCount('credits', 'tv', show.id),
      videos: await rowCount('videos', 'tv', show.id),
      keywords: await rowCount('title_keywords', 'tv', show.id),
    };
    const before = await storedTitle('tv', show.id);

    const { items } = await provider.discoverByGenre('tv', show.genres?.[0]?.id ?? 18);
    const listed = items.find((item) => item.id === show.id);
    if (!listed) throw new Error('the show is not in its genre list');
    const newcomers = items.filter((item) => item.id !== show.id);
    const changed = { ...listed, popularity: 1234.5, vote_count: 99_999, overview: null };

    // Earlier tests of this file stored some of these titles already; they count as held.
    const held = await Promise.all(newcomers.map(async (item) => (await storedTitle('tv', item.id)) !== undefined));
    const unknownCount = held.filter((isHeld) => !isHeld).length;
    expect(unknownCount).toBeGreaterThan(0);

    const result = await refresher.storeListItems(database.db, [...newcomers, changed]);
    expect(result).toEqual({ inserted: unknownCount, updated: items.length - unknownCount });

    expect(await storedTitle('tv', show.id)).toMatchObject({
      popularity: 1234.5,
      vote_count: 99_999,
      details_fetched_at: before?.details_fetched_at,
    });
    expect({
      credits: await rowCount('credits', 'tv', show.id),
      videos: await rowCount('videos', 'tv', show.id),
      keywords: await rowCount('title_keywords', 'tv', show.id),
    }).toEqual(detailed);

    const newcomer = newcomers.find((item, i) => !held[i] && (item.genres?.length ?? 0) > 0);
    if (!newcomer) throw new Error('no newcomer with genres');
    expect(await storedTitle('tv', newcomer.id)).toMatchObject({ source: 'tmdb', details_fetched_at: null });
    expect(await rowCount('title_genres', 'tv', newcomer.id)).toBe(newcomer.genres?.length);

    // Storing the same page again changes nothing and duplicates nothing.
    const again = await refresher.storeListItems(database.db, [...newcomers, changed]);
    expect(again.inserted).toBe(0);
    expect(await rowCount('title_genres', 'tv', newcomer.id)).toBe(newcomer.genres?.length);
  });

  it('hands the catalog service trending titles it holds, and nothing when TMDB is down', async () => {
    const provider = tmdb();
    const { refresher } = refresherAt(provider);
    const live: LiveCatalogSource = new TmdbLiveCatalogSource(database.db, provider, refresher);
    const trending = await live.trending('all');
    expect(trending?.length).toBeGreaterThan(0);
    for (const { mediaType, id } of trending ?? []) expect(await storedTitle(mediaType, id)).toBeDefined();

    fake.goDown();
    const offline = new TmdbLiveCatalogSource(database.db, tmdb(), refresher);
    expect(await offline.trending('movie')).toBeNull();
    await expect(offline.ensureDetails('movie', 550)).resolves.toBeUndefined();
  });

  it('lets the detail view show a title we did not hold, and our copy of it during an outage', async () => {
    let show: RawTitle | undefined;
    for (const candidate of richTitles('tv', { videos: true })) {
      if ((await storedTitle('tv', candidate.id)) === undefined) {
        show = candidate;
        break;
      }
    }
    if (!show) throw new Error('every rich show of the fake is stored already');
    const provider = tmdb();
    const { refresher, advance } = refresherAt(provider);
    const catalog = new CatalogService(database.db, new TmdbLiveCatalogSource(database.db, provider, refresher));

    const detail = await catalog.detail('tv', show.id);
    expect(detail).toMatchObject({ title: show.name });
    expect(detail.cast.length).toBeGreaterThan(0);
    expect(detail.trailerKey).toEqual(expect.any(String));

    advance(8 * DAY);
    fake.goDown();
    expect(await catalog.detail('tv', show.id)).toEqual(detail);
  });
});
