import type { Collection, Person } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { type FakeTmdb, startFakeTmdb } from './fake-tmdb/server.js';
import { createSocialTestApp, createTestApp } from './helpers.js';

const AL_PACINO = 1158;
const SCENT_OF_A_WOMAN = 9475;

/** Three made-up films of one collection, given out of release order, one without a date. */
const FRANCHISE = { id: 990_200_001, name: 'Made-up Saga', poster_path: '/saga.jpg', backdrop_path: null };
const sagaFilm = (id: number, title: string, releaseDate: string) => ({
  media_type: 'movie',
  id,
  title,
  release_date: releaseDate,
  belongs_to_collection: FRANCHISE,
  credits: { cast: [{ id: 990_300_001, name: 'Made-up Actor', character: `Hero of ${title}` }], crew: [] },
});

describe('person and collection pages from the catalog alone (no TMDB key)', () => {
  let app: App;
  let database: DatabaseHandle;

  beforeAll(async () => {
    ({ app, database } = await createSocialTestApp());
    await importDump(
      database.db,
      recordsAsLines([
        sagaFilm(990_200_013, 'Saga III', '2009-05-01'),
        sagaFilm(990_200_011, 'Saga I', '1999-05-01'),
        sagaFilm(990_200_014, 'Saga: The Lost Part', ''),
        sagaFilm(990_200_012, 'Saga II', '2004-05-01'),
      ]),
      { source: 'dump' },
    );
  });
  afterAll(async () => {
    // Closing the app closes its database.
    await app?.close();
  });

  it("builds a person's page from the credits we hold, and says so", async () => {
    const response = await app.inject({ method: 'GET', url: `/api/people/${AL_PACINO}` });
    expect(response.statusCode).toBe(200);
    const person = response.json<Person>();
    expect(person).toMatchObject({ id: AL_PACINO, name: 'Al Pacino', source: 'catalog', knownFor: 'Acting' });
    expect(person.biography).toBeNull();
    expect(person.credits).toEqual([
      expect.objectContaining({
        id: SCENT_OF_A_WOMAN,
        mediaType: 'movie',
        title: 'Scent of a Woman',
        year: 1992,
        characters: ['Lt. Col. Frank Slade'],
        jobs: [],
      }),
    ]);
  });

  it('sorts a filmography newest first with undated titles last', async () => {
    const person = (await app.inject({ method: 'GET', url: '/api/people/990300001' })).json<Person>();
    expect(person.credits.map((credit) => credit.title)).toEqual([
      'Saga III',
      'Saga II',
      'Saga I',
      'Saga: The Lost Part',
    ]);
    expect(person.credits[0]?.characters).toEqual(['Hero of Saga III']);
  });

  it('names a movie’s collection on its detail and lists the parts we hold in release order, undated last', async () => {
    const detail = (await app.inject({ method: 'GET', url: '/api/titles/movie/990200012' })).json();
    expect(detail.collection).toEqual({ id: FRANCHISE.id, name: 'Made-up Saga' });
    const response = await app.inject({ method: 'GET', url: `/api/collections/${FRANCHISE.id}` });
    expect(response.statusCode).toBe(200);
    const collection = response.json<Collection>();
    expect(collection).toMatchObject({ name: 'Made-up Saga', posterPath: '/saga.jpg', overview: null });
    expect(collection.parts.map((part) => [part.title, part.releaseDate])).toEqual([
      ['Saga I', '1999-05-01'],
      ['Saga II', '2004-05-01'],
      ['Saga III', '2009-05-01'],
      ['Saga: The Lost Part', null],
    ]);
    const standalone = (await app.inject({ method: 'GET', url: `/api/titles/movie/${SCENT_OF_A_WOMAN}` })).json();
    expect(standalone.collection).toBeNull();
  });

  it('answers an unknown person or collection with a 404 that says which, and a bad id with a 400', async () => {
    const person = await app.inject({ method: 'GET', url: '/api/people/123456789' });
    expect(person.statusCode).toBe(404);
    expect(person.json()).toEqual({ error: { code: 'personNotFound', message: 'No person has this id.' } });
    const collection = await app.inject({ method: 'GET', url: '/api/collections/123456789' });
    expect(collection.statusCode).toBe(404);
    expect(collection.json()).toEqual({
      error: { code: 'collectionNotFound', message: 'No collection has this id.' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/people/not-a-number' })).statusCode).toBe(400);
  });
});

describe('person and collection pages with TMDB (the fake serving recorded responses)', () => {
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

  it("shows Angelina Jolie's biography and full filmography, one entry per title with every role", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/people/11701' });
    expect(response.statusCode).toBe(200);
    const person = response.json<Person>();
    expect(person).toMatchObject({
      name: 'Angelina Jolie',
      source: 'tmdb',
      knownFor: 'Acting',
      birthday: '1975-06-04',
      placeOfBirth: 'Los Angeles, California, USA',
      profilePath: '/9kkfIiufGORw4bELN79DuTaKqAy.jpg',
    });
    expect(person.biography).toMatch(/Angelina Jolie/);
    expect(person.credits).toHaveLength(110);
    expect(person.credits[0]).toMatchObject({ title: 'Kung Fu Panda 4', releaseDate: '2024-03-06' });
    expect(person.credits.find((credit) => credit.title === 'By the Sea')).toMatchObject({
      characters: ['Vanessa'],
      jobs: ['Director', 'Producer', 'Screenplay'],
    });
    const dates = person.credits.map((credit) => credit.releaseDate);
    const firstUndated = dates.indexOf(null);
    expect(firstUndated).toBeGreaterThan(0);
    expect(dates.slice(firstUndated).every((date) => date === null)).toBe(true);
    const dated = dates.slice(0, firstUndated) as string[];
    expect(dated).toEqual([...dated].sort().reverse());
    expect(person.credits.some((credit) => credit.mediaType === 'tv')).toBe(true);

    await app.inject({ method: 'GET', url: '/api/people/11701' });
    expect(fake.requests('/person/11701')).toBe(1);
  });

  it("reads Brad Pitt's combined credits as cast and crew", async () => {
    const person = (await app.inject({ method: 'GET', url: '/api/people/287' })).json<Person>();
    expect(person.source).toBe('tmdb');
    expect(person.credits.length).toBeGreaterThan(20);
    expect(person.credits.some((credit) => credit.jobs.length > 0)).toBe(true);
    expect(person.credits.some((credit) => credit.characters.length > 0)).toBe(true);
  });

  it('puts the Star Wars collection in release order, although TMDB sends it otherwise', async () => {
    const collection = (await app.inject({ method: 'GET', url: '/api/collections/10' })).json<Collection>();
    expect(collection.name).toBe('Star Wars Collection');
    expect(collection.parts.map((part) => part.year)).toEqual([1977, 1980, 1983, 1999, 2002, 2005, 2015, 2017, 2019]);
    expect(collection.parts.at(-1)?.title).toBe('Star Wars: The Rise of Skywalker');
  });

  it('stores the collection a TMDB detail names, and falls back to it when TMDB has no such collection', async () => {
    const detail = (await app.inject({ method: 'GET', url: '/api/titles/movie/707' })).json();
    expect(detail.collection).toEqual({ id: 645, name: 'James Bond Collection' });
    const collection = (await app.inject({ method: 'GET', url: '/api/collections/645' })).json<Collection>();
    expect(collection).toMatchObject({ name: 'James Bond Collection', posterPath: '/HORpg5CSkmeQlAolx3bKMrKgfi.jpg' });
    expect(collection.parts.map((part) => part.title)).toEqual(['A View to a Kill']);
  });

  it('answers 404 for a person neither TMDB nor the catalog knows', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/people/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('personNotFound');
  });

  it('serves the catalog’s credits when TMDB cannot answer', async () => {
    await app.inject({ method: 'GET', url: '/api/titles/movie/707' });
    const detail = (await app.inject({ method: 'GET', url: '/api/titles/movie/707' })).json();
    const actor = detail.cast[0];
    fake.fail(`/person/${actor.id}`, 500, 10);
    const response = await app.inject({ method: 'GET', url: `/api/people/${actor.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<Person>()).toMatchObject({ source: 'catalog', name: actor.name });
  });
});
