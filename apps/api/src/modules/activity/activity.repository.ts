import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ActivitiesTable, Database } from '../../db/types.js';
import { type UserSummaryRow, userSummaryColumns } from '../users/users.queries.js';

type Db = Kysely<Database>;
export type ActivityRow = Selectable<ActivitiesTable>;
/** An activity with its actor's summary columns (`id` is the activity's; the actor's is `actor_id`). */
export type ActivityWithActorRow = ActivityRow & Omit<UserSummaryRow, 'id'>;
const actorColumns = userSummaryColumns.filter((column) => column !== 'users.id') as Exclude<
  (typeof userSummaryColumns)[number],
  'users.id'
>[];

export async function insertActivity(db: Db, row: Insertable<ActivitiesTable>): Promise<void> {
  await db.insertInto('activities').values(row).execute();
}

/**
 * A page of the activity of `userId`'s friends, newest first, before `before`: friends whose setting is "only me" are
 * left out. The friendships and settings are joined by key, so the page reads the newest activities and stops.
 */
export async function findFeedPage(
  db: Db,
  userId: string,
  { before, limit }: { before?: string | undefined; limit: number },
): Promise<ActivityWithActorRow[]> {
  let query = db
    .selectFrom('activities as a')
    .innerJoin('friendships as f', (join) => join.onRef('f.friend_id', '=', 'a.actor_id').on('f.user_id', '=', userId))
    .innerJoin('users', 'users.id', 'a.actor_id')
    .innerJoin('profiles', 'profiles.user_id', 'a.actor_id')
    .leftJoin('activity_settings as s', 's.user_id', 'a.actor_id')
    .selectAll('a')
    .select(actorColumns)
    .where((eb) => eb.or([eb('s.audience', 'is', null), eb('s.audience', '!=', 'onlyMe')]));
  if (before !== undefined) query = query.where('a.id', '<', before);
  return (await query.orderBy('a.id', 'desc').limit(limit).execute()) as ActivityWithActorRow[];
}

export async function findAudience(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('activity_settings')
    .select('audience')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.audience;
}

export async function saveAudience(db: Db, userId: string, audience: string): Promise<void> {
  await db
    .insertInto('activity_settings')
    .values({ user_id: userId, audience })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ audience }))
    .execute();
}
