import {
  type DiaryPage,
  type DiaryRequest,
  type LoggedPlay,
  type LogPlay,
  PLAY_MESSAGES,
  type Play,
  type TitlePlays,
  type TrackingSettings,
  type WatchedKeys,
} from '@watchify/contract';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { WatchlistService } from '../watchlist/watchlist.service.js';
import { presentPlay, presentSettings, presentWatchedKeys } from './plays.presenter.js';
import * as repo from './plays.repository.js';

/** The catalog, as far as plays need it: a title's details (fetched from TMDB when we do not hold the title). */
export type TitleDetails = Pick<CatalogService, 'detail'>;
/** The watchlist, as far as plays need it: is a title on it, and taking it off after it was watched. */
export type WatchlistAfterPlays = Pick<WatchlistService, 'keys' | 'remove'>;

/** A title is rarely watched more often; the detail view shows the count and the latest dates. */
const TITLE_PLAYS_LIMIT = 500;

/**
 * A user's own plays: the diary (issue 23). Every method acts on the signed-in user's rows only — the user id comes
 * from the session, never from the request — so nobody can read or change someone else's diary.
 */
export class PlaysService {
  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'write'>,
    private readonly catalog: TitleDetails,
    private readonly watchlist: WatchlistAfterPlays,
  ) {}

  /** Logs a play. The same request id stores it once: a repeat answers the play it stored (`created: false`). */
  async log(userId: string, input: LogPlay, now = new Date()): Promise<LoggedPlay> {
    const title = await this.catalog.detail(input.mediaType, input.id);
    refuseBeforeRelease(input.watchedOn, title.year);
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
      diary_position: repo.diaryPosition(input.watchedOn, id),
      created_at: loggedAt,
      updated_at: loggedAt,
    });
    return {
      play: presentPlay(row),
      created,
      watchlist: created ? await this.afterWatching(userId, input) : 'untouched',
    };
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
    return {
      plays: page.map(presentPlay),
      nextCursor: rows.length > limit && last ? last.diary_position : null,
    };
  }

  /** Every title the user has watched, by type (what the cards need to show it). */
  async keys(userId: string): Promise<WatchedKeys> {
    return presentWatchedKeys(await repo.watchedKeys(this.database.db, userId));
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

  /** Every play of the user of one title, newest first. */
  async ofTitle(userId: string, title: repo.TitleKey): Promise<TitlePlays> {
    const rows = await repo.titlePlays(this.database.db, userId, title, TITLE_PLAYS_LIMIT);
    return { plays: rows.map(presentPlay) };
  }
}

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
