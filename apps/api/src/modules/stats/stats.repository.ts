import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import {
  episodeRuntimesQuery,
  findPeople,
  titleDirectorsQuery,
  titleFactsQuery,
  titleGenresQuery,
  titleLeadCastQuery,
} from '../catalog/catalog.queries.js';
import { userRatingsQuery } from '../comments/comments.queries.js';
import { playYearsQuery, userPlaysQuery, userTitlePlayCountsQuery } from '../plays/plays.queries.js';

/**
 * The stats' SQL: a person's plays (from the plays module) joined with what the catalog and the comments know, through
 * their named query files. Genres and people are counted by the database, from each title's play count (a title
 * watched often is joined once, not once per play); the rest from one row per play.
 */

type Db = Kysely<Database>;

/** Who and when: the stats of a user, of all time or of one year. */
export interface StatsScope {
  userId: string;
  year: number | undefined;
}

/**
 * One row per play with its runtime (an episode's own, else its title's: a show's is per episode) and its title's
 * year; `episode_number` tells an episode from a whole show. Counting these in JS beats grouping them in SQLite.
 */
export async function playFacts(db: Db, { userId, year }: StatsScope) {
  return (
    db
      .selectFrom(userPlaysQuery(db, userId, year).as('p'))
      .leftJoin(titleFactsQuery(db).as('t'), (join) =>
        join.onRef('t.media_type', '=', 'p.media_type').onRef('t.id', '=', 'p.title_id'),
      )
      // Movies and whole shows have null numbers, so they match no episode.
      .leftJoin(episodeRuntimesQuery(db).as('e'), (join) =>
        join
          .onRef('e.title_id', '=', 'p.title_id')
          .onRef('e.season_number', '=', 'p.season_number')
          .onRef('e.episode_number', '=', 'p.episode_number'),
      )
      .select(['p.media_type', 'p.title_id', 'p.episode_number', 'p.watched_on', 'p.rewatch', 't.year'])
      // One runtime column rather than two: at 10,000 plays each column read costs more than the join (bench:diary).
      .select((eb) => eb.fn.coalesce('e.runtime', 't.runtime').as('runtime'))
      .execute()
  );
}

export async function playYears(db: Db, userId: string): Promise<number[]> {
  const rows = await playYearsQuery(db, userId).execute();
  return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
}

/** The genres of the plays, most played first. */
export async function topGenres(db: Db, { userId, year }: StatsScope, limit: number) {
  return db
    .selectFrom(userTitlePlayCountsQuery(db, userId, year).as('p'))
    .innerJoin(titleGenresQuery(db).as('g'), (join) =>
      join.onRef('g.media_type', '=', 'p.media_type').onRef('g.title_id', '=', 'p.title_id'),
    )
    .select(['g.genre_id'])
    .select((eb) => eb.fn.sum<number>('p.plays').as('plays'))
    .groupBy('g.genre_id')
    .orderBy('plays', 'desc')
    .orderBy('g.genre_id')
    .limit(limit)
    .execute();
}

/** The people most often in the plays' titles (lead cast, or directors), with their names, most played first. */
export async function topPeople(
  db: Db,
  { userId, year }: StatsScope,
  role: 'cast' | 'directors',
  leadCast: number,
  limit: number,
) {
  const credits = role === 'cast' ? titleLeadCastQuery(db, leadCast) : titleDirectorsQuery(db);
  const counted = await db
    .selectFrom(userTitlePlayCountsQuery(db, userId, year).as('p'))
    .innerJoin(credits.as('c'), (join) =>
      join.onRef('c.media_type', '=', 'p.media_type').onRef('c.title_id', '=', 'p.title_id'),
    )
    .select(['c.person_id'])
    .select((eb) => eb.fn.sum<number>('p.plays').as('plays'))
    .groupBy('c.person_id')
    .orderBy('plays', 'desc')
    .orderBy('c.person_id')
    .limit(limit)
    .execute();
  const people = new Map(
    (
      await findPeople(
        db,
        counted.map((row) => row.person_id),
      )
    ).map((p) => [p.id, p]),
  );
  return counted.flatMap((row) => {
    const person = people.get(row.person_id);
    return person ? [{ ...person, plays: Number(row.plays) }] : [];
  });
}

/** The titles watched in the scope that the user rated highest. */
export async function topRated(db: Db, { userId, year }: StatsScope, limit: number) {
  return db
    .selectFrom(userPlaysQuery(db, userId, year).as('p'))
    .innerJoin(userRatingsQuery(db, userId).as('r'), (join) =>
      join.onRef('r.media_type', '=', 'p.media_type').onRef('r.title_id', '=', 'p.title_id'),
    )
    .select(['p.media_type', 'p.title_id', 'r.rating'])
    .select((eb) => [eb.fn.max('p.title').as('title'), eb.fn.max('p.poster_path').as('poster_path')])
    .groupBy(['p.media_type', 'p.title_id', 'r.rating'])
    .orderBy('r.rating', 'desc')
    .orderBy('title')
    .limit(limit)
    .execute();
}
