import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, SharedWatchlistItemsTable } from '../../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A shared list as one of its members sees it: the list, the other member, its size and the friendship. */
export interface ListSummaryRow {
  id: string;
  name: string;
  created_by: string;
  created_at: string;
  partner_id: string;
  partner_name: string;
  partner_nickname: string;
  partner_photo_path: string | null;
  partner_updated_at: string;
  item_count: number;
  still_friends: boolean;
}

/**
 * The shared lists `userId` is a member of, seen from their side. A list whose other member no longer exists
 * (account deleted, member row cascaded away) is left out: it is no longer shared with anyone.
 */
function summaries(db: Db, userId: string) {
  return db
    .selectFrom('shared_watchlist_members as mine')
    .innerJoin('shared_watchlists as list', 'list.id', 'mine.list_id')
    .innerJoin('shared_watchlist_members as other', (join) =>
      join.onRef('other.list_id', '=', 'list.id').on('other.user_id', '<>', userId),
    )
    .innerJoin('users as partner', 'partner.id', 'other.user_id')
    .innerJoin('profiles as partner_profile', 'partner_profile.user_id', 'partner.id')
    .leftJoin('friendships as friendship', (join) =>
      join.on('friendship.user_id', '=', userId).onRef('friendship.friend_id', '=', 'other.user_id'),
    )
    .select((eb) => [
      'list.id',
      'list.name',
      'list.created_by',
      'list.created_at',
      'partner.id as partner_id',
      'partner.name as partner_name',
      'partner_profile.nickname as partner_nickname',
      'partner_profile.photo_path as partner_photo_path',
      'partner_profile.updated_at as partner_updated_at',
      eb
        .selectFrom('shared_watchlist_items as item')
        .select(eb.fn.countAll().as('count'))
        .whereRef('item.list_id', '=', 'list.id')
        .as('item_count'),
      'friendship.friend_id as friend_id',
    ])
    .where('mine.user_id', '=', userId);
}

type RawSummary = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

function toSummaryRow(row: RawSummary): ListSummaryRow {
  return {
    id: row.id,
    name: row.name,
    created_by: row.created_by,
    created_at: row.created_at,
    partner_id: row.partner_id,
    partner_name: row.partner_name,
    partner_nickname: row.partner_nickname,
    partner_photo_path: row.partner_photo_path,
    partner_updated_at: row.partner_updated_at,
    // PostgreSQL returns count(*) as a string (int8).
    item_count: Number(row.item_count ?? 0),
    still_friends: row.friend_id !== null,
  };
}

/** Every shared list of a user, newest first. */
export async function findListsOfMember(db: Db, userId: string): Promise<ListSummaryRow[]> {
  const rows = await summaries(db, userId).orderBy('list.created_at', 'desc').orderBy('list.id').execute();
  return rows.map(toSummaryRow);
}

/** One list, only when `userId` is one of its members (undefined otherwise, as for a list that does not exist). */
export async function findListOfMember(db: Db, listId: string, userId: string): Promise<ListSummaryRow | undefined> {
  const row = await summaries(db, userId).where('list.id', '=', listId).executeTakeFirst();
  return row ? toSummaryRow(row) : undefined;
}

/** How many shared lists a user is a member of. */
export async function countListsOfMember(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('shared_watchlist_members')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Creates a list with exactly the two given members (inside the caller's transaction). */
export async function insertList(
  db: Db,
  list: { id: string; name: string; createdBy: string; createdAt: string },
  memberIds: readonly [string, string],
): Promise<void> {
  await db
    .insertInto('shared_watchlists')
    .values({ id: list.id, name: list.name, created_by: list.createdBy, created_at: list.createdAt })
    .execute();
  await db
    .insertInto('shared_watchlist_members')
    .values(memberIds.map((user_id) => ({ list_id: list.id, user_id })))
    .execute();
}

/** Copies a user's own watchlist into a shared list, as it is at this moment (one statement, no round trips). */
export async function copyWatchlistInto(db: Db, listId: string, userId: string, addedAt: string): Promise<void> {
  await db
    .insertInto('shared_watchlist_items')
    .columns(['list_id', 'media_type', 'title_id', 'title', 'poster_path', 'year', 'added_by', 'added_at'])
    .expression((eb) =>
      eb
        .selectFrom('watchlist_items')
        .select([
          eb.val(listId).as('list_id'),
          'media_type',
          'title_id',
          'title',
          'poster_path',
          'year',
          eb.val(userId).as('added_by'),
          eb.val(addedAt).as('added_at'),
        ])
        .where('user_id', '=', userId),
    )
    .execute();
}

const itemColumns = [
  'media_type',
  'title_id',
  'title',
  'poster_path',
  'year',
  'added_by',
  'added_at',
] as const satisfies readonly (keyof SharedWatchlistItemsTable)[];

/** One page of a list's items, most recently added first (ties by title, then id, so pages never overlap). */
export async function findItemsPage(db: Db, listId: string, offset: number, limit: number) {
  return db
    .selectFrom('shared_watchlist_items')
    .select(itemColumns)
    .where('list_id', '=', listId)
    .orderBy('added_at', 'desc')
    .orderBy('title')
    .orderBy('media_type')
    .orderBy('title_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export type ItemRow = Awaited<ReturnType<typeof findItemsPage>>[number];

export async function findItem(db: Db, listId: string, mediaType: string, titleId: number) {
  return db
    .selectFrom('shared_watchlist_items')
    .select(itemColumns)
    .where('list_id', '=', listId)
    .where('media_type', '=', mediaType)
    .where('title_id', '=', titleId)
    .executeTakeFirst();
}

/**
 * Adds an item unless the list already holds the title; the primary key (list, type, id) makes a double click
 * or two members adding at once unable to duplicate it. True when a row was written.
 */
export async function insertItemIfMissing(db: Db, row: Insertable<SharedWatchlistItemsTable>): Promise<boolean> {
  const result = await db
    .insertInto('shared_watchlist_items')
    .values(row)
    .onConflict((oc) => oc.columns(['list_id', 'media_type', 'title_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes an item; true when there was one. */
export async function deleteItem(db: Db, listId: string, mediaType: string, titleId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('shared_watchlist_items')
    .where('list_id', '=', listId)
    .where('media_type', '=', mediaType)
    .where('title_id', '=', titleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes a list; its members and items go with it (foreign keys cascade). */
export async function deleteList(db: Db, listId: string): Promise<void> {
  await db.deleteFrom('shared_watchlists').where('id', '=', listId).execute();
}

/** Nicknames of the given users, by id (for a list's default name). */
export async function findNicknames(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('profiles')
    .select(['user_id', 'nickname'])
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.nickname]));
}
