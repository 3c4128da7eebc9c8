import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The data a fake TMDB serves, read at test time from the shared data folder beside the repository (real TMDB
 * responses; never copied into the repository): the full detail responses of 100 movies and 100 shows, the real
 * `/tv/popular` pages of 2019, and credits, videos and keywords from the offline catalog where its ids match.
 */
export const SHARED_DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');

/** A TMDB detail response: the fields the fake reads are typed, the rest is served as it is. */
export interface RawTitle {
  id: number;
  genres?: { id: number; name: string }[];
  popularity?: number;
  vote_average?: number;
  vote_count?: number;
  [field: string]: unknown;
}

interface CastOrCrew {
  id: number;
  name: string;
  profile_path?: string | null;
  department?: string | null;
  [field: string]: unknown;
}

/** What `append_to_response=credits,videos,keywords` adds to a detail response. */
export interface TitleAppends {
  credits: { cast: CastOrCrew[]; crew: CastOrCrew[] };
  videos: { results: Record<string, unknown>[] };
  keywords: { id?: number; name: string }[];
}

/** A person as `/search/person` returns one. */
export interface FakePerson {
  id: number;
  name: string;
  profile_path: string | null;
  known_for_department: string;
  /** How many titles of the fake credit them; the search ranks by it, as TMDB ranks by popularity. */
  credits: number;
}

export interface FakeTmdbData {
  movies: Map<number, RawTitle>;
  shows: Map<number, RawTitle>;
  /** Appends by `movie:<id>` / `tv:<id>`; titles the offline catalog lacks get none. */
  appends: Map<string, TitleAppends>;
  /** The real `/tv/popular` pages, with genre ids as TMDB sends them. */
  popularShowPages: { page: number; results: Record<string, unknown>[] }[];
  people: FakePerson[];
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(SHARED_DATA, file), 'utf8'));

function asTitles(value: unknown): RawTitle[] {
  if (!Array.isArray(value)) throw new Error('expected an array of TMDB detail responses');
  return value.filter((item): item is RawTitle => typeof item === 'object' && item !== null && 'id' in item);
}

// The offline catalog marks ids it made up or inferred; TMDB has no such keys.
function withoutCatalogFlags(entry: CastOrCrew): CastOrCrew {
  const { synthetic_id: _synthetic, id_inferred_from_name: _inferred, ...rest } = entry;
  return rest as CastOrCrew;
}

/** Credits, videos and keywords of the wanted titles, from the offline catalog (one gzipped JSONL file). */
function readAppends(wanted: Set<string>): Map<string, TitleAppends> {
  const text = zlib.gunzipSync(fs.readFileSync(path.join(SHARED_DATA, 'catalog/titles.jsonl.gz'))).toString('utf8');
  const appends = new Map<string, TitleAppends>();
  for (const line of text.split('\n')) {
    // Parsing 8,000 lines costs more than a glance at each line's head, which names the media type and id.
    const head = /^\{"media_type":"(movie|tv)","id":(\d+)/.exec(line);
    if (!head || !wanted.has(`${head[1]}:${head[2]}`)) continue;
    const record = JSON.parse(line) as {
      credits?: { cast?: CastOrCrew[]; crew?: CastOrCrew[] };
      videos?: { results?: Record<string, unknown>[] };
      keywords?: { id?: number; name: string }[];
    };
    appends.set(`${head[1]}:${head[2]}`, {
      credits: {
        cast: (record.credits?.cast ?? []).map(withoutCatalogFlags),
        crew: (record.credits?.crew ?? []).map(withoutCatalogFlags),
      },
      videos: { results: record.videos?.results ?? [] },
      keywords: record.keywords ?? [],
    });
  }
  return appends;
}

function collectPeople(appends: Map<string, TitleAppends>): FakePerson[] {
  const people = new Map<number, FakePerson>();
  for (const { credits } of appends.values()) {
    const entries = [
      ...credits.cast.map((entry) => ({ entry, department: 'Acting' })),
      ...credits.crew.map((entry) => ({ entry, department: entry.department ?? 'Crew' })),
    ];
    for (const { entry, department } of entries) {
      const known = people.get(entry.id);
      if (known) {
        known.credits += 1;
        known.profile_path ??= entry.profile_path ?? null;
      } else {
        people.set(entry.id, {
          id: entry.id,
          name: entry.name,
          profile_path: entry.profile_path ?? null,
          known_for_department: department,
          credits: 1,
        });
      }
    }
  }
  return [...people.values()].sort((a, b) => b.credits - a.credits || a.id - b.id);
}

function readPopularShowPages(): FakeTmdbData['popularShowPages'] {
  const pages = readJson('tv/tmdb_tv_popular_2019_pages1-4.json') as {
    page: number;
    results: ({ genre_ids?: ({ id: number } | number | null)[] } & Record<string, unknown>)[];
  }[];
  // The saved pages expanded genre ids to {id, name} (null where that project knew no name) and added a trailer
  // key; TMDB sends plain ids and no key.
  return pages.map((page) => ({
    page: page.page,
    results: page.results.map(({ videoId: _trailer, genre_ids, ...rest }) => ({
      ...rest,
      genre_ids: (genre_ids ?? []).flatMap((genre) =>
        genre === null ? [] : [typeof genre === 'number' ? genre : genre.id],
      ),
    })),
  }));
}

let loaded: FakeTmdbData | undefined;

/** Reads the fake's data once per test process. */
export function loadFakeTmdbData(): FakeTmdbData {
  if (loaded) return loaded;
  const movies = new Map(asTitles(readJson('tmdb-seenit-seeds/movie_details_100.json')).map((m) => [m.id, m]));
  const shows = new Map(asTitles(readJson('tmdb-seenit-seeds/tv_details_100.json')).map((s) => [s.id, s]));
  const appends = readAppends(
    new Set([...[...movies.keys()].map((id) => `movie:${id}`), ...[...shows.keys()].map((id) => `tv:${id}`)]),
  );
  loaded = { movies, shows, appends, popularShowPages: readPopularShowPages(), people: collectPeople(appends) };
  return loaded;
}
