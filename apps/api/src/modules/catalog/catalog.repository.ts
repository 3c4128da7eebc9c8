import type { MediaType } from '@watchify/contract';
import { type InsertObject, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, TitlesTable } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';
import { nowIso } from '../../lib/time.js';
import type { SeasonRows, TitleRows } from './catalog.mapper.js';

import { CARD_COLUMNS, idsByType, SUMMARY_COLUMNS, type SummaryRow } from './catalog.queries.js';

type Db = Kysely<Database>;

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
  'collection_id',
  'search_title',
  'search_words',
  'search_original',
  'genre_bits',
  'source',
  'updated_at',
] as const;

export interface UpsertOptions {
  /**
   * Keep the episodes we hold of a season the batch lists without episodes: TMDB's `/tv/{id}` names its seasons but
   * not their episodes, which come from `/tv/{id}/season/{n}` and are refreshed on their own (decision 034).
   */
  keepUnlistedEpisodes?: boolean;
}

/**
 * Writes a batch of titles in one transaction: titles are upserted by (media type, id) and everything that hangs
 * off them (genres, credits, videos, keywords, seasons and episodes) is replaced, so importing the same dump twice
 * changes nothing.
 */
export async function upsertTitleBatch(db: Db, batch: TitleRows[], options: UpsertOptions = {}): Promise<void> {
  if (batch.length === 0) return;
  await db.transaction().execute(async (trx) => {
    // Stamped when written, not when the import began: search's filter table reads the titles written since its last
    // read by this stamp (decision 065), and an import's last batches commit long after it began.
    const writtenAt = nowIso();
    for (const rows of chunk(
      batch.map((b) => ({ ...b.title, updated_at: writtenAt })),
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

    await addSearchWords(
      trx,
      batch.map((b) => b.title),
    );

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
            search_name: sql.ref('excluded.search_name'),
            // A dump without a photo must not erase one we already know.
            profile_path: sql`coalesce(excluded.profile_path, people.profile_path)`,
          }),
        )
        .execute();
    }

    const collections = dedupe(
      batch.flatMap((b) => (b.collection ? [b.collection] : [])),
      (c) => String(c.id),
    );
    for (const rows of chunk(collections, ROWS_PER_STATEMENT / 5)) {
      await trx
        .insertInto('collections')
        .values(rows)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            name: sql.ref('excluded.name'),
            // A title names its collection without the overview or, in a dump, the images: keep what we know.
            overview: sql`coalesce(excluded.overview, collections.overview)`,
            poster_path: sql`coalesce(excluded.poster_path, collections.poster_path)`,
            backdrop_path: sql`coalesce(excluded.backdrop_path, collections.backdrop_path)`,
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
    await replaceSeasons(
      trx,
      batch.filter((b) => b.title.media_type === 'tv'),
      options,
    );
    await replaceWatchOffers(trx, batch);
  });
}

/**
 * Records the folded words of these titles in `search_words` (decision 051), in the transaction that writes the
 * titles: each instance's typo word list reads the words added since it last looked.
 */
export async function addSearchWords(trx: Db, titles: readonly { search_words: string }[]): Promise<void> {
  const words = new Set<string>();
  for (const title of titles) for (const word of title.search_words.split(' ')) if (word !== '') words.add(word);
  const addedAt = nowIso();
  for (const rows of chunk([...words], ROWS_PER_STATEMENT)) {
    await trx
      .insertInto('search_words')
      .values(rows.map((word) => ({ word, added_at: addedAt })))
      .onConflict((oc) => oc.column('word').doNothing())
      .execute();
  }
}

/** The where-to-watch part of `upsertTitleBatch`: titles whose source listed offers get exactly those. */
async function replaceWatchOffers(trx: Db, batch: TitleRows[]) {
  const listed = batch.filter((b) => b.watch !== null);
  if (listed.length === 0) return;
  const providers = dedupe(
    listed.flatMap((b) => b.watch?.providers ?? []),
    (p) => String(p.id),
  );
  for (const rows of chunk(providers, ROWS_PER_STATEMENT / 3)) {
    await trx
      .insertInto('watch_providers')
      .values(rows)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ name: sql.ref('excluded.name'), logo_path: sql.ref('excluded.logo_path') }),
      )
      .execute();
  }
  for (const mediaType of ['movie', 'tv'] as const) {
    const ids = listed.filter((b) => b.title.media_type === mediaType).map((b) => b.title.id);
    for (const idChunk of chunk(ids, ROWS_PER_STATEMENT)) {
      for (const table of ['title_watch_regions', 'title_watch_offers'] as const) {
        await trx.deleteFrom(table).where('media_type', '=', mediaType).where('title_id', 'in', idChunk).execute();
      }
    }
  }
  await insertAll(
    trx,
    'title_watch_regions',
    listed.flatMap((b) => b.watch?.regions ?? []),
  );
  await insertAll(
    trx,
    'title_watch_offers',
    listed.flatMap((b) => b.watch?.offers ?? []),
  );
}

/** The seasons part of `upsertTitleBatch`, inside its transaction. */
async function replaceSeasons(trx: Db, shows: TitleRows[], { keepUnlistedEpisodes = false }: UpsertOptions) {
  if (!keepUnlistedEpisodes) {
    for (const idChunk of chunk(
      shows.map((b) => b.title.id),
      ROWS_PER_STATEMENT,
    )) {
      await trx.deleteFrom('episodes').where('title_id', 'in', idChunk).execute();
      await trx.deleteFrom('seasons').where('title_id', 'in', idChunk).execute();
    }
    await insertAll(
      trx,
      'seasons',
      shows.flatMap((b) => b.seasons),
    );
    await insertAll(
      trx,
      'episodes',
      shows.flatMap((b) => b.episodes),
    );
    return;
  }
  // One show at a time: only TMDB's details take this path, one title per call.
  for (const show of shows) {
    const id = show.title.id;
    const numbers = show.seasons.map((s) => s.season_number);
    const replaced = [...show.seasonsWithEpisodes];
    await trx
      .deleteFrom('episodes')
      .where('title_id', '=', id)
      .$if(numbers.length > 0, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('season_number', 'not in', numbers),
            ...(replaced.length > 0 ? [eb('season_number', 'in', replaced)] : []),
          ]),
        ),
      )
      .execute();
    await trx
      .deleteFrom('seasons')
      .where('title_id', '=', id)
      .$if(numbers.length > 0, (qb) => qb.where('season_number', 'not in', numbers))
      .execute();
    for (const rows of chunk(show.seasons, ROWS_PER_STATEMENT / 8)) {
      await trx
        .insertInto('seasons')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['title_id', 'season_number']).doUpdateSet({
            name: sql.ref('excluded.name'),
            overview: sql.ref('excluded.overview'),
            air_date: sql.ref('excluded.air_date'),
            episode_count: sql.ref('excluded.episode_count'),
            poster_path: sql.ref('excluded.poster_path'),
          }),
        )
        .execute();
    }
    await insertAll(trx, 'episodes', show.episodes);
  }
}

/**
 * Stores one season's episodes as TMDB's `/tv/{id}/season/{n}` sent them, replacing the ones we held, and stamps
 * when they were fetched. The season must exist (the show's details name it); false when it does not.
 */
export async function storeSeason(db: Db, rows: SeasonRows, fetchedAt: string): Promise<boolean> {
  const { title_id, season_number } = rows.season;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('seasons')
      .set({
        name: rows.season.name ?? null,
        overview: rows.season.overview ?? null,
        air_date: rows.season.air_date ?? null,
        poster_path: rows.season.poster_path ?? null,
        // The response lists every episode TMDB has of the season; an empty list leaves the count we hold.
        ...(rows.episodes.length > 0 ? { episode_count: rows.episodes.length } : {}),
        episodes_fetched_at: fetchedAt,
      })
      .where('title_id', '=', title_id)
      .where('season_number', '=', season_number)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx
      .deleteFrom('episodes')
      .where('title_id', '=', title_id)
      .where('season_number', '=', season_number)
      .execute();
    await insertAll(trx, 'episodes', rows.episodes);
    return true;
  });
}

async function insertAll<
  T extends
    | 'title_genres'
    | 'credits'
    | 'videos'
    | 'title_keywords'
    | 'seasons'
    | 'episodes'
    | 'title_watch_regions'
    | 'title_watch_offers',
>(trx: Db, table: T, rows: InsertObject<Database, T>[]): Promise<void> {
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

/** The genres one media type has, by name. */
export async function findGenres(db: Db, mediaType: MediaType): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('genres').select(['id', 'name']).where('media_type', '=', mediaType).orderBy('name').execute();
}

/** Ids per `in (…)` list of the look-ups by key, well below both drivers' bind-parameter limits. */
const IDS_PER_LOOKUP = 500;

/** The name, year and IMDb id of titles by key, keyed `mediaType:id` (titles we do not hold are absent). */
export async function findNamesAndImdbIds(
  db: Db,
  keys: readonly { mediaType: MediaType; id: number }[],
): Promise<Map<string, { title: string; year: number | null; imdbId: string | null }>> {
  const found = new Map<string, { title: string; year: number | null; imdbId: string | null }>();
  for (const { mediaType, ids } of idsByType(keys, IDS_PER_LOOKUP)) {
    const rows = await db
      .selectFrom('titles')
      .select(['id', 'title', 'year', 'imdb_id'])
      .where('media_type', '=', mediaType)
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) {
      found.set(`${mediaType}:${row.id}`, { title: row.title, year: row.year, imdbId: row.imdb_id });
    }
  }
  return found;
}
