import { type Episode, latestToday, type Season } from '@watchify/contract';
import type { Selectable } from 'kysely';
import type { EpisodesTable, SeasonsTable } from '../../db/types.js';

/**
 * The one place that turns stored seasons into the episodes a person sees and tracks (decision 034): listed
 * episodes as stored, numbered ones (1…count, nothing else known) for a season whose source gave only a count.
 */

export type SeasonRow = Selectable<SeasonsTable>;
export type EpisodeRow = Selectable<EpisodesTable>;

export function presentSeason(row: SeasonRow): Season {
  return {
    seasonNumber: row.season_number,
    name: row.name,
    overview: row.overview,
    airDate: row.air_date,
    episodeCount: row.episode_count,
    posterPath: row.poster_path,
  };
}

/**
 * Today for "has it aired": the latest date that is today anywhere, as for a play's date, so an episode a person
 * has just watched where they live is never still to come.
 */
export const airedBy = (now: Date = new Date()): string => latestToday(now);

/**
 * A season's episodes in order. A listed episode has aired when its own date is known and not after `today` (TMDB
 * lists announced episodes without a date); a numbered one knows only its season's date, so that date decides.
 */
export function seasonEpisodes(season: SeasonRow, rows: readonly EpisodeRow[], today: string): Episode[] {
  if (rows.length > 0) {
    return rows.map((row) => ({
      seasonNumber: row.season_number,
      episodeNumber: row.episode_number,
      name: row.name,
      overview: row.overview,
      airDate: row.air_date,
      runtime: row.runtime,
      stillPath: row.still_path,
      aired: row.air_date !== null && row.air_date <= today,
    }));
  }
  const aired = season.air_date !== null && season.air_date <= today;
  return Array.from({ length: season.episode_count ?? 0 }, (_, index) => ({
    seasonNumber: season.season_number,
    episodeNumber: index + 1,
    name: null,
    overview: null,
    airDate: null,
    runtime: null,
    stillPath: null,
    aired,
  }));
}
