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

describe('filters against every title', () => {
  interface Row {
    media_type: string;
    id: number;
    year: number | null;
    runtime: number | null;
    vote_average: number | null;
    vote_count: number | null;
    popularity: number | null;
    genres: Set<number>;
  }
  type Filters = {
    year?: { min: number; max: number };
    rating?: { min: number; max: number };
    duration?: { min: number; max?: number };
    genres?: number[];
  };
  const TV_GENRE: Record<number, number> = { 28: 10759, 12: 10759, 878: 10765, 14: 10765, 10752: 10768 };

  /** The catalog as a person reading the spec would filter it: every title, checked one by one. */
  async function allTitles(): Promise<Row[]> {
    const rows = await database.db
      .selectFrom('titles')
      .select(['media_type', 'id', 'year', 'runtime', 'vote_average', 'vote_count', 'popularity'])
      .execute();
    const genres = await database.db
      .selectFrom('title_genres')
      .select(['media_type', 'title_id', 'genre_id'])
      .execute();
    const byTitle = new Map(rows.map((row) => [`${row.media_type}:${row.id}`, { ...row, genres: new Set<number>() }]));
    for (const g of genres) byTitle.get(`${g.media_type}:${g.title_id}`)?.genres.add(g.genre_id);
    return [...byTitle.values()];
  }
  const passes = (row: Row, type: string, f: Filters) => {
    if (type !== 'all' && row.media_type !== type) return false;
    if (f.year && (row.year === null || row.year < f.year.min || row.year > f.year.max)) return false;
    if (f.rating) {
      if (row.vote_average === null || row.vote_count === 0) return false;
      const shown = Math.round(row.vote_average * 10) / 10;
      if (shown < f.rating.min || shown > f.rating.max) return false;
    }
    if (f.duration) {
      const { min, max = Number.POSITIVE_INFINITY } = f.duration;
      if (row.runtime === null || row.runtime < min || row.runtime > max) return false;
    }
    const wanted = (f.genres ?? []).map((id) => (row.media_type === 'tv' ? (TV_GENRE[id] ?? id) : id));
    return wanted.every((id) => row.genres.has(id));
  };
  const searchOrder = (a: Row, b: Row) =>
    (b.popularity ?? -1) - (a.popularity ?? -1) ||
    (b.vote_count ?? -1) - (a.vote_count ?? -1) ||
    (a.media_type === b.media_type ? 0 : a.media_type === 'movie' ? -1 : 1) ||
    a.id - b.id;

  it('finds exactly the titles passing the filters, most popular first, whatever their mix', async () => {
    const catalog = await allTitles();
    let seed = 28;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const cases: { type: string; filters: Filters }[] = [
      // Decade edges, a rating shown rounded up to the bound, runtimes past the last bucket.
      { type: 'all', filters: { year: { min: 1989, max: 2001 } } },
      { type: 'movie', filters: { year: { min: 1990, max: 1999 }, genres: [27] } },
      { type: 'all', filters: { rating: { min: 8, max: 8 } } },
      { type: 'tv', filters: { rating: { min: 7.9, max: 8.1 }, genres: [28] } },
      { type: 'all', filters: { duration: { min: 200 } } },
      { type: 'movie', filters: { duration: { min: 95, max: 95 }, year: { min: 2010, max: 2012 } } },
    ];
    for (let i = 0; i < 40; i += 1) {
      const filters: Filters = {};
      if (random() < 0.5) {
        const min = between(1930, 2020);
        filters.year = { min, max: min + between(0, 25) };
      }
      if (random() < 0.4) {
        // In tenths, as the rating filter offers them.
        const min = between(40, 90);
        filters.rating = { min: min / 10, max: Math.min(100, min + between(0, 30)) / 10 };
      }
      if (random() < 0.4)
        filters.duration = { min: between(30, 180), max: random() < 0.3 ? undefined : between(180, 320) };
      if (random() < 0.5 || Object.keys(filters).length === 0)
        filters.genres = [[18, 35, 28, 27, 878, 16][between(0, 5)] as number];
      cases.push({ type: ['all', 'all', 'movie', 'tv'][between(0, 3)] as string, filters });
    }
    for (const { type, filters } of cases) {
      const label = JSON.stringify({ type, filters });
      const expected = catalog
        .filter((row) => passes(row, type, filters))
        .sort(searchOrder)
        .map((row) => `${row.media_type}:${row.id}`);
      const first = await search({ type, filters });
      expect(first.totalResults, label).toBe(Math.min(expected.length, TOTAL_CAP));
      expect(keys(first), label).toEqual(expected.slice(0, 20));
      const third = await search({ type, filters, page: 3 });
      expect(keys(third), label).toEqual(expected.slice(40, 60));
    }
  });

  it('filters a text search as if its results were filtered one by one', async () => {
    const catalog = new Map((await allTitles()).map((row) => [`${row.media_type}:${row.id}`, row]));
    const cases: { q: string; filters: Filters }[] = [
      { q: 'love', filters: { year: { min: 1995, max: 2015 } } },
      { q: 'man', filters: { genres: [28], rating: { min: 6.5, max: 10 } } },
      { q: 'star', filters: { duration: { min: 100, max: 140 } } },
      { q: 'night', filters: { year: { min: 1970, max: 1999 }, genres: [27] } },
    ];
    for (const { q, filters } of cases) {
      const unfiltered = await searchAll({ q });
      expect(unfiltered.length, q).toBeLessThan(TOTAL_CAP);
      const expected = unfiltered
        .map((result) => `${result.mediaType}:${result.id}`)
        .filter((key) => passes(catalog.get(key) as Row, 'all', filters));
      const filtered = await searchAll({ q, filters });
      expect(
        filtered.map((result) => `${result.mediaType}:${result.id}`),
        q,
      ).toEqual(expected);
    }
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
