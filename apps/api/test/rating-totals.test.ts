import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/types.js';
import { bareUserRow, createTestDatabase } from './helpers.js';

/**
 * A title's average comes from its rating totals row, which triggers on `comments` keep (migration
 * …20261126000100). These tests change comments in every way the database allows and compare the rows with the
 * totals counted afresh from the comments themselves. The API's own view of it (the average after a write) is in
 * comments.test.ts.
 */

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase | undefined;

afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

async function addUser({ db, dialect }: TestDatabase, id: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values(bareUserRow(dialect, id, now))
    .execute();
}

async function addComment(db: Kysely<Database>, id: string, userId: string, titleId: number, rating: number) {
  const now = new Date().toISOString();
  await db
    .insertInto('comments')
    .values({
      id,
      user_id: userId,
      media_type: 'movie',
      title_id: titleId,
      rating,
      text: 'x',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * The totals rows of titles that have comments, as stored: numbers on both databases (their columns are integers),
 * which `ratingTotals` passes on without converting.
 */
async function storedTotals(db: Kysely<Database>) {
  return db
    .selectFrom('title_rating_totals')
    .selectAll()
    .where('rating_count', '>', 0)
    .orderBy('media_type')
    .orderBy('title_id')
    .execute();
}

/** The same totals counted from the comments themselves. */
async function countedTotals(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('comments')
    .select((eb) => [
      'media_type',
      'title_id',
      eb.fn.sum<number | string>('rating').as('rating_sum'),
      eb.fn.countAll<number | string>().as('rating_count'),
    ])
    .groupBy(['media_type', 'title_id'])
    .orderBy('media_type')
    .orderBy('title_id')
    .execute();
  return rows.map((row) => ({ ...row, rating_sum: Number(row.rating_sum), rating_count: Number(row.rating_count) }));
}

describe("a title's rating totals", () => {
  it('are counted by the migration from the comments written before it, then kept by the triggers', async () => {
    database = await createTestDatabase({ upTo: '20261124000400-users-newest-first-index' });
    const { db } = database;
    for (const id of ['ada', 'bob', 'cem']) await addUser(database, id);
    await addComment(db, 'c1', 'ada', 1, 5);
    await addComment(db, 'c2', 'bob', 1, 3);
    await addComment(db, 'c3', 'ada', 2, 4);

    await database.migrateLatest();
    expect(await storedTotals(db)).toEqual([
      { media_type: 'movie', title_id: 1, rating_sum: 8, rating_count: 2 },
      { media_type: 'movie', title_id: 2, rating_sum: 4, rating_count: 1 },
    ]);

    await addComment(db, 'c4', 'cem', 1, 1);
    expect(await storedTotals(db)).toEqual([
      { media_type: 'movie', title_id: 1, rating_sum: 9, rating_count: 3 },
      { media_type: 'movie', title_id: 2, rating_sum: 4, rating_count: 1 },
    ]);
  });

  it('follow every new comment, changed rating, deleted comment and deleted account', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const users = ['ada', 'bob', 'cem', 'deniz'];
    for (const id of users) await addUser(database, id);
    const expectInStep = async () => expect(await storedTotals(db)).toEqual(await countedTotals(db));

    // Everyone rates titles 1–3 (1 + i + t stars).
    for (const [i, userId] of users.entries()) {
      for (const titleId of [1, 2, 3])
        await addComment(db, `${userId}-${titleId}`, userId, titleId, 1 + ((i + titleId) % 5));
    }
    await expectInStep();
    expect((await storedTotals(db)).map((row) => row.rating_count)).toEqual([4, 4, 4]);

    // A changed rating, the same rating again, and a change of text alone.
    await db.updateTable('comments').set({ rating: 1 }).where('id', '=', 'ada-1').execute();
    await db.updateTable('comments').set({ rating: 4 }).where('id', '=', 'bob-2').execute();
    await db.updateTable('comments').set({ text: 'changed my mind' }).where('id', '=', 'cem-3').execute();
    await expectInStep();

    // One comment deleted; then an account, whose comments go with it (foreign key cascade).
    await db.deleteFrom('comments').where('id', '=', 'deniz-2').execute();
    await expectInStep();
    await db.deleteFrom('users').where('id', '=', 'ada').execute();
    await expectInStep();
    expect((await storedTotals(db)).map((row) => row.rating_count)).toEqual([3, 2, 3]);

    // A title whose last comment goes has no average any more (a row of zeros).
    await db.deleteFrom('comments').where('title_id', '=', 2).execute();
    await expectInStep();
    const title2 = await db.selectFrom('title_rating_totals').selectAll().where('title_id', '=', 2).executeTakeFirst();
    expect([title2?.rating_sum, title2?.rating_count]).toEqual([0, 0]);
  });
});
