import { type Kysely, sql, type Transaction } from 'kysely';
import type { AdminAuditLogTable, ContactMessagesTable, Database, ProfilesTable } from '../../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** `!` escapes LIKE's wildcards in what an admin typed. */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);

/** One row of the admin users list: the account, its profile when it has one, and its request counts. */
export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  nickname: string | null;
  photo_path: string | null;
  profile_updated_at: string | null;
  last_seen_at: string | null;
  is_admin: number | null;
  has_profile: number;
  requests_sent: number | string;
  requests_received: number | string;
}

/** What the users list searches for: the text lower-cased, and folded the way nickname keys are. */
export interface UserSearch {
  lowerCased: string;
  nicknameKey: string;
}

/** Accounts whose e-mail or display name contains the text (any case), or whose nickname key contains its key. */
function usersMatching(db: Db, search: UserSearch) {
  const query = db.selectFrom('users').leftJoin('profiles', 'profiles.user_id', 'users.id');
  if (!search.lowerCased) return query;
  const contains = (column: string, text: string, lower: boolean) => {
    const ref = lower ? sql`lower(${sql.ref(column)})` : sql.ref(column);
    return sql<boolean>`${ref} like ${`%${escapeLike(text)}%`} escape '!'`;
  };
  return query.where((eb) =>
    eb.or([
      contains('users.email', search.lowerCased, true),
      contains('users.name', search.lowerCased, true),
      contains('profiles.nickname_key', search.nicknameKey, false),
    ]),
  );
}

export async function countUsers(db: Db, search: UserSearch): Promise<number> {
  const row = await usersMatching(db, search)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A page of the accounts matching `search`, newest first, with their friend-request counts. The counts are
 * correlated subqueries over the indexed from/to columns, so a page is one query whatever the number of users.
 */
export async function listUsers(db: Db, search: UserSearch, offset: number, limit: number): Promise<AdminUserRow[]> {
  return usersMatching(db, search)
    .select((eb) => [
      'users.id',
      'users.email',
      'users.name',
      'profiles.nickname',
      'profiles.photo_path',
      'profiles.updated_at as profile_updated_at',
      'profiles.last_seen_at',
      'profiles.is_admin',
      eb.case().when('profiles.user_id', 'is', null).then(0).else(1).end().as('has_profile'),
      eb
        .selectFrom('friend_requests')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('friend_requests.from_user_id', '=', 'users.id')
        .as('requests_sent'),
      eb
        .selectFrom('friend_requests')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('friend_requests.to_user_id', '=', 'users.id')
        .as('requests_received'),
    ])
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .offset(offset)
    .limit(limit)
    .execute() as Promise<AdminUserRow[]>;
}

// --- the data-maintenance pass (decision 017) ---

/** Accounts without a profile: a registration interrupted between creating the account and writing its profile. */
export async function findAccountsWithoutProfile(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.name'])
    .where('profiles.user_id', 'is', null)
    .orderBy('users.id')
    .execute();
}

/** Which of `keys` are taken by a profile or by a live nickname reservation. */
export async function findTakenNicknameKeys(db: Db, keys: readonly string[], now: string): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [profiles, reservations] = await Promise.all([
    db
      .selectFrom('profiles')
      .select('nickname_key')
      .where('nickname_key', 'in', [...keys])
      .execute(),
    db
      .selectFrom('nickname_reservations')
      .select('nickname_key')
      .where('nickname_key', 'in', [...keys])
      .where('expires_at', '>', now)
      .execute(),
  ]);
  return new Set([...profiles, ...reservations].map((row) => row.nickname_key));
}

export async function insertProfile(db: Db, profile: ProfilesTable): Promise<void> {
  await db.insertInto('profiles').values(profile).execute();
}

/** Accounts with a blank display name whose profile has a first or last name to make one from. */
export async function findBlankDisplayNames(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'profiles.first_name', 'profiles.last_name'])
    .where(sql<boolean>`trim(${sql.ref('users.name')}) = ''`)
    .where(sql<boolean>`trim(${sql.ref('profiles.first_name')} || ${sql.ref('profiles.last_name')}) <> ''`)
    .execute();
}

export async function setDisplayName(db: Db, userId: string, name: string): Promise<void> {
  await db.updateTable('users').set({ name }).where('id', '=', userId).execute();
}

/**
 * Profiles that never recorded a last-seen time but whose account has signed in: the latest session activity
 * is when they were last seen. (People who never signed in stay 'Not set'; that is the truth.)
 */
export async function findLastSeenFromSessions(db: Db) {
  return db
    .selectFrom('profiles')
    .innerJoin('sessions', 'sessions.user_id', 'profiles.user_id')
    .select((eb) => ['profiles.user_id', eb.fn.max('sessions.updated_at').as('last_active')])
    .where('profiles.last_seen_at', 'is', null)
    .groupBy('profiles.user_id')
    .execute();
}

export async function setLastSeen(db: Db, userId: string, at: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ last_seen_at: at })
    .where('user_id', '=', userId)
    .where('last_seen_at', 'is', null)
    .execute();
}

// --- contact messages ---

export async function countContactMessages(db: Db): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('id').filterWhere('read_at', 'is', null).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** A page of contact messages, newest first. */
export async function listContactMessages(db: Db, offset: number, limit: number): Promise<ContactMessagesTable[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function findContactMessage(db: Db, id: string): Promise<ContactMessagesTable | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setContactMessageReadAt(db: Db, id: string, readAt: string | null): Promise<void> {
  await db.updateTable('contact_messages').set({ read_at: readAt }).where('id', '=', id).execute();
}

// --- audit log ---

export async function insertAuditEntry(db: Db, entry: Omit<AdminAuditLogTable, 'id'>): Promise<void> {
  await db.insertInto('admin_audit_log').values(entry).execute();
}

export async function countAuditEntries(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admin_audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of the audit log, newest first (the growing id orders it). */
export async function listAuditEntries(db: Db, offset: number, limit: number) {
  return db.selectFrom('admin_audit_log').selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
}
