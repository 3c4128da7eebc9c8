import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database.js';
import { chunk } from '../../src/lib/chunk.js';
import { genreBitsOf } from '../../src/lib/genre-bits.js';
import { bareUserRow } from '../helpers.js';

/** First id of the generated titles; TMDB's ids stay far below it. */
const GENERATED_ID_BASE = 980_000_000;
const ROWS_PER_INSERT = 500;

export interface GeneratedCatalog {
  /** Movie ids, from the most popular down. */
  ids: number[];
  /** People who each like a few titles, so the model has neighbours to compute. */
  userIds: string[];
}

/**
 * Writes a made-up catalog straight into the database (no importer: a large one must be quick to make): `titles`
 * movies with decreasing popularity, `keywordsPerTitle` keywords each out of a vocabulary that grows with the
 * catalog, one or two genres, and `users` people who each like `likesPerUser` titles.
 */
export async function insertGeneratedCatalog(
  { db, dialect }: DatabaseHandle,
  options: { titles: number; keywordsPerTitle?: number; users?: number; likesPerUser?: number },
): Promise<GeneratedCatalog> {
  const { titles, keywordsPerTitle = 5, users = 0, likesPerUser = 20 } = options;
  const now = new Date().toISOString();
  const ids = Array.from({ length: titles }, (_, i) => GENERATED_ID_BASE + i);
  const vocabulary = Math.max(50, Math.round(titles / 5));
  const genresOf = (id: number) => [[18, 35, 28, 53][id % 4] as number, ...(id % 3 === 0 ? [10_749] : [])];
  const keywordOf = (i: number, k: number) => `generated keyword ${(i * 7919 + k * 104_729) % vocabulary}`;
  const keywords = Array.from({ length: vocabulary }, (_, v) => ({ name: `generated keyword ${v}` }));
  for (const part of chunk(keywords, ROWS_PER_INSERT)) {
    await db
      .insertInto('keywords')
      .values(part)
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  for (const part of chunk(ids, ROWS_PER_INSERT)) {
    await db
      .insertInto('titles')
      .values(
        part.map((id) => ({
          media_type: 'movie',
          id,
          title: `Generated Film ${id - GENERATED_ID_BASE}`,
          search_title: `generated film ${id - GENERATED_ID_BASE}`,
          search_words: `generated film ${id - GENERATED_ID_BASE}`,
          search_original: null,
          vote_average: 5 + ((id * 31) % 50) / 10,
          vote_count: (id * 17) % 3000,
          popularity: (titles - (id - GENERATED_ID_BASE)) / 10,
          genre_bits: genreBitsOf(genresOf(id)),
          source: 'dump',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  // PostgreSQL plans a foreign-key check once per connection: planned on the empty tables, it would scan them whole
  // for every row that follows.
  if (dialect === 'postgres') await sql`analyze titles, keywords`.execute(db);
  for (const part of chunk(ids, ROWS_PER_INSERT)) {
    await db
      .insertInto('title_genres')
      .values(
        part.flatMap((id) => genresOf(id).map((genre) => ({ media_type: 'movie', title_id: id, genre_id: genre }))),
      )
      .execute();
    const keywordRows = part.flatMap((id) => {
      const own = new Set(Array.from({ length: keywordsPerTitle }, (_, k) => keywordOf(id - GENERATED_ID_BASE, k)));
      return [...own].map((keyword) => ({ media_type: 'movie', title_id: id, keyword }));
    });
    for (const rows of chunk(keywordRows, ROWS_PER_INSERT)) {
      await db.insertInto('title_keywords').values(rows).execute();
    }
  }
  const userIds = Array.from({ length: users }, (_, u) => `generated-user-${u}`);
  for (const part of chunk(userIds, ROWS_PER_INSERT)) {
    await db
      .insertInto('users')
      .values(part.map((id) => bareUserRow(dialect, id, now)))
      .execute();
  }
  if (dialect === 'postgres') await sql`analyze users`.execute(db);
  const likes = userIds.flatMap((userId, u) => {
    // Each person likes titles around a taste of their own, so titles share likers.
    const liked = new Set(Array.from({ length: likesPerUser }, (_, l) => (u * 37 + l * l * 13) % titles));
    return [...liked].map((i) => ({
      user_id: userId,
      media_type: 'movie',
      title_id: GENERATED_ID_BASE + i,
      value: 'like' as const,
      created_at: now,
      updated_at: now,
    }));
  });
  for (const part of chunk(likes, ROWS_PER_INSERT)) {
    await db.insertInto('title_feedback').values(part).execute();
  }
  return { ids, userIds };
}
