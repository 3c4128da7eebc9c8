import { z } from 'zod';

/**
 * One line of a catalog dump: a TMDB v3 detail response (append_to_response=credits,videos,keywords, and
 * optionally watch/providers)
 * plus `media_type`. Parsing is lenient about what we do not store and strict about what we key on,
 * so a dump from TMDB, from ../shared/data or from the built-in demo catalog all import the same way.
 */
const idName = z.object({ id: z.number().int().optional(), name: z.string() });

const castEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  character: z.string().nullish(),
  order: z.number().int().nullish(),
  profile_path: z.string().nullish(),
});

const crewEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  job: z.string().nullish(),
  department: z.string().nullish(),
  profile_path: z.string().nullish(),
});

const videoEntry = z.object({
  key: z.string(),
  site: z.string().nullish(),
  type: z.string().nullish(),
  name: z.string().nullish(),
});

/** TMDB nests keywords as {keywords:[…]} (movie) or {results:[…]} (tv); dumps may also flatten them. */
const keywords = z
  .union([
    z.array(idName),
    z.object({ keywords: z.array(idName) }).transform((k) => k.keywords),
    z.object({ results: z.array(idName) }).transform((k) => k.results),
  ])
  .nullish();

const watchProvider = z.object({
  provider_id: z.number().int().positive(),
  provider_name: z.string().min(1),
  logo_path: z.string().nullish(),
  display_priority: z.number().int().nullish(),
});

/** One region of TMDB's `watch/providers` (from JustWatch): its page and the providers of each kind of offer. */
const watchRegion = z.object({
  link: z.string().nullish(),
  flatrate: z.array(watchProvider).nullish(),
  free: z.array(watchProvider).nullish(),
  ads: z.array(watchProvider).nullish(),
  rent: z.array(watchProvider).nullish(),
  buy: z.array(watchProvider).nullish(),
});
export type DumpWatchRegion = z.output<typeof watchRegion>;

/**
 * Where to watch, as TMDB's `append_to_response=watch/providers` nests it (decision 047): `{results: {TR: {…}}}`.
 * Optional; a line with it replaces the title's offers, a line without it keeps the ones we hold.
 */
const watchProviders = z.object({ results: z.record(z.string(), watchRegion) }).nullish();

const common = {
  id: z.number().int().positive(),
  imdb_id: z.string().nullish(),
  original_language: z.string().nullish(),
  overview: z.string().nullish(),
  tagline: z.string().nullish(),
  genres: z.array(z.object({ id: z.number().int(), name: z.string() })).nullish(),
  vote_average: z.number().nullish(),
  vote_count: z.number().nullish(),
  popularity: z.number().nullish(),
  poster_path: z.string().nullish(),
  backdrop_path: z.string().nullish(),
  status: z.string().nullish(),
  homepage: z.string().nullish(),
  keywords,
  credits: z.object({ cast: z.array(castEntry).nullish(), crew: z.array(crewEntry).nullish() }).nullish(),
  videos: z.object({ results: z.array(videoEntry).nullish() }).nullish(),
  'watch/providers': watchProviders,
};

/** One episode as TMDB's `/tv/{id}/season/{n}` lists it; what we do not store (crew, guest stars, votes) is ignored. */
const episodeEntry = z.object({
  episode_number: z.number().int().positive(),
  name: z.string().nullish(),
  overview: z.string().nullish(),
  air_date: z.string().nullish(),
  runtime: z.number().nullish(),
  still_path: z.string().nullish(),
});

/**
 * A season of a show: an entry of `/tv/{id}`'s `seasons[]` (with `episode_count`) or a whole `/tv/{id}/season/{n}`
 * response (with `episodes[]`), so either can sit in a dump line's `seasons` and TMDB's season answers parse here too.
 */
export const seasonDumpSchema = z.object({
  season_number: z.number().int().nonnegative(),
  name: z.string().nullish(),
  overview: z.string().nullish(),
  air_date: z.string().nullish(),
  episode_count: z.number().int().nonnegative().nullish(),
  poster_path: z.string().nullish(),
  episodes: z.array(episodeEntry).nullish(),
});
export type DumpSeason = z.output<typeof seasonDumpSchema>;

/**
 * TMDB's `belongs_to_collection` of a movie: the collection (franchise) it is a part of, whose parts are the movies
 * naming it (decision 045). Optional; a line without it leaves the movie out of any collection.
 */
const collectionEntry = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  poster_path: z.string().nullish(),
  backdrop_path: z.string().nullish(),
});

export const movieDumpSchema = z.object({
  media_type: z.literal('movie'),
  title: z.string().min(1),
  original_title: z.string().nullish(),
  release_date: z.string().nullish(),
  runtime: z.number().nullish(),
  belongs_to_collection: collectionEntry.nullish(),
  ...common,
});

export const tvDumpSchema = z.object({
  media_type: z.literal('tv'),
  name: z.string().min(1),
  original_name: z.string().nullish(),
  first_air_date: z.string().nullish(),
  last_air_date: z.string().nullish(),
  episode_run_time: z.array(z.number()).nullish(),
  number_of_seasons: z.number().int().nullish(),
  number_of_episodes: z.number().int().nullish(),
  created_by: z
    .array(z.object({ id: z.number().int(), name: z.string(), profile_path: z.string().nullish() }))
    .nullish(),
  networks: z.array(z.object({ name: z.string() })).nullish(),
  seasons: z.array(seasonDumpSchema).nullish(),
  ...common,
});

export const dumpRecordSchema = z.discriminatedUnion('media_type', [movieDumpSchema, tvDumpSchema]);
export type DumpRecord = z.input<typeof dumpRecordSchema>;
export type ParsedDumpRecord = z.output<typeof dumpRecordSchema>;
