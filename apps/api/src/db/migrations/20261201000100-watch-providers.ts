import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 26 §1, where to watch (decision 047). Catalog data, written with the title that carries it:
 * `watch_providers` (a streaming service, store or channel as TMDB/JustWatch names it), `title_watch_regions` (the
 * regions a title has offers in, with TMDB's page for them) and `title_watch_offers` (one row per region, kind and
 * provider). A member's choices: `watch_service_settings` (the region, null = automatic) and `watch_services` (the
 * services they have).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('watch_providers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo_path', 'text')
    .execute();
  await db.schema
    .createTable('title_watch_regions')
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addPrimaryKeyConstraint('title_watch_regions_pk', ['media_type', 'title_id', 'region'])
    .execute();
  await db.schema
    .createTable('title_watch_offers')
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'integer', (c) => c.notNull())
    .addColumn('display_priority', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('title_watch_offers_pk', ['media_type', 'title_id', 'region', 'kind', 'provider_id'])
    .execute();
  // "On my services" and the provider picker read a region's offers by provider.
  await db.schema
    .createIndex('title_watch_offers_region_provider')
    .on('title_watch_offers')
    .columns(['region', 'provider_id', 'kind'])
    .execute();

  await db.schema
    .createTable('watch_service_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('region', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('watch_services')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('watch_services_pk', ['user_id', 'provider_id'])
    .execute();
}
