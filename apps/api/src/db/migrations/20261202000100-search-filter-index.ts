import { type Kysely, sql } from 'kysely';
import { GENRES_WITH_BITS, genreBit } from '../../lib/genre-bits.js';
import type { MigrationContext } from '../migration-context.js';

/**
 * Issue 28, decision 053: search's filters answered from the popularity index alone. `titles.genre_bits` holds a
 * title's genres as bits (lib/genre-bits.ts), filled here from `title_genres` and by the catalog mapper from now on;
 * `titles_search_order` also carries every column a search condition or the ranking reads, so walking it in
 * popularity order never reads a title's row (rows are wide: overview, paths, dates). PostgreSQL's full-text indexes
 * stop keeping a pending list.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('titles')
    .addColumn('genre_bits', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A title has each genre once, so the sum of its bits is their union.
  const bitOf = sql.join(
    GENRES_WITH_BITS.map((id) => sql`when ${sql.lit(id)} then ${sql.lit(genreBit(id))}`),
    sql` `,
  );
  await sql`update titles set genre_bits = coalesce((select sum(case title_genres.genre_id ${bitOf} else 0 end)
    from title_genres where title_genres.media_type = titles.media_type and title_genres.title_id = titles.id), 0)
    where exists (select 1 from title_genres where title_genres.media_type = titles.media_type
      and title_genres.title_id = titles.id)`.execute(db);

  await sql`drop index titles_search_order`.execute(db);
  if (dialect === 'postgres') {
    // Without a pending list, every search reads the full-text index alone: with one (up to 4 MB of entries written
    // since the last vacuum), each search also scanned it, up to 100 ms.
    for (const index of ['titles_search_vector', 'people_search_vector']) {
      await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
      await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    }
    await sql`create index titles_search_order on titles
      (popularity desc nulls last, vote_count desc nulls last, media_type, id)
      include (year, runtime, vote_average, genre_bits, search_title, search_original)`.execute(db);
  } else {
    // SQLite sorts nulls first, so a descending scan leaves titles without popularity last, as search orders them.
    await sql`create index titles_search_order on titles (popularity desc, vote_count desc, media_type, id,
      year, runtime, vote_average, genre_bits, search_title, search_original)`.execute(db);
  }
  await sql`analyze titles`.execute(db);
}
