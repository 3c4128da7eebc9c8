import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ActivitiesTable, Database } from '../../db/types.js';

type Db = Kysely<Database>;
export type ActivityRow = Selectable<ActivitiesTable>;

export async function insertActivity(db: Db, row: Insertable<ActivitiesTable>): Promise<void> {
  await db.insertInto('activities').values(row).execute();
}

/**
 * A page of the activity of `userId`'s friends, newest first, before `before`; friends whose setting is "only me" are
 * left out. Read along the activities' id order with the friendship checked per row (an index probe), so a page
 * stops after its rows instead of gathering every friend's history to sort it.
 */
export async function findFeedPage(
  db: Db,
  userId: string,
  { before, limit }: { before?: string | undefined; limit: number },
): Promise<ActivityRow[]> {
  let query = db
    .selectFrom('activities as a')
    .selectAll('a')
    .where(({ exists, not, selectFrom }) =>
      exists(
        selectFrom('friendships as f')
          .select('f.friend_id')
          .where('f.user_id', '=', userId)
          .whereRef('f.friend_id', '=', 'a.actor_id'),
      ).and(
        not(
          exists(
            selectFrom('activity_settings as s')
              .select('s.user_id')
              .whereRef('s.user_id', '=', 'a.actor_id')
              .where('s.audience', '=', 'onlyMe'),
          ),
        ),
      ),
    );
  if (before !== undefined) query = query.where('a.id', '<', before);
  return query.orderBy('a.id', 'desc').limit(limit).execute();
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
