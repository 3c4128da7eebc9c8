import { z } from 'zod';

/**
 * The shapes of TMDB v3 responses we read, as far as we read them. Parsing is lenient (unknown keys pass, most
 * fields may be missing or null) because TMDB adds fields over time and leaves many empty; only what we key on
 * is required. Detail responses are read with the catalog's own `dumpRecordSchema` instead.
 */

/** The body of a TMDB error answer, e.g. `{ status_code: 7, status_message: 'Invalid API key…' }`. */
export const tmdbErrorBodySchema = z.object({
  status_code: z.number().int().nullish(),
  status_message: z.string().nullish(),
});

/** One entry of a list page (trending, popular, top rated, discover). `media_type` is only on trending. */
export const tmdbListItemSchema = z.object({
  id: z.number().int().positive(),
  media_type: z.string().nullish(),
  title: z.string().nullish(),
  name: z.string().nullish(),
  original_title: z.string().nullish(),
  original_name: z.string().nullish(),
  original_language: z.string().nullish(),
  overview: z.string().nullish(),
  genre_ids: z.array(z.number().int()).nullish(),
  vote_average: z.number().nullish(),
  vote_count: z.number().nullish(),
  popularity: z.number().nullish(),
  poster_path: z.string().nullish(),
  backdrop_path: z.string().nullish(),
  release_date: z.string().nullish(),
  first_air_date: z.string().nullish(),
});
export type TmdbListItem = z.infer<typeof tmdbListItemSchema>;

/** A page of any TMDB list. Results stay unknown here so one odd entry does not sink the whole page. */
export const tmdbListPageSchema = z.object({
  page: z.number().int().catch(1),
  results: z.array(z.unknown()),
  total_pages: z.number().int().catch(1),
  total_results: z.number().int().nullish(),
});

/** `/search/person`: we only need the ids, best match first. */
export const tmdbPersonSearchSchema = z.object({
  results: z.array(z.object({ id: z.number().int().positive() })),
});

/** `/find/{external id}`: the titles and episodes TMDB knows by another site's id. */
export const tmdbFindSchema = z.object({
  movie_results: z.array(z.object({ id: z.number().int().positive() })).catch([]),
  tv_results: z.array(z.object({ id: z.number().int().positive() })).catch([]),
  tv_episode_results: z
    .array(
      z.object({
        show_id: z.number().int().positive(),
        season_number: z.number().int().min(0),
        episode_number: z.number().int().positive(),
      }),
    )
    .catch([]),
});

/** `/search/movie`, `/search/tv`: we only need the ids, best match first. */
export const tmdbTitleSearchSchema = z.object({
  results: z.array(z.object({ id: z.number().int().positive() })),
});
