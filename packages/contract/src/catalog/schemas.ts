import { z } from 'zod';
import { regionCodeSchema } from '../watch/region.js';
import { HERO_SLIDES, SEARCH_TYPES, SEASON_NUMBER_MAX, TRENDING_PAGE_SIZE } from './rules.js';
import { parseSearchFilters } from './search-filters.js';

export const mediaTypeSchema = z.enum(['movie', 'tv']);

/** A title as a card shows it. */
export const titleCardSchema = z.object({
  id: z.number().int(),
  mediaType: mediaTypeSchema,
  title: z.string(),
  year: z.number().int().nullable(),
  posterPath: z.string().nullable(),
  voteAverage: z.number().nullable(),
  genreIds: z.array(z.number().int()),
});
export type TitleCard = z.infer<typeof titleCardSchema>;

export const preferenceTitlesQuerySchema = z.object({
  /** Comma-separated genre ids, at most 4. */
  genres: z
    .string()
    .max(100)
    .regex(/^\d+(,\d+){0,3}$/, 'genres must be up to 4 comma-separated genre ids'),
});

export const preferenceTitlesResponseSchema = z.object({
  movies: z.array(titleCardSchema),
  shows: z.array(titleCardSchema),
});
export type PreferenceTitlesResponse = z.infer<typeof preferenceTitlesResponseSchema>;

export const topTitlesResponseSchema = z.object({
  movies: z.array(titleCardSchema),
  shows: z.array(titleCardSchema),
});
export type TopTitlesResponse = z.infer<typeof topTitlesResponseSchema>;

export const searchQuerySchema = z.object({
  q: z.string().max(200).optional().default(''),
  type: z.enum(SEARCH_TYPES).optional().default('all'),
  /** URL-encoded JSON of the Filter object (`searchFiltersSchema`), read leniently into it. */
  filters: z.string().max(2000).optional().transform(parseSearchFilters),
  page: z.coerce.number().int().min(1).max(500).optional().default(1),
  /** The region "on my services" reads offers in (the member's, else their language's or browser's). */
  region: regionCodeSchema.optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** A title as a grid, slider or search result shows it (product §3 Search result view). */
export const titleSummarySchema = titleCardSchema.extend({
  overview: z.string().nullable(),
  backdropPath: z.string().nullable(),
  releaseDate: z.string().nullable(),
  runtime: z.number().int().nullable(),
});
export type TitleSummary = z.infer<typeof titleSummarySchema>;

export const searchResponseSchema = z.object({
  results: z.array(titleSummarySchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const trendingQuerySchema = z.object({
  type: z.enum(SEARCH_TYPES).optional().default('all'),
  limit: z.coerce.number().int().min(1).max(40).optional().default(TRENDING_PAGE_SIZE),
});
/** The trending pages' grid: cards only (a card shows no overview or backdrop, which were half the bytes). */
export const trendingResponseSchema = z.object({ results: z.array(titleCardSchema) });
export type TrendingResponse = z.infer<typeof trendingResponseSchema>;

/** The home hero's slides: today's first trending titles, with the overview and backdrop a slide shows. */
export const heroTitlesResponseSchema = z.object({ results: z.array(titleSummarySchema).max(HERO_SLIDES) });
export type HeroTitlesResponse = z.infer<typeof heroTitlesResponseSchema>;

export const titleParamsSchema = z.object({
  mediaType: mediaTypeSchema,
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const castMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  character: z.string().nullable(),
  profilePath: z.string().nullable(),
});

export const videoSchema = z.object({
  key: z.string(),
  site: z.string().nullable(),
  type: z.string().nullable(),
  name: z.string().nullable(),
});

/** Everything the detail view shows (product §3 Content detail). */
export const titleDetailSchema = titleSummarySchema.extend({
  originalTitle: z.string().nullable(),
  tagline: z.string().nullable(),
  genres: z.array(z.object({ id: z.number().int(), name: z.string() })),
  voteCount: z.number().int().nullable(),
  /** YouTube key of the trailer: the Trailer on YouTube, else the first video, else null (product §7). */
  trailerKey: z.string().nullable(),
  videos: z.array(videoSchema),
  /** Billing order; the first 8 (the page shows 8 or 6). */
  cast: z.array(castMemberSchema),
  /** Directors (movies) or creators (shows). */
  directors: z.array(z.object({ id: z.number().int(), name: z.string(), job: z.string().nullable() })),
  numberOfSeasons: z.number().int().nullable(),
  status: z.string().nullable(),
  /** The collection (franchise) a movie belongs to; its parts come from the collection endpoint. */
  collection: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TitleDetail = z.infer<typeof titleDetailSchema>;

export const seasonsParamsSchema = titleParamsSchema;
export const seasonParamsSchema = titleParamsSchema.extend({
  season: z.coerce.number().int().nonnegative().max(SEASON_NUMBER_MAX),
});

/** A season as the show's detail lists it; the name is the source's ("Season 1", "Specials") or null. */
export const seasonSchema = z.object({
  seasonNumber: z.number().int().nonnegative(),
  name: z.string().nullable(),
  overview: z.string().nullable(),
  airDate: z.string().nullable(),
  /** How many episodes the source counts; null when it did not say. */
  episodeCount: z.number().int().nonnegative().nullable(),
  posterPath: z.string().nullable(),
});
export type Season = z.infer<typeof seasonSchema>;

/** Seasons in order (0, TMDB's specials, first when the source has them); empty for a show tracked as a whole. */
export const seasonsResponseSchema = z.object({ seasons: z.array(seasonSchema) });
export type SeasonsResponse = z.infer<typeof seasonsResponseSchema>;

/**
 * One episode. A season whose source gave only a count lists numbered episodes with every other field null; names
 * and dates are never made up.
 */
export const episodeSchema = z.object({
  seasonNumber: z.number().int().nonnegative(),
  episodeNumber: z.number().int().positive(),
  name: z.string().nullable(),
  overview: z.string().nullable(),
  airDate: z.string().nullable(),
  runtime: z.number().int().positive().nullable(),
  stillPath: z.string().nullable(),
  /** Whether it has aired: its air date is today or earlier (for a numbered episode, its season's). */
  aired: z.boolean(),
});
export type Episode = z.infer<typeof episodeSchema>;

export const seasonResponseSchema = z.object({ season: seasonSchema, episodes: z.array(episodeSchema) });
export type SeasonResponse = z.infer<typeof seasonResponseSchema>;

export const genresQuerySchema = z.object({ type: mediaTypeSchema.optional().default('movie') });
export const genresResponseSchema = z.object({
  genres: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type GenresResponse = z.infer<typeof genresResponseSchema>;
