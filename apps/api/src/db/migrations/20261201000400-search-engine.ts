import { type Kysely, sql } from 'kysely';
import { searchWordsOf } from '../../lib/search-text.js';
import { fold } from '../../lib/text.js';
import type { MigrationContext } from '../migration-context.js';

/** Rows folded per statement while filling the new columns of an existing catalog. */
const BACKFILL_PAGE = 2000;

/**
 * Issue 28, search served by the database engine (decision 051).
 * - `titles.search_words`: the folded words of the title and (when it differs) the original title, the text the
 *   engine indexes; `titles.search_original`: the folded original title when it differs, for "starts with" ranking.
 * - `people.search_name`: the folded name, for the cast filter.
 * - `search_words`: every folded title word once, with when it arrived, so each instance keeps its typo word list
 *   current by reading only the words added since it last looked.
 * - The engine's indexes: SQLite FTS5 tables over those columns kept by triggers; on PostgreSQL a stored
 *   `search_vector` (their `tsvector`) with a GIN index. There the folded columns compare in code-unit order
 *   (COLLATE "C"), for prefix ranges.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('titles')
    .addColumn('search_words', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('titles').addColumn('search_original', 'text').execute();
  await db.schema
    .alterTable('people')
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('search_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_words_added_at').on('search_words').columns(['added_at', 'word']).execute();

  await backfill(db);

  if (dialect === 'postgres') {
    for (const [table, column] of [
      ['titles', 'search_title'],
      ['titles', 'search_original'],
      ['people', 'search_name'],
    ] as const) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type text collate "C"`.execute(db);
    }
    await sql`create index titles_search_original on titles (search_original)`.execute(db);
    await sql`create index titles_search_order on titles (popularity desc nulls last, vote_count desc nulls last, media_type, id)`.execute(
      db,
    );
    await sql`create index people_search_name on people (search_name)`.execute(db);
    // Stored, so a row the planner rechecks (walking the popularity index) costs no tsvector computation.
    for (const [table, column] of [
      ['titles', 'search_words'],
      ['people', 'search_name'],
    ] as const) {
      await sql`alter table ${sql.table(table)} add column search_vector tsvector
        generated always as (to_tsvector('simple', ${sql.ref(column)})) stored`.execute(db);
      await sql`create index ${sql.id(`${table}_search_vector`)} on ${sql.table(table)} using gin (search_vector)`.execute(
        db,
      );
    }
    return;
  }

  await db.schema.createIndex('titles_search_original').on('titles').column('search_original').execute();
  // SQLite sorts nulls first, so a descending scan leaves titles without popularity last, as search orders them.
  await sql`create index titles_search_order on titles (popularity desc, vote_count desc, media_type, id)`.execute(db);
  await db.schema.createIndex('people_search_name').on('people').column('search_name').execute();
  // External-content FTS5 tables: the index only, the text stays in titles / people. The text is already folded,
  // so the tokenizer only splits it on spaces.
  // Titles are matched word by word (no positions needed); names as phrases ("l jack" in "samuel l jackson").
  for (const [fts, table, column, detail] of [
    ['title_search', 'titles', 'search_words', 'none'],
    ['person_search', 'people', 'search_name', 'full'],
  ] as const) {
    await sql
      .raw(
        `create virtual table ${fts} using fts5(${column}, content='${table}', content_rowid='rowid', ` +
          `tokenize='unicode61 remove_diacritics 0', prefix='1 2 3', detail='${detail}')`,
      )
      .execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
    await sql
      .raw(
        `create trigger ${fts}_insert after insert on ${table} begin ` +
          `insert into ${fts}(rowid, ${column}) values (new.rowid, new.${column}); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_delete after delete on ${table} begin ` +
          `insert into ${fts}(${fts}, rowid, ${column}) values ('delete', old.rowid, old.${column}); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of ${column} on ${table} ` +
          `when old.${column} is not new.${column} begin ` +
          `insert into ${fts}(${fts}, rowid, ${column}) values ('delete', old.rowid, old.${column}); ` +
          `insert into ${fts}(rowid, ${column}) values (new.rowid, new.${column}); end`,
      )
      .execute(db);
  }
}

/** Fills the new columns and the word list for a catalog that already exists (page by page, on the key). */
async function backfill(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<{
    titles: {
      media_type: string;
      id: number;
      title: string;
      original_title: string | null;
      search_words: string;
      search_original: string | null;
    };
    people: { id: number; name: string; search_name: string };
    search_words: { word: string; added_at: string };
  }>;
  const addedAt = new Date().toISOString();
  let after = { mediaType: '', id: -2_147_483_648 };
  for (;;) {
    const rows = await db
      .selectFrom('titles')
      .select(['media_type', 'id', 'title', 'original_title'])
      .where((eb) =>
        eb.or([
          eb('media_type', '>', after.mediaType),
          eb.and([eb('media_type', '=', after.mediaType), eb('id', '>', after.id)]),
        ]),
      )
      .orderBy('media_type')
      .orderBy('id')
      .limit(BACKFILL_PAGE)
      .execute();
    if (rows.length === 0) break;
    const words = new Set<string>();
    for (const row of rows) {
      const text = searchWordsOf(row.title, row.original_title);
      for (const word of text.words.split(' ')) if (word) words.add(word);
      await db
        .updateTable('titles')
        .set({ search_words: text.words, search_original: text.original })
        .where('media_type', '=', row.media_type)
        .where('id', '=', row.id)
        .execute();
    }
    if (words.size > 0) {
      await db
        .insertInto('search_words')
        .values([...words].map((word) => ({ word, added_at: addedAt })))
        .onConflict((oc) => oc.column('word').doNothing())
        .execute();
    }
    const last = rows[rows.length - 1] as (typeof rows)[number];
    after = { mediaType: last.media_type, id: last.id };
  }
  let afterPerson = -2_147_483_648;
  for (;;) {
    const rows = await db
      .selectFrom('people')
      .select(['id', 'name'])
      .where('id', '>', afterPerson)
      .orderBy('id')
      .limit(BACKFILL_PAGE)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await db
        .updateTable('people')
        .set({ search_name: fold(row.name) })
        .where('id', '=', row.id)
        .execute();
    }
    afterPerson = (rows[rows.length - 1] as (typeof rows)[number]).id;
  }
}
