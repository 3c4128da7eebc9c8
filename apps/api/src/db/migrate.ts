import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Dialect } from './database.js';
import * as accounts from './migrations/20261122000100-accounts.js';
import * as catalog from './migrations/20261122000200-catalog.js';
import * as titleFreshness from './migrations/20261122000300-title-freshness.js';
import * as titlesUpdatedAtIndex from './migrations/20261122000400-titles-updated-at-index.js';
import * as social from './migrations/20261122000500-social.js';
import * as watchlistTitleOrder from './migrations/20261122000600-watchlist-title-order.js';
import * as contactAndAudit from './migrations/20261124000100-contact-and-audit.js';
import * as titleFeedback from './migrations/20261124000300-title-feedback.js';
import * as usersNewestFirstIndex from './migrations/20261124000400-users-newest-first-index.js';
import * as titleRatingTotals from './migrations/20261126000100-title-rating-totals.js';
import * as plays from './migrations/20261127000100-plays.js';
import * as seasonsAndEpisodes from './migrations/20261127000200-seasons-and-episodes.js';
import * as notifications from './migrations/20261127000500-notifications.js';
import * as lists from './migrations/20261128000100-lists.js';
import * as airedEpisodeNotices from './migrations/20261128000200-aired-episode-notices.js';
import * as reviewLikesAndReplies from './migrations/20261128000200-review-likes-and-replies.js';
import * as activity from './migrations/20261128000300-activity.js';
import * as push from './migrations/20261128000300-push.js';
import * as creditsTitlePeopleIndex from './migrations/20261128000400-credits-title-people-index.js';
import * as activityForProfiles from './migrations/20261129000100-activity-for-profiles.js';
import * as imports from './migrations/20261130000100-imports.js';
import * as collections from './migrations/20261130000200-collections.js';
import * as calendarFeeds from './migrations/20261130000300-calendar-feeds.js';
import * as watchProviders from './migrations/20261201000100-watch-providers.js';
import * as mediaServerWebhooks from './migrations/20261201000200-media-server-webhooks.js';
import * as oidc from './migrations/20261201000300-oidc.js';
import * as searchEngine from './migrations/20261201000400-search-engine.js';
import * as searchFilterIndex from './migrations/20261202000100-search-filter-index.js';
import * as searchFacets from './migrations/20261203000100-search-facets.js';
import * as combinedSearchFacets from './migrations/20261204000100-combined-search-facets.js';
import * as genreRatingSearchFacets from './migrations/20261205000100-genre-rating-search-facets.js';
import * as searchPrefixesAndFilterStatistics from './migrations/20261206000100-search-prefixes-and-filter-statistics.js';
import * as titlesWrittenOrderIndex from './migrations/20261207000100-titles-written-order-index.js';
import type { Database } from './types.js';

/**
 * Migrations are listed here rather than read from the folder so they work the same under tsx, tests and
 * any bundler. Add a new file to migrations/ and one line below; never edit a migration that has shipped.
 */
const MIGRATIONS = {
  '20261122000100-accounts': accounts,
  '20261122000200-catalog': catalog,
  '20261122000300-title-freshness': titleFreshness,
  '20261122000400-titles-updated-at-index': titlesUpdatedAtIndex,
  '20261122000500-social': social,
  '20261122000600-watchlist-title-order': watchlistTitleOrder,
  '20261124000100-contact-and-audit': contactAndAudit,
  '20261124000300-title-feedback': titleFeedback,
  '20261124000400-users-newest-first-index': usersNewestFirstIndex,
  '20261126000100-title-rating-totals': titleRatingTotals,
  '20261127000100-plays': plays,
  '20261127000200-seasons-and-episodes': seasonsAndEpisodes,
  '20261127000500-notifications': notifications,
  '20261128000100-lists': lists,
  '20261128000200-aired-episode-notices': airedEpisodeNotices,
  '20261128000200-review-likes-and-replies': reviewLikesAndReplies,
  '20261128000300-activity': activity,
  '20261128000300-push': push,
  '20261128000400-credits-title-people-index': creditsTitlePeopleIndex,
  '20261129000100-activity-for-profiles': activityForProfiles,
  '20261130000100-imports': imports,
  '20261130000200-collections': collections,
  '20261130000300-calendar-feeds': calendarFeeds,
  '20261201000100-watch-providers': watchProviders,
  '20261201000200-media-server-webhooks': mediaServerWebhooks,
  '20261201000300-oidc': oidc,
  '20261201000400-search-engine': searchEngine,
  '20261202000100-search-filter-index': searchFilterIndex,
  '20261203000100-search-facets': searchFacets,
  '20261204000100-combined-search-facets': combinedSearchFacets,
  '20261205000100-genre-rating-search-facets': genreRatingSearchFacets,
  '20261206000100-search-prefixes-and-filter-statistics': searchPrefixesAndFilterStatistics,
  '20261207000100-titles-written-order-index': titlesWrittenOrderIndex,
};

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const context = { dialect: this.dialect };
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [name, { up: (db) => migration.up(db, context) }]),
    );
  }
}

function migrator(db: Kysely<Database>, dialect: Dialect, postgresSchema?: string): Migrator {
  return new Migrator({
    db,
    provider: new StaticMigrationProvider(dialect),
    // Kysely looks for its bookkeeping tables in `public` unless told otherwise.
    ...(postgresSchema ? { migrationTableSchema: postgresSchema } : {}),
  });
}

/** A migration's name, as listed above. */
export type MigrationName = keyof typeof MIGRATIONS;

/** The names of the migrations that ran; throws (and leaves the failed migration rolled back) on error. */
function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings the schema up to date; throws (and leaves the failed migration rolled back) on error. */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: Dialect,
  postgresSchema?: string,
): Promise<string[]> {
  return applied(await migrator(db, dialect, postgresSchema).migrateToLatest());
}

/** Brings the schema up to the named migration only (tests of a migration's data changes start there). */
export async function migrateTo(
  db: Kysely<Database>,
  dialect: Dialect,
  migrationName: MigrationName,
  postgresSchema?: string,
): Promise<string[]> {
  return applied(await migrator(db, dialect, postgresSchema).migrateTo(migrationName));
}

/** Whether this version of the app knows the migration (a backup made by a newer version may name one it does not). */
export function isKnownMigration(name: string): boolean {
  return Object.hasOwn(MIGRATIONS, name);
}
