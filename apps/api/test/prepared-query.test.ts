import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { preparedQuery } from '../src/db/prepared-query.js';
import { createTestDatabase } from './helpers.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto('genres')
    .values([
      { id: 1, media_type: 'movie', name: 'Drama' },
      { id: 2, media_type: 'movie', name: 'Comedy' },
      { id: 3, media_type: 'tv', name: 'Drama' },
    ])
    .execute();
});

afterAll(async () => {
  await database?.destroy();
});

const genresNamed = preparedQuery((db, genre: { mediaType: string; name: string }) =>
  db
    .selectFrom('genres')
    .select('id')
    .where('media_type', '=', genre.mediaType)
    .where('name', '=', genre.name)
    .orderBy('id'),
);

describe('a prepared query', () => {
  it('answers what the same builder query answers, for each new set of values', async () => {
    for (const genre of [
      { mediaType: 'movie', name: 'Drama' },
      { mediaType: 'tv', name: 'Drama' },
      { mediaType: 'movie', name: 'Comedy' },
      { mediaType: 'tv', name: 'Comedy' },
    ]) {
      const built = await database.db
        .selectFrom('genres')
        .select('id')
        .where('media_type', '=', genre.mediaType)
        .where('name', '=', genre.name)
        .execute();
      expect((await genresNamed(database.db, genre)).rows).toEqual(built);
    }
  });

  it('runs inside a write, on the connection the write is given', async () => {
    const renamed = preparedQuery((db, genre: { id: number; name: string }) =>
      db.updateTable('genres').set({ name: genre.name }).where('id', '=', genre.id),
    );
    const seen = await database.write(async (db) => {
      const result = await renamed(db, { id: 2, name: 'Satire' });
      return {
        changed: Number(result.numAffectedRows),
        rows: (await genresNamed(db, { mediaType: 'movie', name: 'Satire' })).rows,
      };
    });
    expect(seen).toEqual({ changed: 1, rows: [{ id: 2 }] });
  });

  it('keeps constants the builder wrote itself, and binds undefined as null', async () => {
    const dramaIn = preparedQuery((db, genre: { mediaType: string | undefined }) =>
      db
        .selectFrom('genres')
        .select('id')
        .where('name', '=', 'Drama')
        .where((eb) => eb.or([eb('media_type', '=', genre.mediaType as string), eb(sql.lit(1), '=', 1)])),
    );
    expect((await dramaIn(database.db, { mediaType: undefined })).rows).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('refuses a builder that would give other SQL for other values', async () => {
    const inlined = preparedQuery((db, genre: { name: string }) =>
      db.selectFrom('genres').select('id').where('name', '=', sql.lit(genre.name)),
    );
    await expect(inlined(database.db, { name: 'Drama' })).rejects.toThrow('wrote a value into its SQL');
    // A value that only chose the query's shape would keep the shape of the first call forever.
    const shaped = preparedQuery((db, genre: { name: string; onlyMovies: boolean }) => {
      const query = db.selectFrom('genres').select('id').where('name', '=', genre.name);
      return genre.onlyMovies ? query.where('media_type', '=', 'movie') : query;
    });
    await expect(shaped(database.db, { name: 'Drama', onlyMovies: false })).rejects.toThrow('did not bind onlyMovies');
  });
});
