import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, readDumpFile } from '../src/modules/catalog/catalog.importer.js';
import { countTitles } from '../src/modules/catalog/catalog.repository.js';
import { seedCatalogOnFirstStart } from '../src/modules/catalog/catalog.seed.js';
import { CatalogService } from '../src/modules/catalog/catalog.service.js';
import { DEMO_TV_SHOWS_FILE, demoCatalogLines, demoMovieRecords } from '../src/modules/catalog/demo-catalog.js';
import { createTestApp, createTestDatabase, SAMPLE_DUMP } from './helpers.js';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

const sampleLines = () => fs.readFileSync(SAMPLE_DUMP, 'utf8').split('\n').filter(Boolean);
const sampleSize = sampleLines().length;

async function tableCounts() {
  const count = async (table: 'titles' | 'credits' | 'title_genres' | 'videos' | 'title_keywords' | 'people') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    titles: await count('titles'),
    credits: await count('credits'),
    genres: await count('title_genres'),
    videos: await count('videos'),
    keywords: await count('title_keywords'),
    people: await count('people'),
  };
}

describe('catalog import', () => {
  it('imports a dump, and importing it again changes nothing', async () => {
    const first = await importDump(database.db, readDumpFile(SAMPLE_DUMP), { source: 'dump' });
    expect(first).toMatchObject({ imported: sampleSize, skipped: 0 });
    const afterFirst = await tableCounts();
    expect(afterFirst.titles).toBe(sampleSize);
    expect(afterFirst.credits).toBeGreaterThan(sampleSize);

    const second = await importDump(database.db, readDumpFile(SAMPLE_DUMP), { source: 'dump' });
    expect(second.imported).toBe(sampleSize);
    expect(await tableCounts()).toEqual(afterFirst);
  });

  it('updates a title when it is imported again with new values', async () => {
    const [firstLine] = sampleLines();
    const record = JSON.parse(firstLine ?? '{}');
    record.vote_average = 9.9;
    record.credits.cast = record.credits.cast.slice(0, 1);
    await importDump(database.db, [{ line: 1, value: JSON.stringify(record) }], { source: 'dump' });
    const title = await database.db
      .selectFrom('titles')
      .select('vote_average')
      .where('media_type', '=', record.media_type)
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(title.vote_average).toBe(9.9);
    const cast = await database.db
      .selectFrom('credits')
      .select('person_id')
      .where('media_type', '=', record.media_type)
      .where('title_id', '=', record.id)
      .where('kind', '=', 'cast')
      .execute();
    expect(cast).toHaveLength(1);
    expect(await countTitles(database.db)).toBe(sampleSize);
  });

  it('reports a bad line with its number, skips it and imports the rest', async () => {
    const lines = sampleLines().slice(0, 3);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dump-')), 'broken.jsonl');
    fs.writeFileSync(
      file,
      [lines[0], '{"media_type":"movie","id":"oops"', lines[1], '{"media_type":"book","id":1}', lines[2]].join('\n'),
    );
    const problems: number[] = [];
    const report = await importDump(database.db, readDumpFile(file), {
      source: 'dump',
      onProblem: (p) => problems.push(p.line),
    });
    expect(report.imported).toBe(3);
    expect(report.skipped).toBe(2);
    expect(problems).toEqual([2, 4]);
    expect(report.problems[0]?.message).toMatch(/JSON/);
  });

  it('reads gzipped dumps', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dump-'));
    const file = path.join(dir, 'sample.jsonl.gz');
    const zlib = await import('node:zlib');
    fs.writeFileSync(file, zlib.gzipSync(fs.readFileSync(SAMPLE_DUMP)));
    let lines = 0;
    for await (const line of readDumpFile(file)) if (String(line.value).trim()) lines += 1;
    expect(lines).toBe(sampleSize);
  });
});

describe('the demo catalog', () => {
  it('fills an empty catalog on first start with every film and hand-written show, and only once', async () => {
    const fresh = await createTestDatabase();
    try {
      await new CatalogService(fresh.db).ensureGenres();
      const quiet = { info: () => {}, warn: () => {} };
      await seedCatalogOnFirstStart(fresh.db, undefined, quiet);
      const counts = async () =>
        Object.fromEntries(
          (
            await fresh.db
              .selectFrom('titles')
              .select(['media_type', (eb) => eb.fn.countAll().as('n')])
              .groupBy('media_type')
              .execute()
          ).map((row) => [row.media_type, Number(row.n)]),
        );
      const shows = fs.readFileSync(DEMO_TV_SHOWS_FILE, 'utf8').split('\n').filter(Boolean);
      const seeded = await counts();
      expect(seeded).toEqual({ movie: demoMovieRecords().length, tv: shows.length });
      const breakingBad = await fresh.db
        .selectFrom('titles')
        .select(['id', 'number_of_seasons', 'source'])
        .where('media_type', '=', 'tv')
        .where('title', '=', 'Breaking Bad')
        .executeTakeFirstOrThrow();
      expect(breakingBad).toEqual({
        id: JSON.parse(shows.find((line) => line.includes('"Breaking Bad"')) ?? '{}').id,
        number_of_seasons: 5,
        source: 'demo',
      });

      await seedCatalogOnFirstStart(fresh.db, undefined, quiet);
      expect(await counts()).toEqual(seeded);
      const again = await importDump(fresh.db, demoCatalogLines(), { source: 'demo' });
      expect(again.skipped).toBe(0);
      expect(await counts()).toEqual(seeded);
    } finally {
      await fresh.destroy();
    }
  });
});

describe('catalog endpoints', () => {
  it('offers 2 titles per chosen genre for the preferences step, without duplicates', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/registration/preference-titles?genres=18,35' });
    expect(response.statusCode).toBe(200);
    const { movies, shows } = response.json();
    expect(movies.length).toBeGreaterThan(0);
    expect(movies.length).toBeLessThanOrEqual(4);
    expect(new Set(movies.map((m: { id: number }) => m.id)).size).toBe(movies.length);
    for (const movie of movies) expect(movie.genreIds.some((g: number) => g === 18 || g === 35)).toBe(true);
    expect(shows.length).toBeGreaterThan(0);
  });

  it('rejects a malformed genre list with a 400', async () => {
    for (const query of ['genres=', 'genres=drama', 'genres=1,2,3,4,5']) {
      const response = await app.inject({ method: 'GET', url: `/api/registration/preference-titles?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('lists top-rated movies and shows for the home page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/catalog/top' });
    expect(response.statusCode).toBe(200);
    const { movies, shows } = response.json();
    expect(movies.length).toBeGreaterThan(0);
    expect(movies.length).toBeLessThanOrEqual(10);
    expect(shows.length).toBeGreaterThan(0);
    const ratings = movies.map((m: { voteAverage: number }) => m.voteAverage);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });
});
