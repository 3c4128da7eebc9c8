import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database, PlaysTable } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';
import { idsByType, type TitleKey, titlesOfGenreQuery } from '../catalog/catalog.queries.js';
import { userRatingsQuery } from '../comments/comments.queries.js';

type Db = Kysely<Database>;
/** What the writes below need of the database: they run as one atomic write each. */
type Writer = Pick<DatabaseHandle, 'write'>;

export type PlayRow = Selectable<PlaysTable>;
export type NewPlayRow = Insertable<PlaysTable>;
export type { TitleKey };

/** Where a play stands in the diary: its date (undated plays sort first, so last when newest come first), then its id. */
export function diaryPosition(watchedOn: string | null, playId: string): string {
  return `${watchedOn ?? '0000-00-00'}/${playId}`;
}

/** A stored play, and whether this write stored it (false: the same request had stored it before). */
export interface PlayWrite {
  row: PlayRow;
  created: boolean;
}

/**
 * Stores the play unless the user's request with this id stored one already; then that play is the answer. An
 * episode play also makes the show the user's latest activity (Up Next's order).
 */
export async function insertPlay(database: Writer, row: NewPlayRow): Promise<PlayWrite> {
  return database.write(async (db) => {
    const inserted = await db
      .insertInto('plays')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      if (inserted.season_number !== null) await touchShow(db, row.user_id, row.title_id, row.created_at);
      return { row: inserted, created: true };
    }
    const earlier = await db
      .selectFrom('plays')
      .selectAll()
      .where('user_id', '=', row.user_id)
      .where('request_id', '=', row.request_id)
      .executeTakeFirstOrThrow();
    return { row: earlier, created: false };
  });
}

export async function findPlay(db: Db, userId: string, playId: string): Promise<PlayRow | undefined> {
  return db.selectFrom('plays').selectAll().where('id', '=', playId).where('user_id', '=', userId).executeTakeFirst();
}

/** What an edit of a play changes. */
export interface PlayChanges {
  watched_on?: string | null;
  rewatch?: number;
  updated_at: string;
}

/** Changes a play of `userId`; undefined when they have no such play. The diary position follows the date. */
export async function updatePlay(
  database: Writer,
  userId: string,
  playId: string,
  changes: PlayChanges,
): Promise<PlayRow | undefined> {
  const position =
    changes.watched_on === undefined ? {} : { diary_position: diaryPosition(changes.watched_on, playId) };
  return database.write((db) =>
    db
      .updateTable('plays')
      .set({ ...changes, ...position })
      .where('id', '=', playId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst(),
  );
}

/** Deletes a play of `userId`; false when they have no such play. */
export async function deletePlay(database: Writer, userId: string, playId: string): Promise<boolean> {
  const result = await database.write((db) =>
    db.deleteFrom('plays').where('id', '=', playId).where('user_id', '=', userId).executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0;
}

export interface DiaryFilter {
  /** Start after this diary position (the previous page's last). */
  after?: string | undefined;
  limit: number;
  year?: number | undefined;
  mediaType?: TitleKey['mediaType'] | undefined;
  genre?: number | undefined;
}

/**
 * A page of the user's diary, newest first, read along the (user_id, diary_position) index: a page costs the same at
 * the end of ten years of plays as at the start. A year is a range of positions on the same index.
 */
export async function diaryPage(db: Db, userId: string, filter: DiaryFilter): Promise<PlayRow[]> {
  let query = db.selectFrom('plays').selectAll().where('user_id', '=', userId);
  if (filter.after !== undefined) query = query.where('diary_position', '<', filter.after);
  if (filter.year !== undefined) {
    query = query.where('diary_position', '>=', `${filter.year}-`).where('diary_position', '<', `${filter.year + 1}-`);
  }
  if (filter.mediaType !== undefined) query = query.where('media_type', '=', filter.mediaType);
  if (filter.genre !== undefined) {
    const genre = filter.genre;
    query = query.where((eb) =>
      eb(eb.refTuple('media_type', 'title_id'), 'in', titlesOfGenreQuery(db, genre).$asTuple('media_type', 'title_id')),
    );
  }
  return query.orderBy('diary_position', 'desc').limit(filter.limit).execute();
}

/**
 * A page of the user's plays for their export, oldest first (undated ones first), after the position `after`: read
 * along the same (user_id, diary_position) index as the diary, so a long history costs one short read per page.
 */
export async function playsForExport(db: Db, userId: string, after: string | null, limit: number): Promise<PlayRow[]> {
  let query = db.selectFrom('plays').selectAll().where('user_id', '=', userId);
  if (after !== null) query = query.where('diary_position', '>', after);
  return query.orderBy('diary_position', 'asc').limit(limit).execute();
}

/** The user's stars (their comment's) for titles of these ids, by `mediaType:id`; unrated titles are absent. */
export async function ratingsOf(db: Db, userId: string, titleIds: readonly number[]): Promise<Map<string, number>> {
  if (titleIds.length === 0) return new Map();
  const rows = await userRatingsQuery(db, userId)
    .where('title_id', 'in', [...titleIds])
    .execute();
  return new Map(rows.map((row) => [`${row.media_type}:${row.title_id}`, row.rating]));
}

/** Every play of the user of one title, newest first (a title is rarely watched more than a handful of times). */
export async function titlePlays(db: Db, userId: string, title: TitleKey, limit: number): Promise<PlayRow[]> {
  return db
    .selectFrom('plays')
    .selectAll()
    .where('user_id', '=', userId)
    .where('media_type', '=', title.mediaType)
    .where('title_id', '=', title.id)
    .orderBy('diary_position', 'desc')
    .limit(limit)
    .execute();
}

const watchedKeysQuery = (db: Db, userId: string) =>
  db.selectFrom('plays').select(['media_type', 'title_id']).distinct().where('user_id', '=', userId);

/** Every title the user has watched, each once. */
export async function watchedKeys(db: Db, userId: string): Promise<{ media_type: string; title_id: number }[]> {
  return watchedKeysQuery(db, userId).execute();
}

/** How many titles the user has watched, each once. */
export async function countWatched(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom(watchedKeysQuery(db, userId).as('watched'))
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type TrackingSettingsRow = Selectable<Database['tracking_settings']>;

export async function findSettings(db: Db, userId: string): Promise<TrackingSettingsRow | undefined> {
  return db.selectFrom('tracking_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Stores a user's settings whole (the caller merged the change into what was stored, or the defaults). */
export async function saveSettings(database: Writer, row: TrackingSettingsRow): Promise<TrackingSettingsRow> {
  return database.write((db) =>
    db
      .insertInto('tracking_settings')
      .values(row)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          watchlist_after_watch: row.watchlist_after_watch,
          show_watched: row.show_watched,
          updated_at: row.updated_at,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

// ── Episodes (decision 035) ─────────────────────────────────────────────────────────────────────────

/** The show is the user's latest activity (kept or taken up again: marking an episode does not undo "stopped"). */
async function touchShow(db: Db, userId: string, showId: number, at: string): Promise<void> {
  await db
    .insertInto('show_tracking')
    .values({ user_id: userId, show_id: showId, stopped: 0, last_activity_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'show_id']).doUpdateSet({ last_activity_at: at }))
    .execute();
}

/**
 * Stores the episode plays of one action (a season, or "up to here") in one write: the rows of episodes the user has
 * not watched yet, each with a request id derived from the action's, so a repeated action stores nothing twice.
 * Returns how many it stored.
 */
export async function insertEpisodePlays(
  database: Writer,
  userId: string,
  showId: number,
  rows: NewPlayRow[],
  at: string,
): Promise<number> {
  if (rows.length === 0) return 0;
  return database.write(async (db) => {
    const watched = await watchedEpisodes(db, userId, showId);
    const seen = new Set(watched.map((w) => `${w.season_number}:${w.episode_number}`));
    const fresh = rows.filter((row) => !seen.has(`${row.season_number}:${row.episode_number}`));
    if (fresh.length === 0) return 0;
    const inserted = await db
      .insertInto('plays')
      .values(fresh)
      .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
      .returning('id')
      .execute();
    if (inserted.length > 0) await touchShow(db, userId, showId, at);
    return inserted.length;
  });
}

/**
 * Which of a show's episodes an uncheck removes: one season's, every one up to S`season`E`upTo` (specials apart), or
 * the one episode S`season`E`episode`.
 */
export interface EpisodeRange {
  season: number;
  upTo?: number | undefined;
  episode?: number | undefined;
}

/** Deletes the user's plays of the episodes in the range (every play of each: unchecking is "not watched"). */
export async function deleteEpisodePlays(
  database: Writer,
  userId: string,
  showId: number,
  range: EpisodeRange,
): Promise<number> {
  const { season, upTo, episode } = range;
  const result = await database.write((db) =>
    db
      .deleteFrom('plays')
      .where('user_id', '=', userId)
      .where('media_type', '=', 'tv')
      .where('title_id', '=', showId)
      .where('season_number', 'is not', null)
      .where((eb) =>
        upTo === undefined
          ? eb.and([
              eb('season_number', '=', season),
              ...(episode === undefined ? [] : [eb('episode_number', '=', episode)]),
            ])
          : eb.or([
              eb.and([eb('season_number', '>', 0), eb('season_number', '<', season)]),
              eb.and([eb('season_number', '=', season), eb('episode_number', '<=', upTo)]),
            ]),
      )
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows);
}

/** The episodes of a show the user watched, each once, as (season, episode). */
export async function watchedEpisodes(
  db: Db,
  userId: string,
  showId: number,
): Promise<{ season_number: number; episode_number: number }[]> {
  const rows = await db
    .selectFrom('plays')
    .select(['season_number', 'episode_number'])
    .distinct()
    .where('user_id', '=', userId)
    .where('media_type', '=', 'tv')
    .where('title_id', '=', showId)
    .where('season_number', 'is not', null)
    .execute();
  return rows as { season_number: number; episode_number: number }[];
}

/** A position in a show's order as one number (season × 100,000 + episode), for SQL to count and compare. */
export const EPISODE_POSITION_SEASON = 100_000;

/** Per show, in the user's episode plays (specials apart): how many distinct episodes, and the furthest one. */
export interface WatchedSummary {
  title_id: number;
  watched: number;
  furthest: number;
}

/** Up Next's one grouped query over the user's plays: each show's watched count and furthest episode. */
export async function watchedSummaries(db: Db, userId: string): Promise<WatchedSummary[]> {
  const position = sql<number>`season_number * ${sql.lit(EPISODE_POSITION_SEASON)} + episode_number`;
  const rows = await db
    .selectFrom('plays')
    .select('title_id')
    .select([sql<number>`count(distinct ${position})`.as('watched'), sql<number>`max(${position})`.as('furthest')])
    .where('user_id', '=', userId)
    .where('media_type', '=', 'tv')
    .where('season_number', '>', 0)
    .groupBy('title_id')
    .execute();
  return rows.map((row) => ({ title_id: row.title_id, watched: Number(row.watched), furthest: Number(row.furthest) }));
}

/** The episodes the user watched of some shows, each once, as (show, season, episode). */
export async function watchedEpisodesOf(
  db: Db,
  userId: string,
  showIds: number[],
): Promise<{ title_id: number; season_number: number; episode_number: number }[]> {
  if (showIds.length === 0) return [];
  const rows = await db
    .selectFrom('plays')
    .select(['title_id', 'season_number', 'episode_number'])
    .distinct()
    .where('user_id', '=', userId)
    .where('media_type', '=', 'tv')
    .where('title_id', 'in', showIds)
    .where('season_number', 'is not', null)
    .execute();
  return rows as { title_id: number; season_number: number; episode_number: number }[];
}

export type ShowTrackingRow = Selectable<Database['show_tracking']>;

export async function findShowTracking(db: Db, userId: string, showId: number): Promise<ShowTrackingRow | undefined> {
  return db
    .selectFrom('show_tracking')
    .selectAll()
    .where('user_id', '=', userId)
    .where('show_id', '=', showId)
    .executeTakeFirst();
}

/** The shows the user has not stopped, the most recently active first. */
export async function activeShows(db: Db, userId: string): Promise<ShowTrackingRow[]> {
  return db
    .selectFrom('show_tracking')
    .selectAll()
    .where('user_id', '=', userId)
    .where('stopped', '=', 0)
    .orderBy('last_activity_at', 'desc')
    .orderBy('show_id')
    .execute();
}

/** The shows the user stopped watching. */
export async function stoppedShows(db: Db, userId: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('show_tracking')
    .select('show_id')
    .where('user_id', '=', userId)
    .where('stopped', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.show_id));
}

/** Marks the show stopped (or not) for the user; a show never marked is tracked from now. */
export async function saveShowStopped(
  database: Writer,
  userId: string,
  showId: number,
  stopped: boolean,
  at: string,
): Promise<void> {
  await database.write((db) =>
    db
      .insertInto('show_tracking')
      .values({ user_id: userId, show_id: showId, stopped: stopped ? 1 : 0, last_activity_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'show_id']).doUpdateSet({ stopped: stopped ? 1 : 0 }))
      .execute(),
  );
}

// ── New episodes (decision 041) ─────────────────────────────────────────────────────────────────────

/** Records that an aired episode was announced; false when it already was (another run or instance). */
export async function claimAiredEpisodeNotice(
  db: Db,
  episode: { showId: number; season: number; episode: number },
  at: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('aired_episode_notices')
    .values({
      title_id: episode.showId,
      season_number: episode.season,
      episode_number: episode.episode,
      noticed_at: at,
    })
    .onConflict((oc) => oc.columns(['title_id', 'season_number', 'episode_number']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The members following a show (they marked some of it) who have not stopped watching it. */
export async function findShowFollowers(db: Db, showId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('show_tracking')
    .select('user_id')
    .where('show_id', '=', showId)
    .where('stopped', '=', 0)
    .execute();
  return rows.map((row) => row.user_id);
}

// ── Imports (decision 044) ─────────────────────────────────────────────────────────────────────────

/** The user's plays of the given titles, as (title, season, episode, day): what an import's new plays meet. */
export async function playsOfTitles(
  db: Db,
  userId: string,
  keys: readonly TitleKey[],
): Promise<Pick<PlayRow, 'media_type' | 'title_id' | 'season_number' | 'episode_number' | 'watched_on'>[]> {
  const rows: Pick<PlayRow, 'media_type' | 'title_id' | 'season_number' | 'episode_number' | 'watched_on'>[] = [];
  for (const { mediaType, ids } of idsByType(keys)) {
    rows.push(
      ...(await db
        .selectFrom('plays')
        .select(['media_type', 'title_id', 'season_number', 'episode_number', 'watched_on'])
        .where('user_id', '=', userId)
        .where('media_type', '=', mediaType)
        .where('title_id', 'in', ids)
        .execute()),
    );
  }
  return rows;
}

/** Stores an import's new plays in one write; the shows among them become the user's latest activity. */
export async function insertImportedPlays(database: Writer, userId: string, rows: NewPlayRow[], at: string) {
  if (rows.length === 0) return;
  await database.write(async (db) => {
    for (const part of chunk(rows, 200)) await db.insertInto('plays').values(part).execute();
    const shows = new Set(rows.filter((r) => r.season_number !== null).map((r) => r.title_id));
    for (const showId of shows) await touchShow(db, userId, showId, at);
  });
}

/** Keeps a review's words on the user's play of the title on that day (or their latest play of it). */
export async function notePlay(
  database: Writer,
  userId: string,
  key: TitleKey,
  watchedOn: string | null,
  note: string,
): Promise<string | null> {
  return database.write(async (db) => {
    let query = db
      .selectFrom('plays')
      .select('id')
      .where('user_id', '=', userId)
      .where('media_type', '=', key.mediaType)
      .where('title_id', '=', key.id)
      .where('season_number', 'is', null)
      .where('note', 'is', null);
    if (watchedOn !== null) query = query.where('watched_on', '=', watchedOn);
    const play = await query.orderBy('diary_position', 'desc').limit(1).executeTakeFirst();
    if (!play) return null;
    await db.updateTable('plays').set({ note }).where('id', '=', play.id).execute();
    return play.id;
  });
}

/** Removes what an import stored (undo): its plays, and the notes it put on plays it did not store. */
export async function deleteImported(
  database: Writer,
  userId: string,
  importId: string,
  notedPlayIds: readonly string[],
): Promise<number> {
  return database.write(async (db) => {
    for (const part of chunk([...notedPlayIds], 500)) {
      await db.updateTable('plays').set({ note: null }).where('user_id', '=', userId).where('id', 'in', part).execute();
    }
    const result = await db
      .deleteFrom('plays')
      .where('user_id', '=', userId)
      .where('import_id', '=', importId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
