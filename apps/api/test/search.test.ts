import path from 'node:path';
import type { SearchResponse } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { type DumpLine, importDump, readDumpFile } from '../src/modules/catalog/catalog.importer.js';
import type { DumpRecord } from '../src/modules/catalog/dump-format.js';
import { createTestApp, SHARED_DATA } from './helpers.js';

let app: App;
let database: DatabaseHandle;

/** Titles made up for this file (ids far above TMDB's), where the real catalog has no clean example. */
const FAKE_ID = 990_000_000;

function movie(id: number, title: string, fields: Partial<Extract<DumpRecord, { media_type: 'movie' }>> = {}) {
  return {
    media_type: 'movie' as const,
    id: FAKE_ID + id,
    title,
    original_title: title,
    release_date: '2001-05-04',
    runtime: 100,
    vote_average: 6,
    vote_count: 100,
    popularity: 1,
    genres: [{ id: 18, name: 'Drama' }],
    credits: { cast: [], crew: [] },
    ...fields,
  } satisfies DumpRecord;
}

const FAKES = [
  // Ranking: the exact title is the least popular, the typo-away one the most.
  movie(1, 'Morvaleth', { popularity: 1 }),
  movie(2, 'Morvaleth Returns', { popularity: 50 }),
  movie(3, 'Morvalech', { popularity: 90 }),
  movie(4, 'Night of the Morvaleth', { popularity: 70 }),
  // Unknown year, runtime and rating (no votes) next to one that has them all.
  movie(10, 'Zyxwvut Blank', { release_date: null, runtime: null, vote_average: 0, vote_count: 0 }),
  movie(11, 'Zyxwvut Known', { release_date: '1990-03-01', runtime: 95, vote_average: 7.2, vote_count: 50 }),
  // Turkish letters in the title and in a person's name.
  movie(20, 'Kış Uykusu Öyküleri', {
    original_title: 'Kış Uykusu Öyküleri',
    credits: { cast: [{ id: FAKE_ID + 900, name: 'Şükrü Ilgaz Çağlayan', character: 'Aydın' }], crew: [] },
  }),
];

const asLines = (records: unknown[]): DumpLine[] => records.map((value, i) => ({ line: i + 1, value }));

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  await importDump(database.db, readDumpFile(path.join(SHARED_DATA, 'catalog/titles.jsonl.gz')), { source: 'dump' });
  await importDump(database.db, asLines(FAKES), { source: 'dump' });
}, 120_000);
afterAll(async () => {
  await app.close();
});

type Params = { q?: string; type?: string; page?: number | string; filters?: object | string };

async function searchRaw(params: Params) {
  const query = new URLSearchParams();
  if (params.q !== undefined) query.set('q', params.q);
  if (params.type !== undefined) query.set('type', params.type);
  if (params.page !== undefined) query.set('page', String(params.page));
  if (params.filters !== undefined) {
    query.set('filters', typeof params.filters === 'string' ? params.filters : JSON.stringify(params.filters));
  }
  return app.inject({ method: 'GET', url: `/api/search?${query}` });
}

async function search(params: Params): Promise<SearchResponse> {
  const response = await searchRaw(params);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResponse;
}

const titles = (response: SearchResponse) => response.results.map((r) => r.title);
const keys = (response: SearchResponse) => response.results.map((r) => `${r.mediaType}:${r.id}`);

/** Every result of a search, page by page. */
async function searchAll(params: Params): Promise<SearchResponse['results']> {
  const first = await search({ ...params, page: 1 });
  const all = [...first.results];
  for (let page = 2; page <= first.totalPages; page += 1) all.push(...(await search({ ...params, page })).results);
  return all;
}

describe('when a search runs', () => {
  it('answers empty for blank text and no filter set', async () => {
    for (const q of ['', '   ', '!!!']) {
      expect(await search({ q }), JSON.stringify(q)).toEqual({ results: [], page: 1, totalPages: 0, totalResults: 0 });
    }
    const notSet = {
      year: { min: 1900, max: 2100 },
      rating: { min: 0, max: 10 },
      duration: { min: 0, max: 300 },
      genres: [],
      cast: '   ',
      watchTime: 'night',
    };
    expect((await search({ filters: notSet })).totalResults).toBe(0);
  });

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
  const zyxwvut = async (filters: object) => titles(await search({ q: 'zyxwvut', filters })).sort();

  it('applies the year only when it narrows 1900–2100, and an unknown year then never passes', async () => {
    expect(await zyxwvut({})).toEqual(['Zyxwvut Blank', 'Zyxwvut Known']);
    expect(await zyxwvut({ year: { min: 1900, max: 2100 } })).toEqual(['Zyxwvut Blank', 'Zyxwvut Known']);
    expect(await zyxwvut({ year: { min: 1800 } })).toEqual(['Zyxwvut Blank', 'Zyxwvut Known']);
    expect(await zyxwvut({ year: { min: 1901 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ year: { max: 2099 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ year: { min: 1990, max: 1990 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ year: { min: 1991 } })).toEqual([]);

    const range = { min: 1990, max: 1995 };
    const results = await searchAll({ filters: { year: range } });
    const expected = await database.db
      .selectFrom('titles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('year', '>=', range.min)
      .where('year', '<=', range.max)
      .executeTakeFirstOrThrow();
    expect(results.length).toBe(Number(expected.n));
    for (const result of results) expect(result.year).toBeGreaterThanOrEqual(1990);
    for (const result of results) expect(result.year).toBeLessThanOrEqual(1995);
  });

  it('applies the rating only when it narrows 0–10; unrated titles then never pass', async () => {
    expect(await zyxwvut({ rating: { min: 0, max: 10 } })).toEqual(['Zyxwvut Blank', 'Zyxwvut Known']);
    expect(await zyxwvut({ rating: { min: 0.1 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ rating: { max: 9.9 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ rating: { min: 7.2, max: 7.2 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ rating: { min: 7.3 } })).toEqual([]);

    const top = await search({ filters: { rating: { min: 8.5 } } });
    expect(top.totalResults).toBeGreaterThan(20);
    for (const result of top.results) expect(result.voteAverage).toBeGreaterThanOrEqual(8.5);
    expect((await search({ filters: { rating: { min: 0, max: 10 } } })).totalResults).toBe(0);
  });

  it('applies the duration only when it narrows 0–300 minutes; unknown runtimes then never pass', async () => {
    expect(await zyxwvut({ duration: { min: 0, max: 300 } })).toEqual(['Zyxwvut Blank', 'Zyxwvut Known']);
    expect(await zyxwvut({ duration: { min: 1 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ duration: { max: 299 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ duration: { min: 95, max: 95 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ duration: { max: 94 } })).toEqual([]);

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
    // Accents and Turkish letters fold: "penelope" finds Penélope Cruz, "sukru ilgaz" finds Şükrü Ilgaz Çağlayan.
    expect(titles(await search({ q: 'vicky cristina', filters: { cast: 'penelope cruz' } }))).toEqual([
      'Vicky Cristina Barcelona',
    ]);
    expect(titles(await search({ filters: { cast: 'sukru ilgaz caglayan' } }))).toEqual(['Kış Uykusu Öyküleri']);
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

  it('ranks the exact title first, then titles starting with it, then words inside, then typos', async () => {
    expect(titles(await search({ q: 'morvaleth' }))).toEqual([
      'Morvaleth',
      'Morvaleth Returns',
      'Night of the Morvaleth',
      'Morvalech',
    ]);
    expect(titles(await search({ q: 'The Morvaleth' }))[0]).toBe('Morvaleth');
    expect(titles(await search({ q: 'alien' }))[0]).toBe('Alien');
  });

  it('ignores case, accents and Turkish letters, and matches the original title', async () => {
    expect(titles(await search({ q: 'kis uykusu' }))).toEqual(['Kış Uykusu Öyküleri']);
    expect(titles(await search({ q: 'KIŞ ÖYKÜ' }))).toEqual(['Kış Uykusu Öyküleri']);
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
  it('pages 20 results at a time with the totals', async () => {
    const filters = { genres: [18] };
    const first = await search({ filters });
    const expected = await database.db
      .selectFrom('title_genres')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('genre_id', '=', 18)
      .executeTakeFirstOrThrow();
    expect(first.totalResults).toBe(Number(expected.n));
    expect(first.totalPages).toBe(Math.ceil(first.totalResults / 20));
    expect(first.results).toHaveLength(20);

    const second = await search({ filters, page: 2 });
    expect(second.page).toBe(2);
    expect(second.results).toHaveLength(20);
    expect(keys(second).filter((key) => keys(first).includes(key))).toEqual([]);
    expect(second.totalResults).toBe(first.totalResults);

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

describe('bad input', () => {
  it('answers 400 with a message, never 500', async () => {
    const bad: Params[] = [
      { q: 'x', page: 0 },
      { q: 'x', page: -1 },
      { q: 'x', page: 'two' },
      { q: 'x', page: 501 },
      { q: 'x'.repeat(201) },
      { q: 'x', type: 'book' },
      { q: 'x', filters: 'x'.repeat(2001) },
    ];
    for (const params of bad) {
      const response = await searchRaw(params);
      expect(response.statusCode, JSON.stringify(params).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toEqual(expect.any(String));
    }
  });
});

describe('freshness', () => {
  it('finds a title imported after the index was built, without a restart', async () => {
    expect((await search({ q: 'plumbloom' })).totalResults).toBe(0);
    await importDump(database.db, asLines([movie(30, 'Plumbloom Zephyrine')]), { source: 'dump' });
    const deadline = Date.now() + 10_000;
    let found: string[] = [];
    while (Date.now() < deadline) {
      found = titles(await search({ q: 'plumbloom' }));
      if (found.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(found).toEqual(['Plumbloom Zephyrine']);
  });
});
