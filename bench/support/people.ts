import type { Kysely } from 'kysely';
import type { Database } from '../../apps/api/src/db/types.js';

/**
 * Registered people written straight into the database (users with a profile), 500 per transaction: benchmarks that
 * need thousands of people, where registering each through the API would mostly measure password hashing.
 */
export async function insertPeople(db: Kysely<Database>, ids: readonly string[], now: string): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          batch.map((id, i) => ({
            id,
            name: `Person ${start + i}`,
            email: `${id}@example.com`,
            email_verified: 0,
            image: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('profiles')
        .values(
          batch.map((id) => ({
            user_id: id,
            first_name: 'Person',
            last_name: id,
            nickname: `nick_${id}`,
            nickname_key: `nick_${id}`,
            country: 'Turkey',
            city: 'İzmir',
            gender: null,
            birth_date: '1990-01-01',
            occupation: 'Other',
            instagram: null,
            twitter: null,
            photo_path: null,
            has_disability: 0,
            is_admin: 0,
            last_seen_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    });
  }
}
