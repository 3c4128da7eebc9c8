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

/** One entry of a person's `combined_credits` (cast has `character`, crew has `job`); `media_type` is movie or tv. */
export const tmdbPersonCreditSchema = z.object({
  id: z.number().int().positive(),
  media_type: z.enum(['movie', 'tv']),
  title: z.string().nullish(),
  name: z.string().nullish(),
  release_date: z.string().nullish(),
  first_air_date: z.string().nullish(),
  poster_path: z.string().nullish(),
  vote_average: z.number().nullish(),
  vote_count: z.number().nullish(),
  genre_ids: z.array(z.number().int()).nullish(),
  character: z.string().nullish(),
  job: z.string().nullish(),
});
export type TmdbPersonCredit = z.infer<typeof tmdbPersonCreditSchema>;

/** Entries kept one by one, so one odd credit does not sink a filmography. */
const creditList = z
  .array(z.unknown())
  .catch([])
  .transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = tmdbPersonCreditSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );

/** `/person/{id}?append_to_response=combined_credits`. */
export const tmdbPersonSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  biography: z.string().nullish(),
  known_for_department: z.string().nullish(),
  birthday: z.string().nullish(),
  deathday: z.string().nullish(),
  place_of_birth: z.string().nullish(),
  profile_path: z.string().nullish(),
  combined_credits: z.object({ cast: creditList, crew: creditList }).nullish(),
});
export type TmdbPerson = z.infer<typeof tmdbPersonSchema>;

/** One part of a collection: a movie as a list entry. */
export const tmdbCollectionPartSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  release_date: z.string().nullish(),
  poster_path: z.string().nullish(),
  vote_average: z.number().nullish(),
  vote_count: z.number().nullish(),
  genre_ids: z.array(z.number().int()).nullish(),
});

/** `/collection/{id}`: its parts come in no particular order. */
export const tmdbCollectionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  overview: z.string().nullish(),
  poster_path: z.string().nullish(),
  backdrop_path: z.string().nullish(),
  parts: z
    .array(z.unknown())
    .catch([])
    .transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = tmdbCollectionPartSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});
export type TmdbCollection = z.infer<typeof tmdbCollectionSchema>;
