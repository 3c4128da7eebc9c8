import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { IndexPerson, IndexTitle, MediaType, TitleKey } from './search.index.js';

type Db = Kysely<Database>;

const MEDIA_TYPES = ['movie', 'tv'] as const;
/** Titles per page while loading the index: big enough to be quick, small enough to let requests in between. */
const INDEX_PAGE_SIZE = 5000;

/**
 * A cheap fingerprint of the catalog: how many titles, the newest `updated_at`, and how many titles carry it.
 * An import stamps all its batches with one timestamp, so the last number keeps growing while it runs even when
 * it only updates titles that already exist.
 */
export async function readCatalogVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('titles')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('latest')])
    .executeTakeFirstOrThrow();
  if (row.latest == null) return String(Number(row.count));
  const atLatest = await db
    .selectFrom('titles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('updated_at', '=', row.latest)
    .executeTakeFirstOrThrow();
  return `${Number(row.count)}|${row.latest}|${Number(atLatest.count)}`;
}

/** Every title with what the search index keeps, page by page (keyset pagination on the primary key). */
export async function* streamIndexTitles(db: Db, pageSize = INDEX_PAGE_SIZE): AsyncGenerator<IndexTitle[]> {
  for (const mediaType of MEDIA_TYPES) {
    // The smallest value of PostgreSQL's integer type (a smaller bound fails there as out of range).
    let afterId = -2_147_483_648;
    for (;;) {
      const rows = await db
        .selectFrom('titles')
        .select(['id', 'title', 'original_title', 'year', 'vote_average', 'vote_count', 'popularity', 'runtime'])
        .where('media_type', '=', mediaType)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(pageSize)
        .execute();
      const first = rows[0];
      const last = rows[rows.length - 1];
      if (!first || !last) break;
      // The page is a contiguous id range, so its genres are one range read on the title_genres primary key.
      const genreRows = await db
        .selectFrom('title_genres')
        .select(['title_id', 'genre_id'])
        .where('media_type', '=', mediaType)
        .where('title_id', '>=', first.id)
        .where('title_id', '<=', last.id)
        .execute();
      const genres = new Map<number, number[]>();
      for (const { title_id, genre_id } of genreRows) {
        const list = genres.get(title_id);
        if (list) list.push(genre_id);
        else genres.set(title_id, [genre_id]);
      }
      yield rows.map((row) => ({
        mediaType,
        id: row.id,
        title: row.title,
        originalTitle: row.original_title,
        year: row.year,
        voteAverage: row.vote_average,
        voteCount: row.vote_count,
        popularity: row.popularity,
        runtime: row.runtime,
        genreIds: genres.get(row.id) ?? [],
      }));
      if (rows.length < pageSize) break;
      afterId = last.id;
    }
  }
}

/** Every person with at least one credit (cast or crew) and how many credits they have. */
export async function loadCreditedPeople(db: Db): Promise<IndexPerson[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('credits')
        .select((inner) => ['person_id', inner.fn.countAll<number>().as('credits')])
        .groupBy('person_id')
        .as('counts'),
    )
    .innerJoin('people', 'people.id', 'counts.person_id')
    .select(['people.id', 'people.name', 'counts.credits'])
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, credits: Number(row.credits) }));
}

/** The titles a person is credited on, as cast or crew. */
export async function findCreditedTitles(db: Db, personId: number): Promise<TitleKey[]> {
  const rows = await db
    .selectFrom('credits')
    .select(['media_type', 'title_id'])
    .distinct()
    .where('person_id', '=', personId)
    .execute();
  return rows.map((row) => ({ mediaType: row.media_type as MediaType, id: row.title_id }));
}
