import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 23: a TV show's seasons and episodes, children of the show in the catalog (decision 034). Keyed by the
 * show's id alone: only shows have seasons. A season may hold no episode rows: its source gave only a count, and the
 * API then shows numbered episodes without names. `episodes_fetched_at` is when TMDB last sent the season's
 * episodes (null for a dump's), so they are refreshed by the same age rule as a title's details.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('seasons')
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('season_number', 'integer', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('overview', 'text')
    // YYYY-MM-DD, or null when unknown.
    .addColumn('air_date', 'text')
    .addColumn('episode_count', 'integer')
    .addColumn('poster_path', 'text')
    .addColumn('episodes_fetched_at', 'text')
    .addPrimaryKeyConstraint('seasons_pk', ['title_id', 'season_number'])
    .execute();

  await db.schema
    .createTable('episodes')
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('season_number', 'integer', (c) => c.notNull())
    .addColumn('episode_number', 'integer', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('overview', 'text')
    .addColumn('air_date', 'text')
    .addColumn('runtime', 'integer')
    .addColumn('still_path', 'text')
    .addPrimaryKeyConstraint('episodes_pk', ['title_id', 'season_number', 'episode_number'])
    .execute();
}
