import type { MediaType } from '@watchify/contract';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/types.js';

/**
 * The catalog's reads that other modules may run inside their own writes (a watchlist entry copies a title's name,
 * a comment needs its title to exist). Everything else of the catalog is read through CatalogService.
 */

/** A title as other modules name it. */
export interface TitleKey {
  mediaType: MediaType;
  id: number;
}

/** What another module copies of a title when it refers to it: its name, poster and year. */
export interface TitleSnapshot {
  title: string;
  poster_path: string | null;
  year: number | null;
}

interface TitleParams {
  mediaType: MediaType;
  id: number;
}

// Prepared: they run inside the hottest writes (db/prepared-query.ts).
const selectSnapshot = preparedQuery((db, title: TitleParams) =>
  db
    .selectFrom('titles')
    .select(['title', 'poster_path', 'year'])
    .where('media_type', '=', title.mediaType)
    .where('id', '=', title.id),
);

const selectTitleId = preparedQuery((db, title: TitleParams) =>
  db.selectFrom('titles').select('id').where('media_type', '=', title.mediaType).where('id', '=', title.id),
);

/** The snapshot columns of a title we hold, or undefined when we do not hold it. */
export async function findTitleSnapshot(db: Kysely<Database>, key: TitleKey): Promise<TitleSnapshot | undefined> {
  return (await selectSnapshot(db, { mediaType: key.mediaType, id: key.id })).rows[0];
}

/** Whether we hold the title. */
export async function titleExists(db: Kysely<Database>, key: TitleKey): Promise<boolean> {
  return (await selectTitleId(db, { mediaType: key.mediaType, id: key.id })).rows.length > 0;
}
