import { z } from 'zod';
import { mediaTypeSchema } from '../catalog/schemas.js';

/** GET stats query: a year for that year's review, none for all time. */
export const statsQuerySchema = z.object({ year: z.coerce.number().int().min(1870).max(9999).optional() });
export type StatsQuery = z.input<typeof statsQuerySchema>;

export const statsUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });

const countedPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePath: z.string().nullable(),
  plays: z.number().int(),
});

/**
 * A person's watching, of all time or of one year (issue 23 §4). Minutes count movies by their runtime and episodes
 * by the episode's runtime (or the show's runtime per episode when the episode's is unknown); a show logged as a
 * whole says nothing of how much of it was watched and counts as a play only.
 */
export const statsSchema = z.object({
  /** The year shown (null: all time), and every year with dated plays, newest first (for the year picker). */
  year: z.number().int().nullable(),
  years: z.array(z.number().int()),
  totals: z.object({
    plays: z.number().int(),
    movies: z.number().int(),
    shows: z.number().int(),
    rewatches: z.number().int(),
    /** Plays of one episode of a show (a show logged as a whole is not one). */
    episodes: z.number().int(),
    /** Minutes watched in all: `movieMinutes + episodeMinutes`. */
    minutes: z.number().int(),
    /** Minutes of movies, by each movie's runtime (0 when unknown). */
    movieMinutes: z.number().int(),
    /** Minutes of episodes: the episode's runtime, else the show's runtime per episode, else 0. */
    episodeMinutes: z.number().int(),
    /** Plays without a date (counted in the totals, not in any month). */
    undated: z.number().int(),
  }),
  /** Plays per month, oldest first: the twelve months of the year, or every month from the first play. */
  perMonth: z.array(z.object({ month: z.string(), plays: z.number().int() })),
  genres: z.array(z.object({ genreId: z.number().int(), plays: z.number().int() })),
  /** By the decade the titles came out. */
  decades: z.array(z.object({ decade: z.number().int(), plays: z.number().int() })),
  cast: z.array(countedPersonSchema),
  directors: z.array(countedPersonSchema),
  /** The titles watched in the period that the person rated highest (their comment's stars). */
  topRated: z.array(
    z.object({
      mediaType: mediaTypeSchema,
      id: z.number().int(),
      title: z.string(),
      posterPath: z.string().nullable(),
      rating: z.number().int(),
    }),
  ),
});
export type Stats = z.infer<typeof statsSchema>;
