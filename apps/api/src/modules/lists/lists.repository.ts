import { LIST_SORTS, type ListSort, type ListVisibility, type MediaType } from '@watchify/contract';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DatabaseHandle, Dialect } from '../../db/database.js';
import type { Database, ListItemsTable, ListsTable } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';
import { idsByType, type TitleKey } from '../catalog/catalog.queries.js';
import { POSITION_GAP, positionAfter, positionBetween } from './list-positions.js';

type Db = Kysely<Database>;
/** What the writes below need of the database: they run as one atomic write each. */
type Writer = Pick<DatabaseHandle, 'write' | 'dialect'>;

export type { TitleKey };
export type ListRow = Selectable<ListsTable>;
export type NewListRow = Insertable<ListsTable>;
export type ListItemRow = Selectable<ListItemsTable>;
/** An item as it is added: everything but its position, which the write gives it (the end of the list). */
export type NewListItemRow = Omit<Insertable<ListItemsTable>, 'position'>;

/**
 * Makes the calling write the only one changing this list until it commits, so its "how many? where is the end?"
 * never sees a state another write is changing; answers the list as it is then (undefined: it is gone). PostgreSQL:
 * a row lock on the list (`for no key update`, which the foreign-key checks of its items' inserts do not wait for).
 * SQLite runs writes one at a time: a look-up is all it needs.
 */
async function lockList(db: Db, dialect: Dialect, listId: string): Promise<ListRow | undefined> {
  return db
    .selectFrom('lists')
    .selectAll()
    .where('id', '=', listId)
    .$if(dialect === 'postgres', (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
}

// ── Reads ─────────────────────────────────────────────────────────────────────────────────────────────────

/** A list, and whether `viewerId` has a collaborator's row in it (whatever the list's flags say now). */
export async function findListForViewer(
  db: Db,
  listId: string,
  viewerId: string | null,
): Promise<{ list: ListRow; hasCollaboratorRow: boolean } | undefined> {
  const row = await db
    .selectFrom('lists')
    .selectAll('lists')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('list_collaborators')
            .select('list_collaborators.user_id')
            .where('list_collaborators.list_id', '=', listId)
            // A visitor ('') has no row.
            .where('list_collaborators.user_id', '=', viewerId ?? ''),
        )
        .as('collaborator_row'),
    )
    .where('lists.id', '=', listId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { collaborator_row, ...list } = row;
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return { list, hasCollaboratorRow: Boolean(collaborator_row) };
}

/**
 * The lists `userId` owns, and the collaborative lists they have a collaborator's row in (the service keeps those
 * whose owner is still their friend), the most recently changed first.
 */
export async function findListsOfMember(db: Db, userId: string): Promise<ListRow[]> {
  return db
    .selectFrom('lists')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', userId),
        eb.and([
          eb('collaborative', '=', 1),
          eb('id', 'in', eb.selectFrom('list_collaborators').select('list_id').where('user_id', '=', userId)),
        ]),
      ]),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The lists an owner holds with one of these visibilities, the most recently changed first. */
export async function findListsOfOwner(
  db: Db,
  ownerId: string,
  visibilities: readonly ListVisibility[],
): Promise<ListRow[]> {
  return db
    .selectFrom('lists')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('visibility', 'in', visibilities)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Which of these lists have `userId` among their collaborators (a row kept, whether or not it gives rights now). */
export async function findListsWithCollaborator(
  db: Db,
  userId: string,
  listIds: readonly string[],
): Promise<Set<string>> {
  if (listIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('list_collaborators')
    .select('list_id')
    .where('user_id', '=', userId)
    .where('list_id', 'in', listIds)
    .execute();
  return new Set(rows.map((row) => row.list_id));
}

/** How many lists a member owns. */
export async function countListsOfOwner(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('lists')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every list the member owns, the oldest first. */
export async function findAllListsOfOwner(db: Db, ownerId: string): Promise<ListRow[]> {
  return db
    .selectFrom('lists')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Every item of a list in the list's own order (its position index). */
export async function findItemsInOrder(db: Db, listId: string): Promise<ListItemRow[]> {
  return db.selectFrom('list_items').selectAll().where('list_id', '=', listId).orderBy('position').execute();
}

/** Lists at a time in one poster query (a compound select of one small indexed read per list). */
const POSTER_QUERY_LISTS = 100;

/**
 * The posters of each list's first titles in list order (those that have one), by list id. Each list is one read of
 * its position index that stops after `perList` rows, however long the list.
 */
export async function findPosterPreviews(
  db: Db,
  listIds: readonly string[],
  perList: number,
): Promise<Map<string, string[]>> {
  const posters = new Map<string, string[]>();
  for (let start = 0; start < listIds.length; start += POSTER_QUERY_LISTS) {
    const reads = listIds
      .slice(start, start + POSTER_QUERY_LISTS)
      .map((listId) =>
        db
          .selectFrom((inner) =>
            inner
              .selectFrom('list_items')
              .select(['list_id', 'poster_path', 'position', 'media_type', 'title_id'])
              .where('list_id', '=', listId)
              .where('poster_path', 'is not', null)
              .orderBy('position')
              .orderBy('media_type')
              .orderBy('title_id')
              .limit(perList)
              .as('first'),
          )
          .selectAll('first'),
      );
    const [first, ...rest] = reads;
    if (!first) continue;
    const rows = await rest.reduce((query, read) => query.unionAll(read), first).execute();
    const sorted = rows.sort(
      (a, b) =>
        Number(a.position) - Number(b.position) || a.media_type.localeCompare(b.media_type) || a.title_id - b.title_id,
    );
    for (const row of sorted) {
      if (row.poster_path === null) continue;
      const list = posters.get(row.list_id);
      if (list) list.push(row.poster_path);
      else posters.set(row.list_id, [row.poster_path]);
    }
  }
  return posters;
}

/** Which of these lists hold the title. */
export async function findListsHolding(db: Db, listIds: readonly string[], key: TitleKey): Promise<Set<string>> {
  if (listIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('list_items')
    .select('list_id')
    .where('list_id', 'in', [...listIds])
    .where('media_type', '=', key.mediaType)
    .where('title_id', '=', key.id)
    .execute();
  return new Set(rows.map((row) => row.list_id));
}

/** The ids of a list's collaborators (rows, whatever the list's flags or friendships say now), first invited first. */
export async function findCollaboratorIds(db: Db, listId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('list_collaborators')
    .select('user_id')
    .where('list_id', '=', listId)
    .orderBy('added_at')
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * The order of each sort, the title's key last so pages never overlap or skip a row when items tie. Each is exactly
 * the order of one index of migration …20261128000100 (the added sort reads `list_items_added` backwards), so a page
 * reads only the rows before it and its own. Title order ignores case (`lower(title)`, as the watchlist's).
 */
function inSortOrder(sort: ListSort) {
  const items = (db: Db, listId: string) => db.selectFrom('list_items').selectAll().where('list_id', '=', listId);
  type Query = ReturnType<typeof items>;
  const orders: Record<ListSort, (query: Query) => Query> = {
    position: (query) => query.orderBy('position').orderBy('media_type').orderBy('title_id'),
    title: (query) => query.orderBy(sql`lower(title)`).orderBy('media_type').orderBy('title_id'),
    year: (query) =>
      query
        .orderBy(sql`(year is null)`)
        .orderBy('year', 'desc')
        .orderBy(sql`lower(title)`)
        .orderBy('media_type')
        .orderBy('title_id'),
    rating: (query) =>
      query
        .orderBy(sql`(rating is null)`)
        .orderBy('rating', 'desc')
        .orderBy(sql`lower(title)`)
        .orderBy('media_type')
        .orderBy('title_id'),
    added: (query) => query.orderBy('added_at', 'desc').orderBy('media_type', 'desc').orderBy('title_id', 'desc'),
  };
  return (db: Db, listId: string) => orders[sort](items(db, listId));
}

const SORTED_ITEMS = Object.fromEntries(LIST_SORTS.map((sort) => [sort, inSortOrder(sort)])) as Record<
  ListSort,
  ReturnType<typeof inSortOrder>
>;

/** One page of a list's items in a sort. */
export async function findItemsPage(
  db: Db,
  listId: string,
  { sort, limit, offset }: { sort: ListSort; limit: number; offset: number },
): Promise<ListItemRow[]> {
  return SORTED_ITEMS[sort](db, listId).limit(limit).offset(offset).execute();
}

/** Title ids per count query: under either driver's bind limit (SQLite 32,766, PostgreSQL 65,535). */
const COUNT_CHUNK = 10_000;

/**
 * How many of the given titles the list holds: one primary-key probe per title, counted in the database. A list's
 * completion costs what the viewer has watched, not what the list holds (reading 5,000 keys back cost more).
 */
export async function countItemsAmong(
  db: Db,
  listId: string,
  titleIds: { movie: readonly number[]; tv: readonly number[] },
): Promise<number> {
  const counts = await Promise.all(
    (['movie', 'tv'] as const).flatMap((mediaType) =>
      chunk(titleIds[mediaType], COUNT_CHUNK).map(async (ids) => {
        const row = await db
          .selectFrom('list_items')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('list_id', '=', listId)
          .where('media_type', '=', mediaType)
          .where('title_id', 'in', ids)
          .executeTakeFirstOrThrow();
        return Number(row.count);
      }),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

export async function findItem(db: Db, listId: string, key: TitleKey): Promise<ListItemRow | undefined> {
  return db
    .selectFrom('list_items')
    .selectAll()
    .where('list_id', '=', listId)
    .where('media_type', '=', key.mediaType)
    .where('title_id', '=', key.id)
    .executeTakeFirst();
}

// ── Writes: each one atomic (database.write), the list locked first ───────────────────────────────────────

/** Stores a new list unless its owner has `maxLists` already (checked with the owner locked, so none slips past). */
export async function insertList(
  database: Writer,
  row: NewListRow,
  maxLists: number,
): Promise<ListRow | 'tooManyLists'> {
  return database.write(async (db) => {
    if (database.dialect === 'postgres') {
      await db.selectFrom('users').select('id').where('id', '=', row.owner_id).forNoKeyUpdate().execute();
    }
    if ((await countListsOfOwner(db, row.owner_id)) >= maxLists) return 'tooManyLists';
    return db.insertInto('lists').values(row).returningAll().executeTakeFirstOrThrow();
  });
}

/** What a change of a list's details sets. */
export type ListChanges = Partial<Pick<ListRow, 'name' | 'description' | 'visibility' | 'collaborative'>> & {
  updated_at: string;
};

/** Changes a list's details; undefined when the list no longer exists. */
export async function updateList(database: Writer, listId: string, changes: ListChanges): Promise<ListRow | undefined> {
  return database.write((db) =>
    db.updateTable('lists').set(changes).where('id', '=', listId).returningAll().executeTakeFirst(),
  );
}

/** Deletes a list; its items and collaborators go with it (foreign keys cascade). */
export async function deleteList(database: Writer, listId: string): Promise<boolean> {
  const result = await database.write((db) => db.deleteFrom('lists').where('id', '=', listId).executeTakeFirst());
  return Number(result.numDeletedRows) > 0;
}

/** The list's count and time of change follow an item write, in the same transaction. */
async function touchList(db: Db, listId: string, at: string, countChange: number): Promise<void> {
  await db
    .updateTable('lists')
    .set((eb) => ({ item_count: eb('item_count', '+', countChange), updated_at: at }))
    .where('id', '=', listId)
    .execute();
}

/** Why an item write did nothing. */
export type ItemRefusal = 'listGone' | 'listFull' | 'alreadyInList' | 'itemNotFound' | 'positionOutOfRange';

/**
 * Adds a title at the end of the list's order, unless the list is full or already holds it (the primary key decides,
 * so two collaborators adding the same title at once store it once).
 */
export async function addItem(
  database: Writer,
  row: NewListItemRow,
  maxItems: number,
): Promise<ListItemRow | ItemRefusal> {
  return database.write(async (db) => {
    const list = await lockList(db, database.dialect, row.list_id);
    if (!list) return 'listGone';
    if (list.item_count >= maxItems) return 'listFull';
    const last = await db
      .selectFrom('list_items')
      .select('position')
      .where('list_id', '=', row.list_id)
      .orderBy('position', 'desc')
      .limit(1)
      .executeTakeFirst();
    const inserted = await db
      .insertInto('list_items')
      .values({ ...row, position: positionAfter(last ? Number(last.position) : null) })
      .onConflict((oc) => oc.columns(['list_id', 'media_type', 'title_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return 'alreadyInList';
    await touchList(db, row.list_id, row.added_at, 1);
    return inserted;
  });
}

/** Removes a title from the list; false when it was not there. */
export async function removeItem(database: Writer, listId: string, key: TitleKey, at: string): Promise<boolean> {
  return database.write(async (db) => {
    if (!(await lockList(db, database.dialect, listId))) return false;
    const result = await db
      .deleteFrom('list_items')
      .where('list_id', '=', listId)
      .where('media_type', '=', key.mediaType)
      .where('title_id', '=', key.id)
      .executeTakeFirst();
    const removed = Number(result.numDeletedRows) > 0;
    if (removed) await touchList(db, listId, at, -1);
    return removed;
  });
}

/** Sets an item's note (null removes it); undefined when the list does not hold the title. */
export async function updateItemNote(
  database: Writer,
  listId: string,
  key: TitleKey,
  note: string | null,
  at: string,
): Promise<ListItemRow | undefined> {
  return database.write(async (db) => {
    const updated = await db
      .updateTable('list_items')
      .set({ note })
      .where('list_id', '=', listId)
      .where('media_type', '=', key.mediaType)
      .where('title_id', '=', key.id)
      .returningAll()
      .executeTakeFirst();
    if (updated) await touchList(db, listId, at, 0);
    return updated;
  });
}

/** The positions of the items that will be the moved item's neighbours at `index` (the others, in list order). */
async function neighbourPositions(
  db: Db,
  listId: string,
  key: TitleKey,
  index: number,
): Promise<{ before: number | null; after: number | null }> {
  const rows = await db
    .selectFrom('list_items')
    .select('position')
    .where('list_id', '=', listId)
    .where((eb) => eb.not(eb.and([eb('media_type', '=', key.mediaType), eb('title_id', '=', key.id)])))
    .orderBy('position')
    .orderBy('media_type')
    .orderBy('title_id')
    .limit(2)
    .offset(Math.max(index - 1, 0))
    .execute();
  const [first, second] = rows.map((row) => Number(row.position));
  return index === 0 ? { before: null, after: first ?? null } : { before: first ?? null, after: second ?? null };
}

/**
 * Spaces a list's positions POSITION_GAP apart again, keeping the order: one statement whatever the list's length
 * (`update … from` a numbered copy of the order; SQLite ≥ 3.33 and PostgreSQL both have it).
 */
async function renumber(db: Db, listId: string): Promise<void> {
  await sql`
    update list_items set position = ordered.place * ${POSITION_GAP}
    from (
      select media_type, title_id, row_number() over (order by position, media_type, title_id) as place
      from list_items where list_id = ${listId}
    ) as ordered
    where list_items.list_id = ${listId}
      and list_items.media_type = ordered.media_type
      and list_items.title_id = ordered.title_id
  `.execute(db);
}

/**
 * Moves an item so that it is the `index`-th (from 0) of the list's order: it takes a position between its new
 * neighbours, the only row written, unless their gap is used up and the list is renumbered first.
 */
export async function moveItem(
  database: Writer,
  listId: string,
  key: TitleKey,
  index: number,
  at: string,
): Promise<ListItemRow | ItemRefusal> {
  return database.write(async (db) => {
    const list = await lockList(db, database.dialect, listId);
    if (!list) return 'listGone';
    if (!(await findItem(db, listId, key))) return 'itemNotFound';
    if (index < 0 || index >= list.item_count) return 'positionOutOfRange';
    let { before, after } = await neighbourPositions(db, listId, key, index);
    let position = positionBetween(before, after);
    if (position === null) {
      await renumber(db, listId);
      ({ before, after } = await neighbourPositions(db, listId, key, index));
      position = positionBetween(before, after);
    }
    if (position === null) throw new Error('no room between two neighbours right after renumbering');
    const moved = await db
      .updateTable('list_items')
      .set({ position })
      .where('list_id', '=', listId)
      .where('media_type', '=', key.mediaType)
      .where('title_id', '=', key.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await touchList(db, listId, at, 0);
    return moved;
  });
}

/** Adds a collaborator unless the list has `maxCollaborators`; false when they were one already. */
export async function addCollaborator(
  database: Writer,
  listId: string,
  userId: string,
  at: string,
  maxCollaborators: number,
): Promise<'added' | 'already' | 'full' | 'listGone'> {
  return database.write(async (db) => {
    if (!(await lockList(db, database.dialect, listId))) return 'listGone';
    const existing = await findCollaboratorIds(db, listId);
    if (existing.includes(userId)) return 'already';
    if (existing.length >= maxCollaborators) return 'full';
    await db.insertInto('list_collaborators').values({ list_id: listId, user_id: userId, added_at: at }).execute();
    await touchList(db, listId, at, 0);
    return 'added';
  });
}

/** Removes a collaborator's row; false when there was none. */
export async function removeCollaborator(
  database: Writer,
  listId: string,
  userId: string,
  at: string,
): Promise<boolean> {
  return database.write(async (db) => {
    const result = await db
      .deleteFrom('list_collaborators')
      .where('list_id', '=', listId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const removed = Number(result.numDeletedRows) > 0;
    if (removed) await touchList(db, listId, at, 0);
    return removed;
  });
}

// ── Imports (decision 044) ─────────────────────────────────────────────────────────────────────────

/** The owner's list of this name, if they have one (an import adds to it rather than making a second). */
export async function findOwnedListNamed(db: Db, ownerId: string, name: string): Promise<ListRow | undefined> {
  return db.selectFrom('lists').selectAll().where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirst();
}

/**
 * Appends an import's titles the list lacks, in its order, in one write, up to `maxItems`; true for each one added.
 */
export async function insertImportedItems(
  database: Writer,
  listId: string,
  rows: readonly NewListItemRow[],
  maxItems: number,
  at: string,
): Promise<boolean[]> {
  if (rows.length === 0) return [];
  return database.write(async (db) => {
    const list = await lockList(db, database.dialect, listId);
    if (!list) return rows.map(() => false);
    const held = new Set<string>();
    const keys = rows.map((r) => ({ mediaType: r.media_type as MediaType, id: r.title_id }));
    for (const { mediaType, ids } of idsByType(keys)) {
      const found = await db
        .selectFrom('list_items')
        .select('title_id')
        .where('list_id', '=', listId)
        .where('media_type', '=', mediaType)
        .where('title_id', 'in', ids)
        .execute();
      for (const row of found) held.add(`${mediaType}:${row.title_id}`);
    }
    const last = await db
      .selectFrom('list_items')
      .select('position')
      .where('list_id', '=', listId)
      .orderBy('position', 'desc')
      .limit(1)
      .executeTakeFirst();
    let position = last ? Number(last.position) : null;
    let room = maxItems - list.item_count;
    const fresh: Insertable<ListItemsTable>[] = [];
    const added = rows.map((row) => {
      const key = `${row.media_type}:${row.title_id}`;
      if (held.has(key) || room <= 0) return false;
      held.add(key);
      room -= 1;
      position = positionAfter(position);
      fresh.push({ ...row, position });
      return true;
    });
    for (const part of chunk(fresh, 200)) await db.insertInto('list_items').values(part).execute();
    if (fresh.length > 0) await touchList(db, listId, at, fresh.length);
    return added;
  });
}

/** Removes what an import made (undo): the lists it created, and the titles it added to the owner's other lists. */
export async function deleteImported(database: Writer, ownerId: string, importId: string, at: string): Promise<void> {
  await database.write(async (db) => {
    await db.deleteFrom('lists').where('owner_id', '=', ownerId).where('import_id', '=', importId).execute();
    const items = await db
      .selectFrom('list_items')
      .innerJoin('lists', 'lists.id', 'list_items.list_id')
      .select(['list_items.list_id'])
      .where('lists.owner_id', '=', ownerId)
      .where('list_items.import_id', '=', importId)
      .execute();
    const counts = new Map<string, number>();
    for (const { list_id } of items) counts.set(list_id, (counts.get(list_id) ?? 0) + 1);
    for (const [listId, count] of counts) {
      await db.deleteFrom('list_items').where('list_id', '=', listId).where('import_id', '=', importId).execute();
      await touchList(db, listId, at, -count);
    }
  });
}
