import type { SearchResponse } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, readDumpFile } from '../src/modules/catalog/catalog.importer.js';
import { TOTAL_CAP } from '../src/modules/search/search.service.js';
import { createTestApp } from './helpers.js';
import { keysOf, type SearchParams, searchClient, titlesOf } from './support/search.js';
import { SHARED_CATALOG_DUMP } from './support/shared-catalog.js';

/**
 * Search over the real catalog (8,584 titles of the shared TMDB dump): typos, prefixes, ranking and filters as
 * they work out on real data. The rules themselves, on made-up titles, are search.test.ts.
 */

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  await importDump(database.db, readDumpFile(SHARED_CATALOG_DUMP), { source: 'dump' });
}, 120_000);
afterAll(async () => {
  await app.close();
});

const { search } = searchClient(() => app);
const titles = titlesOf;
const keys = keysOf;

/** Every result of a search, page by page. */
async function searchAll(params: SearchParams): Promise<SearchResponse['results']> {
  const first = await search({ ...params, page: 1 });
  const all = [...first.results];
  for (let page = 2; page <= first.totalPages; page += 1) all.push(...(await search({ ...params, page })).results);
  return all;
}

describe('when a search runs', () => {
  it('treats invalid filters JSON as no filters and drops fields of the wrong shape', async () => {
    expect((await search({ filters: '{oops' })).totalResults).toBe(0);
    expect(keys(await search({ q: 'godfather', filters: '{oops' }))).toEqual(keys(await search({ q: 'godfather' })));
    const dropped = await search({ filters: { year: '1990', genres: [10752] } });
    expect(dropped.totalResults).toBeGreaterThan(0);
    expect(dropped).toEqual(await search({ filters: { genres: [10752] } }));
  });

  it('ignores the watch time (decision 007)', async () => {
    for (const watchTime of ['day', 'night', 'all']) {
      expect(keys(await search({ q: 'star', filters: { watchTime } }))).toEqual(keys(await search({ q: 'star' })));
    }
  });
});

describe('filters', () => {
  it('keeps only titles rated within the range', async () => {
    const top = await search({ filters: { rating: { min: 8.5 } } });
    expect(top.totalResults).toBeGreaterThan(20);
    for (const result of top.results) expect(result.voteAverage).toBeGreaterThanOrEqual(8.5);
  });

  it('keeps only titles whose runtime is within the range', async () => {
    const results = await searchAll({ filters: { duration: { min: 90, max: 92 } } });
    expect(results.length).toBeGreaterThan(20);
    for (const result of results) {
      expect(result.runtime).not.toBeNull();
      expect(result.runtime).toBeGreaterThanOrEqual(90);
      expect(result.runtime).toBeLessThanOrEqual(92);
    }
  });

  it('keeps titles that have every chosen genre, mapping movie genres to their TV counterparts', async () => {
    // Action + Science Fiction: movies need 28 and 878, shows Action & Adventure (10759) and Sci-Fi & Fantasy (10765).
    const results = await searchAll({ filters: { genres: [28, 878] } });
    const countWithAll = async (mediaType: 'movie' | 'tv', genres: number[]) =>
      (
        await database.db
          .selectFrom('title_genres')
          .select('title_id')
          .where('media_type', '=', mediaType)
          .where('genre_id', 'in', genres)
          .groupBy('title_id')
          .having((eb) => eb.fn.countAll(), '=', genres.length)
          .execute()
      ).length;
    const movies = results.filter((r) => r.mediaType === 'movie');
    const shows = results.filter((r) => r.mediaType === 'tv');
    expect(movies.length).toBe(await countWithAll('movie', [28, 878]));
    expect(shows.length).toBe(await countWithAll('tv', [10759, 10765]));
    expect(shows.length).toBeGreaterThan(0);
    for (const m of movies) expect(m.genreIds).toEqual(expect.arrayContaining([28, 878]));
    for (const s of shows) expect(s.genreIds).toEqual(expect.arrayContaining([10759, 10765]));

    // TV has no Horror genre, so Horror finds movies only.
    expect((await search({ type: 'tv', filters: { genres: [27] } })).totalResults).toBe(0);
    expect((await search({ type: 'movie', filters: { genres: [27] } })).totalResults).toBeGreaterThan(0);
  });

  it('looks the cast name up as a person (folded: exact, then prefix) and keeps that person’s titles', async () => {
    const credited = await database.db
      .selectFrom('credits')
      .select(['media_type', 'title_id'])
      .distinct()
      .where('person_id', '=', 31)
      .execute();
    const expected = credited.map((c) => `${c.media_type}:${c.title_id}`).sort();
    for (const cast of ['Tom Hanks', 'TOM HANKS', 'tom han', 'Hanks']) {
      const results = await searchAll({ filters: { cast } });
      expect(results.map((r) => `${r.mediaType}:${r.id}`).sort(), cast).toEqual(expected);
    }
    expect(titles(await search({ q: 'forrest', filters: { cast: 'tom hanks' } }))).toEqual(['Forrest Gump']);
    // Accents fold: "penelope" finds Penélope Cruz.
    expect(titles(await search({ q: 'vicky cristina', filters: { cast: 'penelope cruz' } }))).toEqual([
      'Vicky Cristina Barcelona',
    ]);
  });

  it('answers empty when the cast name matches nobody, whatever else is asked', async () => {
    expect((await search({ filters: { cast: 'Qqzzxx Nobody' } })).totalResults).toBe(0);
    expect((await search({ q: 'godfather', filters: { cast: 'Qqzzxx Nobody', genres: [18] } })).totalResults).toBe(0);
  });

  it('restricts to movies or shows by type', async () => {
    const all = await searchAll({ q: 'star' });
    const movies = await searchAll({ q: 'star', type: 'movie' });
    const shows = await searchAll({ q: 'star', type: 'tv' });
    expect(movies.length).toBeGreaterThan(0);
    expect(shows.length).toBeGreaterThan(0);
    expect(movies.every((r) => r.mediaType === 'movie')).toBe(true);
    expect(shows.every((r) => r.mediaType === 'tv')).toBe(true);
    expect(movies.length + shows.length).toBe(all.length);
  });
});

describe('text search', () => {
  it('forgives typos: "godfater" finds The Godfather first', async () => {
    expect(titles(await search({ q: 'godfater' }))[0]).toBe('The Godfather');
    expect(titles(await search({ q: 'shawshnak redemtpion' }))[0]).toBe('The Shawshank Redemption');
  });

  it('matches word prefixes: "godf" and "shawshank" find their films', async () => {
    expect(titles(await search({ q: 'godf' })).slice(0, 5)).toContain('The Godfather');
    expect(titles(await search({ q: 'shawshank' }))[0]).toBe('The Shawshank Redemption');
    expect(titles(await search({ q: 'the lord of the ri', type: 'movie' }))).toContain(
      'The Lord of the Rings: The Return of the King',
    );
  });

  it('ranks the exact title first: "alien" finds Alien before its sequels', async () => {
    expect(titles(await search({ q: 'alien' }))[0]).toBe('Alien');
  });

  it('ignores case and accents, and matches the original title', async () => {
    expect(titles(await search({ q: 'AMELIE' }))).toContain('Amélie');
    expect(titles(await search({ q: 'fabuleux destin' }))).toEqual(['Amélie']);
  });

  it('filters text results too', async () => {
    const results = await searchAll({ q: 'star', filters: { year: { max: 1990 }, rating: { min: 7 } } });
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.year).toBeLessThanOrEqual(1990);
      expect(r.voteAverage).toBeGreaterThanOrEqual(7);
    }
  });
});

describe('pages', () => {
  it('pages 20 results at a time with the totals, counted up to 1,000 (50 pages)', async () => {
    const filters = { genres: [18] };
    const first = await search({ filters });
    const expected = await database.db
      .selectFrom('title_genres')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('genre_id', '=', 18)
      .executeTakeFirstOrThrow();
    // The real catalog has thousands of dramas: the count stops at the cap (decision 051).
    expect(Number(expected.n)).toBeGreaterThan(TOTAL_CAP);
    expect(first.totalResults).toBe(TOTAL_CAP);
    expect(first.totalPages).toBe(TOTAL_CAP / 20);
    expect(first.results).toHaveLength(20);

    const second = await search({ filters, page: 2 });
    expect(second.page).toBe(2);
    expect(second.results).toHaveLength(20);
    expect(keys(second).filter((key) => keys(first).includes(key))).toEqual([]);
    expect(second.totalResults).toBe(first.totalResults);

    const last = await search({ filters, page: first.totalPages });
    expect(last.results).toHaveLength(20);
  });

  it('counts every match below the cap, and a page beyond the last is empty', async () => {
    const filters = { genres: [18], year: { min: 1990, max: 1995 } };
    const expected = await database.db
      .selectFrom('title_genres')
      .innerJoin('titles', (join) =>
        join
          .onRef('titles.media_type', '=', 'title_genres.media_type')
          .onRef('titles.id', '=', 'title_genres.title_id'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('title_genres.genre_id', '=', 18)
      .where('titles.year', '>=', 1990)
      .where('titles.year', '<=', 1995)
      .executeTakeFirstOrThrow();
    const first = await search({ filters });
    expect(Number(expected.n)).toBeLessThan(TOTAL_CAP);
    expect(first.totalResults).toBe(Number(expected.n));
    const last = await search({ filters, page: first.totalPages });
    expect(last.results).toHaveLength(first.totalResults - (first.totalPages - 1) * 20);
    const beyond = await search({ filters, page: first.totalPages + 1 });
    expect(beyond.results).toEqual([]);
    expect(beyond.totalResults).toBe(first.totalResults);
  });

  it('shows each result as the search result view', async () => {
    const [result] = (await search({ q: 'the shawshank redemption' })).results;
    expect(result).toMatchObject({
      id: 278,
      mediaType: 'movie',
      title: 'The Shawshank Redemption',
      year: 1994,
      releaseDate: '1994-09-23',
      runtime: 142,
    });
    expect(result?.genreIds).toEqual(expect.arrayContaining([18, 80]));
    expect(result?.overview).toEqual(expect.any(String));
    expect(result?.voteAverage).toBeCloseTo(8.7, 0);
  });
});
