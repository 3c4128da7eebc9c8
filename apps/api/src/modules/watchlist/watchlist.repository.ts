import type { WatchlistOrder, WatchlistSort } from '@watchify/contract';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DatabaseHandle, Dialect } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, WatchlistItemsTable } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';
import { type TitleKey, type TitleSnapshot, titleSnapshotQuery } from '../catalog/catalog.queries.js';

type Db = Kysely<Database>;
/** What the writes below need of the database: they run as one atomic write each. */
type Writer = Pick<DatabaseHandle, 'write' | 'dialect'>;

export type { TitleKey, TitleSnapshot };

export type WatchlistRow = Selectable<WatchlistItemsTable>;
export type NewWatchlistRow = Insertable<WatchlistItemsTable>;

const itemColumns = ['media_type', 'title_id', 'title', 'poster_path', 'year', 'added_at'] as const;

/**
 * Makes the calling write the only one changing this user's watchlist until it commits, so its "is it there? then…"
 * never sees a state another write is changing. PostgreSQL: a row lock on the user (`for no key update`, which
 * foreign-key checks of other tables' inserts do not wait for). SQLite runs writes one at a time: nothing to lock.
 */
async function lockWatchlistOf(db: Db, dialect: Dialect, userId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/** A user's entry for one title, as the prepared queries below name it. */
interface ItemParams {
  userId: string;
  mediaType: TitleKey['mediaType'];
  titleId: number;
}

const itemParams = (userId: string, key: TitleKey): ItemParams => ({
  userId,
  mediaType: key.mediaType,
  titleId: key.id,
});

const selectItem = preparedQuery((db, item: ItemParams) =>
  db
    .selectFrom('watchlist_items')
    .selectAll()
    .where('user_id', '=', item.userId)
    .where('media_type', '=', item.mediaType)
    .where('title_id', '=', item.titleId),
);

const deleteItemRow = preparedQuery((db, item: ItemParams) =>
  db
    .deleteFrom('watchlist_items')
    .where('user_id', '=', item.userId)
    .where('media_type', '=', item.mediaType)
    .where('title_id', '=', item.titleId),
);

/** The primary key decides, so two concurrent adds cannot both insert. */
const insertItemRow = preparedQuery((db, row: Required<NewWatchlistRow>) =>
  db
    .insertInto('watchlist_items')
    .values({
      user_id: row.user_id,
      media_type: row.media_type,
      title_id: row.title_id,
      title: row.title,
      poster_path: row.poster_path,
      year: row.year,
      added_at: row.added_at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'media_type', 'title_id']).doNothing())
    .returningAll(),
);

/** The same insert with the title's snapshot copied from the catalog in the statement: no row when we lack the title. */
const insertItemFromCatalog = preparedQuery((db, item: ItemParams & { addedAt: string }) =>
  db
    .insertInto('watchlist_items')
    .columns(['title', 'poster_path', 'year', 'media_type', 'title_id', 'user_id', 'added_at'])
    .expression(
      titleSnapshotQuery(db, { mediaType: item.mediaType, id: item.titleId }).select((eb) => [
        'media_type',
        'id',
        eb.val(item.userId).as('user_id'),
        eb.val(item.addedAt).as('added_at'),
      ]),
    )
    .onConflict((oc) => oc.columns(['user_id', 'media_type', 'title_id']).doNothing())
    .returningAll(),
);

export async function findItem(db: Db, userId: string, key: TitleKey): Promise<WatchlistRow | undefined> {
  return (await selectItem(db, itemParams(userId, key))).rows[0];
}

/** Deletes the user's entry for the title; true when a row was deleted (false: it was not there). */
async function deleteItem(db: Db, userId: string, key: TitleKey): Promise<boolean> {
  return Number((await deleteItemRow(db, itemParams(userId, key))).numAffectedRows) > 0;
}

export async function countItems(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('watchlist_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface PageRequest {
  sort: WatchlistSort;
  order: WatchlistOrder;
  limit: number;
  offset: number;
}

/**
 * One page of a user's items. Every sort ends with the primary key so pages never overlap or skip a row when many
 * items share a time, title or year. Title order ignores case (`lower(title)`, indexed with the user id by
 * migration …0600 so the first page of a long list reads only the rows it returns); titles without a year go last
 * in both directions.
 */
export async function listPage(db: Db, userId: string, { sort, order, limit, offset }: PageRequest) {
  let query = db.selectFrom('watchlist_items').select(itemColumns).where('user_id', '=', userId);
  if (sort === 'added') {
    query = query.orderBy('added_at', order);
  } else if (sort === 'title') {
    query = query.orderBy(sql`lower(title)`, order);
  } else {
    // `year is null` sorts false (0) before true (1) on both databases: titles without a year come last.
    query = query.orderBy(sql`year is null`).orderBy('year', order).orderBy(sql`lower(title)`);
  }
  return query.orderBy('media_type', order).orderBy('title_id', order).limit(limit).offset(offset).execute();
}

/** Every title on the user's watchlist, as bare keys (what the cards need to show their state). */
export async function listKeys(db: Db, userId: string): Promise<{ media_type: string; title_id: number }[]> {
  return db.selectFrom('watchlist_items').select(['media_type', 'title_id']).where('user_id', '=', userId).execute();
}

/** Every item of the user's watchlist with its snapshot, the first added first (the user_added index's order). */
export async function listAllItems(
  db: Db,
  userId: string,
): Promise<Pick<WatchlistRow, 'media_type' | 'title_id' | 'title' | 'year' | 'added_at'>[]> {
  return db
    .selectFrom('watchlist_items')
    .select(['media_type', 'title_id', 'title', 'year', 'added_at'])
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('media_type')
    .orderBy('title_id')
    .execute();
}

/** The answer of a write that would add a title we do not hold: run it again with the title's snapshot. */
export const TITLE_NOT_HELD = Symbol('title not held');

/** A write's answer: the entry now on the list (null: the title is not on it), and whether this write changed it. */
export interface ItemWrite {
  row: WatchlistRow | null;
  changed: boolean;
}

function newRow(userId: string, key: TitleKey, snapshot: TitleSnapshot, addedAt: string): Required<NewWatchlistRow> {
  return {
    user_id: userId,
    media_type: key.mediaType,
    title_id: key.id,
    title: snapshot.title,
    poster_path: snapshot.poster_path,
    year: snapshot.year,
    added_at: addedAt,
    import_id: null,
  };
}

/**
 * Adds an entry the list does not have (the caller holds the list's lock), copying the title from the given snapshot
 * (a title fetched from TMDB) or else from the catalog's row; TITLE_NOT_HELD when neither has it.
 */
async function insertNewItem(
  db: Db,
  userId: string,
  key: TitleKey,
  addedAt: string,
  snapshot: TitleSnapshot | null,
): Promise<ItemWrite | typeof TITLE_NOT_HELD> {
  const added = snapshot
    ? (await insertItemRow(db, newRow(userId, key, snapshot, addedAt))).rows[0]
    : (await insertItemFromCatalog(db, { ...itemParams(userId, key), addedAt })).rows[0];
  if (added) return { row: added, changed: true };
  if (!snapshot) return TITLE_NOT_HELD;
  return { row: (await findItem(db, userId, key)) ?? null, changed: false };
}

/** Puts the title on the list unless it is there; TITLE_NOT_HELD when it is not and we do not hold the title. */
export async function addItem(
  database: Writer,
  userId: string,
  key: TitleKey,
  addedAt: string,
  snapshot: TitleSnapshot | null,
): Promise<ItemWrite | typeof TITLE_NOT_HELD> {
  return database.write(async (db) => {
    await lockWatchlistOf(db, database.dialect, userId);
    const existing = await findItem(db, userId, key);
    if (existing) return { row: existing, changed: false };
    return insertNewItem(db, userId, key, addedAt, snapshot);
  });
}

/** Takes the title off the list; `changed` is false when it was not there. */
export async function removeItem(database: Writer, userId: string, key: TitleKey): Promise<ItemWrite> {
  return database.write(async (db) => {
    await lockWatchlistOf(db, database.dialect, userId);
    return { row: null, changed: await deleteItem(db, userId, key) };
  });
}

/** Removes the title when it is on the list, else adds it; TITLE_NOT_HELD as for `addItem`. */
export async function toggleItem(
  database: Writer,
  userId: string,
  key: TitleKey,
  addedAt: string,
  snapshot: TitleSnapshot | null,
): Promise<ItemWrite | typeof TITLE_NOT_HELD> {
  return database.write(async (db) => {
    await lockWatchlistOf(db, database.dialect, userId);
    if (await deleteItem(db, userId, key)) return { row: null, changed: true };
    return insertNewItem(db, userId, key, addedAt, snapshot);
  });
}

/** An import's entries (decision 044), in one write: those the list lacks are added; true for each one added. */
export async function insertImportedItems(
  database: Writer,
  userId: string,
  importId: string,
  items: readonly { key: TitleKey; snapshot: TitleSnapshot; addedAt: string }[],
): Promise<boolean[]> {
  if (items.length === 0) return [];
  return database.write(async (db) => {
    await lockWatchlistOf(db, database.dialect, userId);
    const held = new Set((await listKeys(db, userId)).map((k) => `${k.media_type}:${k.title_id}`));
    const rows: NewWatchlistRow[] = [];
    const added = items.map(({ key, snapshot, addedAt }) => {
      const id = `${key.mediaType}:${key.id}`;
      if (held.has(id)) return false;
      held.add(id);
      rows.push({ ...newRow(userId, key, snapshot, addedAt), import_id: importId });
      return true;
    });
    for (const part of chunk(rows, 200)) await db.insertInto('watchlist_items').values(part).execute();
    return added;
  });
}

/** Removes the entries an import added (undo). */
export async function deleteImportedItems(database: Writer, userId: string, importId: string): Promise<void> {
  await database.write((db) =>
    db.deleteFrom('watchlist_items').where('user_id', '=', userId).where('import_id', '=', importId).execute(),
  );
}
