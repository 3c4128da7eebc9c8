import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * The stats count the people in the titles a member watched: each title's lead cast (by `position`) and its directors
 * and creators (by `job`). With the person in the index beside those columns, both joins read the index alone
 * instead of a credits row per person.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createIndex('credits_title_people')
    .on('credits')
    .columns(['media_type', 'title_id', 'kind', 'position', 'job', 'person_id'])
    .execute();
}
