import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportJob, ImportRow, ImportRowsResponse } from '@watchify/contract';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { loadEnv } from '../src/env.js';
import { EXPORT_FILES } from '../src/modules/imports/export-format.js';
import { type FakeTmdb, startFakeTmdb } from './fake-tmdb/server.js';
import { createSocialTestApp, type TestMember } from './helpers.js';
import { expectCountsAddUp, importEnded, importFiles, upload } from './support/imports.js';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures/imports', name));
const DIARY = { name: 'diary.csv', bytes: fixture('letterboxd-diary.csv') };
const HELLRAISER = { mediaType: 'movie', id: 9003 } as const;
const THE_CORE = { mediaType: 'movie', id: 9341 } as const;

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
});
afterAll(async () => {
  await app.close();
});

const as = (who: TestMember | null) => (who ? { cookie: who.cookie } : {});

async function rowsOf(who: TestMember, importId: string, state?: string): Promise<ImportRow[]> {
  const query = state ? `?state=${state}` : '';
  const response = await app.inject({ url: `/api/imports/${importId}/rows${query}`, headers: as(who) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ImportRowsResponse).rows;
}

async function playsOf(who: TestMember) {
  return database.db
    .selectFrom('plays')
    .select(['title_id', 'watched_on', 'import_id'])
    .where('user_id', '=', who.userId)
    .orderBy('title_id')
    .execute();
}

async function rate(who: TestMember, title: { mediaType: string; id: number }, rating: number, text: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/titles/${title.mediaType}/${title.id}/comments`,
    headers: as(who),
    payload: { rating, text },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const ownComment = (who: TestMember, title: { id: number }) =>
  database.db
    .selectFrom('comments')
    .select(['rating', 'text', 'source_rating', 'source_scale'])
    .where('user_id', '=', who.userId)
    .where('title_id', '=', title.id)
    .executeTakeFirst();

/** Our own export's shape (export-format.ts), the way an account is moved: here with one rating and a review. */
function watchifyZip(ratings: object[]): Uint8Array {
  return zipSync({
    [EXPORT_FILES.manifest]: strToU8(
      JSON.stringify({ format: 'watchify-export', version: 1, exportedAt: '2026-11-01T00:00:00Z', nickname: 'x' }),
    ),
    [EXPORT_FILES.ratings]: strToU8(JSON.stringify(ratings)),
  });
}

const importedRating = (title: { id: number }, rating: number, review: string | null) => ({
  mediaType: 'movie',
  id: title.id,
  imdbId: null,
  title: 'x',
  year: null,
  rating,
  sourceRating: null,
  review,
  spoiler: false,
  ratedAt: '2026-10-01T12:00:00.000Z',
});

describe('a Letterboxd diary', () => {
  it('imports the plays it can match on their days, reports the rest, and a second import adds nothing', async () => {
    const me = await member();
    const job = await importFiles(app, me, 'letterboxd', [DIARY]);
    expect(job).toMatchObject({ state: 'done', source: 'letterboxd', conflicts: 'keepMine', files: ['diary.csv'] });
    expect(job.counts).toMatchObject({ read: 4, done: 4, matched: 2, imported: 2, unmatched: 2 });
    expect(await playsOf(me)).toEqual([
      { title_id: 9003, watched_on: '2013-07-06', import_id: job.id },
      { title_id: 28942, watched_on: '2022-05-12', import_id: job.id },
    ]);
    const unmatched = await rowsOf(me, job.id, 'unmatched');
    expect(unmatched.map((r) => [r.label, r.reason, r.file, r.line])).toEqual([
      ['Soylent Green (1973)', 'notInCatalog', 'diary.csv', expect.any(Number)],
      ['Detective Dee and the Mystery of the Phantom Flame (2010)', 'notInCatalog', 'diary.csv', expect.any(Number)],
    ]);
    const imported = await rowsOf(me, job.id, 'imported');
    expect(imported[0]?.match).toMatchObject({ title: 'Hellraiser', year: 1987, method: 'titleYear' });

    const again = await importFiles(app, me, 'letterboxd', [DIARY]);
    expect(again.counts).toMatchObject({ read: 4, imported: 0, existing: 2, unmatched: 2 });
    expect(await playsOf(me)).toHaveLength(2);

    const listed = await app.inject({ url: '/api/imports', headers: as(me) });
    expect((listed.json() as { imports: ImportJob[] }).imports.map((j) => j.id)).toEqual([again.id, job.id]);
  });

  it('lets the user pick the title of an unmatched row, or dismiss it, and counts follow', async () => {
    const me = await member();
    const job = await importFiles(app, me, 'letterboxd', [DIARY]);
    const [first, second] = await rowsOf(me, job.id, 'unmatched');
    if (!first || !second) throw new Error('two unmatched rows expected');

    const picked = await app.inject({
      method: 'PUT',
      url: `/api/imports/${job.id}/rows/${first.id}/match`,
      headers: as(me),
      payload: THE_CORE,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({ state: 'imported', match: { id: THE_CORE.id, method: 'manual' } });
    expect((await playsOf(me)).map((p) => p.title_id)).toContain(THE_CORE.id);

    const dismissed = await app.inject({
      method: 'POST',
      url: `/api/imports/${job.id}/rows/${second.id}/dismiss`,
      headers: as(me),
    });
    expect(dismissed.json()).toMatchObject({ state: 'dismissed' });
    const after = await importEnded(app, me, job.id);
    expect(after.counts).toMatchObject({ read: 4, matched: 3, imported: 3, unmatched: 0, skipped: 1 });
    expectCountsAddUp(after);

    // Only an unmatched row can be fixed.
    const twice = await app.inject({
      method: 'POST',
      url: `/api/imports/${job.id}/rows/${second.id}/dismiss`,
      headers: as(me),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('importRowNotFixable');
  });

  it('undoes an import: its plays go, plays logged by hand stay', async () => {
    const me = await member();
    const byHand = await app.inject({
      method: 'POST',
      url: '/api/plays',
      headers: as(me),
      payload: { ...HELLRAISER, watchedOn: '2020-01-01', requestId: 'by-hand-play-1' },
    });
    expect(byHand.statusCode, byHand.body).toBe(201);
    const job = await importFiles(app, me, 'letterboxd', [DIARY]);
    expect(await playsOf(me)).toHaveLength(3);
    const undone = await app.inject({ method: 'DELETE', url: `/api/imports/${job.id}`, headers: as(me) });
    expect(undone.json()).toMatchObject({ state: 'undone' });
    expect(await playsOf(me)).toEqual([{ title_id: 9003, watched_on: '2020-01-01', import_id: null }]);
    const again = await app.inject({ method: 'DELETE', url: `/api/imports/${job.id}`, headers: as(me) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('importAlreadyUndone');
  });
});

describe('ratings the user already has', () => {
  it('keeps the user’s own rating by default, and reports it', async () => {
    const me = await member();
    await rate(me, HELLRAISER, 2, 'Not for me.');
    const job = await importFiles(app, me, 'watchify', [
      { name: 'watchify.zip', bytes: watchifyZip([importedRating(HELLRAISER, 5, 'A classic.')]) },
    ]);
    // The rating and the review of the title: both kept out.
    expect(job.counts).toMatchObject({ read: 2, skipped: 2, imported: 0 });
    expect((await rowsOf(me, job.id, 'skipped')).map((r) => r.reason)).toEqual(['keptYourRating', 'keptYourRating']);
    expect(await ownComment(me, HELLRAISER)).toMatchObject({ rating: 2, text: 'Not for me.' });
  });

  it('lets the imported rating win when chosen, and undo puts the user’s own back', async () => {
    const me = await member();
    await rate(me, HELLRAISER, 2, 'Not for me.');
    const job = await importFiles(
      app,
      me,
      'watchify',
      [{ name: 'watchify.zip', bytes: watchifyZip([importedRating(HELLRAISER, 5, 'A classic.')]) }],
      'importedWins',
    );
    expect(job.counts).toMatchObject({ read: 2, imported: 2 });
    expect(await ownComment(me, HELLRAISER)).toMatchObject({ rating: 5, text: 'A classic.' });

    await app.inject({ method: 'DELETE', url: `/api/imports/${job.id}`, headers: as(me) });
    expect(await ownComment(me, HELLRAISER)).toMatchObject({ rating: 2, text: 'Not for me.' });
  });
});

describe('uploads that cannot be imported', () => {
  const refused = async (
    source: string,
    files: { name: string; bytes: Uint8Array }[],
    status: number,
    code: string,
  ) => {
    const me = await member();
    const response = await upload(app, me, source, files);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(response.json().error.message).toBeTruthy();
    // The job is listed as failed with its reason, and nothing was written.
    const listed = (await app.inject({ url: '/api/imports', headers: as(me) })).json() as { imports: ImportJob[] };
    expect(listed.imports).toHaveLength(1);
    expect(listed.imports[0]).toMatchObject({ state: 'failed', error: code, counts: { read: 0 } });
    expect(await playsOf(me)).toEqual([]);
  };

  it('refuses an empty file', () =>
    refused('letterboxd', [{ name: 'diary.csv', bytes: new Uint8Array() }], 400, 'importFileEmpty'));

  it('refuses a ZIP whose entries climb out of it', () =>
    refused(
      'letterboxd',
      [{ name: 'export.zip', bytes: zipSync({ '../diary.csv': fixture('letterboxd-diary.csv') }) }],
      400,
      'importZipUnsafe',
    ));

  it('refuses a file of another source', () => refused('imdb', [DIARY], 400, 'importWrongSource'));

  it('refuses truncated JSON', () =>
    refused(
      'trakt',
      [{ name: 'watched-history.json', bytes: strToU8('[{"id": 1, "watched_at": "2026-') }],
      400,
      'importBadJson',
    ));

  it('asks for a file when none came', async () => {
    const me = await member();
    const response = await upload(app, me, 'letterboxd', []);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('importFileMissing');
  });
});

describe('who may see and change an import', () => {
  it('answers visitors 401 and other members 404, and changes nothing of the owner’s', async () => {
    const owner = await member();
    const stranger = await member();
    const job = await importFiles(app, owner, 'letterboxd', [DIARY]);
    const [row] = await rowsOf(owner, job.id, 'unmatched');
    const paths = [
      { method: 'GET' as const, url: `/api/imports/${job.id}` },
      { method: 'GET' as const, url: `/api/imports/${job.id}/rows` },
      { method: 'DELETE' as const, url: `/api/imports/${job.id}` },
      { method: 'PUT' as const, url: `/api/imports/${job.id}/rows/${row?.id}/match`, payload: THE_CORE },
      { method: 'POST' as const, url: `/api/imports/${job.id}/rows/${row?.id}/dismiss` },
    ];
    for (const request of paths) {
      expect((await app.inject({ ...request })).statusCode).toBe(401);
      const theirs = await app.inject({ ...request, headers: as(stranger) });
      expect(theirs.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(theirs.json().error.code).toBe('importNotFound');
    }
    expect((await upload(app, null, 'letterboxd', [DIARY])).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/imports', headers: as(stranger) })).json()).toEqual({ imports: [] });
    expect(await importEnded(app, owner, job.id)).toMatchObject({ state: 'done', counts: { unmatched: 2 } });
  });
});

describe('a job whose instance stopped mid-way', () => {
  it('is taken over once its lease lapses, and goes on from the rows it had not applied', async () => {
    const me = await member();
    const job = await importFiles(app, me, 'letterboxd', [DIARY]);
    // As if an instance had taken the job and died after its first batch: the rows it left are pending again.
    await database.db
      .updateTable('import_jobs')
      .set({ state: 'running', claimed_by: 'a-dead-instance', lease_until: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', job.id)
      .execute();
    await database.db.deleteFrom('plays').where('user_id', '=', me.userId).execute();
    await database.db
      .updateTable('import_rows')
      .set({ state: 'pending' })
      .where('import_id', '=', job.id)
      .where('state', '=', 'imported')
      .execute();
    const resumed = await importEnded(app, me, job.id);
    expect(resumed.state).toBe('done');
    expect(await playsOf(me)).toHaveLength(2);
  });
});

describe('two instances on one database', () => {
  it('run each job once: no row is applied twice', async () => {
    // A second instance on the same database (closing it leaves the database to the first).
    const second = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-second-')),
        WEB_DIST_DIR: '',
      }),
      database: { ...database, destroy: async () => {} },
    });
    try {
      const members = await Promise.all([member(), member(), member()]);
      const jobs = await Promise.all(
        members.map(async (who) => {
          const started = (await upload(app, who, 'letterboxd', [DIARY])).json() as ImportJob;
          return importEnded(app, who, started.id);
        }),
      );
      for (const [i, job] of jobs.entries()) {
        expect(job.counts).toMatchObject({ read: 4, done: 4, imported: 2, unmatched: 2 });
        expect(await playsOf(members[i] as TestMember)).toHaveLength(2);
      }
    } finally {
      await second.close();
    }
  });
});

describe('with a TMDB key', () => {
  let fake: FakeTmdb;
  let tmdbApp: App;
  let tmdbMember: () => Promise<TestMember>;

  beforeAll(async () => {
    fake = await startFakeTmdb();
    ({ app: tmdbApp, member: tmdbMember } = await createSocialTestApp({
      TMDB_API_KEY: fake.apiKey,
      TMDB_API_URL: fake.url,
      TMDB_IMAGE_URL: fake.imageUrl,
    }));
  });
  afterAll(async () => {
    await tmdbApp.close();
    await fake.close();
  });

  it('finds titles the catalog lacks on TMDB by their IMDb id, and stores them', async () => {
    const me = await tmdbMember();
    const watchlist = { name: 'WATCHLIST.csv', bytes: fixture('imdb-watchlist-legacy.csv') };
    const job = await importFiles(tmdbApp, me, 'imdb', [watchlist]);
    expect(job.counts).toMatchObject({ read: 4, imported: 4, unmatched: 0 });
    const response = await tmdbApp.inject({ url: `/api/imports/${job.id}/rows?state=imported`, headers: as(me) });
    const methods = Object.fromEntries(
      (response.json() as ImportRowsResponse).rows.map((r) => [r.match?.title, r.match?.method]),
    );
    expect(methods).toMatchObject({
      '2001: A Space Odyssey': 'tmdb',
      'A Beautiful Mind': 'tmdb',
      'Scent of a Woman': 'imdbId',
      Flightplan: 'imdbId',
    });
    expect(fake.requests('/find/tt0062622')).toBe(1);
  });
});
