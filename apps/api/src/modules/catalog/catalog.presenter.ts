import type { TitleCard } from '@watchify/contract';
import type { TitleRow } from './catalog.repository.js';

/** Shapes title rows as cards, with the genre ids looked up for them. */
export function presentCards(rows: TitleRow[], genreIds: Map<string, number[]>): TitleCard[] {
  return rows.map((row) => ({
    id: row.id,
    mediaType: row.media_type as TitleCard['mediaType'],
    title: row.title,
    year: row.year,
    posterPath: row.poster_path,
    voteAverage: row.vote_average == null ? null : Math.round(row.vote_average * 10) / 10,
    genreIds: genreIds.get(`${row.media_type}:${row.id}`) ?? [],
  }));
}
