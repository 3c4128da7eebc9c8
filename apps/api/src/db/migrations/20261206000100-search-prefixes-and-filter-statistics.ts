import { type Kysely, sql } from 'kysely';
import { prefixTokensSql } from '../../lib/search-prefixes.js';
import type { MigrationContext } from '../migration-context.js';

/**
 * The expressions search's filters read from an entry of the popularity index (`entryOf` and `textEntryOf` in
 * modules/search/search.repository.ts): statistics on the same expressions let the planner see how many titles a
 * filter passes. A test in search.test.ts checks the planner's estimate for them.
 */
const FILTER_EXPRESSIONS = {
  vote_average: sql`(+vote_average)`,
  vote_count: sql`(+vote_count)`,
  year: sql`(+year)`,
  runtime: sql`(+runtime)`,
  media_type: sql`(coalesce(media_type, ''))`,
};

/**
 * Issue 28, decision 063, PostgreSQL only (SQLite's FTS5 already indexes prefixes, and its planner does not weigh
 * these filters):
 * - `titles.search_vector` also holds each word's first one, two and three letters (lib/search-prefixes.ts); the
 *   column is defined again (the table is rewritten), and one GIN index covers it and `facet_vector`.
 * - Statistics on the filters' expressions, which the planner otherwise takes as passing a third of the titles each,
 *   so that a broad filter looked narrow and its count listed every title its facets hold.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table titles drop column search_vector`.execute(db);
  await sql`alter table titles add column search_vector tsvector
    generated always as (to_tsvector('simple', search_words) || ${prefixTokensSql('search_words')}) stored`.execute(db);
  // One GIN index over words and facets, as SQLite's one FTS5 index: a search asking both is one scan that seeks
  // through the long lists from the titles the short ones hold. With an index each, the planner took the facets'
  // long lists for cheap and read them whole to intersect them with the words'.
  await sql`drop index titles_facet_vector`.execute(db);
  await sql`create index titles_search_engine on titles using gin (search_vector, facet_vector)
    with (fastupdate = off)`.execute(db);
  for (const [column, expression] of Object.entries(FILTER_EXPRESSIONS)) {
    await sql`create statistics ${sql.id(`titles_entry_${column}`)} on ${expression} from titles`.execute(db);
  }
  await sql`analyze titles`.execute(db);
}
