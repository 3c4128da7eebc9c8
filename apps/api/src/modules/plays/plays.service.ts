import {
  type DiaryPage,
  type DiaryRequest,
  type LoggedPlay,
  type LogPlay,
  latestToday,
  type MarkedEpisodes,
  PLAY_MESSAGES,
  type Play,
  type ShowProgress,
  type ShowsProgress,
  type TitlePlays,
  type TrackingSettings,
  type UpNext,
  type WatchedKeys,
} from '@watchify/contract';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { ActivityService } from '../activity/activity.service.js';
import {
  findAiredEpisodes,
  findEpisodeNames,
  findSeasonCounts,
  findShowEpisode,
  findShowsEpisodes,
  findSummaries,
  titleExists,
} from '../catalog/catalog.queries.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { WatchlistService } from '../watchlist/watchlist.service.js';
import {
  computeProgress,
  presentPlay,
  presentProgress,
  presentSettings,
  presentWatchedKeys,
} from './plays.presenter.js';
import * as repo from './plays.repository.js';
import {
  countsOfShow,
  listUpNext,
  nextEpisodes,
  placeByProgress,
  placeShows,
  type ShowCard,
  type ShowPlace,
} from './up-next.js';

/** The catalog, as far as plays need it: a title's details (fetched from TMDB when we do not hold the title). */
export type TitleDetails = Pick<CatalogService, 'detail'>;
/** The watchlist, as far as plays need it: is a title on it, and taking it off after it was watched. */
export type WatchlistAfterPlays = Pick<WatchlistService, 'keys' | 'remove'>;

/** A bulk mark as the service takes it (the request, checked). */
export interface MarkEpisodesInput {
  id: number;
  season: number;
  upTo?: number | undefined;
  watchedOn: string | null;
  requestId: string;
}

/** A title is rarely watched more often; the detail view shows the count and the latest dates. */
const TITLE_PLAYS_LIMIT = 500;

/**
 * A user's own plays: the diary (issue 23). Every method acts on the signed-in user's rows only — the user id comes
 * from the session, never from the request — so nobody can read or change someone else's diary.
 */
/** A play an import brings (decision 044): its title as the catalog holds it, and what the file said. */
export interface ImportedPlay {
  title: repo.TitleKey & { title: string; posterPath: string | null; year: number | null };
  season: number | null;
  episode: number | null;
  watchedOn: string | null;
  rewatch: boolean;
  note: string | null;
  /** Its place among the import's plays of the same title, episode and day (0: the first). */
  occurrence: number;
}

export class PlaysService {
  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'write'>,
    private readonly catalog: TitleDetails,
    private readonly watchlist: WatchlistAfterPlays,
    private readonly activity: Pick<ActivityService, 'record'>,
  ) {}

  /** Logs a play. The same request id stores it once: a repeat answers the play it stored (`created: false`). */
  async log(userId: string, input: LogPlay, now = new Date()): Promise<LoggedPlay> {
    const isEpisode = input.season !== undefined && input.episode !== undefined;
    if (isEpisode && input.mediaType === 'movie') {
      throw new AppError(400, 'seasonOfMovie', PLAY_MESSAGES.seasonOfMovie, 'season');
    }
    const title = await this.catalog.detail(input.mediaType, input.id);
    refuseBeforeRelease(input.watchedOn, title.year);
    if (isEpisode) await this.refuseEpisode(input.id, input.season ?? 0, input.episode ?? 0, now);
    const id = newOrderedId(now.getTime());
    const loggedAt = nowIso(now);
    const { row, created } = await repo.insertPlay(this.database, {
      id,
      user_id: userId,
      request_id: input.requestId,
      media_type: input.mediaType,
      title_id: input.id,
      title: title.title,
      poster_path: title.posterPath,
      year: title.year,
      watched_on: input.watchedOn,
      rewatch: input.rewatch ? 1 : 0,
      season_number: isEpisode ? (input.season ?? null) : null,
      episode_number: isEpisode ? (input.episode ?? null) : null,
      diary_position: repo.diaryPosition(input.watchedOn, id),
      created_at: loggedAt,
      updated_at: loggedAt,
    });
    if (created) {
      void this.activity.record(
        { actorId: userId, type: 'watched', title, season: row.season_number, episode: row.episode_number },
        now,
      );
    }
    return {
      play: presentPlay(row),
      created,
      watchlist: created ? await this.afterWatching(userId, input) : 'untouched',
    };
  }

  /** An episode play needs an episode the show has, and one that has aired. */
  private async refuseEpisode(showId: number, season: number, episode: number, now: Date): Promise<void> {
    const found = await findShowEpisode(this.database.db, showId, season, episode, now);
    if (!found) throw new AppError(404, 'episodeNotFound', PLAY_MESSAGES.episodeNotFound, 'episode');
    if (!found.aired) throw new AppError(400, 'episodeNotAired', PLAY_MESSAGES.episodeNotAired, 'episode');
  }

  /**
   * Marks a season's aired episodes watched, or with `upTo` every aired episode of the show up to S`season`E`upTo`
   * (specials apart, unless the season is 0), skipping those already watched, in one write. Each play's request id
   * is the action's with the episode, so the same action repeated stores nothing.
   */
  async markEpisodes(userId: string, input: MarkEpisodesInput, now = new Date()): Promise<MarkedEpisodes> {
    const title = await this.catalog.detail('tv', input.id);
    refuseBeforeRelease(input.watchedOn, title.year);
    const db = this.database.db;
    let episodes: { seasonNumber: number; episodeNumber: number }[];
    if (input.upTo === undefined) {
      episodes = await findAiredEpisodes(db, input.id, { season: input.season, now });
      if (episodes.length === 0 && !(await findShowEpisode(db, input.id, input.season, 1, now))) {
        throw new AppError(404, 'episodeNotFound', PLAY_MESSAGES.episodeNotFound, 'season');
      }
    } else {
      const upTo = input.upTo;
      await this.refuseEpisode(input.id, input.season, upTo, now);
      const aired = await findAiredEpisodes(db, input.id, input.season === 0 ? { season: 0, now } : { now });
      episodes = aired.filter(
        (e) => e.seasonNumber < input.season || (e.seasonNumber === input.season && e.episodeNumber <= upTo),
      );
    }
    const at = nowIso(now);
    const rows = episodes.map((episode): repo.NewPlayRow => {
      const id = newOrderedId(now.getTime());
      return {
        id,
        user_id: userId,
        request_id: `${input.requestId}:${episode.seasonNumber}x${episode.episodeNumber}`,
        media_type: 'tv',
        title_id: input.id,
        title: title.title,
        poster_path: title.posterPath,
        year: title.year,
        watched_on: input.watchedOn,
        rewatch: 0,
        season_number: episode.seasonNumber,
        episode_number: episode.episodeNumber,
        diary_position: repo.diaryPosition(input.watchedOn, id),
        created_at: at,
        updated_at: at,
      };
    });
    const changed = await repo.insertEpisodePlays(this.database, userId, input.id, rows, at);
    // One activity for the action: the season (or the one reached, "up to here") rather than each episode.
    if (changed > 0) {
      void this.activity.record({ actorId: userId, type: 'watched', title, season: input.season, episode: null }, now);
    }
    return { changed, progress: await this.progressOf(userId, input.id, now) };
  }

  /** Unchecks a season's episodes, or every episode up to S`season`E`upTo`: their plays go. */
  async unmarkEpisodes(
    userId: string,
    input: repo.EpisodeRange & { id: number },
    now = new Date(),
  ): Promise<MarkedEpisodes> {
    await this.requireShow(input.id);
    const changed = await repo.deleteEpisodePlays(this.database, userId, input.id, input);
    return { changed, progress: await this.progressOf(userId, input.id, now) };
  }

  /** The user's progress in a show (404 when we do not hold the show). */
  async progress(userId: string, showId: number, now = new Date()): Promise<ShowProgress> {
    await this.requireShow(showId);
    return this.progressOf(userId, showId, now);
  }

  /** The progress in a show the caller has already found. */
  private async progressOf(userId: string, showId: number, now: Date): Promise<ShowProgress> {
    const db = this.database.db;
    const [episodes, watched, tracking] = await Promise.all([
      findShowsEpisodes(db, [showId], now),
      repo.watchedEpisodes(db, userId, showId),
      repo.findShowTracking(db, userId, showId),
    ]);
    return presentProgress(computeProgress(episodes.get(showId) ?? [], watched, tracking?.stopped === 1));
  }

  /** I stopped watching this show (hidden from Up Next, kept in the diary), or I take it up again. */
  async setStopped(userId: string, showId: number, stopped: boolean, now = new Date()): Promise<ShowProgress> {
    await this.requireShow(showId);
    await repo.saveShowStopped(this.database, userId, showId, stopped, nowIso(now));
    return this.progressOf(userId, showId, now);
  }

  /**
   * Up Next: the shows the user is watching with their next aired episode, the most recently active first, and those
   * whose every aired episode is watched and whose next one has a date still to come. A handful of queries whatever
   * the number of shows, none reading every episode: the shows tracked, one grouped query over the plays (each show's
   * watched count and furthest episode), each show's seasons as counts, the names of the next episodes, the shows'
   * names. The next episode is the one after the furthest watched; a show with an unwatched aired episode only before
   * it (one skipped) takes the slower, exact way of a show's progress.
   */
  async upNext(userId: string, now = new Date()): Promise<UpNext> {
    const db = this.database.db;
    const [shows, summaries] = await Promise.all([repo.activeShows(db, userId), repo.watchedSummaries(db, userId)]);
    const summaryOf = new Map(summaries.map((summary) => [summary.title_id, summary]));
    const started = shows.filter((show) => summaryOf.has(show.show_id));
    const ids = started.map((show) => show.show_id);
    const [seasonsOf, cards] = await Promise.all([findSeasonCounts(db, ids, now), this.showCards(ids)]);
    const nextOf = nextEpisodes(ids, seasonsOf, summaryOf);
    const listings = await findEpisodeNames(
      db,
      [...nextOf].map(([showId, at]) => ({ showId, ...at })),
    );
    const places = placeShows(started, { cards, seasonsOf, summaryOf, nextOf, listings }, latestToday(now));
    await this.placeByExactProgress(userId, places, now);
    return listUpNext(started, places);
  }

  /**
   * The shows the user is watching (tracked, not stopped) and those they stopped, by id: what the release calendar
   * follows and leaves out. Two lookups of the user's tracking rows, whatever the number of shows.
   */
  async followedShows(userId: string): Promise<{ watching: number[]; stopped: number[] }> {
    const db = this.database.db;
    const [active, stopped] = await Promise.all([repo.activeShows(db, userId), repo.stoppedShows(db, userId)]);
    return { watching: active.map((show) => show.show_id), stopped: [...stopped] };
  }

  /** The cards of some shows by id (missing for a show we no longer hold). */
  private async showCards(showIds: number[]): Promise<Map<number, ShowCard>> {
    const titles = await findSummaries(
      this.database.db,
      showIds.map((id) => ({ mediaType: 'tv' as const, id })),
    );
    return new Map(titles.map((t) => [t.id, { id: t.id, title: t.title, posterPath: t.poster_path }]));
  }

  /** Places the shows left to an exact check by their progress, from every episode of each and what was watched. */
  private async placeByExactProgress(userId: string, places: Map<number, ShowPlace>, now: Date): Promise<void> {
    const unsure = [...places].flatMap(([id, place]) => (place.kind === 'exactCheck' ? [[id, place] as const] : []));
    if (unsure.length === 0) return;
    const ids = unsure.map(([id]) => id);
    const [episodes, watchedRows] = await Promise.all([
      findShowsEpisodes(this.database.db, ids, now),
      repo.watchedEpisodesOf(this.database.db, userId, ids),
    ]);
    const watchedOf = new Map<number, typeof watchedRows>();
    for (const row of watchedRows) {
      const list = watchedOf.get(row.title_id);
      if (list) list.push(row);
      else watchedOf.set(row.title_id, [row]);
    }
    for (const [id, place] of unsure) {
      const progress = computeProgress(episodes.get(id) ?? [], watchedOf.get(id) ?? [], false);
      places.set(id, placeByProgress(place, progress));
    }
  }

  /**
   * The user's counts and state in every show they have watched regular episodes of (the cards' bars): two grouped
   * queries and the shows' seasons as counts, whatever the number of shows.
   */
  async showsProgress(userId: string, now = new Date()): Promise<ShowsProgress> {
    const db = this.database.db;
    const [summaries, stopped] = await Promise.all([repo.watchedSummaries(db, userId), repo.stoppedShows(db, userId)]);
    const seasonCounts = await findSeasonCounts(
      db,
      summaries.map((summary) => summary.title_id),
      now,
    );
    return {
      shows: summaries.map(({ title_id: id, watched: distinct }) => {
        const { watched, aired } = countsOfShow(seasonCounts.get(id) ?? [], distinct);
        const state = stopped.has(id) ? 'stopped' : watched >= aired ? 'completed' : 'watching';
        return { id, watched, aired, state };
      }),
    };
  }

  private async requireShow(showId: number): Promise<void> {
    if (!(await titleExists(this.database.db, { mediaType: 'tv', id: showId }))) {
      throw new AppError(404, 'showNotFound', PLAY_MESSAGES.showNotFound);
    }
  }

  /** A title just watched that is on the watchlist: taken off, or the app asks, as the user's setting says. */
  private async afterWatching(userId: string, title: repo.TitleKey): Promise<LoggedPlay['watchlist']> {
    if (!(await this.watchlist.keys(userId))[title.mediaType].includes(title.id)) return 'untouched';
    const { watchlistAfterWatch } = await this.settings(userId);
    if (watchlistAfterWatch === 'never') return 'untouched';
    if (watchlistAfterWatch === 'ask') return 'ask';
    await this.watchlist.remove(userId, title);
    return 'removed';
  }

  /** Changes the date or the rewatch mark of one of the user's plays. */
  async change(
    userId: string,
    playId: string,
    changes: { watchedOn?: string | null | undefined; rewatch?: boolean | undefined },
    now = new Date(),
  ): Promise<Play> {
    const play = await repo.findPlay(this.database.db, userId, playId);
    if (!play) throw playNotFound();
    if (changes.watchedOn !== undefined) refuseBeforeRelease(changes.watchedOn, play.year);
    const updated = await repo.updatePlay(this.database, userId, playId, {
      ...(changes.watchedOn !== undefined ? { watched_on: changes.watchedOn } : {}),
      ...(changes.rewatch !== undefined ? { rewatch: changes.rewatch ? 1 : 0 } : {}),
      updated_at: nowIso(now),
    });
    // Deleted in another tab between the look-up and the update.
    if (!updated) throw playNotFound();
    return presentPlay(updated);
  }

  async remove(userId: string, playId: string): Promise<void> {
    if (!(await repo.deletePlay(this.database, userId, playId))) throw playNotFound();
  }

  /** A page of the user's diary, newest first, with the cursor of the next page. */
  async diary(userId: string, { cursor, limit, year, kind, genre }: DiaryRequest): Promise<DiaryPage> {
    // One row more than asked tells whether another page follows.
    const rows = await repo.diaryPage(this.database.db, userId, {
      after: cursor,
      limit: limit + 1,
      year,
      mediaType: kind,
      genre,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const ratings = await repo.ratingsOf(
      this.database.db,
      userId,
      page.map((row) => row.title_id),
    );
    return {
      plays: page.map((row) => ({
        ...presentPlay(row),
        rating: ratings.get(`${row.media_type}:${row.title_id}`) ?? null,
        note: row.note,
      })),
      nextCursor: rows.length > limit && last ? last.diary_position : null,
    };
  }

  /** Every title the user has watched, by type (what the cards need to show it). */
  /**
   * Stores an import's plays, in one write: a play is already there when the user has as many plays of that title,
   * episode and day as its occurrence (an undated one: of that title and episode at all). Imported plays are not
   * news, so they make no activity, and they leave the watchlist alone.
   */
  async importPlays(
    userId: string,
    importId: string,
    plays: readonly ImportedPlay[],
    now = new Date(),
  ): Promise<('imported' | 'existing')[]> {
    const held = new Map<string, number>();
    const count = (key: string) => held.set(key, (held.get(key) ?? 0) + 1);
    const episodeKey = (p: { mediaType: string; id: number }, season: number | null, episode: number | null) =>
      `${p.mediaType}:${p.id}:${season ?? ''}:${episode ?? ''}`;
    for (const row of await repo.playsOfTitles(
      this.database.db,
      userId,
      plays.map((p) => p.title),
    )) {
      const key = episodeKey({ mediaType: row.media_type, id: row.title_id }, row.season_number, row.episode_number);
      count(key);
      if (row.watched_on !== null) count(`${key}@${row.watched_on}`);
    }
    const at = nowIso(now);
    const rows: repo.NewPlayRow[] = [];
    const outcomes = plays.map((play): 'imported' | 'existing' => {
      const key = episodeKey(play.title, play.season, play.episode);
      const dayKey = play.watchedOn === null ? key : `${key}@${play.watchedOn}`;
      if ((held.get(dayKey) ?? 0) > play.occurrence) return 'existing';
      const id = newOrderedId(now.getTime());
      rows.push({
        id,
        user_id: userId,
        request_id: `import:${id}`,
        media_type: play.title.mediaType,
        title_id: play.title.id,
        title: play.title.title,
        poster_path: play.title.posterPath,
        year: play.title.year,
        watched_on: play.watchedOn,
        rewatch: play.rewatch ? 1 : 0,
        season_number: play.season,
        episode_number: play.episode,
        diary_position: repo.diaryPosition(play.watchedOn, id),
        note: play.note,
        import_id: importId,
        created_at: at,
        updated_at: at,
      });
      count(dayKey);
      if (play.watchedOn !== null) count(key);
      return 'imported';
    });
    await repo.insertImportedPlays(this.database, userId, rows, at);
    return outcomes;
  }

  /** Keeps an older review's words on the user's play of the title that day; the play's id, or null without one. */
  async notePlay(userId: string, title: repo.TitleKey, watchedOn: string | null, note: string): Promise<string | null> {
    return repo.notePlay(this.database, userId, title, watchedOn, note);
  }

  /** Undoes an import: removes its plays and the notes it put on other plays. */
  async undoImport(userId: string, importId: string, notedPlayIds: readonly string[]): Promise<number> {
    return repo.deleteImported(this.database, userId, importId, notedPlayIds);
  }

  async keys(userId: string): Promise<WatchedKeys> {
    return presentWatchedKeys(await repo.watchedKeys(this.database.db, userId));
  }

  /** How many titles the user has watched, each once (their profile's count). */
  async watchedCount(userId: string): Promise<number> {
    return repo.countWatched(this.database.db, userId);
  }

  async settings(userId: string): Promise<TrackingSettings> {
    return presentSettings(await repo.findSettings(this.database.db, userId));
  }

  async updateSettings(
    userId: string,
    changes: Partial<TrackingSettings>,
    now = new Date(),
  ): Promise<TrackingSettings> {
    const next = { ...(await this.settings(userId)), ...changes };
    const saved = await repo.saveSettings(this.database, {
      user_id: userId,
      watchlist_after_watch: next.watchlistAfterWatch,
      show_watched: next.showWatched ? 1 : 0,
      updated_at: nowIso(now),
    });
    return presentSettings(saved);
  }

  /**
   * Every play of the user, oldest first, a page at a time (their export): the next page is read only when the
   * caller asks for it, so a ten-year diary is never held whole.
   */
  async *exportPages(userId: string, pageSize: number): AsyncGenerator<ExportablePlay[]> {
    let after: string | null = null;
    for (;;) {
      const rows = await repo.playsForExport(this.database.db, userId, after, pageSize);
      if (rows.length > 0) yield rows.map((row) => ({ ...presentPlay(row), note: row.note }));
      const last = rows.at(-1);
      if (!last || rows.length < pageSize) return;
      after = last.diary_position;
    }
  }

  /** Every play of the user of one title, newest first. */
  async ofTitle(userId: string, title: repo.TitleKey): Promise<TitlePlays> {
    const rows = await repo.titlePlays(this.database.db, userId, title, TITLE_PLAYS_LIMIT);
    return { plays: rows.map(presentPlay) };
  }
}

/** A play as the user's export takes it: the play, and the note kept on it. */
export type ExportablePlay = Play & { note: string | null };

/**
 * A play dated before the year its title came out is a mistake. The year, not the day: festival screenings come
 * before a film's release date.
 */
function refuseBeforeRelease(watchedOn: string | null, releaseYear: number | null): void {
  if (watchedOn === null || releaseYear === null) return;
  if (Number(watchedOn.slice(0, 4)) < releaseYear) {
    throw new AppError(400, 'dateBeforeRelease', PLAY_MESSAGES.dateBeforeRelease, 'watchedOn');
  }
}

const playNotFound = () => new AppError(404, 'playNotFound', PLAY_MESSAGES.playNotFound);
