import fs from 'node:fs';
import path from 'node:path';
import type { MyServiceTitles, MyWatchServices, TitleWatchOffers, WatchProviders } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { type FakeTmdb, startFakeTmdb } from './fake-tmdb/server.js';
import { createSocialTestApp, createTestApp, type TestMember } from './helpers.js';

/** Real TMDB `watch/providers` answers (fixtures/README.md): Fight Club's and Game of Thrones'. */
const recorded = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/tmdb', file), 'utf8')) as {
    results: Record<string, unknown>;
  };
const FIGHT_CLUB = { id: 550, 'watch/providers': { results: recorded('watch_providers_movie_550.json').results } };
const GAME_OF_THRONES = { id: 1399, 'watch/providers': { results: recorded('watch_providers_tv_1399.json').results } };

const fightClub = (extra: object = FIGHT_CLUB) => ({
  media_type: 'movie',
  title: 'Fight Club',
  release_date: '1999-10-15',
  popularity: 60,
  ...extra,
  id: 550,
});
const gameOfThrones = { media_type: 'tv', name: 'Game of Thrones', first_air_date: '2011-04-17', ...GAME_OF_THRONES };

const NETFLIX = 8;
const BLUTV = 341;
const PEACOCK = 387;

const names = (offers: TitleWatchOffers, kind: string) =>
  offers.offers.find((group) => group.kind === kind)?.providers.map((p) => p.name);

describe('where to watch from a dump that carries TMDB’s watch/providers', () => {
  let app: App;
  let database: DatabaseHandle;
  let member: () => Promise<TestMember>;

  const offers = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<TitleWatchOffers>();
  };
  const asMember = (who: TestMember, method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    ({ app, database, member } = await createSocialTestApp());
    await importDump(database.db, recordsAsLines([fightClub(), gameOfThrones]), { source: 'dump' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists streaming, rent and buy offers of the region, in TMDB’s order, with TMDB’s page for them', async () => {
    const turkey = await offers('/api/titles/movie/550/watch?region=TR');
    expect(turkey).toMatchObject({ region: 'TR', known: true });
    expect(turkey.link).toBe('https://www.themoviedb.org/movie/550-fight-club/watch?locale=TR');
    expect(turkey.offers.map((group) => group.kind)).toEqual(['flatrate', 'rent', 'buy']);
    expect(names(turkey, 'flatrate')).toEqual(['Netflix', 'Disney Plus', 'TV+']);
    expect(names(turkey, 'rent')).toEqual(['Google Play Movies', 'Apple TV']);
    expect(turkey.offers[0]?.providers[0]?.logoPath).toMatch(/^\/.+\.jpg$/);

    // Region codes are read in either case.
    const us = await offers('/api/titles/movie/550/watch?region=us');
    expect(us.region).toBe('US');
    expect(names(us, 'flatrate')).toEqual(['Peacock Premium']);
    expect(names(us, 'buy')).toContain('AMC on Demand');
  });

  it('says when a title is known but has no offers in the region, and not when it has no data at all', async () => {
    expect(await offers('/api/titles/movie/550/watch?region=JP')).toEqual({
      region: 'JP',
      known: true,
      link: null,
      offers: [],
    });
    // Scent of a Woman, from the sample dump, which carries no watch/providers.
    expect(await offers('/api/titles/movie/9475/watch?region=TR')).toMatchObject({ known: false, offers: [] });
  });

  it('refuses an unknown region in both languages’ terms and an unknown title with 404', async () => {
    for (const region of ['XX', 'TUR', '']) {
      const response = await app.inject({ method: 'GET', url: `/api/titles/movie/550/watch?region=${region}` });
      expect(response.statusCode).toBe(400);
      if (region !== '') expect(response.json().error).toMatchObject({ code: 'unknownRegion', field: 'region' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/titles/movie/550/watch' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/titles/movie/987654/watch?region=TR' })).statusCode).toBe(404);
  });

  it('lists the services of a region that stream, not the stores that only rent or sell', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/watch-providers?region=TR' });
    const { providers } = response.json<WatchProviders>();
    expect(providers.map((p) => p.name).sort()).toEqual(
      ['Amazon Prime Video', 'Disney Plus', 'Netflix', 'TV+', 'blutv'].sort(),
    );
    expect(providers[0]?.name).toBe('Netflix');
  });

  it('keeps a member’s region and services, and refuses unknown ones without changing anything', async () => {
    const ayse = await member();
    expect((await asMember(ayse, 'GET', '/api/me/watch-services')).json()).toEqual({ region: null, services: [] });

    const saved = await asMember(ayse, 'PUT', '/api/me/watch-services', { region: 'tr', serviceIds: [NETFLIX, BLUTV] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<MyWatchServices>()).toMatchObject({ region: 'TR' });
    expect(saved.json<MyWatchServices>().services.map((s) => s.name)).toEqual(['Netflix', 'blutv']);

    const unknownService = await asMember(ayse, 'PUT', '/api/me/watch-services', {
      region: 'US',
      serviceIds: [NETFLIX, 999_999],
    });
    expect(unknownService.statusCode).toBe(400);
    expect(unknownService.json().error).toMatchObject({ code: 'unknownService', field: 'serviceIds' });
    const unknownRegion = await asMember(ayse, 'PUT', '/api/me/watch-services', { region: 'ZZ', serviceIds: [] });
    expect(unknownRegion.json().error).toMatchObject({ code: 'unknownRegion' });
    const tooMany = await asMember(ayse, 'PUT', '/api/me/watch-services', {
      region: null,
      serviceIds: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(tooMany.json().error).toMatchObject({ code: 'tooManyServices' });

    const kept = (await asMember(ayse, 'GET', '/api/me/watch-services')).json<MyWatchServices>();
    expect(kept.region).toBe('TR');
    expect(kept.services.map((s) => s.id)).toEqual([NETFLIX, BLUTV]);

    // Back to automatic, with no services.
    const cleared = await asMember(ayse, 'PUT', '/api/me/watch-services', { region: null, serviceIds: [] });
    expect(cleared.json()).toEqual({ region: null, services: [] });
  });

  it('marks, searches and ranks what is on my services in the region, and only mine', async () => {
    const ayse = await member();
    const bora = await member();
    await asMember(ayse, 'PUT', '/api/me/watch-services', { region: 'TR', serviceIds: [NETFLIX] });
    await asMember(bora, 'PUT', '/api/me/watch-services', { region: 'US', serviceIds: [PEACOCK] });

    const marks = (who: TestMember, region: string) =>
      asMember(who, 'GET', `/api/me/watch-services/titles?region=${region}`).then((r) => r.json<MyServiceTitles>());
    expect(await marks(ayse, 'TR')).toEqual({ region: 'TR', titles: ['movie:550'] });
    // Netflix has no offer of these titles in the US: the region decides.
    expect((await marks(ayse, 'US')).titles).toEqual([]);
    expect((await marks(bora, 'US')).titles).toEqual(['movie:550']);

    const search = (who: TestMember | null, q: string, region: string) =>
      app.inject({
        method: 'GET',
        url: `/api/search?q=${q}&region=${region}&filters=${encodeURIComponent(JSON.stringify({ onMyServices: true }))}`,
        headers: who ? { cookie: who.cookie } : {},
      });
    const found = await search(ayse, '', 'TR');
    expect(found.statusCode).toBe(200);
    expect(found.json().results.map((r: { title: string }) => r.title)).toEqual(['Fight Club']);
    expect((await search(ayse, 'thrones', 'TR')).json().totalResults).toBe(0);
    // Without the filter the same search finds the show.
    const plain = await app.inject({ method: 'GET', url: '/api/search?q=thrones', headers: { cookie: ayse.cookie } });
    expect(plain.json().results.map((r: { title: string }) => r.title)).toEqual(['Game of Thrones']);
    const visitor = await search(null, 'fight', 'TR');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('servicesNeedSignIn');
    expect((await search(ayse, 'fight', 'XX')).statusCode).toBe(400);

    await asMember(ayse, 'PUT', '/api/me/watch-services', { region: 'TR', serviceIds: [NETFLIX, BLUTV] });
    const trending = await asMember(ayse, 'GET', '/api/me/watch-services/trending?region=TR&type=all');
    expect(trending.statusCode).toBe(200);
    expect(trending.json().results.map((r: { title: string }) => r.title)).toEqual(['Fight Club', 'Game of Thrones']);
    const shows = await asMember(ayse, 'GET', '/api/me/watch-services/trending?region=TR&type=tv');
    expect(shows.json().results.map((r: { title: string }) => r.title)).toEqual(['Game of Thrones']);
  });

  it('answers 401 to visitors on every member route', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/watch-services'],
      ['PUT', '/api/me/watch-services'],
      ['GET', '/api/me/watch-services/titles?region=TR'],
      ['GET', '/api/me/watch-services/trending?region=TR'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: method === 'PUT' ? { region: null, serviceIds: [] } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps the offers when a later dump line says nothing of them, and clears them when TMDB has none', async () => {
    const { 'watch/providers': _dropped, ...withoutOffers } = FIGHT_CLUB;
    await importDump(database.db, recordsAsLines([fightClub(withoutOffers)]), { source: 'dump' });
    expect(names(await offers('/api/titles/movie/550/watch?region=GB'), 'flatrate')).toBeDefined();

    await importDump(database.db, recordsAsLines([fightClub({ 'watch/providers': { results: {} } })]), {
      source: 'dump',
    });
    // The catalog keeps a title's offers for a minute; a new region's read is not cached yet.
    expect(await offers('/api/titles/movie/550/watch?region=DE')).toMatchObject({ known: false, offers: [] });
  });
});

describe('where to watch with TMDB (the fake serving recorded responses)', () => {
  let fake: FakeTmdb;
  let app: App;

  beforeAll(async () => {
    fake = await startFakeTmdb();
    ({ app } = await createTestApp({
      TMDB_API_KEY: fake.apiKey,
      TMDB_API_URL: fake.url,
      TMDB_IMAGE_URL: fake.imageUrl,
    }));
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('reads the offers appended to the detail request, with no request of their own', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/titles/tv/1399/watch?region=TR' });
    expect(response.statusCode).toBe(200);
    const turkey = response.json<TitleWatchOffers>();
    expect(names(turkey, 'flatrate')).toEqual(['blutv', 'Amazon Prime Video']);
    expect(turkey.link).toBe('https://www.themoviedb.org/tv/1399-game-of-thrones/watch?locale=TR');
    const us = (await app.inject({ method: 'GET', url: '/api/titles/tv/1399/watch?region=US' })).json();
    expect(names(us, 'flatrate')).toEqual(['Max Amazon Channel', 'Max', 'Spectrum On Demand']);

    expect(fake.requests('/tv/1399')).toBe(1);
    expect(fake.requests('/tv/1399/watch/providers')).toBe(0);
    expect(fake.requestLog('/tv/1399')[0]?.query.get('append_to_response')).toContain('watch/providers');
  });

  it('shows nothing for a title TMDB has no offers of', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/titles/movie/59/watch?region=TR' });
    expect(response.json()).toEqual({ region: 'TR', known: false, link: null, offers: [] });
  });
});
