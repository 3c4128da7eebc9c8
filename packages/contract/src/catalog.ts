import { z } from 'zod';

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
