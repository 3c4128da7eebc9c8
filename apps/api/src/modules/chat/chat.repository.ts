import { type Kysely, type Selectable, sql } from 'kysely';
import type { ChatMessagesTable, Database } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';
import { type UserSummaryRow, userSummaryColumns } from '../users/users.queries.js';

type Db = Kysely<Database>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** A friend of the sidebar with the id of the newest message between us (0 when there is none). */
export interface ConversationRow extends UserSummaryRow {
  last_message_id: number;
}

// Ids per `in (…)` list, well below both drivers' bind-parameter limits.
const IDS_PER_STATEMENT = 500;

/**
 * Every friend of `userId` with their summary columns and the id of the newest message either of us sent.
 * One statement whatever the number of friends: each friend costs two index probes, not a scan of the history.
 */
export async function listConversationRows(db: Db, userId: string): Promise<ConversationRow[]> {
  const rows = await db
    .selectFrom('friendships as f')
    .innerJoin('users', 'users.id', 'f.friend_id')
    .innerJoin('profiles', 'profiles.user_id', 'f.friend_id')
    .select(userSummaryColumns)
    .select((eb) => {
      // The newest message id of the conversation keyed `first:second`: one probe of the (conversation_key, id)
      // index. The key is built in both orders and the larger id kept, so SQL never sorts the two ids itself
      // (PostgreSQL's collation could order them differently from the JavaScript that made the key).
      const newestId = (first: 'f.user_id' | 'f.friend_id', second: 'f.user_id' | 'f.friend_id') =>
        eb
          .selectFrom('chat_messages as m')
          .select('m.id')
          .where('m.conversation_key', '=', sql<string>`${sql.ref(first)} || ':' || ${sql.ref(second)}`)
          .orderBy('m.id', 'desc')
          .limit(1);
      return [
        eb.fn.coalesce(newestId('f.user_id', 'f.friend_id'), sql.lit(0)).as('mine_first'),
        eb.fn.coalesce(newestId('f.friend_id', 'f.user_id'), sql.lit(0)).as('theirs_first'),
      ];
    })
    .where('f.user_id', '=', userId)
    .execute();
  return rows.map(({ mine_first, theirs_first, ...summary }) => ({
    ...summary,
    last_message_id: Math.max(Number(mine_first), Number(theirs_first)),
  }));
}

/**
 * Everyone `userId` has exchanged a message with (friends or not any more), with their nicknames: the people they
 * wrote to (the (sender_id, client_id) index) and those who wrote to them (the (recipient_id, read_at) index).
 */
export async function findCorrespondents(db: Db, userId: string): Promise<{ id: string; nickname: string }[]> {
  const wroteTo = db.selectFrom('chat_messages').select('recipient_id as other_id').where('sender_id', '=', userId);
  const wroteFrom = db.selectFrom('chat_messages').select('sender_id as other_id').where('recipient_id', '=', userId);
  return db
    .selectFrom(wroteTo.union(wroteFrom).as('others'))
    .innerJoin('profiles', 'profiles.user_id', 'others.other_id')
    .select(['others.other_id as id', 'profiles.nickname'])
    .orderBy('profiles.nickname_key')
    .execute();
}

/** Up to `limit` messages of one conversation after the id `after`, oldest first (its (conversation_key, id) index). */
export async function findConversationMessagesAfter(
  db: Db,
  key: string,
  after: number,
  limit: number,
): Promise<ChatMessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_key', '=', key)
    .where('id', '>', after)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** Messages by id (the sidebar's last messages). */
export async function findMessagesByIds(db: Db, ids: number[]): Promise<ChatMessageRow[]> {
  const found: ChatMessageRow[] = [];
  for (const part of chunk(ids, IDS_PER_STATEMENT)) {
    found.push(...(await db.selectFrom('chat_messages').selectAll().where('id', 'in', part).execute()));
  }
  return found;
}

/** How many unread messages `recipientId` has from each sender (senders with none are absent). */
export async function countUnreadBySender(db: Db, recipientId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['sender_id', (eb) => eb.fn.countAll<number>().as('unread')])
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .groupBy('sender_id')
    .execute();
  return new Map(rows.map((row) => [row.sender_id, Number(row.unread)]));
}

/** How many messages from `senderId` that `recipientId` has not read. */
export async function countUnread(db: Db, recipientId: string, senderId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .where('sender_id', '=', senderId)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

export interface MessagePage {
  /** Oldest first. */
  rows: ChatMessageRow[];
  hasEarlier: boolean;
  hasLater: boolean;
}

async function anyMessage(db: Db, key: string, op: '<=' | '>=', id: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('conversation_key', '=', key)
    .where('id', op, id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A page of one conversation, oldest first: the newest `limit` (no cursor), the `limit` just before `before`, or the
 * `limit` just after `after`. One more row than asked tells whether the page has a neighbour in that direction.
 */
export async function listMessagePage(
  db: Db,
  key: string,
  { before, after, limit }: { before?: number; after?: number; limit: number },
): Promise<MessagePage> {
  if (after !== undefined) {
    const rows = await db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_key', '=', key)
      .where('id', '>', after)
      .orderBy('id', 'asc')
      .limit(limit + 1)
      .execute();
    return {
      rows: rows.slice(0, limit),
      hasEarlier: await anyMessage(db, key, '<=', after),
      hasLater: rows.length > limit,
    };
  }
  let query = db.selectFrom('chat_messages').selectAll().where('conversation_key', '=', key);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return {
    rows: rows.slice(0, limit).reverse(),
    hasEarlier: rows.length > limit,
    hasLater: before !== undefined && (await anyMessage(db, key, '>=', before)),
  };
}

/** The message a sender already stored under this client id, if any. */
export async function findByClientId(db: Db, senderId: string, clientId: string): Promise<ChatMessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/**
 * Stores a message, in the same statement checking that sender and recipient are friends. Returns undefined when
 * nothing was stored: they are not friends, or the sender already stored a message with this client id (a resend;
 * the unique key decides, even between two resends racing each other).
 */
export async function insertMessageBetweenFriends(
  db: Db,
  message: Omit<ChatMessageRow, 'id' | 'read_at'>,
): Promise<ChatMessageRow | undefined> {
  return db
    .insertInto('chat_messages')
    .columns(['conversation_key', 'sender_id', 'recipient_id', 'body', 'client_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('friendships')
        .select([
          eb.val(message.conversation_key).as('conversation_key'),
          eb.val(message.sender_id).as('sender_id'),
          eb.val(message.recipient_id).as('recipient_id'),
          eb.val(message.body).as('body'),
          eb.val(message.client_id).as('client_id'),
          eb.val(message.created_at).as('created_at'),
        ])
        .where('user_id', '=', message.sender_id)
        .where('friend_id', '=', message.recipient_id),
    )
    .onConflict((oc) => oc.columns(['sender_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Marks every unread message from `senderId` to `recipientId` read; returns how many changed. */
export async function markRead(db: Db, recipientId: string, senderId: string, readAt: string): Promise<number> {
  const result = await db
    .updateTable('chat_messages')
    .set({ read_at: readAt })
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .where('sender_id', '=', senderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
