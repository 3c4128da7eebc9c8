import { isCalendarDate, isRegionCode, WATCH_OFFER_KINDS } from '@watchify/contract';
import type { Insertable } from 'kysely';
import type {
  CollectionsTable,
  CreditsTable,
  EpisodesTable,
  GenresTable,
  PeopleTable,
  SeasonsTable,
  TitleGenresTable,
  TitleKeywordsTable,
  TitlesTable,
  TitleWatchOffersTable,
  TitleWatchRegionsTable,
  VideosTable,
  WatchProvidersTable,
} from '../../db/types.js';
import { genreBitsOf } from '../../lib/genre-bits.js';
import { searchWordsOf } from '../../lib/search-text.js';
import { fold, foldForSearch } from '../../lib/text.js';
import type { DumpSeason, DumpWatchRegion, ParsedDumpRecord } from './dump-format.js';

/** Every row one title contributes to the catalog tables. */
export interface TitleRows {
  title: Insertable<TitlesTable>;
  /** The collection a movie belongs to (its overview comes only from TMDB's collection answer); null when none. */
  collection: Insertable<CollectionsTable> | null;
  genres: Insertable<GenresTable>[];
  titleGenres: Insertable<TitleGenresTable>[];
  people: Insertable<PeopleTable>[];
  credits: Insertable<CreditsTable>[];
  videos: Insertable<VideosTable>[];
  keywords: { name: string; tmdb_id: number | null }[];
  titleKeywords: Insertable<TitleKeywordsTable>[];
  /** A show's seasons; none for a movie or for a show its source gives only totals of. */
  seasons: Insertable<SeasonsTable>[];
  episodes: Insertable<EpisodesTable>[];
  /** The seasons whose episodes the source listed (the others gave a count or nothing). */
  seasonsWithEpisodes: number[];
  /** Where to watch, when the source says (null: it did not, and the offers we hold stay). */
  watch: WatchRows | null;
}

/** A title's where-to-watch rows (decision 047). */
export interface WatchRows {
  providers: Insertable<WatchProvidersTable>[];
  regions: Insertable<TitleWatchRegionsTable>[];
  offers: Insertable<TitleWatchOffersTable>[];
}

/** A season's rows: the season and the episodes its source listed. */
export interface SeasonRows {
  season: Insertable<SeasonsTable>;
  episodes: Insertable<EpisodesTable>[];
  episodesListed: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function yearOf(date: string | null | undefined): number | null {
  return date && DATE.test(date) ? Number(date.slice(0, 4)) : null;
}

/** A date as we store it: YYYY-MM-DD, or null for anything else (TMDB sends "" for an unknown date). */
function dateOrNull(text: string | null | undefined): string | null {
  return text && isCalendarDate(text) ? text : null;
}

const minutesOrNull = (minutes: number | null | undefined) => (minutes && minutes > 0 ? Math.round(minutes) : null);

/**
 * One season as rows, from a dump line's `seasons[]` entry or a TMDB season response. Only what the source says is
 * stored: a season without `episodes` gets no episode rows (its count alone says how many there are).
 */
export function mapSeason(showId: number, season: DumpSeason): SeasonRows {
  const listed = season.episodes ?? null;
  // A repeated episode number would break the key; the later entry wins, as for titles in a dump.
  const episodes = [...new Map((listed ?? []).map((e) => [e.episode_number, e])).values()]
    .sort((a, b) => a.episode_number - b.episode_number)
    .map((episode) => ({
      title_id: showId,
      season_number: season.season_number,
      episode_number: episode.episode_number,
      name: episode.name?.trim() || null,
      overview: episode.overview?.trim() || null,
      air_date: dateOrNull(episode.air_date),
      runtime: minutesOrNull(episode.runtime),
      still_path: episode.still_path || null,
    }));
  return {
    season: {
      title_id: showId,
      season_number: season.season_number,
      name: season.name?.trim() || null,
      overview: season.overview?.trim() || null,
      air_date: dateOrNull(season.air_date),
      episode_count: season.episode_count ?? (listed ? episodes.length : null),
      poster_path: season.poster_path || null,
      episodes_fetched_at: null,
    },
    episodes,
    episodesListed: listed !== null,
  };
}

/** TMDB's `watch/providers` results as rows; regions we do not know a code of are left out. */
export function mapWatchProviders(
  key: { media_type: string; title_id: number },
  results: Record<string, DumpWatchRegion>,
): WatchRows {
  const providers = new Map<number, Insertable<WatchProvidersTable>>();
  const regions: Insertable<TitleWatchRegionsTable>[] = [];
  const offers = new Map<string, Insertable<TitleWatchOffersTable>>();
  for (const [region, entry] of Object.entries(results)) {
    if (!isRegionCode(region)) continue;
    regions.push({ ...key, region, link: entry.link || null });
    for (const kind of WATCH_OFFER_KINDS) {
      for (const provider of entry[kind] ?? []) {
        providers.set(provider.provider_id, {
          id: provider.provider_id,
          name: provider.provider_name,
          logo_path: provider.logo_path || null,
        });
        offers.set(`${region}:${kind}:${provider.provider_id}`, {
          ...key,
          region,
          kind,
          provider_id: provider.provider_id,
          display_priority: provider.display_priority ?? 999,
        });
      }
    }
  }
  return { providers: [...providers.values()], regions, offers: [...offers.values()] };
}

/** A TV show's runtime is the first listed episode run time (TMDB has no single runtime for shows). */
function runtimeOf(record: ParsedDumpRecord): number | null {
  return minutesOrNull(record.media_type === 'movie' ? record.runtime : record.episode_run_time?.[0]);
}

/** Turns one dump line into table rows. Pure: the importer and the TMDB provider both use it. */
export function mapDumpRecord(record: ParsedDumpRecord, source: string, now: string): TitleRows {
  const mediaType = record.media_type;
  const titleId = record.id;
  const name = record.media_type === 'movie' ? record.title : record.name;
  const releaseDate = (record.media_type === 'movie' ? record.release_date : record.first_air_date) || null;
  const key = { media_type: mediaType, title_id: titleId };
  const collection = record.media_type === 'movie' ? (record.belongs_to_collection ?? null) : null;
  const originalTitle = (record.media_type === 'movie' ? record.original_title : record.original_name) ?? null;
  const searchText = searchWordsOf(name, originalTitle);

  const people = new Map<number, Insertable<PeopleTable>>();
  const notePerson = (id: number, personName: string, profilePath: string | null | undefined) => {
    const known = people.get(id);
    if (!known || (!known.profile_path && profilePath)) {
      people.set(id, { id, name: personName, profile_path: profilePath ?? null, search_name: fold(personName) });
    }
  };

  const credits: Insertable<CreditsTable>[] = [];
  (record.credits?.cast ?? []).forEach((cast, position) => {
    notePerson(cast.id, cast.name, cast.profile_path);
    credits.push({
      ...key,
      kind: 'cast',
      position,
      person_id: cast.id,
      character: cast.character ?? null,
      job: null,
      department: null,
      billing_order: cast.order ?? null,
    });
  });
  const crew = [...(record.credits?.crew ?? [])];
  // TV creators are crew in spirit; TMDB lists them apart, so fold them in as 'Creator'.
  if (record.media_type === 'tv') {
    for (const creator of record.created_by ?? []) {
      crew.push({
        id: creator.id,
        name: creator.name,
        job: 'Creator',
        department: 'Writing',
        profile_path: creator.profile_path,
      });
    }
  }
  crew.forEach((member, position) => {
    notePerson(member.id, member.name, member.profile_path);
    credits.push({
      ...key,
      kind: 'crew',
      position,
      person_id: member.id,
      character: null,
      job: member.job ?? null,
      department: member.department ?? null,
      billing_order: null,
    });
  });

  const genreList = record.genres ?? [];
  const uniqueGenres = [...new Map(genreList.map((g) => [g.id, g])).values()];
  const keywordList = [
    ...new Map((record.keywords ?? []).map((k) => [k.name.trim().toLowerCase(), k])).entries(),
  ].filter(([keywordName]) => keywordName.length > 0);

  // A repeated season number would break the key; the later entry wins.
  const seasonEntries = record.media_type === 'tv' ? (record.seasons ?? []) : [];
  const seasons = [...new Map(seasonEntries.map((season) => [season.season_number, season])).values()]
    .sort((a, b) => a.season_number - b.season_number)
    .map((season) => mapSeason(titleId, season));

  return {
    title: {
      media_type: mediaType,
      id: titleId,
      title: name,
      original_title: originalTitle,
      original_language: record.original_language ?? null,
      overview: record.overview || null,
      tagline: record.tagline || null,
      release_date: releaseDate,
      year: yearOf(releaseDate),
      runtime: runtimeOf(record),
      vote_average: record.vote_average ?? null,
      vote_count: record.vote_count == null ? null : Math.round(record.vote_count),
      popularity: record.popularity ?? null,
      poster_path: record.poster_path ?? null,
      backdrop_path: record.backdrop_path ?? null,
      status: record.status ?? null,
      imdb_id: record.imdb_id ?? null,
      number_of_seasons: record.media_type === 'tv' ? (record.number_of_seasons ?? null) : null,
      number_of_episodes: record.media_type === 'tv' ? (record.number_of_episodes ?? null) : null,
      collection_id: collection?.id ?? null,
      search_title: foldForSearch(name),
      search_words: searchText.words,
      search_original: searchText.original,
      genre_bits: genreBitsOf(uniqueGenres.map((g) => g.id)),
      source,
      created_at: now,
      updated_at: now,
    },
    collection: collection && {
      id: collection.id,
      name: collection.name,
      overview: null,
      poster_path: collection.poster_path || null,
      backdrop_path: collection.backdrop_path || null,
    },
    genres: uniqueGenres.map((g) => ({ media_type: mediaType, id: g.id, name: g.name })),
    titleGenres: uniqueGenres.map((g) => ({ ...key, genre_id: g.id })),
    people: [...people.values()],
    credits,
    videos: (record.videos?.results ?? []).map((video, position) => ({
      ...key,
      position,
      key: video.key,
      site: video.site ?? null,
      type: video.type ?? null,
      name: video.name ?? null,
    })),
    keywords: keywordList.map(([keywordName, k]) => ({ name: keywordName, tmdb_id: k.id ?? null })),
    titleKeywords: keywordList.map(([keywordName]) => ({ ...key, keyword: keywordName })),
    seasons: seasons.map((rows) => rows.season),
    episodes: seasons.flatMap((rows) => rows.episodes),
    seasonsWithEpisodes: seasons.filter((rows) => rows.episodesListed).map((rows) => rows.season.season_number),
    watch: record['watch/providers'] ? mapWatchProviders(key, record['watch/providers'].results) : null,
  };
}
