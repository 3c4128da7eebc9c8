import type { WatchlistOrder, WatchlistSort } from '@watchify/contract';
import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { PrepareStatement } from '../../db/group-commit.js';
import type { Database, WatchlistItemsTable } from '../../db/types.js';

type Db = Kysely<Database>;

export type WatchlistRow = Selectable<WatchlistItemsTable>;
export type NewWatchlistRow = Insertable<WatchlistItemsTable>;

/** A title as the watchlist names it. */
export interface TitleKey {
  mediaType: 'movie' | 'tv';
  id: number;
}

/** What a watchlist entry copies from the catalog when it is added. */
export interface TitleSnapshot {
  title: string;
  poster_path: string | null;
  year: number | null;
}

const itemColumns = ['media_type', 'title_id', 'title', 'poster_path', 'year', 'added_at'] as const;

/** The snapshot columns of a title we hold in the catalog, or undefined when we do not hold it. */
export async function findTitleSnapshot(db: Db, key: TitleKey): Promise<TitleSnapshot | undefined> {
  return db
    .selectFrom('titles')
    .select(['title', 'poster_path', 'year'])
    .where('media_type', '=', key.mediaType)
    .where('id', '=', key.id)
    .executeTakeFirst();
}

/**
 * Makes the calling transaction the only one writing this user's watchlist until it ends. PostgreSQL: a row lock on
 * the user (`for no key update`, which foreign-key checks of other tables' inserts do not wait for). SQLite runs one
 * transaction at a time on its single connection, so there is nothing to lock.
 */
export async function lockWatchlistOf(trx: Transaction<Database>, dialect: Dialect, userId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/**
 * Adds the row unless the user already has the title (the primary key decides, so two concurrent adds cannot both
 * insert). Returns the inserted row, or undefined when it was already there.
 */
export async function insertItemIfAbsent(db: Db, row: NewWatchlistRow): Promise<WatchlistRow | undefined> {
  return db
    .insertInto('watchlist_items')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'media_type', 'title_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findItem(db: Db, userId: string, key: TitleKey): Promise<WatchlistRow | undefined> {
  return db
    .selectFrom('watchlist_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('media_type', '=', key.mediaType)
    .where('title_id', '=', key.id)
    .executeTakeFirst();
}

/** Deletes the user's entry for the title; true when a row was deleted (false: it was not there). */
export async function deleteItem(db: Db, userId: string, key: TitleKey): Promise<boolean> {
  const result = await db
    .deleteFrom('watchlist_items')
    .where('user_id', '=', userId)
    .where('media_type', '=', key.mediaType)
    .where('title_id', '=', key.id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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

/**
 * The same reads and writes as statements run synchronously on the SQLite connection, for writes that go through the
 * group commit (db/group-commit.ts). Each mirrors the Kysely function of the same name above.
 */
export const sqliteNow = {
  findTitleSnapshot(prepare: PrepareStatement, key: TitleKey): TitleSnapshot | undefined {
    return prepare('select title, poster_path, year from titles where media_type = ? and id = ?').get(
      key.mediaType,
      key.id,
    ) as TitleSnapshot | undefined;
  },

  findItem(prepare: PrepareStatement, userId: string, key: TitleKey): WatchlistRow | undefined {
    return prepare('select * from watchlist_items where user_id = ? and media_type = ? and title_id = ?').get(
      userId,
      key.mediaType,
      key.id,
    ) as WatchlistRow | undefined;
  },

  deleteItem(prepare: PrepareStatement, userId: string, key: TitleKey): boolean {
    const result = prepare('delete from watchlist_items where user_id = ? and media_type = ? and title_id = ?').run(
      userId,
      key.mediaType,
      key.id,
    );
    return result.changes > 0;
  },

  insertItemIfAbsent(prepare: PrepareStatement, row: NewWatchlistRow): WatchlistRow | undefined {
    return prepare(
      `insert into watchlist_items (user_id, media_type, title_id, title, poster_path, year, added_at)
       values (?, ?, ?, ?, ?, ?, ?) on conflict (user_id, media_type, title_id) do nothing returning *`,
    ).get(
      row.user_id,
      row.media_type,
      row.title_id,
      row.title,
      row.poster_path ?? null,
      row.year ?? null,
      row.added_at,
    ) as WatchlistRow | undefined;
  },
};
