import type { Episode, MediaType } from '@watchify/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, TitlesTable } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';
import { airedBy, type EpisodeRow, type SeasonRow, seasonEpisodes } from './seasons.js';

/**
 * The catalog's reads that other modules may run: inside their own writes (a watchlist entry copies a title's
 * name, a comment needs its title to exist) and where they shape titles themselves (search results, the
 * assistant's answers, recommendations). The catalog's writes, caches and TMDB stay behind CatalogService.
 */

type Db = Kysely<Database>;

/** A title as other modules name it. */
export interface TitleKey {
  mediaType: MediaType;
  id: number;
}

/** What another module copies of a title when it refers to it: its name, poster and year. */
export interface TitleSnapshot {
  title: string;
  poster_path: string | null;
  year: number | null;
}

interface TitleParams {
  mediaType: MediaType;
  id: number;
}

/**
 * The query of a title's snapshot (no row when we do not hold the title), for a write that copies it in the same
 * statement (`insert … select`): it may add columns of the title or values of its own to the select list.
 */
export function titleSnapshotQuery(db: Db, title: TitleParams) {
  return db
    .selectFrom('titles')
    .select(['title', 'poster_path', 'year'])
    .where('media_type', '=', title.mediaType)
    .where('id', '=', title.id);
}

/** The titles of a genre as (media_type, title_id) rows, for another module's `(media_type, title_id) in (…)` filter. */
export function titlesOfGenreQuery(db: Db, genreId: number) {
  return db.selectFrom('title_genres').select(['media_type', 'title_id']).where('genre_id', '=', genreId);
}

/** Each title's runtime and year, for another module's counts (minutes watched, decades). */
export function titleFactsQuery(db: Db) {
  return db.selectFrom('titles').select(['media_type', 'id', 'runtime', 'year']);
}

/**
 * Each episode's runtime as (title_id, season_number, episode_number, runtime) rows, to join on an episode play's show
 * and numbers; an episode known only by its season's count has no row, and an unknown runtime is null.
 */
export function episodeRuntimesQuery(db: Db) {
  return db.selectFrom('episodes').select(['title_id', 'season_number', 'episode_number', 'runtime']);
}

/** Each title's genres, as (media_type, title_id, genre_id) rows to join. */
export function titleGenresQuery(db: Db) {
  return db.selectFrom('title_genres').select(['media_type', 'title_id', 'genre_id']);
}

/** Each title's first `leadCast` billed cast members, as (media_type, title_id, person_id) rows to join. */
export function titleLeadCastQuery(db: Db, leadCast: number) {
  return db
    .selectFrom('credits')
    .select(['media_type', 'title_id', 'person_id'])
    .where('kind', '=', 'cast')
    .where('position', '<', leadCast);
}

/** Each title's directors (a show's creators), as (media_type, title_id, person_id) rows to join. */
export function titleDirectorsQuery(db: Db) {
  return db
    .selectFrom('credits')
    .select(['media_type', 'title_id', 'person_id'])
    .where('kind', '=', 'crew')
    .where('job', 'in', ['Director', 'Creator']);
}

/** People by id: name and photo. */
export async function findPeople(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('people').select(['id', 'name', 'profile_path']).where('id', 'in', ids).execute();
}

// Prepared: it runs inside the hottest writes (db/prepared-query.ts).

const selectTitleId = preparedQuery((db, title: TitleParams) =>
  db.selectFrom('titles').select('id').where('media_type', '=', title.mediaType).where('id', '=', title.id),
);

/** Whether we hold the title. */
export async function titleExists(db: Db, key: TitleKey): Promise<boolean> {
  return (await selectTitleId(db, { mediaType: key.mediaType, id: key.id })).rows.length > 0;
}

export const CARD_COLUMNS = ['media_type', 'id', 'title', 'year', 'poster_path', 'vote_average', 'popularity'] as const;
export const SUMMARY_COLUMNS = [...CARD_COLUMNS, 'overview', 'backdrop_path', 'release_date', 'runtime'] as const;

export type SummaryRow = Pick<Selectable<TitlesTable>, (typeof SUMMARY_COLUMNS)[number]>;

/** Genre ids of the given titles, for cards. */
export async function findGenreIds(
  db: Db,
  titles: { media_type: string; id: number }[],
): Promise<Map<string, number[]>> {
  const result = new Map<string, number[]>();
  for (const mediaType of ['movie', 'tv'] as const) {
    const ids = titles.filter((t) => t.media_type === mediaType).map((t) => t.id);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom('title_genres')
      .select(['media_type', 'title_id', 'genre_id'])
      .where('media_type', '=', mediaType)
      .where('title_id', 'in', ids)
      .execute();
    for (const row of rows) {
      const key = `${row.media_type}:${row.title_id}`;
      const list = result.get(key);
      if (list) list.push(row.genre_id);
      else result.set(key, [row.genre_id]);
    }
  }
  // Sorted here: an ORDER BY genre_id makes SQLite prefer the (media_type, genre_id) index and scan a whole type.
  for (const list of result.values()) list.sort((a, b) => a - b);
  return result;
}

/** Which of the given ids exist as titles of the media type (used to check registration favourites). */
export async function findExistingTitleIds(db: Db, mediaType: MediaType, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('titles')
    .select('id')
    .where('media_type', '=', mediaType)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Titles by key, in the order given (missing ones are skipped). */
export async function findSummaries(db: Db, keys: { mediaType: MediaType; id: number }[]): Promise<SummaryRow[]> {
  const found = new Map<string, SummaryRow>();
  for (const mediaType of ['movie', 'tv'] as const) {
    const ids = keys.filter((k) => k.mediaType === mediaType).map((k) => k.id);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom('titles')
      .select(SUMMARY_COLUMNS)
      .where('media_type', '=', mediaType)
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) found.set(`${row.media_type}:${row.id}`, row);
  }
  return keys.flatMap((k) => found.get(`${k.mediaType}:${k.id}`) ?? []);
}

/** One title with everything the detail view shows, or undefined. */
export async function findTitleDetail(db: Db, mediaType: MediaType, id: number, castLimit: number) {
  const title = await db
    .selectFrom('titles')
    .selectAll()
    .where('media_type', '=', mediaType)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!title) return undefined;
  const [genres, cast, crew, videos, collection] = await Promise.all([
    db
      .selectFrom('title_genres')
      .innerJoin('genres', (join) =>
        join
          .onRef('genres.media_type', '=', 'title_genres.media_type')
          .onRef('genres.id', '=', 'title_genres.genre_id'),
      )
      .select(['genres.id', 'genres.name'])
      .where('title_genres.media_type', '=', mediaType)
      .where('title_genres.title_id', '=', id)
      .orderBy('genres.name')
      .execute(),
    db
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select(['people.id', 'people.name', 'people.profile_path', 'credits.character'])
      .where('credits.media_type', '=', mediaType)
      .where('credits.title_id', '=', id)
      .where('credits.kind', '=', 'cast')
      .orderBy('credits.position')
      .limit(castLimit)
      .execute(),
    db
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select(['people.id', 'people.name', 'credits.job'])
      .where('credits.media_type', '=', mediaType)
      .where('credits.title_id', '=', id)
      .where('credits.kind', '=', 'crew')
      .where('credits.job', 'in', ['Director', 'Creator'])
      .orderBy('credits.position')
      .execute(),
    db
      .selectFrom('videos')
      .select(['key', 'site', 'type', 'name'])
      .where('media_type', '=', mediaType)
      .where('title_id', '=', id)
      .orderBy('position')
      .execute(),
    title.collection_id === null
      ? undefined
      : db.selectFrom('collections').select(['id', 'name']).where('id', '=', title.collection_id).executeTakeFirst(),
  ]);
  return { title, genres, cast, crew, videos, collection: collection ?? null };
}

export type TitleDetailRows = NonNullable<Awaited<ReturnType<typeof findTitleDetail>>>;

// ── Seasons and episodes (decision 034) ─────────────────────────────────────────────────────────────

/** The regular seasons (no specials) of many shows, by show then season: what progress and Up Next count. */
function findRegularSeasonsOf(db: Db, showIds: number[]) {
  return db
    .selectFrom('seasons')
    .select(['title_id', 'season_number', 'air_date', 'episode_count'])
    .where('title_id', 'in', showIds)
    .where('season_number', '>', 0)
    .orderBy('title_id')
    .orderBy('season_number')
    .execute();
}

/** A show's seasons in order (none for a show tracked as a whole, or one we do not hold). */
export async function findSeasons(db: Db, showId: number): Promise<SeasonRow[]> {
  return db.selectFrom('seasons').selectAll().where('title_id', '=', showId).orderBy('season_number').execute();
}

/** One season of a show with the episode rows we hold of it, or undefined when the show has no such season. */
export async function findSeasonRows(
  db: Db,
  showId: number,
  seasonNumber: number,
): Promise<{ season: SeasonRow; episodes: EpisodeRow[] } | undefined> {
  const [season, episodes] = await Promise.all([
    db
      .selectFrom('seasons')
      .selectAll()
      .where('title_id', '=', showId)
      .where('season_number', '=', seasonNumber)
      .executeTakeFirst(),
    db
      .selectFrom('episodes')
      .selectAll()
      .where('title_id', '=', showId)
      .where('season_number', '=', seasonNumber)
      .orderBy('episode_number')
      .execute(),
  ]);
  return season && { season, episodes };
}

/**
 * Episode S/E of a show as a person sees it (with `aired`), or undefined when the show has no such episode: for the
 * plays module's "is this a real episode, and has it aired". A season known only by its count has episodes 1…count.
 */
export async function findShowEpisode(
  db: Db,
  showId: number,
  seasonNumber: number,
  episodeNumber: number,
  now: Date = new Date(),
): Promise<Episode | undefined> {
  const found = await findSeasonRows(db, showId, seasonNumber);
  if (!found) return undefined;
  return seasonEpisodes(found.season, found.episodes, airedBy(now)).find((e) => e.episodeNumber === episodeNumber);
}

/**
 * The aired episodes of a show in viewing order (season, then episode), or of one season when `season` is given:
 * what "watched up to here" and Up Next count. Specials (season 0) stand outside the order and are left out unless
 * asked for by number.
 */
export async function findAiredEpisodes(
  db: Db,
  showId: number,
  options: { season?: number; now?: Date } = {},
): Promise<Episode[]> {
  const { season } = options;
  const [seasons, rows] = await Promise.all([
    db
      .selectFrom('seasons')
      .selectAll()
      .where('title_id', '=', showId)
      .$if(season === undefined, (qb) => qb.where('season_number', '>', 0))
      .$if(season !== undefined, (qb) => qb.where('season_number', '=', season ?? 0))
      .orderBy('season_number')
      .execute(),
    db
      .selectFrom('episodes')
      .selectAll()
      .where('title_id', '=', showId)
      .$if(season === undefined, (qb) => qb.where('season_number', '>', 0))
      .$if(season !== undefined, (qb) => qb.where('season_number', '=', season ?? 0))
      .orderBy('season_number')
      .orderBy('episode_number')
      .execute(),
  ]);
  const bySeason = new Map<number, EpisodeRow[]>();
  for (const row of rows) {
    const list = bySeason.get(row.season_number);
    if (list) list.push(row);
    else bySeason.set(row.season_number, [row]);
  }
  const today = airedBy(options.now);
  return seasons.flatMap((s) =>
    seasonEpisodes(s, bySeason.get(s.season_number) ?? [], today).filter((episode) => episode.aired),
  );
}

/** An episode as a show's progress and Up Next need it: where it stands in the order, its name and date. */
export type EpisodeInOrder = Pick<Episode, 'seasonNumber' | 'episodeNumber' | 'name' | 'airDate' | 'aired'>;

/**
 * Every episode (aired or not, with `aired`) of each of the given shows in viewing order, specials left out: what a
 * show's progress and Up Next count, for many shows in two queries of the few columns they need. Shows without
 * seasons are missing from the map. A season known only by its count has numbered episodes, as in `seasonEpisodes`.
 */
export async function findShowsEpisodes(
  db: Db,
  showIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, EpisodeInOrder[]>> {
  const result = new Map<number, EpisodeInOrder[]>();
  if (showIds.length === 0) return result;
  const ids = [...showIds];
  const [seasons, rows] = await Promise.all([
    findRegularSeasonsOf(db, ids),
    db
      .selectFrom('episodes')
      .select(['title_id', 'season_number', 'episode_number', 'name', 'air_date'])
      .where('title_id', 'in', ids)
      .where('season_number', '>', 0)
      .orderBy('title_id')
      .orderBy('season_number')
      .orderBy('episode_number')
      .execute(),
  ]);
  const today = airedBy(now);
  const bySeason = new Map<string, EpisodeInOrder[]>();
  for (const row of rows) {
    const key = `${row.title_id}:${row.season_number}`;
    const episode: EpisodeInOrder = {
      seasonNumber: row.season_number,
      episodeNumber: row.episode_number,
      name: row.name,
      airDate: row.air_date,
      aired: row.air_date !== null && row.air_date <= today,
    };
    const list = bySeason.get(key);
    if (list) list.push(episode);
    else bySeason.set(key, [episode]);
  }
  for (const season of seasons) {
    let episodes = bySeason.get(`${season.title_id}:${season.season_number}`);
    if (!episodes) {
      const aired = season.air_date !== null && season.air_date <= today;
      episodes = Array.from({ length: season.episode_count ?? 0 }, (_, index) => ({
        seasonNumber: season.season_number,
        episodeNumber: index + 1,
        name: null,
        airDate: null,
        aired,
      }));
    }
    const list = result.get(season.title_id);
    if (list) list.push(...episodes);
    else result.set(season.title_id, episodes);
  }
  return result;
}

/** A season of a show in counts: its first and last episode numbers, how many episodes it has and how many aired. */
export interface SeasonCounts {
  seasonNumber: number;
  first: number;
  last: number;
  count: number;
  aired: number;
}

/**
 * Each given show's seasons (specials apart) in order, as counts, from two small grouped queries rather than every
 * episode row: what Up Next needs for hundreds of shows. A season known only by its count has episodes 1…count,
 * all aired or none by the season's date, as in `seasonEpisodes`.
 */
export async function findSeasonCounts(
  db: Db,
  showIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, SeasonCounts[]>> {
  const result = new Map<number, SeasonCounts[]>();
  if (showIds.length === 0) return result;
  const ids = [...showIds];
  const today = airedBy(now);
  const [seasons, grouped] = await Promise.all([
    findRegularSeasonsOf(db, ids),
    db
      .selectFrom('episodes')
      .select(['title_id', 'season_number'])
      .select((eb) => [
        eb.fn.min('episode_number').as('first'),
        eb.fn.max('episode_number').as('last'),
        eb.fn.countAll().as('count'),
        eb.fn.sum(eb.case().when('air_date', '<=', today).then(1).else(0).end()).as('aired'),
      ])
      .where('title_id', 'in', ids)
      .where('season_number', '>', 0)
      .groupBy(['title_id', 'season_number'])
      .execute(),
  ]);
  const listed = new Map(grouped.map((row) => [`${row.title_id}:${row.season_number}`, row]));
  for (const season of seasons) {
    const rows = listed.get(`${season.title_id}:${season.season_number}`);
    const count = season.episode_count ?? 0;
    const counts: SeasonCounts = rows
      ? {
          seasonNumber: season.season_number,
          first: Number(rows.first),
          last: Number(rows.last),
          count: Number(rows.count),
          aired: Number(rows.aired),
        }
      : {
          seasonNumber: season.season_number,
          first: 1,
          last: count,
          count,
          aired: season.air_date !== null && season.air_date <= today ? count : 0,
        };
    if (counts.count === 0) continue;
    const list = result.get(season.title_id);
    if (list) list.push(counts);
    else result.set(season.title_id, [counts]);
  }
  return result;
}

/** How `findEpisodeNames` keys an episode of a show. */
export const episodeKey = (showId: number, season: number, episode: number): string => `${showId}:${season}:${episode}`;

/** Keys per names query: three bind parameters each, well under SQLite's and PostgreSQL's limits. */
const EPISODE_KEYS_PER_QUERY = 1000;

/** Some episodes of some shows by `episodeKey`: their names and dates (a numbered episode has no row). */
export async function findEpisodeNames(
  db: Db,
  keys: readonly { showId: number; season: number; episode: number }[],
): Promise<Map<string, { name: string | null; air_date: string | null }>> {
  const result = new Map<string, { name: string | null; air_date: string | null }>();
  // The keys as a VALUES list: each one lookup of the primary key on both databases. Testing every episode row of
  // the shows by position is slower, and an OR of the keys takes PostgreSQL far longer to plan than to run.
  for (const part of chunk(keys, EPISODE_KEYS_PER_QUERY)) {
    const rows = part.map((k, index) =>
      // PostgreSQL types a VALUES column of parameters as text unless one of its values has a type.
      index === 0
        ? sql`(cast(${k.showId} as integer), cast(${k.season} as integer), cast(${k.episode} as integer))`
        : sql`(${k.showId}, ${k.season}, ${k.episode})`,
    );
    const found = await db
      .selectFrom('episodes')
      .select(['title_id', 'season_number', 'episode_number', 'name', 'air_date'])
      .where((eb) =>
        eb(
          eb.refTuple('title_id', 'season_number', 'episode_number'),
          'in',
          sql<[number, number, number]>`(values ${sql.join(rows)})`,
        ),
      )
      .execute();
    for (const row of found) result.set(episodeKey(row.title_id, row.season_number, row.episode_number), row);
  }
  return result;
}

/** An episode that aired on a given day, with its show's name. */
export interface AiredEpisode {
  showId: number;
  showName: string;
  season: number;
  episode: number;
}

/** The episodes (specials apart) whose air date is from `from` to `to` (YYYY-MM-DD, both included). */
export async function findEpisodesAiredBetween(db: Db, from: string, to: string): Promise<AiredEpisode[]> {
  const rows = await db
    .selectFrom('episodes')
    .innerJoin('titles', (join) => join.onRef('titles.id', '=', 'episodes.title_id').on('titles.media_type', '=', 'tv'))
    .select(['episodes.title_id', 'titles.title', 'episodes.season_number', 'episodes.episode_number'])
    .where('episodes.air_date', '>=', from)
    .where('episodes.air_date', '<=', to)
    .where('episodes.season_number', '>', 0)
    .execute();
  return rows.map((row) => ({
    showId: row.title_id,
    showName: row.title,
    season: row.season_number,
    episode: row.episode_number,
  }));
}

/** The distinct ids of the given titles, by type, in pieces small enough for one `in (…)` list each. */
export function idsByType(keys: readonly TitleKey[], size = 500): { mediaType: MediaType; ids: number[] }[] {
  return (['movie', 'tv'] as const).flatMap((mediaType) =>
    chunk([...new Set(keys.filter((k) => k.mediaType === mediaType).map((k) => k.id))], size).map((ids) => ({
      mediaType,
      ids,
    })),
  );
}

/** What an import matches a row against (decision 044). */
export type MatchCandidate = Pick<
  Selectable<TitlesTable>,
  'media_type' | 'id' | 'title' | 'year' | 'poster_path' | 'imdb_id' | 'search_title' | 'popularity'
>;
const MATCH_COLUMNS = [
  'media_type',
  'id',
  'title',
  'year',
  'poster_path',
  'imdb_id',
  'search_title',
  'popularity',
] as const;

/** The titles with these keys, IMDb ids or folded titles (`search_title`), each found once. */
export async function findMatchCandidates(
  db: Db,
  wanted: { keys: readonly TitleKey[]; imdbIds: readonly string[]; foldedTitles: readonly string[] },
): Promise<MatchCandidate[]> {
  const found = new Map<string, MatchCandidate>();
  const keep = (rows: MatchCandidate[]) => {
    for (const row of rows) found.set(`${row.media_type}:${row.id}`, row);
  };
  for (const { mediaType, ids } of idsByType(wanted.keys)) {
    keep(
      await db
        .selectFrom('titles')
        .select(MATCH_COLUMNS)
        .where('media_type', '=', mediaType)
        .where('id', 'in', ids)
        .execute(),
    );
  }
  for (const part of chunk([...new Set(wanted.imdbIds)], 500)) {
    keep(await db.selectFrom('titles').select(MATCH_COLUMNS).where('imdb_id', 'in', part).execute());
  }
  for (const part of chunk([...new Set(wanted.foldedTitles)], 500)) {
    keep(await db.selectFrom('titles').select(MATCH_COLUMNS).where('search_title', 'in', part).execute());
  }
  return [...found.values()];
}

// ── The release calendar (decision 046) ─────────────────────────────────────────────────────────────

/** An episode dated in a window, with its show's name and poster. */
export interface DatedEpisode {
  showId: number;
  showName: string;
  posterPath: string | null;
  season: number;
  episode: number;
  name: string | null;
  airDate: string;
}

/**
 * The episodes (specials apart) of the given shows dated from `from` to `to` (YYYY-MM-DD, both included), by date:
 * one query per 500 shows, each show a range of the (title_id, air_date) index, whatever the number of episodes.
 */
export async function findEpisodesDatedBetween(
  db: Db,
  showIds: readonly number[],
  from: string,
  to: string,
): Promise<DatedEpisode[]> {
  const result: DatedEpisode[] = [];
  for (const ids of chunk([...new Set(showIds)], 500)) {
    const rows = await db
      .selectFrom('episodes')
      .innerJoin('titles', (join) =>
        join.onRef('titles.id', '=', 'episodes.title_id').on('titles.media_type', '=', 'tv'),
      )
      .select([
        'episodes.title_id',
        'titles.title',
        'titles.poster_path',
        'episodes.season_number',
        'episodes.episode_number',
        'episodes.name',
        'episodes.air_date',
      ])
      .where('episodes.title_id', 'in', ids)
      .where('episodes.air_date', '>=', from)
      .where('episodes.air_date', '<=', to)
      .where('episodes.season_number', '>', 0)
      .execute();
    for (const row of rows) {
      result.push({
        showId: row.title_id,
        showName: row.title,
        posterPath: row.poster_path,
        season: row.season_number,
        episode: row.episode_number,
        name: row.name,
        airDate: row.air_date ?? from,
      });
    }
  }
  return result;
}

/** A movie released in a window. */
export interface DatedMovie {
  id: number;
  title: string;
  posterPath: string | null;
  releaseDate: string;
}

/** The given movies whose release date is from `from` to `to` (YYYY-MM-DD, both included). */
export async function findMoviesReleasedBetween(
  db: Db,
  movieIds: readonly number[],
  from: string,
  to: string,
): Promise<DatedMovie[]> {
  const result: DatedMovie[] = [];
  for (const ids of chunk([...new Set(movieIds)], 500)) {
    const rows = await db
      .selectFrom('titles')
      .select(['id', 'title', 'poster_path', 'release_date'])
      .where('media_type', '=', 'movie')
      .where('id', 'in', ids)
      .where('release_date', '>=', from)
      .where('release_date', '<=', to)
      .execute();
    for (const row of rows) {
      result.push({ id: row.id, title: row.title, posterPath: row.poster_path, releaseDate: row.release_date ?? from });
    }
  }
  return result;
}

// ── People and collections (issue 26 §3) ────────────────────────────────────────────────────────────────

/** A person we hold (name and photo), or undefined. */
export async function findPerson(db: Db, id: number) {
  return db.selectFrom('people').select(['id', 'name', 'profile_path']).where('id', '=', id).executeTakeFirst();
}

/** Every credit of a person in the titles we hold, with the title's card columns: who played in what. */
export async function findPersonCredits(db: Db, personId: number) {
  return db
    .selectFrom('credits')
    .innerJoin('titles', (join) =>
      join.onRef('titles.media_type', '=', 'credits.media_type').onRef('titles.id', '=', 'credits.title_id'),
    )
    .select([
      'titles.media_type',
      'titles.id',
      'titles.title',
      'titles.year',
      'titles.release_date',
      'titles.poster_path',
      'titles.vote_average',
      'credits.kind',
      'credits.character',
      'credits.job',
      'credits.department',
    ])
    .where('credits.person_id', '=', personId)
    .orderBy('credits.media_type')
    .orderBy('credits.title_id')
    .orderBy('credits.kind')
    .orderBy('credits.position')
    .execute();
}
export type PersonCreditRow = Awaited<ReturnType<typeof findPersonCredits>>[number];

/** A collection we hold (a title of ours names it), or undefined. */
export async function findCollection(db: Db, id: number) {
  return db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The movies of ours that belong to a collection, with their card columns (in no order: the caller orders them). */
export async function findCollectionParts(db: Db, collectionId: number) {
  return db
    .selectFrom('titles')
    .select(['media_type', 'id', 'title', 'year', 'release_date', 'poster_path', 'vote_average'])
    .where('collection_id', '=', collectionId)
    .execute();
}
