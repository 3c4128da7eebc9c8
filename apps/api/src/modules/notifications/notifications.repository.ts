import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../../db/types.js';
import type { UserSummaryRow } from '../users/users.queries.js';

type Db = Kysely<Database>;
export type NotificationRow = Selectable<NotificationsTable>;
/** A notification with its actor's summary columns (null when there is no actor); the actor's id is `actor_id`. */
export type NotificationWithActorRow = NotificationRow & {
  [K in Exclude<keyof UserSummaryRow, 'id'>]: UserSummaryRow[K] | null;
};
/** The user summary columns (users.queries.ts) but the id, which would shadow the notification's own. */
const actorColumns = ['users.name', 'profiles.nickname', 'profiles.photo_path', 'profiles.updated_at'] as const;

export async function insertNotification(db: Db, row: Insertable<NotificationsTable>): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/**
 * Brings the member's unread notification of this group up to now, with its latest actor and subject, as if new (a
 * new id puts it first again). Returns whether there was one.
 */
export async function bumpUnreadInGroup(
  db: Db,
  userId: string,
  groupKey: string,
  changes: { id: string; created_at: string; actor_id: string | null; subject: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set(changes)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('group_key', '=', groupKey)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A page of the member's notifications, newest first, with each actor's summary. */
export async function listNotifications(
  db: Db,
  userId: string,
  { before, limit }: { before?: string; limit: number },
): Promise<NotificationWithActorRow[]> {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('users', 'users.id', 'n.actor_id')
    .leftJoin('profiles', 'profiles.user_id', 'n.actor_id')
    .selectAll('n')
    .select(actorColumns)
    .where('n.user_id', '=', userId);
  if (before !== undefined) query = query.where('n.id', '<', before);
  return (await query.orderBy('n.id', 'desc').limit(limit).execute()) as NotificationWithActorRow[];
}

/** The member's unread notifications, counted: the bell's number, alone or beside a new notification. */
function unreadCountQuery(db: Db, userId: string) {
  return db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
}

/**
 * A notification with its actor's summary and the member's unread count, in one query: all that announcing a new
 * notification needs, in one round trip rather than two.
 */
export async function findNotificationWithUnreadCount(
  db: Db,
  userId: string,
  id: string,
): Promise<{ row: NotificationWithActorRow; unreadCount: number } | undefined> {
  const found = await db
    .selectFrom('notifications as n')
    .leftJoin('users', 'users.id', 'n.actor_id')
    .leftJoin('profiles', 'profiles.user_id', 'n.actor_id')
    .selectAll('n')
    .select(actorColumns)
    .select(unreadCountQuery(db, userId).as('unread_count'))
    .where('n.user_id', '=', userId)
    .where('n.id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const { unread_count, ...row } = found;
  return { row: row as NotificationWithActorRow, unreadCount: Number(unread_count) };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await unreadCountQuery(db, userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the member's notification read; false when it is not theirs or does not exist. */
export async function markRead(db: Db, userId: string, id: string, at: string): Promise<boolean> {
  const found = await db
    .selectFrom('notifications')
    .select('read_at')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) return false;
  if (found.read_at === null) {
    await db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }
  return true;
}

export async function markAllRead(db: Db, userId: string, at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/** The member's stored choices (types without a row keep the default). */
export async function findSettings(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('notification_settings')
    .select(['type', 'delivery'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.type, row.delivery]));
}

export async function findDelivery(db: Db, userId: string, type: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('notification_settings')
    .select('delivery')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.delivery;
}

export async function saveSettings(
  db: Db,
  userId: string,
  settings: [type: string, delivery: string][],
): Promise<void> {
  if (settings.length === 0) return;
  await db
    .insertInto('notification_settings')
    .values(settings.map(([type, delivery]) => ({ user_id: userId, type, delivery })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'type']).doUpdateSet((eb) => ({ delivery: eb.ref('excluded.delivery') })),
    )
    .execute();
}
