import type { TitleCard, TitleDetail, TitleSummary } from '@watchify/contract';
import type { SummaryRow, TitleDetailRows } from './catalog.queries.js';
import type { TitleRow } from './catalog.repository.js';

const roundRating = (value: number | null) => (value == null ? null : Math.round(value * 10) / 10);

/** Shapes title rows as cards, with the genre ids looked up for them. */
export function presentCards(rows: TitleRow[], genreIds: Map<string, number[]>): TitleCard[] {
  return rows.map((row) => ({
    id: row.id,
    mediaType: row.media_type as TitleCard['mediaType'],
    title: row.title,
    year: row.year,
    posterPath: row.poster_path,
    voteAverage: roundRating(row.vote_average),
    genreIds: genreIds.get(`${row.media_type}:${row.id}`) ?? [],
  }));
}

/** Cards with what grids, sliders and search results add: overview, backdrop, date, runtime. */
export function presentSummaries(rows: SummaryRow[], genreIds: Map<string, number[]>): TitleSummary[] {
  const cards = presentCards(rows, genreIds);
  return rows.map((row, index) => ({
    ...(cards[index] as TitleCard),
    overview: row.overview,
    backdropPath: row.backdrop_path,
    releaseDate: row.release_date,
    runtime: row.runtime,
  }));
}

/** The trailer rule of product §7: the YouTube Trailer, else the first video, else none. */
export function pickTrailerKey(videos: { key: string; site: string | null; type: string | null }[]): string | null {
  const trailer = videos.find((v) => v.type === 'Trailer' && v.site === 'YouTube');
  return (trailer ?? videos[0])?.key ?? null;
}

export function presentDetail({ title, genres, cast, crew, videos, collection }: TitleDetailRows): TitleDetail {
  return {
    id: title.id,
    mediaType: title.media_type as TitleDetail['mediaType'],
    title: title.title,
    originalTitle: title.original_title,
    tagline: title.tagline,
    year: title.year,
    posterPath: title.poster_path,
    backdropPath: title.backdrop_path,
    voteAverage: roundRating(title.vote_average),
    voteCount: title.vote_count,
    genreIds: genres.map((g) => g.id),
    genres,
    overview: title.overview,
    releaseDate: title.release_date,
    runtime: title.runtime,
    trailerKey: pickTrailerKey(videos),
    videos,
    cast: cast.map((c) => ({ id: c.id, name: c.name, character: c.character, profilePath: c.profile_path })),
    directors: crew.map((c) => ({ id: c.id, name: c.name, job: c.job })),
    numberOfSeasons: title.number_of_seasons,
    status: title.status,
    collection,
  };
}
