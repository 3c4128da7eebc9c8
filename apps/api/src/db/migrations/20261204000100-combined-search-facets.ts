import { type Kysely, sql } from 'kysely';
import { facetsOfRowSql } from '../../lib/search-facets.js';
import type { MigrationContext } from '../migration-context.js';

/** The `titles` columns a title's facets are made of (lib/search-facets.ts). */
const FACET_SOURCES = ['media_type', 'year', 'runtime', 'vote_average', 'vote_count', 'genre_bits'];

/**
 * Issue 28, decision 059: a title's facets gain combined tokens (two or more of type, decade, rating and runtime in
 * one token). The facets' definition changes, so both engines' facet columns are defined again and indexed again.
 * - SQLite: `titles.search_facets` is dropped and added again, and `title_search` (its FTS5 table and triggers) built
 *   again, as decision 055's migration built them.
 * - PostgreSQL: `titles.facet_vector` and its GIN index are dropped and added again (the table is rewritten).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const facets = facetsOfRowSql(dialect);
  if (dialect === 'postgres') {
    await sql`alter table titles drop column facet_vector`.execute(db);
    await sql`alter table titles add column facet_vector tsvector
      generated always as (to_tsvector('simple', ${facets})) stored`.execute(db);
    await sql`create index titles_facet_vector on titles using gin (facet_vector) with (fastupdate = off)`.execute(db);
    await sql`analyze titles`.execute(db);
    return;
  }

  for (const trigger of ['title_search_insert', 'title_search_delete', 'title_search_update']) {
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table title_search`.execute(db);
  await sql`alter table titles drop column search_facets`.execute(db);
  await sql`alter table titles add column search_facets text generated always as (${facets}) virtual`.execute(db);
  await sql
    .raw(
      `create virtual table title_search using fts5(search_words, search_facets, content='titles', ` +
        `content_rowid='rowid', tokenize="unicode61 remove_diacritics 0 tokenchars '='", prefix='1 2 3', ` +
        `detail='none')`,
    )
    .execute(db);
  await sql`insert into title_search(title_search) values ('rebuild')`.execute(db);
  await sql`create trigger title_search_insert after insert on titles begin
    insert into title_search(rowid, search_words, search_facets)
      values (new.rowid, new.search_words, new.search_facets); end`.execute(db);
  await sql`create trigger title_search_delete after delete on titles begin
    insert into title_search(title_search, rowid, search_words, search_facets)
      values ('delete', old.rowid, old.search_words, old.search_facets); end`.execute(db);
  await sql`create trigger title_search_update after update of ${sql.join(
    ['search_words', ...FACET_SOURCES].map((column) => sql.ref(column)),
  )} on titles
    when old.search_words is not new.search_words or old.search_facets is not new.search_facets begin
    insert into title_search(title_search, rowid, search_words, search_facets)
      values ('delete', old.rowid, old.search_words, old.search_facets);
    insert into title_search(rowid, search_words, search_facets)
      values (new.rowid, new.search_words, new.search_facets); end`.execute(db);
}
