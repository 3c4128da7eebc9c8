import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOVIE_GENRES } from '@watchify/contract';
import { type DumpLine, readDumpFile, recordsAsLines } from './catalog.importer.js';
import type { DumpRecord } from './dump-format.js';

/**
 * The built-in demo catalog (decision 005): films from the BSD-licensed `vega-datasets` package, mapped to the
 * dump format here, plus the TV shows we wrote ourselves, kept as a dump file (demo-data/tv-shows.jsonl), so
 * both import exactly like a TMDB dump.
 */

/** First id of demo movies; TMDB's own ids are far below this range. */
export const DEMO_MOVIE_ID_BASE = 800_000_000;
/** First id of demo TV shows (the ids written in demo-data/tv-shows.jsonl). */
export const DEMO_SHOW_ID_BASE = 850_000_000;
/** First id of people credited in the demo catalog. */
export const DEMO_PERSON_ID_BASE = 700_000_000;

/** Width of the title id ranges: movies and shows stay 10 million apart. */
const TITLE_ID_SPAN = 40_000_000;
const PERSON_ID_SPAN = 50_000_000;

/** vega's dates are "Jun 12 1998"; a few carry the wrong century (e.g. 2046 for a 1946 film), hence the window. */
const MIN_YEAR = 1915;
const MAX_YEAR = 2012;

/** One film as it appears in vega-datasets/data/movies.json (only the fields we read). */
interface VegaMovie {
  readonly Title?: string | number | null;
  readonly 'US Gross'?: number | null;
  readonly 'Release Date'?: string | null;
  readonly 'Running Time min'?: number | null;
  readonly Distributor?: string | null;
  readonly Source?: string | null;
  readonly 'Major Genre'?: string | null;
  readonly 'Creative Type'?: string | null;
  readonly Director?: string | null;
  readonly 'IMDB Rating'?: number | null;
  readonly 'IMDB Votes'?: number | null;
}

type MovieRecord = Extract<DumpRecord, { media_type: 'movie' }>;

/**
 * The hand-written TV shows, one dump record per line (see demo-data/README.md). Resolved beside this module: in
 * the bundle that is dist/, where build.mjs copies demo-data/.
 */
export const DEMO_TV_SHOWS_FILE = fileURLToPath(new URL('./demo-data/tv-shows.jsonl', import.meta.url));

/**
 * Real TMDB seasons of some demo shows, one line per show: `{id, name, tmdb_id, seasons}` with `seasons` in the dump
 * format (see demo-data/README.md for where each comes from). Kept apart from the hand-written shows so what was
 * written for the project and what TMDB published stay distinguishable.
 */
export const DEMO_TV_SEASONS_FILE = fileURLToPath(new URL('./demo-data/tv-seasons.jsonl', import.meta.url));

/** One line of the seasons file. */
export interface DemoShowSeasons {
  id: number;
  name: string;
  tmdb_id: number;
  seasons: unknown[];
}

/**
 * TMDB's `belongs_to_collection` of some demo films, one line per film: `{title, year, tmdb_id, belongs_to_collection}`
 * (see demo-data/README.md for where each comes from). Only the collection's id and name are kept: the demo has no
 * images.
 */
export const DEMO_MOVIE_COLLECTIONS_FILE = fileURLToPath(
  new URL('./demo-data/movie-collections.jsonl', import.meta.url),
);

/** One line of the movie collections file. */
export interface DemoMovieCollection {
  title: string;
  year: number;
  tmdb_id: number;
  belongs_to_collection: { id: number; name: string };
}

/** The movie collections file's lines, by "<title>|<year>" (the key demo film ids are derived from). */
export function demoMovieCollections(): Map<string, DemoMovieCollection> {
  const lines = readFileSync(DEMO_MOVIE_COLLECTIONS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return new Map(
    lines.map((line) => {
      const entry = JSON.parse(line) as DemoMovieCollection;
      return [`${entry.title}|${entry.year}`, entry];
    }),
  );
}

/**
 * Real TMDB `watch/providers` answers of some demo titles (decision 047), one line per title: a film by `title` and
 * `year`, a show by `name`, with `tmdb_id` and `watch/providers` as TMDB sent it (see demo-data/README.md).
 */
export const DEMO_WATCH_PROVIDERS_FILE = fileURLToPath(new URL('./demo-data/watch-providers.jsonl', import.meta.url));

/** One line of the watch providers file. */
interface DemoWatchProviders {
  media_type: 'movie' | 'tv';
  title?: string;
  year?: number;
  name?: string;
  tmdb_id: number;
  'watch/providers': NonNullable<DumpRecord['watch/providers']>;
}

/** The watch providers file's `watch/providers`, by "movie:<title>|<year>" or "tv:<name>". */
export function demoWatchProviders(): Map<string, DemoWatchProviders['watch/providers']> {
  const lines = readFileSync(DEMO_WATCH_PROVIDERS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return new Map(
    lines.map((line) => {
      const entry = JSON.parse(line) as DemoWatchProviders;
      const key = entry.media_type === 'movie' ? `movie:${entry.title}|${entry.year}` : `tv:${entry.name}`;
      return [key, entry['watch/providers']];
    }),
  );
}

/** The seasons file's lines, by demo show id. */
export function demoShowSeasons(): Map<number, DemoShowSeasons> {
  const lines = readFileSync(DEMO_TV_SEASONS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return new Map(
    lines.map((line) => {
      const entry = JSON.parse(line) as DemoShowSeasons;
      return [entry.id, entry];
    }),
  );
}

/**
 * The whole demo catalog as lines for `importDump`: the vega films, then the lines of the TV shows file, each with
 * its seasons when the seasons file has them. Ids are deterministic, so importing again, or in a later release,
 * updates the same titles.
 */
export async function* demoCatalogLines(): AsyncGenerator<DumpLine> {
  const watchProviders = demoWatchProviders();
  yield* recordsAsLines(demoMovieRecords(watchProviders));
  const seasons = demoShowSeasons();
  for await (const line of readDumpFile(DEMO_TV_SHOWS_FILE)) {
    yield withShowExtras(line, seasons, watchProviders);
  }
}

/**
 * A show's line with its seasons and where to watch it added; any other line as it is (a line that is not JSON is
 * the importer's to report).
 */
function withShowExtras(
  line: DumpLine,
  seasons: Map<number, DemoShowSeasons>,
  watchProviders: Map<string, DemoWatchProviders['watch/providers']>,
): DumpLine {
  if (typeof line.value !== 'string' || line.value.trim() === '') return line;
  let record: unknown;
  try {
    record = JSON.parse(line.value);
  } catch {
    return line;
  }
  if (typeof record !== 'object' || record === null) return line;
  const { id, name } = record as { id?: unknown; name?: unknown };
  const entry = typeof id === 'number' ? seasons.get(id) : undefined;
  const offers = typeof name === 'string' ? watchProviders.get(`tv:${name}`) : undefined;
  if (!entry && !offers) return line;
  return {
    line: line.line,
    value: {
      ...record,
      ...(entry ? { seasons: entry.seasons } : {}),
      ...(offers ? { 'watch/providers': offers } : {}),
    },
  };
}

/** The vega films (dated 1915–2012, with an IMDb rating, one per title and year) as movie dump records, by id. */
export function demoMovieRecords(watchProviders = demoWatchProviders()): MovieRecord[] {
  const films = uniqueFilms(readVegaMovies());
  const ids = assignTitleIds(films, (film) => `${film.title}|${film.year}`, DEMO_MOVIE_ID_BASE);
  const collections = demoMovieCollections();
  return films
    .map((film) => {
      const record = movieRecord(film, idOf(ids, film));
      const entry = collections.get(`${film.title}|${film.year}`);
      const offers = watchProviders.get(`movie:${film.title}|${film.year}`);
      return {
        ...record,
        ...(entry ? { belongs_to_collection: entry.belongs_to_collection } : {}),
        ...(offers ? { 'watch/providers': offers } : {}),
      };
    })
    .sort((a, b) => a.id - b.id);
}

/** Id of a person in the demo catalog: the same name always gets the same id, in every title and every release. */
export function demoPersonId(name: string): number {
  return DEMO_PERSON_ID_BASE + (fnv1a32(normalizeName(name)) % PERSON_ID_SPAN);
}

const utf8 = new TextEncoder();

/** 32-bit FNV-1a over the UTF-8 bytes of `text`: tiny, fast and identical on every platform and Node version. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of utf8.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// ── Reading vega ────────────────────────────────────────────────────────────────────────────────────

/** Location of movies.json inside the installed vega-datasets package. */
export function vegaMoviesPath(): string {
  const require = createRequire(import.meta.url);
  try {
    return require.resolve('vega-datasets/data/movies.json');
  } catch {
    // vega-datasets 3.x lists only its JS entry in "exports", so the data subpath is not resolvable
    // (ERR_PACKAGE_PATH_NOT_EXPORTED); walk up from the entry to the package root instead.
    let dir = dirname(require.resolve('vega-datasets'));
    while (!existsSync(join(dir, 'package.json'))) {
      const parent = dirname(dir);
      if (parent === dir) throw new Error('vega-datasets: package root not found');
      dir = parent;
    }
    return join(dir, 'data', 'movies.json');
  }
}

function readVegaMovies(): VegaMovie[] {
  const data: unknown = JSON.parse(readFileSync(vegaMoviesPath(), 'utf8'));
  if (!Array.isArray(data)) throw new Error('vega-datasets movies.json: expected an array');
  return data.filter((row): row is VegaMovie => typeof row === 'object' && row !== null);
}

/** A vega film after cleaning, before it becomes a dump record. */
interface Film {
  readonly title: string;
  readonly year: number;
  readonly releaseDate: string;
  readonly runtime: number | null;
  readonly director: string | null;
  readonly distributor: string | null;
  readonly majorGenre: string | null;
  readonly creativeType: string | null;
  readonly source: string | null;
  readonly rating: number;
  readonly votes: number | null;
  readonly usGross: number | null;
}

/** Cleans the raw rows, drops unusable ones and keeps one film per (title, year): the one with the most votes. */
function uniqueFilms(rows: readonly VegaMovie[]): Film[] {
  const byKey = new Map<string, Film>();
  for (const row of rows) {
    const film = toFilm(row);
    if (!film) continue;
    const key = `${film.title}|${film.year}`;
    const kept = byKey.get(key);
    if (!kept || (film.votes ?? 0) > (kept.votes ?? 0)) byKey.set(key, film);
  }
  return [...byKey.values()];
}

function toFilm(row: VegaMovie): Film | null {
  const date = parseVegaDate(row['Release Date']);
  const rating = finiteOrNull(row['IMDB Rating']);
  if (!date || rating === null || row.Title == null) return null;
  const title = cleanTitle(String(row.Title));
  if (!title) return null;
  const runtime = finiteOrNull(row['Running Time min']);
  const votes = finiteOrNull(row['IMDB Votes']);
  return {
    title,
    year: date.year,
    releaseDate: date.iso,
    runtime: runtime !== null && runtime > 0 ? runtime : null,
    director: cleanText(row.Director),
    distributor: cleanText(row.Distributor),
    majorGenre: cleanText(row['Major Genre']),
    creativeType: cleanText(row['Creative Type']),
    source: cleanText(row.Source),
    rating,
    votes: votes !== null && votes >= 0 ? Math.round(votes) : null,
    usGross: finiteOrNull(row['US Gross']),
  };
}

const MONTHS: Readonly<Record<string, number>> = {
  Jan: 1,
  Feb: 2,
  Mar: 3,
  Apr: 4,
  May: 5,
  Jun: 6,
  Jul: 7,
  Aug: 8,
  Sep: 9,
  Oct: 10,
  Nov: 11,
  Dec: 12,
};

/** "Jun 12 1998" → 1998-06-12; null for anything else, impossible days and years outside the trusted window. */
export function parseVegaDate(value: unknown): { year: number; iso: string } | null {
  if (typeof value !== 'string') return null;
  const match = /^([A-Z][a-z]{2}) (\d{1,2}) (\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = MONTHS[match[1] ?? ''];
  const day = Number(match[2]);
  // vega's source wrote two-digit years, so some pre-1950 films came out a century late (Gone with the Wind: 2039).
  // No film in it is from after 2010, so a year past MAX_YEAR is read as one century earlier.
  const written = Number(match[3]);
  const year = written > MAX_YEAR ? written - 100 : written;
  if (!month || year < MIN_YEAR || year > MAX_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, iso: date.toISOString().slice(0, 10) };
}

/**
 * vega's movies.json was written as Windows-1252/Latin-1 text and later read as Mac OS Roman, so "Léon" is stored
 * as "LÈon" and "2½" as "2Ω". Mapping each Mac Roman character back to its byte and reading that byte as
 * Windows-1252 undoes it; characters Mac Roman lacks (such as the "³" of "Alien³") are kept as they are.
 */
export function repairMacRoman(text: string): string {
  let out = '';
  for (const char of text) {
    const index = MAC_ROMAN_HIGH.indexOf(char);
    out += index < 0 ? char : windows1252(0x80 + index);
  }
  return out;
}

/** Bytes 0x80–0xFF of Mac OS Roman (0xCA is a no-break space, 0xF0 the Apple logo in the private use area). */
const MAC_ROMAN_HIGH =
  'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u00a0ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uf8ffÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';
/** Windows-1252 bytes 0x80–0x9F; the five unassigned bytes map to nothing. */
const WINDOWS_1252_C1 = '€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ';

function windows1252(byte: number): string {
  if (byte >= 0xa0) return String.fromCharCode(byte);
  const char = WINDOWS_1252_C1[byte - 0x80] ?? '';
  return char === '\0' ? '' : char;
}

/** Repairs the encoding, unescapes the doubled quotes of vega's CSV origin and trims. */
function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = repairMacRoman(value).replaceAll('""', '"').replace(/\s+/g, ' ').trim();
  return text || null;
}

/** Film titles as TMDB would show them: vega's library-style "Barbarians, The" becomes "The Barbarians". */
function cleanTitle(raw: string): string | null {
  const title = cleanText(raw);
  if (!title) return null;
  const article = /^(.*), (The|A|An)$/.exec(title);
  return article ? `${article[2]} ${article[1]}` : title;
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

// ── Movies ──────────────────────────────────────────────────────────────────────────────────────────

/** vega "Major Genre" → TMDB movie genre ids. */
const MAJOR_GENRE_IDS: Readonly<Record<string, readonly number[]>> = {
  Action: [28],
  Adventure: [12],
  Comedy: [35],
  'Black Comedy': [35],
  'Romantic Comedy': [35, 10749],
  Drama: [18],
  Horror: [27],
  Musical: [10402],
  'Thriller/Suspense': [53],
  Western: [37],
  Documentary: [99],
  'Concert/Performance': [10402, 99],
};

/** vega "Creative Type" → extra TMDB movie genre ids (Contemporary Fiction, Factual and the like add none). */
const CREATIVE_TYPE_IDS: Readonly<Record<string, readonly number[]>> = {
  'Science Fiction': [878],
  Fantasy: [14],
  'Super Hero': [28, 878],
  'Kids Fiction': [10751],
  // 'Historical Fiction' is left out: vega gives it to films such as Forrest Gump that are not History films.
  Dramatization: [18],
};

/** How the major genre reads in the generated overview ("A 1994 drama …"). */
const GENRE_NOUNS: Readonly<Record<string, string>> = {
  Action: 'action film',
  Adventure: 'adventure film',
  Comedy: 'comedy',
  'Black Comedy': 'black comedy',
  'Romantic Comedy': 'romantic comedy',
  Drama: 'drama',
  Horror: 'horror film',
  Musical: 'musical',
  'Thriller/Suspense': 'thriller',
  Western: 'western',
  Documentary: 'documentary',
  'Concert/Performance': 'concert film',
};

/** vega "Source" → a second overview sentence; Original Screenplay says nothing worth a sentence. */
const SOURCE_SENTENCES: Readonly<Record<string, string>> = {
  'Based on Book/Short Story': 'Based on a book or short story.',
  'Based on Real Life Events': 'Based on real-life events.',
  'Based on Comic/Graphic Novel': 'Based on a comic or graphic novel.',
  'Based on TV': 'Based on a television series.',
  'Based on Play': 'Based on a stage play.',
  'Based on Game': 'Based on a game.',
  'Based on Musical/Opera': 'Based on a stage musical or opera.',
  'Based on Short Film': 'Based on a short film.',
  'Based on Magazine Article': 'Based on a magazine article.',
  'Based on Factual Book/Article': 'Based on a factual book or article.',
  'Traditional/Legend/Fairytale': 'Based on a traditional tale, legend or fairy tale.',
  'Disney Ride': 'Based on a Disney theme-park ride.',
  'Based on Toy': 'Based on a toy.',
  Remake: 'A remake.',
  'Spin-Off': 'A spin-off.',
  Compilation: 'A compilation.',
};

const MOVIE_GENRE_NAMES = new Map<number, string>(MOVIE_GENRES.map((genre) => [genre.id, genre.name]));

/** TMDB genre ids of a vega film, without duplicates and in a stable order (major genre first). */
export function movieGenreIds(majorGenre: string | null, creativeType: string | null): number[] {
  const ids = [
    ...(majorGenre ? (MAJOR_GENRE_IDS[majorGenre] ?? []) : []),
    ...(creativeType ? (CREATIVE_TYPE_IDS[creativeType] ?? []) : []),
  ];
  return [...new Set(ids)];
}

function movieRecord(film: Film, id: number): MovieRecord {
  return {
    media_type: 'movie',
    id,
    imdb_id: null,
    title: film.title,
    original_title: film.title,
    original_language: 'en',
    overview: movieOverview(film),
    tagline: null,
    release_date: film.releaseDate,
    runtime: film.runtime,
    genres: namedGenres(movieGenreIds(film.majorGenre, film.creativeType), MOVIE_GENRE_NAMES),
    vote_average: film.rating,
    vote_count: film.votes,
    popularity: moviePopularity(film.votes, film.usGross),
    poster_path: null,
    backdrop_path: null,
    status: 'Released',
    homepage: null,
    keywords: { keywords: movieKeywords(film).map((name) => ({ name })) },
    credits: {
      cast: [],
      crew: film.director
        ? [
            {
              id: demoPersonId(film.director),
              name: film.director,
              job: 'Director',
              department: 'Directing',
              profile_path: null,
            },
          ]
        : [],
    },
    videos: { results: [] },
  };
}

/** "A 1994 drama directed by Frank Darabont, distributed by Sony Pictures. Based on a book or short story." */
function movieOverview(film: Film): string {
  const noun = (film.majorGenre && GENRE_NOUNS[film.majorGenre]) || 'film';
  let first = `A ${film.year} ${noun}`;
  if (film.director) first += ` directed by ${film.director}`;
  if (film.distributor) first += `${film.director ? ',' : ''} distributed by ${film.distributor}`;
  // Distributors such as "Warner Bros." already end the sentence.
  if (!first.endsWith('.')) first += '.';
  const second = film.source ? SOURCE_SENTENCES[film.source] : undefined;
  return second ? `${first} ${second}` : first;
}

/** Source and creative type as lower-case keywords, e.g. "based on book/short story", "contemporary fiction". */
function movieKeywords(film: Film): string[] {
  const words = [film.source, film.creativeType === 'Multiple Creative Types' ? null : film.creativeType];
  return [...new Set(words.filter((word): word is string => !!word).map((word) => word.toLowerCase()))];
}

/**
 * A stand-in for TMDB's popularity (which is a live traffic score we cannot have): grows with the log of IMDb votes
 * and of US box office, so a blockbuster lands near 50, a well-known film around 25 and an obscure one below 10.
 */
export function moviePopularity(votes: number | null, usGross: number | null): number {
  const fromVotes = 4 * Math.log1p(Math.max(0, votes ?? 0) / 100);
  const fromGross = 2 * Math.log1p(Math.max(0, usGross ?? 0) / 1_000_000);
  return round3(fromVotes + fromGross);
}

// ── Shared helpers ──────────────────────────────────────────────────────────────────────────────────

/**
 * Gives each item `base + n`, n = FNV-1a(key) mod the range width. Keys are visited in sorted order and a taken
 * slot moves to the next free one, so ids depend only on the set of keys, never on file order; adding a title can
 * only move an existing one if the two hash to the same slot (about one chance in ten thousand per addition).
 */
function assignTitleIds<T>(items: readonly T[], key: (item: T) => string, base: number): Map<T, number> {
  const keyed = items.map((item) => ({ item, key: key(item).normalize('NFC') }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const taken = new Set<number>();
  const ids = new Map<T, number>();
  for (const { item, key: text } of keyed) {
    let slot = fnv1a32(text) % TITLE_ID_SPAN;
    while (taken.has(slot)) slot = (slot + 1) % TITLE_ID_SPAN;
    taken.add(slot);
    ids.set(item, base + slot);
  }
  return ids;
}

function idOf<T>(ids: ReadonlyMap<T, number>, item: T): number {
  const id = ids.get(item);
  if (id === undefined) throw new Error('demo catalog: item without id');
  return id;
}

/** Same person, same id: case, spacing and Unicode composition differences do not matter. */
function normalizeName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

function namedGenres(ids: readonly number[], names: ReadonlyMap<number, string>): { id: number; name: string }[] {
  return ids.map((id) => {
    const name = names.get(id);
    if (!name) throw new Error(`demo catalog: unknown genre id ${id}`);
    return { id, name };
  });
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
