import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database, FriendRequestsTable } from '../../db/types.js';
import { type UserSummaryRow, userSummaryColumns } from '../users/users.queries.js';

type Db = Kysely<Database> | Transaction<Database>;

export type FriendRequestRow = FriendRequestsTable;

/** Whether two users are friends (friendships are stored in both directions). */
export async function areFriends(db: Db, userId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('friendships')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('friend_id', '=', otherId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ids of a user's friends. */
export async function listFriendIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('friendships').select('friend_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.friend_id);
}

/** A user's friends as others see them, by nickname. */
export async function listFriends(db: Db, userId: string): Promise<UserSummaryRow[]> {
  return db
    .selectFrom('friendships')
    .innerJoin('users', 'users.id', 'friendships.friend_id')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(userSummaryColumns)
    .where('friendships.user_id', '=', userId)
    .orderBy('profiles.nickname_key')
    .execute();
}

/** A user's friends' nicknames with when each friendship began, the oldest friendship first. */
export async function listFriendNicknames(db: Db, userId: string): Promise<{ nickname: string; since: string }[]> {
  return db
    .selectFrom('friendships')
    .innerJoin('profiles', 'profiles.user_id', 'friendships.friend_id')
    .select(['profiles.nickname', 'friendships.created_at as since'])
    .where('friendships.user_id', '=', userId)
    .orderBy('friendships.created_at')
    .orderBy('profiles.nickname_key')
    .execute();
}

/**
 * Serialises every friend-request change between two people: both answer the same question ("is there a request
 * the other way? are we friends?") and must not both decide on a stale answer. PostgreSQL locks both profile rows
 * in id order (no deadlock); SQLite runs one write transaction at a time anyway. Returns the ids of the two that
 * exist as registered users.
 */
export async function lockPair(db: Db, dialect: Dialect, a: string, b: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('user_id', 'in', [a, b])
    .orderBy('user_id')
    // NO KEY UPDATE: serialises with itself but not with the inserts whose foreign keys point at these users.
    .$if(dialect === 'postgres', (query) => query.forNoKeyUpdate())
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function findRequestById(db: Db, id: string): Promise<FriendRequestRow | undefined> {
  return db.selectFrom('friend_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The one request row from `fromUserId` to `toUserId` (the pair is unique), whatever its status. */
export async function findRequestFromTo(
  db: Db,
  fromUserId: string,
  toUserId: string,
): Promise<FriendRequestRow | undefined> {
  return db
    .selectFrom('friend_requests')
    .selectAll()
    .where('from_user_id', '=', fromUserId)
    .where('to_user_id', '=', toUserId)
    .executeTakeFirst();
}

/** The requests between two people, one each way at most (the pair is unique), read in one query. */
export async function findRequestsBetween(
  db: Db,
  a: string,
  b: string,
): Promise<{ fromA: FriendRequestRow | undefined; fromB: FriendRequestRow | undefined }> {
  const rows = await db
    .selectFrom('friend_requests')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    )
    .execute();
  return { fromA: rows.find((row) => row.from_user_id === a), fromB: rows.find((row) => row.from_user_id === b) };
}

export async function insertRequest(db: Db, row: FriendRequestRow): Promise<void> {
  await db.insertInto('friend_requests').values(row).execute();
}

/** Makes an answered request pending again, as if sent now (asking again after a rejection or an unfriend). */
export async function reopenRequest(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('friend_requests')
    .set({ status: 'pending', created_at: now, responded_at: null })
    .where('id', '=', id)
    .execute();
}

export async function answerRequest(db: Db, id: string, status: 'accepted' | 'rejected', now: string) {
  await db.updateTable('friend_requests').set({ status, responded_at: now }).where('id', '=', id).execute();
}

export async function deleteRequest(db: Db, id: string): Promise<void> {
  await db.deleteFrom('friend_requests').where('id', '=', id).execute();
}

/** Pending requests received (`to`) or sent (`from`) by a user, newest first. */
export async function listPendingRequests(db: Db, userId: string, direction: 'to' | 'from') {
  return db
    .selectFrom('friend_requests')
    .selectAll()
    .where(direction === 'to' ? 'to_user_id' : 'from_user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Both rows of a friendship; a row that exists already stays as it is. */
export async function insertFriendship(db: Db, a: string, b: string, now: string): Promise<void> {
  await db
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b, created_at: now },
      { user_id: b, friend_id: a, created_at: now },
    ])
    .onConflict((oc) => oc.columns(['user_id', 'friend_id']).doNothing())
    .execute();
}

/** Removes both rows of a friendship; returns how many rows went (0 when they were not friends). */
export async function deleteFriendship(db: Db, a: string, b: string): Promise<number> {
  const result = await db
    .deleteFrom('friendships')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('friend_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('friend_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** `!` escapes LIKE's wildcards; nicknames cannot contain it, so it never needs to match itself in a name. */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);

/**
 * People whose nickname key starts with `prefixKey` (already lower-cased the way keys are), by nickname, never
 * `excludeUserId`. LIKE with an explicit escape behaves the same on both databases; the keys are lower-case, so
 * SQLite's ASCII case folding changes nothing.
 */
export async function searchUsersByNicknamePrefix(
  db: Db,
  prefixKey: string,
  excludeUserId: string,
  limit: number,
): Promise<UserSummaryRow[]> {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(userSummaryColumns)
    .where(sql<boolean>`${sql.ref('profiles.nickname_key')} like ${`${escapeLike(prefixKey)}%`} escape '!'`)
    .where('users.id', '!=', excludeUserId)
    .orderBy('profiles.nickname_key')
    .limit(limit)
    .execute();
}

/**
 * How `userId` stands with each of `otherIds`: the friends among them, and the pending requests between them in
 * either direction.
 */
export async function findRelationships(db: Db, userId: string, otherIds: readonly string[]) {
  if (otherIds.length === 0) return { friendIds: new Set<string>(), pending: [] as FriendRequestRow[] };
  const ids = [...otherIds];
  const [friends, pending] = await Promise.all([
    db
      .selectFrom('friendships')
      .select('friend_id')
      .where('user_id', '=', userId)
      .where('friend_id', 'in', ids)
      .execute(),
    db
      .selectFrom('friend_requests')
      .selectAll()
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', userId), eb('to_user_id', 'in', ids)]),
          eb.and([eb('to_user_id', '=', userId), eb('from_user_id', 'in', ids)]),
        ]),
      )
      .execute(),
  ]);
  return { friendIds: new Set(friends.map((row) => row.friend_id)), pending };
}

/** A user's first `count` preferred genres, in the order they were chosen. */
export async function findFirstGenres(db: Db, userId: string, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_genre_preferences')
    .select('genre_id')
    .where('user_id', '=', userId)
    .orderBy('position')
    .limit(count)
    .execute();
  return rows.map((row) => row.genre_id);
}

/**
 * People who prefer any of `genreIds`, most shared genres first (then by nickname), excluding the user, their
 * friends, and anyone with a pending request to or from them (those already show under requests).
 */
export async function findSuggestedUsers(
  db: Db,
  userId: string,
  genreIds: readonly number[],
  limit: number,
): Promise<UserSummaryRow[]> {
  if (genreIds.length === 0) return [];
  return db
    .selectFrom('user_genre_preferences as g')
    .innerJoin('users', 'users.id', 'g.user_id')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select([...userSummaryColumns, (eb) => eb.fn.countAll<number>().as('shared')])
    .where('g.genre_id', 'in', [...genreIds])
    .where('g.user_id', '!=', userId)
    .where('g.user_id', 'not in', (eb) =>
      eb.selectFrom('friendships').select('friendships.friend_id').where('friendships.user_id', '=', userId),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('friend_requests as r')
            .select('r.id')
            .where('r.status', '=', 'pending')
            .where((inner) =>
              inner.or([
                inner.and([inner('r.from_user_id', '=', userId), inner('r.to_user_id', '=', inner.ref('g.user_id'))]),
                inner.and([inner('r.to_user_id', '=', userId), inner('r.from_user_id', '=', inner.ref('g.user_id'))]),
              ]),
            ),
        ),
      ),
    )
    .groupBy([...userSummaryColumns, 'profiles.nickname_key'])
    .orderBy('shared', 'desc')
    .orderBy('profiles.nickname_key')
    .limit(limit)
    .execute();
}
