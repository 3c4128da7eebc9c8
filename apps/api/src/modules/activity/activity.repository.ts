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

/** A page of one member's own activity, newest first, before `before`. */
export async function findActorPage(
  db: Db,
  actorId: string,
  { before, limit, includeFriendsOnly }: { before?: string | undefined; limit: number; includeFriendsOnly: boolean },
): Promise<ActivityRow[]> {
  let query = db.selectFrom('activities').selectAll().where('actor_id', '=', actorId);
  if (!includeFriendsOnly) query = query.where('friends_only', '=', 0);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** The member's review of a title, as their activity shows it: changed, or gone (null). */
export async function reviseReview(
  db: Db,
  actorId: string,
  title: { mediaType: string; id: number },
  review: { rating: number | null; excerpt: string | null; spoiler: number } | null,
): Promise<void> {
  const ofReview = { actor_id: actorId, type: 'reviewed', media_type: title.mediaType, title_id: title.id };
  if (review === null) {
    await db
      .deleteFrom('activities')
      .where((eb) => eb.and(ofReview))
      .execute();
  } else {
    await db
      .updateTable('activities')
      .set(review)
      .where((eb) => eb.and(ofReview))
      .execute();
  }
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
