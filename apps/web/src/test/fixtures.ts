import type { Play, TitleCard, TitleDetail, TitleSummary } from '@watchify/contract';

/** A title card as the catalog endpoints return it. */
export function buildCard(overrides: Partial<TitleCard> = {}): TitleCard {
  return {
    id: 1,
    mediaType: 'movie',
    title: 'Film 1',
    year: 2000,
    posterPath: null,
    voteAverage: 7.5,
    genreIds: [18],
    ...overrides,
  };
}

/** `count` cards named `${prefix} 1`…, with ids from 1 (the trending pages' list). */
export function buildCards(count: number, prefix = 'Film'): TitleCard[] {
  return Array.from({ length: count }, (_, index) => buildCard({ id: index + 1, title: `${prefix} ${index + 1}` }));
}

/** A title as the hero and search return it. */
export function buildSummary(overrides: Partial<TitleSummary> = {}): TitleSummary {
  return {
    ...buildCard(),
    overview: 'A story worth watching.',
    backdropPath: null,
    releaseDate: '2000-05-01',
    runtime: 120,
    ...overrides,
  };
}

/** `count` summaries named `${prefix} 1`…, with ids from 1. */
export function buildSummaries(count: number, prefix = 'Film', overrides: Partial<TitleSummary> = {}): TitleSummary[] {
  return Array.from({ length: count }, (_, index) =>
    buildSummary({ id: index + 1, title: `${prefix} ${index + 1}`, ...overrides }),
  );
}

/** Everything the detail view shows, for The Shawshank Redemption-like title 238. */
export function buildDetail(overrides: Partial<TitleDetail> = {}): TitleDetail {
  return {
    ...buildSummary({ id: 238, title: 'The Godfather', year: 1972, voteAverage: 8.69, runtime: 175 }),
    originalTitle: 'The Godfather',
    tagline: 'An offer you can’t refuse.',
    genres: [
      { id: 18, name: 'Drama' },
      { id: 80, name: 'Crime' },
    ],
    voteCount: 20000,
    trailerKey: 'sY1S34973zA',
    videos: [{ key: 'sY1S34973zA', site: 'YouTube', type: 'Trailer', name: 'Trailer' }],
    cast: Array.from({ length: 10 }, (_, index) => ({
      id: 100 + index,
      name: `Actor ${index + 1}`,
      character: `Role ${index + 1}`,
      profilePath: index === 0 ? '/actor1.jpg' : null,
    })),
    directors: [{ id: 1776, name: 'Francis Ford Coppola', job: 'Director' }],
    numberOfSeasons: null,
    status: 'Released',
    collection: null,
    ...overrides,
  };
}

/** A play as the plays endpoints return it (a movie's, today's, unless told otherwise). */
export function buildPlay(overrides: Partial<Play> = {}): Play {
  return {
    id: 'p1',
    mediaType: 'movie',
    titleId: 1,
    title: 'Film 1',
    posterPath: null,
    year: 2000,
    watchedOn: '2026-11-27',
    rewatch: false,
    season: null,
    episode: null,
    loggedAt: '2026-11-27T00:00:00.000Z',
    ...overrides,
  };
}
