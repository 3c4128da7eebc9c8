import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;
type Writer = Pick<DatabaseHandle, 'write'>;

/** A member's region (null: automatic) and the ids of their services. */
export async function findChoices(db: Db, userId: string): Promise<{ region: string | null; serviceIds: number[] }> {
  const [settings, services] = await Promise.all([
    db.selectFrom('watch_service_settings').select('region').where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('watch_services').select('provider_id').where('user_id', '=', userId).execute(),
  ]);
  return { region: settings?.region ?? null, serviceIds: services.map((s) => s.provider_id) };
}

/** Replaces a member's region and services in one write (atomic: all of it or nothing). */
export async function saveChoices(
  database: Writer,
  userId: string,
  choices: { region: string | null; serviceIds: readonly number[] },
  at: string,
): Promise<void> {
  await database.write(async (trx) => {
    await trx
      .insertInto('watch_service_settings')
      .values({ user_id: userId, region: choices.region, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ region: choices.region, updated_at: at }))
      .execute();
    await trx.deleteFrom('watch_services').where('user_id', '=', userId).execute();
    if (choices.serviceIds.length > 0) {
      await trx
        .insertInto('watch_services')
        .values(choices.serviceIds.map((provider_id) => ({ user_id: userId, provider_id })))
        .execute();
    }
  });
}
