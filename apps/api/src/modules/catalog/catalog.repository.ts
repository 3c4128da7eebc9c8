import { type InsertObject, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, TitlesTable } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';
import type { TitleRows } from './catalog.mapper.js';

type Db = Kysely<Database>;
export type MediaType = 'movie' | 'tv';

// Multi-row inserts are split so rows × columns stays below SQLite's and PostgreSQL's bind-parameter limits.
const ROWS_PER_STATEMENT = 400;

const TITLE_UPDATE_COLUMNS = [
  'title',
  'original_title',
  'original_language',
  'overview',
  'tagline',
  'release_date',
  'year',
  'runtime',
  'vote_average',
  'vote_count',
  'popularity',
  'poster_path',
  'backdrop_path',
  'status',
  'imdb_id',
  'number_of_seasons',
  'number_of_episodes',
  'search_title',
  'source',
  'updated_at',
] as const;

/**
 * Writes a batch of titles in one transaction: titles are upserted by (media type, id) and everything that hangs
 * off them (genres, credits, videos, keywords) is replaced, so importing the same dump twice changes nothing.
 */
export async function upsertTitleBatch(db: Db, batch: TitleRows[]): Promise<void> {
  if (batch.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const rows of chunk(
      batch.map((b) => b.title),
      ROWS_PER_STATEMENT / 4,
    )) {
      await trx
        .insertInto('titles')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['media_type', 'id'])
            .doUpdateSet(
              Object.fromEntries(TITLE_UPDATE_COLUMNS.map((column) => [column, sql.ref(`excluded.${column}`)])),
            ),
        )
        .execute();
    }

    const genres = dedupe(
      batch.flatMap((b) => b.genres),
      (g) => `${g.media_type}:${g.id}`,
    );
    for (const rows of chunk(genres, ROWS_PER_STATEMENT)) {
      await trx
        .insertInto('genres')
        .values(rows)
        .onConflict((oc) => oc.columns(['media_type', 'id']).doNothing())
        .execute();
    }

    const people = dedupe(
      batch.flatMap((b) => b.people),
      (p) => String(p.id),
    );
    for (const rows of chunk(people, ROWS_PER_STATEMENT)) {
      await trx
        .insertInto('people')
        .values(rows)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            name: sql.ref('excluded.name'),
            // A dump without a photo must not erase one we already know.
            profile_path: sql`coalesce(excluded.profile_path, people.profile_path)`,
          }),
        )
        .execute();
    }

    const keywords = dedupe(
      batch.flatMap((b) => b.keywords),
      (k) => k.name,
    );
    for (const rows of chunk(keywords, ROWS_PER_STATEMENT)) {
      await trx
        .insertInto('keywords')
        .values(rows)
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }

    for (const mediaType of ['movie', 'tv'] as const) {
      const ids = batch.filter((b) => b.title.media_type === mediaType).map((b) => b.title.id);
      for (const idChunk of chunk(ids, ROWS_PER_STATEMENT)) {
        for (const table of ['title_genres', 'credits', 'videos', 'title_keywords'] as const) {
          await trx.deleteFrom(table).where('media_type', '=', mediaType).where('title_id', 'in', idChunk).execute();
        }
      }
    }
    await insertAll(
      trx,
      'title_genres',
      batch.flatMap((b) => b.titleGenres),
    );
    await insertAll(
      trx,
      'credits',
      batch.flatMap((b) => b.credits),
    );
    await insertAll(
      trx,
      'videos',
      batch.flatMap((b) => b.videos),
    );
    await insertAll(
      trx,
      'title_keywords',
      batch.flatMap((b) => b.titleKeywords),
    );
  });
}

async function insertAll<T extends 'title_genres' | 'credits' | 'videos' | 'title_keywords'>(
  trx: Db,
  table: T,
  rows: InsertObject<Database, T>[],
): Promise<void> {
  for (const piece of chunk(rows, ROWS_PER_STATEMENT / 4)) {
    await trx.insertInto(table).values(piece).execute();
  }
}

function dedupe<T>(items: T[], keyOf: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [keyOf(item), item])).values()];
}

/** Makes sure the known genre names exist even before any title uses them. */
export async function upsertGenres(
  db: Db,
  genres: { media_type: MediaType; id: number; name: string }[],
): Promise<void> {
  await db
    .insertInto('genres')
    .values(genres)
    .onConflict((oc) => oc.columns(['media_type', 'id']).doUpdateSet({ name: sql.ref('excluded.name') }))
    .execute();
}

export async function countTitles(db: Db): Promise<number> {
  const row = await db
    .selectFrom('titles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type TitleRow = Pick<
  Selectable<TitlesTable>,
  'media_type' | 'id' | 'title' | 'year' | 'poster_path' | 'vote_average' | 'popularity'
>;

const CARD_COLUMNS = ['media_type', 'id', 'title', 'year', 'poster_path', 'vote_average', 'popularity'] as const;

/**
 * The best-rated titles of one media type. Ratings of titles with few votes are noise, so a title needs at least
 * `minVotes` votes (or an unknown count, as in hand-written demo data) to rank.
 */
export async function findTopRated(db: Db, mediaType: MediaType, limit: number, minVotes: number): Promise<TitleRow[]> {
  return db
    .selectFrom('titles')
    .select(CARD_COLUMNS)
    .where('media_type', '=', mediaType)
    .where('vote_average', 'is not', null)
    .where((eb) => eb.or([eb('vote_count', '>=', minVotes), eb('vote_count', 'is', null)]))
    .orderBy('vote_average', 'desc')
    .orderBy('popularity', (ob) => ob.desc().nullsLast())
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The most popular titles of one media type that have any of the given genres. */
export async function findPopularByGenre(
  db: Db,
  mediaType: MediaType,
  genreId: number,
  limit: number,
): Promise<TitleRow[]> {
  return db
    .selectFrom('titles')
    .innerJoin('title_genres', (join) =>
      join.onRef('title_genres.media_type', '=', 'titles.media_type').onRef('title_genres.title_id', '=', 'titles.id'),
    )
    .select(CARD_COLUMNS.map((c) => `titles.${c}` as const))
    .where('titles.media_type', '=', mediaType)
    .where('title_genres.genre_id', '=', genreId)
    .orderBy('titles.popularity', (ob) => ob.desc().nullsLast())
    .orderBy('titles.id')
    .limit(limit)
    .execute();
}

/** Genre ids of the given titles, for cards. */
export async function findGenreIds(
  db: Db,
  titles: { media_type: string; id: number }[],
): Promise<Map<string, number[]>> {
  const result = new Map<string, number[]>();
  for (const mediaType of ['movie', 'tv'] as const) {
    const ids = titles.filter((t) => t.media_type === mediaType).map((t) => t.id);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom('title_genres')
      .select(['media_type', 'title_id', 'genre_id'])
      .where('media_type', '=', mediaType)
      .where('title_id', 'in', ids)
      .execute();
    for (const row of rows) {
      const key = `${row.media_type}:${row.title_id}`;
      const list = result.get(key);
      if (list) list.push(row.genre_id);
      else result.set(key, [row.genre_id]);
    }
  }
  // Sorted here: an ORDER BY genre_id makes SQLite prefer the (media_type, genre_id) index and scan a whole type.
  for (const list of result.values()) list.sort((a, b) => a - b);
  return result;
}

/** Which of the given ids exist as titles of the media type (used to check registration favourites). */
export async function findExistingTitleIds(db: Db, mediaType: MediaType, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('titles')
    .select('id')
    .where('media_type', '=', mediaType)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function getMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

const SUMMARY_COLUMNS = [...CARD_COLUMNS, 'overview', 'backdrop_path', 'release_date', 'runtime'] as const;

export type SummaryRow = Pick<Selectable<TitlesTable>, (typeof SUMMARY_COLUMNS)[number]>;

/** The most popular titles of one media type (local "trending" when no TMDB key is configured). */
export async function findMostPopular(db: Db, mediaType: MediaType, limit: number): Promise<SummaryRow[]> {
  return db
    .selectFrom('titles')
    .select(SUMMARY_COLUMNS)
    .where('media_type', '=', mediaType)
    .orderBy('popularity', (ob) => ob.desc().nullsLast())
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Titles by key, in the order given (missing ones are skipped). */
export async function findSummaries(db: Db, keys: { mediaType: MediaType; id: number }[]): Promise<SummaryRow[]> {
  const found = new Map<string, SummaryRow>();
  for (const mediaType of ['movie', 'tv'] as const) {
    const ids = keys.filter((k) => k.mediaType === mediaType).map((k) => k.id);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom('titles')
      .select(SUMMARY_COLUMNS)
      .where('media_type', '=', mediaType)
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) found.set(`${row.media_type}:${row.id}`, row);
  }
  return keys.flatMap((k) => found.get(`${k.mediaType}:${k.id}`) ?? []);
}

/** One title with everything the detail view shows, or undefined. */
export async function findTitleDetail(db: Db, mediaType: MediaType, id: number, castLimit: number) {
  const title = await db
    .selectFrom('titles')
    .selectAll()
    .where('media_type', '=', mediaType)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!title) return undefined;
  const [genres, cast, crew, videos] = await Promise.all([
    db
      .selectFrom('title_genres')
      .innerJoin('genres', (join) =>
        join
          .onRef('genres.media_type', '=', 'title_genres.media_type')
          .onRef('genres.id', '=', 'title_genres.genre_id'),
      )
      .select(['genres.id', 'genres.name'])
      .where('title_genres.media_type', '=', mediaType)
      .where('title_genres.title_id', '=', id)
      .orderBy('genres.name')
      .execute(),
    db
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select(['people.id', 'people.name', 'people.profile_path', 'credits.character'])
      .where('credits.media_type', '=', mediaType)
      .where('credits.title_id', '=', id)
      .where('credits.kind', '=', 'cast')
      .orderBy('credits.position')
      .limit(castLimit)
      .execute(),
    db
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select(['people.id', 'people.name', 'credits.job'])
      .where('credits.media_type', '=', mediaType)
      .where('credits.title_id', '=', id)
      .where('credits.kind', '=', 'crew')
      .where('credits.job', 'in', ['Director', 'Creator'])
      .orderBy('credits.position')
      .execute(),
    db
      .selectFrom('videos')
      .select(['key', 'site', 'type', 'name'])
      .where('media_type', '=', mediaType)
      .where('title_id', '=', id)
      .orderBy('position')
      .execute(),
  ]);
  return { title, genres, cast, crew, videos };
}

export type TitleDetailRows = NonNullable<Awaited<ReturnType<typeof findTitleDetail>>>;

/** The genres one media type has, by name. */
export async function findGenres(db: Db, mediaType: MediaType): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('genres').select(['id', 'name']).where('media_type', '=', mediaType).orderBy('name').execute();
}
