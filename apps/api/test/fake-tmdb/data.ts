import fs from 'node:fs';
import path from 'node:path';

/**
 * The data a fake TMDB serves, read from a test fixture of real TMDB responses (fixtures/README.md says which):
 * the detail responses of a few movies and shows, with credits, videos and keywords for each, the first titles of a
 * real `/tv/popular` page and a real season response.
 */
const FIXTURE = path.join(import.meta.dirname, '../fixtures/fake-tmdb.json');
/** Real person and collection responses, as recorded (fixtures/README.md). */
const RECORDED = path.join(import.meta.dirname, '../fixtures/tmdb');

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
  /** Appends by `movie:<id>` / `tv:<id>`; a title without an entry gets empty ones. */
  appends: Map<string, TitleAppends>;
  /** Real `/tv/popular` pages, with genre ids as TMDB sends them. */
  popularShowPages: { page: number; results: Record<string, unknown>[] }[];
  people: FakePerson[];
  /** Real `/tv/{id}/season/{n}` responses by `<show id>:<season number>`. */
  seasons: Map<string, Record<string, unknown>>;
  /** Real `/person/{id}?append_to_response=combined_credits…` responses by person id. */
  persons: Map<number, Record<string, unknown>>;
  /** Real `/person/{id}/combined_credits` responses by person id (a person the fake has no details of). */
  combinedCredits: Map<number, Record<string, unknown>>;
  /** Real `/collection/{id}` responses by collection id. */
  collections: Map<number, Record<string, unknown>>;
  /** Real detail responses served at `/{type}/{id}` only (in no list), by `movie:<id>` / `tv:<id>`. */
  detailsOnly: Map<string, RawTitle>;
  /** Real `/{type}/{id}/watch/providers` results, by `movie:<id>` / `tv:<id>`. */
  watchProviders: Map<string, Record<string, unknown>>;
}

/** The fixture as stored: the fake's data, with people still to be gathered from the credits. */
interface FakeTmdbFixture {
  movies: RawTitle[];
  shows: RawTitle[];
  appends: Record<string, TitleAppends>;
  popularShowPages: FakeTmdbData['popularShowPages'];
  seasons: Record<string, Record<string, unknown>>;
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

const recorded = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(RECORDED, file), 'utf8')) as Record<string, unknown> & { id: number };

let loaded: FakeTmdbData | undefined;

/** Reads the fake's data once per test process. */
export function loadFakeTmdbData(): FakeTmdbData {
  if (loaded) return loaded;
  const fixture = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as FakeTmdbFixture;
  const appends = new Map(Object.entries(fixture.appends));
  loaded = {
    movies: new Map(fixture.movies.map((movie) => [movie.id, movie])),
    shows: new Map(fixture.shows.map((show) => [show.id, show])),
    appends,
    popularShowPages: fixture.popularShowPages,
    people: collectPeople(appends),
    seasons: new Map(Object.entries(fixture.seasons)),
    persons: new Map([[11701, recorded('person_11701_angelina-jolie.json')]]),
    combinedCredits: new Map([[287, recorded('person_287_brad-pitt_combined_credits.json')]]),
    collections: new Map([[10, recorded('collection_10_star-wars.json')]]),
    detailsOnly: new Map([['tv:1399', recorded('tv_1399_game-of-thrones.json')]]),
    watchProviders: new Map([
      ['movie:550', recorded('watch_providers_movie_550.json')],
      ['tv:1399', recorded('watch_providers_tv_1399.json')],
    ]),
  };
  return loaded;
}
