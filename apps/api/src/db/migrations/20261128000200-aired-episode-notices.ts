import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 24 §3: members watching a show are notified when a new episode airs. `aired_episode_notices` records each
 * episode once announced, so the hourly check on every instance tells each member once. The indexes find the
 * episodes airing on a day and the members following a show.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('aired_episode_notices')
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('season_number', 'integer', (c) => c.notNull())
    .addColumn('episode_number', 'integer', (c) => c.notNull())
    .addColumn('noticed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('aired_episode_notices_pk', ['title_id', 'season_number', 'episode_number'])
    .execute();
  await db.schema.createIndex('episodes_air_date').on('episodes').column('air_date').execute();
  await db.schema.createIndex('show_tracking_show').on('show_tracking').columns(['show_id', 'stopped']).execute();
}
