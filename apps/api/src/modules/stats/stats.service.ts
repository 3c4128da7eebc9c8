import { STATS_LIMITS, STATS_MESSAGES, type Stats } from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import type { FriendsService } from '../friends/friends.service.js';
import { countPlays } from './stats.presenter.js';
import * as repo from './stats.repository.js';

/**
 * A person's watching in numbers (issue 23 §4), of all time or of one year: hours, plays per month, genres, decades,
 * the people most watched and the titles they rated highest. Anyone sees their own; friends see each other's.
 */
export class StatsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly friends: Pick<FriendsService, 'areFriends'>,
  ) {}

  /** `viewerId`'s view of `userId`'s stats: their own, or a friend's; anyone else is refused. */
  async of(viewerId: string, userId: string, year: number | undefined): Promise<Stats> {
    if (viewerId !== userId && !(await this.friends.areFriends(viewerId, userId))) {
      throw new AppError(403, 'statsNotVisible', STATS_MESSAGES.statsNotVisible);
    }
    const scope = { userId, year };
    const limit = STATS_LIMITS.topEntries;
    const [plays, years, genres, cast, directors, rated] = await Promise.all([
      repo.playFacts(this.db, scope),
      repo.playYears(this.db, userId),
      repo.topGenres(this.db, scope, limit),
      repo.topPeople(this.db, scope, 'cast', STATS_LIMITS.leadCast, limit),
      repo.topPeople(this.db, scope, 'directors', STATS_LIMITS.leadCast, limit),
      repo.topRated(this.db, scope, limit),
    ]);
    return {
      year: year ?? null,
      years,
      ...countPlays(plays, year ?? null),
      genres: genres.map((row) => ({ genreId: row.genre_id, plays: Number(row.plays) })),
      cast: cast.map(presentPerson),
      directors: directors.map(presentPerson),
      topRated: rated.map((row) => ({
        mediaType: row.media_type as Stats['topRated'][number]['mediaType'],
        id: row.title_id,
        title: String(row.title),
        posterPath: row.poster_path === null ? null : String(row.poster_path),
        rating: row.rating,
      })),
    };
  }
}

function presentPerson(person: { id: number; name: string; profile_path: string | null; plays: number }) {
  return { id: person.id, name: person.name, profilePath: person.profile_path, plays: person.plays };
}
