import type { NextEpisode, UpNext } from '@watchify/contract';
import { episodeKey, type SeasonCounts } from '../catalog/catalog.queries.js';
import type { ComputedProgress } from './plays.presenter.js';
import { EPISODE_POSITION_SEASON, type ShowTrackingRow, type WatchedSummary } from './plays.repository.js';

/**
 * Up Next from counts (decision 035): where each show the user started goes, worked out from its seasons as counts,
 * the user's watched count and furthest episode, and the name of the episode after it. A show the counts cannot
 * place (an aired episode unwatched, but none after the furthest) is left to its exact progress.
 */

export type WatchingEntry = UpNext['watching'][number];
export type ComingSoonEntry = UpNext['comingSoon'][number];
export type ShowCard = WatchingEntry['show'];

/** An episode by its place in a show: season and episode number. */
export interface EpisodeAt {
  season: number;
  episode: number;
}

/** What the catalog lists of an episode; a numbered one (known only by its season's count) has no row. */
export interface EpisodeListing {
  name: string | null;
  air_date: string | null;
}

/** Where a show goes: one of the two lists, nowhere, or to be decided by its exact progress. */
export type ShowPlace =
  | { kind: 'watching'; entry: WatchingEntry }
  | { kind: 'comingSoon'; entry: ComingSoonEntry }
  | { kind: 'exactCheck'; show: ShowCard; lastActivity: string }
  | { kind: 'none' };

/** What Up Next knows of one started show before placing it. */
export interface ShowCounts {
  show: ShowCard;
  lastActivity: string;
  /** The show's regular seasons in order, as counts. */
  seasons: readonly SeasonCounts[];
  /** How many distinct regular episodes the user watched. */
  watched: number;
  /** The episode after the furthest watched (`episodeAfter`), if the show goes on. */
  next: EpisodeAt | undefined;
  /** The catalog's listing of `next`, if it has a row. */
  listing: EpisodeListing | undefined;
}

/** The episode after position `furthest` (season × 100,000 + episode) in a show's seasons, or undefined at the end. */
export function episodeAfter(seasons: readonly SeasonCounts[], furthest: number): EpisodeAt | undefined {
  const season = Math.floor(furthest / EPISODE_POSITION_SEASON);
  const episode = furthest % EPISODE_POSITION_SEASON;
  const current = seasons.find((s) => s.seasonNumber === season);
  // Episode numbers run on within a season (TMDB's and the dump's do).
  if (current && episode < current.last) return { season, episode: Math.max(episode + 1, current.first) };
  const following = seasons.find((s) => s.seasonNumber > season);
  return following && { season: following.seasonNumber, episode: following.first };
}

/** Each show's episode after the furthest the user watched, for the shows that go on after it. */
export function nextEpisodes(
  showIds: readonly number[],
  seasonsOf: ReadonlyMap<number, readonly SeasonCounts[]>,
  summaryOf: ReadonlyMap<number, WatchedSummary>,
): Map<number, EpisodeAt> {
  const result = new Map<number, EpisodeAt>();
  for (const id of showIds) {
    const next = episodeAfter(seasonsOf.get(id) ?? [], summaryOf.get(id)?.furthest ?? 0);
    if (next) result.set(id, next);
  }
  return result;
}

/** Everything Up Next read about the started shows, by show id. */
export interface StartedShowsFacts {
  cards: ReadonlyMap<number, ShowCard>;
  seasonsOf: ReadonlyMap<number, readonly SeasonCounts[]>;
  summaryOf: ReadonlyMap<number, WatchedSummary>;
  nextOf: ReadonlyMap<number, EpisodeAt>;
  /** By `episodeKey`. */
  listings: ReadonlyMap<string, EpisodeListing>;
}

/** Places each started show from its counts; a show we no longer hold (no card) is left out. */
export function placeShows(
  shows: readonly ShowTrackingRow[],
  facts: StartedShowsFacts,
  today: string,
): Map<number, ShowPlace> {
  const places = new Map<number, ShowPlace>();
  for (const { show_id: id, last_activity_at: lastActivity } of shows) {
    const show = facts.cards.get(id);
    if (!show) continue;
    const next = facts.nextOf.get(id);
    places.set(
      id,
      placeShow(
        {
          show,
          lastActivity,
          seasons: facts.seasonsOf.get(id) ?? [],
          watched: facts.summaryOf.get(id)?.watched ?? 0,
          next,
          listing: next && facts.listings.get(episodeKey(id, next.season, next.episode)),
        },
        today,
      ),
    );
  }
  return places;
}

/**
 * A show's aired episodes (its seasons' counts, specials apart) and how many of them the user watched: their distinct
 * regular episodes, capped at the aired count (an episode whose date moved into the future still counts as watched).
 */
export function countsOfShow(
  seasons: readonly SeasonCounts[],
  distinctWatched: number,
): { watched: number; aired: number } {
  const aired = seasons.reduce((sum, season) => sum + season.aired, 0);
  return { watched: Math.min(distinctWatched, aired), aired };
}

/**
 * Places a show from its counts. Some aired episode unwatched: watching, with the next episode if that has aired,
 * else an exact check (the unwatched one lies before the furthest). Every aired episode watched: coming soon when the
 * next episode is dated and still to air.
 */
export function placeShow(counts: ShowCounts, today: string): ShowPlace {
  const { show, lastActivity, seasons, next: at, listing } = counts;
  const { watched, aired } = countsOfShow(seasons, counts.watched);
  if (!at) return watched < aired ? { kind: 'exactCheck', show, lastActivity } : { kind: 'none' };
  const airDate = listing ? listing.air_date : null;
  const next: NextEpisode = { season: at.season, episode: at.episode, name: listing ? listing.name : null, airDate };
  // A listed episode airs by its date; a numbered one with its season, all or none.
  const nextAired = listing
    ? airDate !== null && airDate <= today
    : (seasons.find((season) => season.seasonNumber === at.season)?.aired ?? 0) > 0;
  if (watched < aired) {
    return nextAired
      ? { kind: 'watching', entry: { show, next, watched, aired, lastActivity } }
      : { kind: 'exactCheck', show, lastActivity };
  }
  return !nextAired && airDate !== null
    ? { kind: 'comingSoon', entry: { show, next, lastActivity } }
    : { kind: 'none' };
}

/** A show the counts could not place, placed by its exact progress: watching when it has a next aired episode. */
export function placeByProgress(
  place: Extract<ShowPlace, { kind: 'exactCheck' }>,
  progress: ComputedProgress,
): ShowPlace {
  if (progress.state !== 'watching' || !progress.next) return { kind: 'none' };
  const { show, lastActivity } = place;
  return {
    kind: 'watching',
    entry: { show, next: progress.next, watched: progress.watched, aired: progress.aired, lastActivity },
  };
}

/** The two lists: watching in the shows' order (the most recently active first), coming soon the soonest first. */
export function listUpNext(shows: readonly ShowTrackingRow[], places: ReadonlyMap<number, ShowPlace>): UpNext {
  const result: UpNext = { watching: [], comingSoon: [] };
  for (const show of shows) {
    const place = places.get(show.show_id);
    if (place?.kind === 'watching') result.watching.push(place.entry);
    else if (place?.kind === 'comingSoon') result.comingSoon.push(place.entry);
  }
  result.comingSoon.sort((a, b) => (a.next.airDate ?? '').localeCompare(b.next.airDate ?? ''));
  return result;
}
