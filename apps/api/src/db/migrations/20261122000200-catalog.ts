import type { Kysely } from 'kysely';
import { type MigrationContext, realType } from '../migration-context.js';

/** The local catalog mirror: titles (movie and tv, keyed by media type + TMDB id) and what hangs off them. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const real = realType(dialect);

  await db.schema
    .createTable('titles')
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('original_title', 'text')
    .addColumn('original_language', 'text')
    .addColumn('overview', 'text')
    .addColumn('tagline', 'text')
    .addColumn('release_date', 'text')
    .addColumn('year', 'integer')
    .addColumn('runtime', 'integer')
    .addColumn('vote_average', real)
    .addColumn('vote_count', 'integer')
    .addColumn('popularity', real)
    .addColumn('poster_path', 'text')
    .addColumn('backdrop_path', 'text')
    .addColumn('status', 'text')
    .addColumn('imdb_id', 'text')
    .addColumn('number_of_seasons', 'integer')
    .addColumn('number_of_episodes', 'integer')
    .addColumn('search_title', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('titles_pk', ['media_type', 'id'])
    .execute();
  await db.schema.createIndex('titles_popularity').on('titles').columns(['media_type', 'popularity']).execute();
  await db.schema.createIndex('titles_vote_average').on('titles').columns(['media_type', 'vote_average']).execute();
  await db.schema.createIndex('titles_year').on('titles').columns(['media_type', 'year']).execute();
  await db.schema.createIndex('titles_search_title').on('titles').column('search_title').execute();

  await db.schema
    .createTable('genres')
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('genres_pk', ['media_type', 'id'])
    .execute();

  await db.schema
    .createTable('title_genres')
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('genre_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('title_genres_pk', ['media_type', 'title_id', 'genre_id'])
    .addForeignKeyConstraint('title_genres_title_fk', ['media_type', 'title_id'], 'titles', ['media_type', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('title_genres_genre').on('title_genres').columns(['media_type', 'genre_id']).execute();

  await db.schema
    .createTable('people')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('profile_path', 'text')
    .execute();

  await db.schema
    .createTable('credits')
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('character', 'text')
    .addColumn('job', 'text')
    .addColumn('department', 'text')
    .addColumn('billing_order', 'integer')
    .addPrimaryKeyConstraint('credits_pk', ['media_type', 'title_id', 'kind', 'position'])
    .addForeignKeyConstraint('credits_title_fk', ['media_type', 'title_id'], 'titles', ['media_type', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('credits_person').on('credits').column('person_id').execute();

  await db.schema
    .createTable('videos')
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('site', 'text')
    .addColumn('type', 'text')
    .addColumn('name', 'text')
    .addPrimaryKeyConstraint('videos_pk', ['media_type', 'title_id', 'position'])
    .addForeignKeyConstraint('videos_title_fk', ['media_type', 'title_id'], 'titles', ['media_type', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('keywords')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('tmdb_id', 'integer')
    .execute();

  await db.schema
    .createTable('title_keywords')
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull().references('keywords.name'))
    .addPrimaryKeyConstraint('title_keywords_pk', ['media_type', 'title_id', 'keyword'])
    .addForeignKeyConstraint(
      'title_keywords_title_fk',
      ['media_type', 'title_id'],
      'titles',
      ['media_type', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('title_keywords_keyword').on('title_keywords').column('keyword').execute();
}
