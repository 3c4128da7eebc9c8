import type { MediaServer, UnmatchedDelivery } from '@watchify/contract';
import type { UnmatchedRow } from './media-servers.repository.js';

export function presentUnmatched(row: UnmatchedRow): UnmatchedDelivery {
  return {
    id: row.id,
    server: row.server as MediaServer,
    mediaType: row.media_type as 'movie' | 'tv',
    name: row.name,
    year: row.year,
    episode:
      row.season_number !== null && row.episode_number !== null
        ? { season: row.season_number, episode: row.episode_number }
        : null,
    receivedAt: row.received_at,
  };
}
