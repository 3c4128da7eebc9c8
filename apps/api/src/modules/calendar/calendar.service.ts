import {
  CALENDAR_MESSAGES,
  type Calendar,
  type CalendarEntry,
  type CalendarFeedStatus,
  calendarFeedPath,
  calendarWindow,
  dayIn,
  episodeLabel,
} from '@watchify/contract';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { hashSecretToken, isSecretToken, newSecretToken } from '../../lib/secret-token.js';
import { nowIso } from '../../lib/time.js';
import { findEpisodesDatedBetween, findMoviesReleasedBetween } from '../catalog/catalog.queries.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { PlaysService } from '../plays/plays.service.js';
import type { WatchlistService } from '../watchlist/watchlist.service.js';
import * as repo from './calendar.repository.js';
import { type AllDayEvent, writeCalendar } from './ical.js';

/** What the calendar reads of other modules: the shows followed, the watchlist, and fresh schedules. */
export interface CalendarSources {
  plays: Pick<PlaysService, 'followedShows'>;
  watchlist: Pick<WatchlistService, 'keys'>;
  catalog: Pick<CatalogService, 'refreshSchedules'>;
}

const feedNotFound = () => new AppError(404, 'feedNotFound', CALENDAR_MESSAGES.feedNotFound);

/**
 * The release calendar (issue 26 §2, decision 046): the episodes of the shows a user watches or has on the watchlist,
 * and the movies on the watchlist, dated a week back to a month ahead of their today; and the secret iCal feed of
 * the same, which answers its token alone.
 */
export class CalendarService {
  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'write'>,
    private readonly sources: CalendarSources,
  ) {}

  /** The user's releases around their today in `timeZone` (already checked by the route's schema). */
  async calendar(userId: string, timeZone: string, now = new Date()): Promise<Calendar> {
    const today = dayIn(timeZone, now);
    const { from, to } = calendarWindow(today);
    return { today, from, to, timeZone, entries: await this.entries(userId, from, to) };
  }

  /**
   * The entries from `from` to `to`, by date: four reads whatever the number of shows (the tracking rows twice, the
   * watchlist's cached keys, one query of the shows' dated episodes, one of the movies').
   */
  private async entries(userId: string, from: string, to: string): Promise<CalendarEntry[]> {
    const db = this.database.db;
    const [followed, keys] = await Promise.all([
      this.sources.plays.followedShows(userId),
      this.sources.watchlist.keys(userId),
    ]);
    const watching = new Set(followed.watching);
    const stopped = new Set(followed.stopped);
    // A stopped show stays out even when it is on the watchlist: stopping says "not for me any more".
    const showIds = [...new Set([...followed.watching, ...keys.tv])].filter((id) => !stopped.has(id));
    this.sources.catalog.refreshSchedules(showIds);
    const [episodes, movies] = await Promise.all([
      findEpisodesDatedBetween(db, showIds, from, to),
      findMoviesReleasedBetween(db, keys.movie, from, to),
    ]);
    const entries: CalendarEntry[] = [
      ...episodes.map(
        (e): CalendarEntry => ({
          mediaType: 'tv',
          id: e.showId,
          title: e.showName,
          posterPath: e.posterPath,
          date: e.airDate,
          episode: { season: e.season, episode: e.episode, name: e.name },
          reason: watching.has(e.showId) ? 'watching' : 'watchlist',
        }),
      ),
      ...movies.map(
        (m): CalendarEntry => ({
          mediaType: 'movie',
          id: m.id,
          title: m.title,
          posterPath: m.posterPath,
          date: m.releaseDate,
          episode: null,
          reason: 'watchlist',
        }),
      ),
    ];
    // Code-unit order, not the locale's: hundreds of entries sort in well under a millisecond, and dates sort right.
    const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return entries.sort(
      (a, b) =>
        order(a.date, b.date) ||
        order(a.title, b.title) ||
        (a.episode?.season ?? 0) - (b.episode?.season ?? 0) ||
        (a.episode?.episode ?? 0) - (b.episode?.episode ?? 0),
    );
  }

  /** Whether the user has a feed link, and since when. */
  async feedStatus(userId: string): Promise<CalendarFeedStatus> {
    const row = await repo.findFeed(this.database.db, userId);
    return { active: row !== undefined, createdAt: row?.created_at ?? null };
  }

  /** A new feed token for the user, in place of any old one (which stops working at once); shown this once. */
  async newFeed(userId: string, now = new Date()): Promise<{ path: string; createdAt: string }> {
    const { token, hash } = newSecretToken();
    const createdAt = nowIso(now);
    await repo.saveFeed(this.database, userId, hash, createdAt);
    return { path: calendarFeedPath(token), createdAt };
  }

  /**
   * The feed of the token in `file` (`<token>.ics`) as iCalendar text, its links under `origin`. A malformed, wrong
   * or replaced token gets the same 404. The window is the calendar's around today in UTC: all-day events carry no
   * zone, so a subscriber's app shows them on their day wherever it is.
   */
  async ical(file: string, origin: string, now = new Date()): Promise<string> {
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    if (!isSecretToken(token)) throw feedNotFound();
    const userId = await repo.findFeedOwner(this.database.db, hashSecretToken(token));
    if (!userId) throw feedNotFound();
    const { from, to } = calendarWindow(dayIn('UTC', now));
    const events = (await this.entries(userId, from, to)).map(
      (entry): AllDayEvent => ({
        uid: entry.episode
          ? `tv-${entry.id}-s${entry.episode.season}e${entry.episode.episode}@watchify`
          : `movie-${entry.id}@watchify`,
        date: entry.date,
        summary: entry.episode ? `${entry.title} ${episodeLabel(entry.episode)}` : entry.title,
        url: `${origin}/title/${entry.mediaType}/${entry.id}`,
      }),
    );
    return writeCalendar('Watchify', events, now);
  }
}
