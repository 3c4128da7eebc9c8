import type { Play } from '@watchify/contract';
import type { PlayRow } from './plays.repository.js';

export function presentPlay(row: PlayRow): Play {
  return {
    id: row.id,
    mediaType: row.media_type as Play['mediaType'],
    titleId: row.title_id,
    title: row.title,
    posterPath: row.poster_path,
    year: row.year,
    watchedOn: row.watched_on,
    rewatch: row.rewatch === 1,
    loggedAt: row.created_at,
  };
}
