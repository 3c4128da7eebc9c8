import type { SearchResponse } from '@watchify/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import type { MigrationName } from '../src/db/migrate.js';
import { genreBit } from '../src/lib/genre-bits.js';
import { type DumpLine, importDump } from '../src/modules/catalog/catalog.importer.js';
import type { DumpRecord } from '../src/modules/catalog/dump-format.js';
import { filterCondition, findWordsSince } from '../src/modules/search/search.repository.js';
import { SearchService, type TitleQuery, TOTAL_CAP } from '../src/modules/search/search.service.js';
import { SyncedWordList } from '../src/modules/search/search.words.js';
import { createTestApp, createTestDatabase } from './helpers.js';
import { type SearchParams, searchClient, titlesOf } from './support/search.js';

/**
 * Search rules on titles made up for this file (ids far above TMDB's): each shows one rule with no other title
 * in the way. How well search ranks among the 8,584 titles of the real catalog is search.slow.test.ts.
 */

let app: App;
let database: DatabaseHandle;

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
  await importDump(database.db, asLines(FAKES), { source: 'dump' });
});
afterAll(async () => {
  await app.close();
});

const { raw: searchRaw, search } = searchClient(() => app);
const titles = titlesOf;

/** Every result of a search, page by page. */
async function searchAll(params: SearchParams): Promise<SearchResponse['results']> {
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
    expect((await search({ filters: { rating: { min: 0, max: 10 } } })).totalResults).toBe(0);
  });

  it('applies the duration only when it narrows 0–300 minutes; unknown runtimes then never pass', async () => {
    expect(await zyxwvut({ duration: { min: 0, max: 300 } })).toEqual(['Zyxwvut Blank', 'Zyxwvut Known']);
    expect(await zyxwvut({ duration: { min: 1 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ duration: { max: 299 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ duration: { min: 95, max: 95 } })).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ duration: { max: 94 } })).toEqual([]);
  });

  it('applies type, year, rating and duration together: every title passing all of them, and only those', async () => {
    expect(
      await zyxwvut({ year: { min: 1990, max: 1990 }, rating: { min: 7.2 }, duration: { min: 95, max: 95 } }),
    ).toEqual(['Zyxwvut Known']);
    expect(await zyxwvut({ year: { min: 1985, max: 1995 }, rating: { min: 7.3 }, duration: { min: 90 } })).toEqual([]);

    const filters = { year: { min: 1995, max: 2005 }, rating: { min: 5.5, max: 6.5 }, duration: { min: 95, max: 130 } };
    const results = await searchAll({ type: 'movie', filters });
    const expected = await database.db
      .selectFrom('titles')
      .select('title')
      .where('media_type', '=', 'movie')
      .where('year', '>=', 1995)
      .where('year', '<=', 2005)
      .where('vote_count', '>', 0)
      .where('vote_average', '>=', 5.45)
      .where('vote_average', '<', 6.55)
      .where('runtime', '>=', 95)
      .where('runtime', '<=', 130)
      .execute();
    expect(expected.length).toBeGreaterThan(3);
    expect(results.map((result) => result.title).sort()).toEqual(expected.map((row) => row.title).sort());
    expect((await search({ type: 'tv', filters })).totalResults).toBe(0);
  });

  it('finds nothing for a genre no title can have, with or without text', async () => {
    for (const type of ['all', 'movie', 'tv'] as const) {
      expect((await search({ type, filters: { genres: [424_242] } })).totalResults).toBe(0);
      expect(titles(await search({ q: 'zyxwvut', type, filters: { genres: [424_242] } }))).toEqual([]);
    }
  });

  it('looks the cast name up folded: "sukru ilgaz" finds Şükrü Ilgaz Çağlayan', async () => {
    expect(titles(await search({ filters: { cast: 'sukru ilgaz caglayan' } }))).toEqual(['Kış Uykusu Öyküleri']);
  });
});

describe('text search', () => {
  it('ranks the exact title first, then titles starting with it, then words inside, then typos', async () => {
    expect(titles(await search({ q: 'morvaleth' }))).toEqual([
      'Morvaleth',
      'Morvaleth Returns',
      'Night of the Morvaleth',
      'Morvalech',
    ]);
    expect(titles(await search({ q: 'The Morvaleth' }))[0]).toBe('Morvaleth');
  });

  it('at the cap too, ranks titles starting with the query before more popular ones having it further on', async () => {
    // More titles than the cap have the word, so the most popular of them are found by walking the popularity index.
    const further = Array.from({ length: 1_010 }, (_, i) =>
      movie(200_000 + i, `Old Plovenhart ${i}`, { popularity: 50 + i / 100 }),
    );
    const starting = Array.from({ length: 25 }, (_, i) =>
      movie(210_000 + i, `Plovenhart Tale ${i}`, { popularity: i / 100 }),
    );
    await importDump(database.db, asLines([...further, ...starting]), { source: 'dump' });
    const byPopularity = (records: { title: string }[]) => records.map((record) => record.title).reverse();

    const first = await search({ q: 'plovenhart' });
    expect(first.totalResults).toBe(TOTAL_CAP);
    expect(titles(first)).toEqual(byPopularity(starting).slice(0, 20));
    // Page 2 has the last 5 titles starting with the query, then the most popular having it further on.
    expect(titles(await search({ q: 'plovenhart', page: 2 }))).toEqual([
      ...byPopularity(starting).slice(20),
      ...byPopularity(further).slice(0, 15),
    ]);
  });

  it("finds titles by the first one, two or three letters of any of their words, as the query's last word", async () => {
    expect(titles(await search({ q: 'uy' }))).toEqual(['Kış Uykusu Öyküleri']);
    expect(titles(await search({ q: 'kış ö' }))).toEqual(['Kış Uykusu Öyküleri']);
    expect(titles(await search({ q: 'night of the mor' }))).toEqual(['Night of the Morvaleth']);
  });

  it('ignores case and Turkish letters', async () => {
    expect(titles(await search({ q: 'kis uykusu' }))).toEqual(['Kış Uykusu Öyküleri']);
    expect(titles(await search({ q: 'KIŞ ÖYKÜ' }))).toEqual(['Kış Uykusu Öyküleri']);
  });
});

describe('bad input', () => {
  it('answers 400 with a message, never 500', async () => {
    const bad: SearchParams[] = [
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

/** The titles a search finds once `done` holds for them, asked again until it does or 5 s have passed. */
async function within5s(params: SearchParams, done: (found: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  let found: string[] = [];
  while (Date.now() < deadline) {
    found = titles(await search(params));
    if (done(found)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return found;
}

describe('freshness (the engine indexes a title in the transaction that writes it; the filter table reads it within a second)', () => {
  it('finds a title imported a moment ago by its words at once, and within 5 s by a search answered before', async () => {
    expect((await search({ q: 'plumbloom' })).totalResults).toBe(0);
    await importDump(database.db, asLines([movie(30, 'Plumbloom Zephyrine')]), { source: 'dump' });
    expect(titles(await search({ q: 'zephyrine plumbloom' }))).toEqual(['Plumbloom Zephyrine']);
    expect(titles(await search({ q: 'zephy' }))).toEqual(['Plumbloom Zephyrine']);

    // The answer given before the import may be reused for a moment; a typo needs the word list's next refresh.
    const nonEmpty = (found: string[]) => found.length > 0;
    expect(await within5s({ q: 'plumbloom' }, nonEmpty)).toEqual(['Plumbloom Zephyrine']);
    expect(await within5s({ q: 'plumblom' }, nonEmpty)).toEqual(['Plumbloom Zephyrine']);
  });

  it('filters by the genres a later import gives a title, not by the ones it had', async () => {
    const western = { genres: [37] };
    const comedy = { genres: [35] };
    await importDump(
      database.db,
      asLines([movie(31, 'Quillfeather Ranch', { genres: [{ id: 37, name: 'Western' }] })]),
      {
        source: 'dump',
      },
    );
    expect(titles(await search({ q: 'quillfeather', filters: western }))).toEqual(['Quillfeather Ranch']);
    const westerns = { filters: { ...western, year: { min: 1901 } } };
    expect(await within5s(westerns, (found) => found.includes('Quillfeather Ranch'))).toContain('Quillfeather Ranch');

    await importDump(
      database.db,
      asLines([movie(31, 'Quillfeather Ranch', { genres: [{ id: 35, name: 'Comedy' }] })]),
      {
        source: 'dump',
      },
    );
    // Asked in words not asked before: an instance reuses an answer for a moment.
    expect(titles(await search({ q: 'quillfeather', type: 'movie', filters: comedy }))).toEqual(['Quillfeather Ranch']);
    expect(titles(await search({ q: 'quillfeather ranch', filters: western }))).toEqual([]);
    const westernsAgain = { filters: { ...western, year: { min: 1902 } } };
    expect(await within5s(westernsAgain, (found) => !found.includes('Quillfeather Ranch'))).not.toContain(
      'Quillfeather Ranch',
    );
  });

  it('keeps answering while thousands of titles are imported and indexed', async () => {
    const many = Array.from({ length: 4000 }, (_, i) =>
      movie(100_000 + i, `Quorvane Chronicle ${i}`, {
        popularity: i / 100,
        credits: { cast: [{ id: FAKE_ID + 10_000 + (i % 500), name: `Lumo Actor ${i % 500}` }], crew: [] },
      }),
    );
    const gaps: number[] = [];
    let last = performance.now();
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const response = await app.inject({ method: 'GET', url: '/api/health/live' });
        expect(response.statusCode).toBe(200);
        const now = performance.now();
        gaps.push(now - last);
        last = now;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await importDump(database.db, asLines(many), { source: 'dump' });
    probing = false;
    await probe;
    // Answered all along: a batch is a short transaction, and the probe gets its turn between batches.
    expect(gaps.length).toBeGreaterThan(10);
    expect(Math.max(...gaps)).toBeLessThan(500);
    expect((await search({ q: 'quorvane chronicle 3999' })).results[0]?.title).toBe('Quorvane Chronicle 3999');
  });
});

/** A movie's `titles` row as an older schema holds it, written directly (no importer of that time runs). */
function oldMovieRow(id: number, title: string) {
  const now = new Date().toISOString();
  const folded = title.toLowerCase();
  return {
    media_type: 'movie',
    id,
    title,
    search_title: folded,
    search_words: folded,
    source: 'dump',
    created_at: now,
    updated_at: now,
  };
}

describe('the migration that adds genre bits', () => {
  it('gives the titles of an existing catalog the bits of the genres they hold', async () => {
    const old = await createTestDatabase({ upTo: '20261201000400-search-engine' });
    await old.db
      .insertInto('titles')
      .values([oldMovieRow(1, 'Old Film 1'), oldMovieRow(2, 'Old Film 2')])
      .execute();
    await old.db
      .insertInto('title_genres')
      .values([
        { media_type: 'movie', title_id: 1, genre_id: 37 },
        { media_type: 'movie', title_id: 1, genre_id: 35 },
      ])
      .execute();

    await old.migrateLatest();
    const rows = await old.db.selectFrom('titles').select(['id', 'genre_bits']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, genre_bits: (genreBit(37) ?? 0) + (genreBit(35) ?? 0) },
      { id: 2, genre_bits: 0 },
    ]);
    await old.destroy();
  });
});

/**
 * A database whose schema stops at `upTo`, holding westerns with these values (ids from 1), then migrated to the
 * latest schema; `find` searches it.
 */
async function westernsMigratedFrom(
  upTo: MigrationName,
  values: { year?: number; vote_average?: number; vote_count?: number }[],
) {
  const old = await createTestDatabase({ upTo });
  const western = (id: number) => ({ ...oldMovieRow(id, `Old Western ${id}`), genre_bits: genreBit(37) ?? 0 });
  await old.db
    .insertInto('titles')
    .values(values.map((value, i) => ({ ...western(i + 1), ...value })))
    .execute();
  await old.migrateLatest();
  const searchService = new SearchService(old);
  const find = async (query: Partial<TitleQuery>) =>
    (await searchService.findTitles({ text: '', offset: 0, limit: 20, ...query })).titles.map((t) => t.id);
  return { old, find };
}

const westerns = { movie: [37], tv: [37] };

describe('the migration that adds search facets', () => {
  it('lets filters find the titles of an existing catalog, and follows later changes', async () => {
    const { old, find } = await westernsMigratedFrom('20261202000100-search-filter-index', [
      { year: 1994 },
      { year: 2004 },
    ]);
    const nineties = { text: 'old western', year: { min: 1990, max: 1999 }, genres: westerns };
    expect(await find(nineties)).toEqual([1]);
    expect(await find({ text: 'old western', year: { min: 2000, max: 2009 } })).toEqual([2]);

    await old.db.updateTable('titles').set({ year: 1999 }).where('id', '=', 2).execute();
    expect(await find(nineties)).toEqual([1, 2]);
    expect(await find({ text: 'old western', year: { min: 2000, max: 2009 } })).toEqual([]);
    await old.destroy();
  });
});

describe('the migration that adds genres with their rating to the search facets', () => {
  it('lets a genre and rating filter find the titles of an existing catalog, and follows later changes', async () => {
    const { old, find } = await westernsMigratedFrom('20261204000100-combined-search-facets', [
      { vote_average: 8.2, vote_count: 10 },
      { vote_average: 6.1, vote_count: 10 },
    ]);
    const westernsRatedEight = { text: 'old western', genres: westerns, rating: { min: 8, max: 10 } };
    expect(await find(westernsRatedEight)).toEqual([1]);
    expect(await find({ ...westernsRatedEight, text: 'old' })).toEqual([1]);

    await old.db.updateTable('titles').set({ vote_average: 8.9 }).where('id', '=', 2).execute();
    expect(await find(westernsRatedEight)).toEqual([1, 2]);
    await old.destroy();
  });
});

describe('the migration that indexes the first letters of words', () => {
  it('lets a short prefix find the titles of an existing catalog, and follows later changes', async () => {
    const { old, find } = await westernsMigratedFrom('20261205000100-genre-rating-search-facets', [{}, {}]);
    expect(await find({ text: 'we' })).toEqual([1, 2]);

    const eastern = 'old eastern 2';
    await old.db
      .updateTable('titles')
      .set({ search_title: eastern, search_words: eastern })
      .where('id', '=', 2)
      .execute();
    expect(await find({ text: 'we' })).toEqual([1]);
    expect(await find({ text: 'ea' })).toEqual([2]);
    await old.destroy();
  });
});

describe("the typo word list's source", () => {
  it('reads every word once, in pages, when an import stamped them all at the same moment', async () => {
    const fresh = await createTestDatabase();
    const earlierStamp = '2026-01-01T00:00:00.000Z';
    const batchStamp = '2026-01-02T00:00:00.000Z';
    const word = (i: number) => `pagedword${String(i).padStart(4, '0')}`;
    const earlier = Array.from({ length: 5 }, (_, i) => ({ word: word(2500 + i), added_at: earlierStamp }));
    const batch = Array.from({ length: 2500 }, (_, i) => ({ word: word(i), added_at: batchStamp }));
    for (const rows of [earlier, batch.slice(0, 1250), batch.slice(1250)]) {
      await fresh.db.insertInto('search_words').values(rows).execute();
    }
    // The word list's own pager, recording each page the source gives it.
    const read: string[] = [];
    const words = new SyncedWordList({
      wordsSince: async (since, after, limit) => {
        const page = await findWordsSince(fresh.reader, since, after, limit);
        read.push(...page.map((row) => row.word));
        return page;
      },
    });
    await words.load();
    expect(read).toEqual([...earlier, ...batch].map((row) => row.word));
    const rest = await findWordsSince(fresh.reader, batchStamp, { addedAt: batchStamp, word: word(2497) }, 1000);
    expect(rest.map((row) => row.word)).toEqual([word(2498), word(2499)]);
    await fresh.destroy();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL's statistics for search", () => {
  it('let the planner see how many titles a filter passes', async () => {
    const fresh = await createTestDatabase();
    const runtimeOf = (i: number) => (i < 240 ? 95 + (i % 10) : 200);
    await fresh.db
      .insertInto('titles')
      .values(Array.from({ length: 300 }, (_, i) => ({ ...oldMovieRow(i + 1, `Film ${i}`), runtime: runtimeOf(i) })))
      .execute();
    await sql`analyze titles`.execute(fresh.db);
    const plan = await fresh.db
      .selectFrom('titles')
      .select('id')
      .where(filterCondition({ runtime: { min: 90, max: 110 } }))
      .explain('json');
    const [explained] = (plan[0]?.['QUERY PLAN'] ?? []) as { Plan: { 'Plan Rows': number } }[];
    const estimated = explained?.Plan['Plan Rows'];
    // 240 titles pass; without statistics on the filter's expressions the planner expected 1.
    expect(estimated).toBeGreaterThan(200);
    await fresh.destroy();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL connections searches run on', () => {
  it('plan without parallel workers or JIT compilation, which cost more than the queries take', async () => {
    const { rows } = await sql<{ jit: string; workers: string }>`select current_setting('jit') as jit,
      current_setting('max_parallel_workers_per_gather') as workers`.execute(database.reader);
    expect(rows[0]).toEqual({ jit: 'off', workers: '0' });
  });
});
