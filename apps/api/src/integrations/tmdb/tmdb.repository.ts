import type { Kysely, Updateable } from 'kysely';
import type { Database, TitlesTable } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';
import type { TitleRows } from '../../modules/catalog/catalog.mapper.js';
import { addSearchWords } from '../../modules/catalog/catalog.repository.js';
import type { TmdbMediaType } from './mapper.js';

type Db = Kysely<Database>;

// Same reasoning as the catalog repository: keep rows × columns under the drivers' bind-parameter limits.
const ROWS_PER_STATEMENT = 100;

/** When TMDB's details of a title were last fetched; undefined when we do not hold the title at all. */
export async function findDetailsFetchedAt(
  db: Db,
  mediaType: TmdbMediaType,
  id: number,
): Promise<{ detailsFetchedAt: string | null } | undefined> {
  const row = await db
    .selectFrom('titles')
    .select('details_fetched_at')
    .where('media_type', '=', mediaType)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { detailsFetchedAt: row.details_fetched_at };
}

/** Records that the title's details were just fetched from TMDB (or that TMDB has none), so we wait before asking again. */
export async function markDetailsFetched(db: Db, mediaType: TmdbMediaType, id: number, at: string): Promise<void> {
  await db
    .updateTable('titles')
    .set({ details_fetched_at: at })
    .where('media_type', '=', mediaType)
    .where('id', '=', id)
    .execute();
}

/**
 * When TMDB's episodes of a season were last fetched (null: never, or they came from a dump); undefined when we do
 * not hold the season.
 */
export async function findSeasonFetchedAt(
  db: Db,
  showId: number,
  seasonNumber: number,
): Promise<{ episodesFetchedAt: string | null } | undefined> {
  const row = await db
    .selectFrom('seasons')
    .select('episodes_fetched_at')
    .where('title_id', '=', showId)
    .where('season_number', '=', seasonNumber)
    .executeTakeFirst();
  return row && { episodesFetchedAt: row.episodes_fetched_at };
}

/** Records that TMDB was asked for a season it does not have, so we wait before asking again. */
export async function markSeasonFetched(db: Db, showId: number, seasonNumber: number, at: string): Promise<void> {
  await db
    .updateTable('seasons')
    .set({ episodes_fetched_at: at })
    .where('title_id', '=', showId)
    .where('season_number', '=', seasonNumber)
    .execute();
}

/**
 * Stores the titles of a TMDB list page without losing what we already know. A list entry carries no credits,
 * videos or keywords, so it must not go through `upsertTitleBatch` (which replaces them): titles we do not hold are
 * inserted with their genres, and titles we hold only get the numbers that change from day to day.
 * One transaction, so a page is stored whole or not at all.
 */
export async function storeListTitles(
  db: Db,
  batch: readonly TitleRows[],
  now: string,
): Promise<{ inserted: number; updated: number }> {
  const unique = [...new Map(batch.map((rows) => [`${rows.title.media_type}:${rows.title.id}`, rows])).values()];
  if (unique.length === 0) return { inserted: 0, updated: 0 };

  return db.transaction().execute(async (trx) => {
    const known = new Set<string>();
    for (const mediaType of ['movie', 'tv'] as const) {
      const ids = unique.filter((rows) => rows.title.media_type === mediaType).map((rows) => rows.title.id);
      for (const idChunk of chunk(ids, ROWS_PER_STATEMENT * 4)) {
        const rows = await trx
          .selectFrom('titles')
          .select('id')
          .where('media_type', '=', mediaType)
          .where('id', 'in', idChunk)
          .execute();
        for (const row of rows) known.add(`${mediaType}:${row.id}`);
      }
    }
    const isKnown = (rows: TitleRows) => known.has(`${rows.title.media_type}:${rows.title.id}`);
    const fresh = unique.filter((rows) => !isKnown(rows));

    // "Do nothing" on conflict: a details fetch running at the same time may have stored the title meanwhile,
    // and its richer row must win.
    for (const piece of chunk(
      fresh.map((rows) => rows.title),
      ROWS_PER_STATEMENT,
    )) {
      await trx
        .insertInto('titles')
        .values(piece)
        .onConflict((oc) => oc.columns(['media_type', 'id']).doNothing())
        .execute();
    }
    await addSearchWords(
      trx,
      fresh.map((rows) => rows.title),
    );
    const genres = [
      ...new Map(fresh.flatMap((rows) => rows.genres).map((g) => [`${g.media_type}:${g.id}`, g])).values(),
    ];
    for (const piece of chunk(genres, ROWS_PER_STATEMENT * 4)) {
      await trx
        .insertInto('genres')
        .values(piece)
        .onConflict((oc) => oc.columns(['media_type', 'id']).doNothing())
        .execute();
    }
    for (const piece of chunk(
      fresh.flatMap((rows) => rows.titleGenres),
      ROWS_PER_STATEMENT * 4,
    )) {
      await trx
        .insertInto('title_genres')
        .values(piece)
        .onConflict((oc) => oc.columns(['media_type', 'title_id', 'genre_id']).doNothing())
        .execute();
    }

    let updated = 0;
    for (const rows of unique.filter(isKnown)) {
      const changes = volatileChanges(rows);
      if (!changes) continue;
      await trx
        .updateTable('titles')
        .set({ ...changes, updated_at: now })
        .where('media_type', '=', rows.title.media_type)
        .where('id', '=', rows.title.id)
        .execute();
      updated += 1;
    }
    return { inserted: fresh.length, updated };
  });
}

/**
 * The day-to-day numbers of a list entry. A value the list leaves empty keeps what we hold: a missing poster in
 * one list response is no reason to lose the one we have.
 */
function volatileChanges(rows: TitleRows): Updateable<TitlesTable> | null {
  const { popularity, vote_average, vote_count, poster_path, backdrop_path } = rows.title;
  const changes: Updateable<TitlesTable> = {};
  if (popularity != null) changes.popularity = popularity;
  if (vote_average != null) changes.vote_average = vote_average;
  if (vote_count != null) changes.vote_count = vote_count;
  if (poster_path) changes.poster_path = poster_path;
  if (backdrop_path) changes.backdrop_path = backdrop_path;
  return Object.keys(changes).length > 0 ? changes : null;
}
