import type { DiaryPage, ImportRowsResponse } from '@watchify/contract';
import { parse } from 'csv-parse/sync';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { foldForSearch } from '../src/lib/text.js';
import { createSocialTestApp, type TestMember } from './helpers.js';
import { expectCountsAddUp, importFiles, importSharedTitles, sharedImport } from './support/imports.js';

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;

const LETTERBOXD = 'letterboxd/patrickmjones';
const LETTERBOXD_FILES = ['diary.csv', 'ratings.csv', 'reviews.csv', 'watched.csv', 'watchlist.csv'];
const IMDB_LEGACY = 'imdb/ethanfuerst_ratings_2021-04_legacy_cp1252.csv';
const TRAKT = 'trakt/andris811-export';

/** Patrick's Letterboxd export as the ZIP Letterboxd gives (files under a dated folder), with two of his lists. */
function letterboxdZip(): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of LETTERBOXD_FILES)
    entries[`letterboxd-patrick-2022/${file}`] = sharedImport(`${LETTERBOXD}/${file}`);
  for (const list of ['my-criterion-collection.csv', 'favorite-films-of-2021.csv']) {
    entries[`letterboxd-patrick-2022/lists/${list}`] = sharedImport(`${LETTERBOXD}/lists/${list}`);
  }
  return zipSync(entries);
}

const csvColumn = (file: string, column: string): string[] =>
  (parse(sharedImport(file), { columns: true, relax_column_count: true }) as Record<string, string>[]).map(
    (row) => row[column] ?? '',
  );

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
  const foldedNames = new Set(
    LETTERBOXD_FILES.flatMap((file) => csvColumn(`${LETTERBOXD}/${file}`, 'Name')).map((name) => foldForSearch(name)),
  );
  const imdbIds = new Set(csvColumn('imdb/ethanfuerst_ratings_2025-03.csv', 'Const'));
  const history = JSON.parse(sharedImport(`${TRAKT}/watched-history-1.json`).toString('utf8')) as {
    movie?: { ids: { tmdb: number } };
    show?: { ids: { tmdb: number } };
  }[];
  const tmdbIds = new Set(history.map((h) => (h.movie ?? h.show)?.ids.tmdb ?? 0));
  const held = await importSharedTitles(database, { foldedNames, imdbIds, tmdbIds });
  expect(held).toBeGreaterThan(300);
});
afterAll(async () => {
  await app.close();
});

const as = (who: TestMember) => ({ cookie: who.cookie });

async function diaryOf(who: TestMember): Promise<DiaryPage> {
  const response = await app.inject({ url: '/api/plays?limit=200', headers: as(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function countRows(table: 'plays' | 'comments' | 'watchlist_items' | 'lists', userId: string) {
  const column = table === 'lists' ? 'owner_id' : 'user_id';
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function rowsOf(who: TestMember, importId: string, state: string): Promise<ImportRowsResponse> {
  const response = await app.inject({
    url: `/api/imports/${importId}/rows?state=${state}&limit=200`,
    headers: as(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a real Letterboxd export against the real catalog', () => {
  it('imports plays, ratings, reviews, the watchlist and lists; a second import adds nothing; undo removes it all', async () => {
    const patrick = await member();
    const job = await importFiles(app, patrick, 'letterboxd', [
      { name: 'letterboxd-patrick.zip', bytes: letterboxdZip() },
    ]);
    expect(job.state).toBe('done');
    expectCountsAddUp(job);
    expect(job.counts.read).toBeGreaterThan(5_000);
    expect(job.counts.imported).toBeGreaterThan(1_000);
    expect(job.counts.unmatched).toBeGreaterThan(0);

    // Dated plays of the diary; watched.csv adds an undated play only for films without one.
    const plays = await countRows('plays', patrick.userId);
    expect(plays).toBeGreaterThan(800);
    const diary = await diaryOf(patrick);
    expect(diary.plays.some((p) => p.watchedOn?.startsWith('2021'))).toBe(true);
    expect(await countRows('watchlist_items', patrick.userId)).toBeGreaterThan(100);
    // The Criterion list (with notes on its items) and the empty 2021 list, both private.
    const lists = await database.db.selectFrom('lists').selectAll().where('owner_id', '=', patrick.userId).execute();
    expect(lists.map((l) => l.visibility)).toEqual(['private', 'private']);
    expect(lists.find((l) => l.name === 'Favorite Films of 2021')?.item_count).toBe(0);
    // Reviews: one comment per title, with the words; the source's half stars kept beside our stars.
    const reviews = await database.db
      .selectFrom('comments')
      .select(['text', 'rating', 'source_rating', 'source_scale'])
      .where('user_id', '=', patrick.userId)
      .where('text', '!=', '')
      .execute();
    for (const review of reviews) {
      if (review.source_rating !== null) expect(review.source_scale).toBe(5);
    }
    // Patrick rarely rates: a review without stars cannot be a comment, so its words go on the play it belongs to.
    const notes = await database.db
      .selectFrom('plays')
      .select('note')
      .where('user_id', '=', patrick.userId)
      .where('note', 'is not', null)
      .execute();
    expect(reviews.length + notes.length).toBeGreaterThan(40);

    const unmatched = await rowsOf(patrick, job.id, 'unmatched');
    expect(unmatched.rows[0]?.reason).toBe('notInCatalog');
    const imported = await rowsOf(patrick, job.id, 'imported');
    expect(imported.rows.every((r) => r.kind === 'list' || r.match !== null)).toBe(true);

    const again = await importFiles(app, patrick, 'letterboxd', [
      { name: 'letterboxd-patrick.zip', bytes: letterboxdZip() },
    ]);
    expectCountsAddUp(again);
    expect(again.counts.imported).toBe(0);
    expect(await countRows('plays', patrick.userId)).toBe(plays);

    const undone = await app.inject({ method: 'DELETE', url: `/api/imports/${job.id}`, headers: as(patrick) });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().state).toBe('undone');
    expect(await countRows('plays', patrick.userId)).toBe(0);
    expect(await countRows('comments', patrick.userId)).toBe(0);
    expect(await countRows('watchlist_items', patrick.userId)).toBe(0);
    expect(await countRows('lists', patrick.userId)).toBe(0);
    // Two imports of 5,755 rows, the unmatched names each looked up by search (several statements each on PostgreSQL).
  }, 60_000);
});

describe('IMDb and Trakt exports', () => {
  it('reads a legacy Windows-1252 IMDb file and matches it by IMDb id, keeping the ten-point value', async () => {
    const ethan = await member();
    const job = await importFiles(app, ethan, 'imdb', [{ name: 'ratings.csv', bytes: sharedImport(IMDB_LEGACY) }]);
    expect(job.state).toBe('done');
    expectCountsAddUp(job);
    const imported = await rowsOf(ethan, job.id, 'imported');
    expect(imported.rows.length).toBeGreaterThan(50);
    expect(imported.rows.filter((r) => r.match?.method === 'imdbId').length).toBeGreaterThan(150);
    // A title the catalog lacks is no match for a similar name: the search's "Panic Room" is not "The Room".
    const unmatched = await rowsOf(ethan, job.id, 'unmatched');
    expect(unmatched.rows.find((r) => r.label === 'The Room (2003)')).toMatchObject({ reason: 'notInCatalog' });
    const ratings = await database.db
      .selectFrom('comments')
      .select(['rating', 'source_rating', 'source_scale'])
      .where('user_id', '=', ethan.userId)
      .execute();
    expect(
      ratings.every(
        (r) => r.source_scale === 10 && r.rating === Math.min(5, Math.floor((r.source_rating ?? 0) / 2 + 0.5)),
      ),
    ).toBe(true);
  });

  it('imports Trakt history with its episodes, by TMDB id, as plays on the days they were watched', async () => {
    const andris = await member();
    const files = [
      'watched-history-1.json',
      'ratings-movies.json',
      'ratings-episodes.json',
      'lists-watchlist.json',
    ].map((name) => ({ name, bytes: sharedImport(`${TRAKT}/${name}`) }));
    const job = await importFiles(app, andris, 'trakt', files);
    expect(job.state).toBe('done');
    expectCountsAddUp(job);
    const episodes = await database.db
      .selectFrom('plays')
      .select(['season_number', 'watched_on'])
      .where('user_id', '=', andris.userId)
      .where('season_number', 'is not', null)
      .execute();
    expect(episodes.length).toBeGreaterThan(100);
    expect(episodes.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.watched_on ?? ''))).toBe(true);
    // Watchify rates whole titles: the episodes' ratings are skipped with that reason.
    const skipped = await rowsOf(andris, job.id, 'skipped');
    expect(skipped.rows.some((r) => r.kind === 'rating' && r.reason === 'notSupported')).toBe(true);
    const matched = await rowsOf(andris, job.id, 'imported');
    expect(matched.rows.some((r) => r.match?.method === 'tmdbId')).toBe(true);
  });

  it('keeps TV Time episodes, named by TheTVDB id alone, unmatched with that reason when there is no TMDB key', async () => {
    const viewer = await member();
    const files = ['seen_episode.csv', 'rewatched_episode.csv', 'user_tv_show_data.csv'].map((name) => ({
      name,
      bytes: sharedImport(`tvtime/arlessweschler_2020/${name}`),
    }));
    const job = await importFiles(app, viewer, 'tvtime', files);
    expect(job.state).toBe('done');
    expectCountsAddUp(job);
    expect(job.counts.read).toBeGreaterThan(7_723);
    const unmatched = await rowsOf(viewer, job.id, 'unmatched');
    expect(unmatched.rows.filter((r) => r.kind === 'play').every((r) => r.reason === 'tvdbNeedsTmdb')).toBe(true);
    expect(await countRows('plays', viewer.userId)).toBe(0);
  });
});
