import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { foldForSearch } from '../../src/lib/text.js';
import { type FakeTmdbData, loadFakeTmdbData, type RawTitle } from './data.js';

/**
 * A fake TMDB v3 API and image host on 127.0.0.1 (random port) for tests: real HTTP, realistic bodies built from
 * real TMDB responses (a test fixture), TMDB's authentication and error bodies, per-path request counts and
 * scripted faults.
 *
 * Paths given to `requests`, `respondWith429`, `delay` and `fail` are API paths without the `/3` root
 * (`/movie/550`, `/trending/all/day`) or image paths as requested (`/t/p/w500/abc.jpg`). `'*'` matches every path
 * and a trailing `*` matches a prefix (`/movie/*`).
 */
export interface FakeTmdb {
  /** Use as TMDB_API_URL. */
  url: string;
  /** Use as TMDB_IMAGE_URL. */
  imageUrl: string;
  /** The API key the fake accepts (as `api_key`). */
  apiKey: string;
  /** The read access token the fake accepts (as `Authorization: Bearer …`). */
  accessToken: string;
  /** The data being served, so tests can pick titles with the properties they need. */
  data: FakeTmdbData;
  /** Requests received for `path` (every attempt counts, faulted ones included), or for all paths. */
  requests(path?: string): number;
  /** The requests received for `path` (or all), oldest first. */
  requestLog(path?: string): FakeTmdbRequest[];
  /** The next `times` requests matching `path` get 429 with `Retry-After: retryAfterSeconds`. */
  respondWith429(path: string, retryAfterSeconds: number, times?: number): void;
  /** The next `times` requests matching `path` (default: all of them) are answered `ms` late. */
  delay(path: string, ms: number, times?: number): void;
  /** The next `times` requests matching `path` are answered with `status` and TMDB's error body for it. */
  fail(path: string, status: number, times?: number): void;
  /**
   * From now on every error body's `status_message` also echoes part of the request, as a careless upstream (or a
   * proxy in front of it) might: the full URL, query string and key included, or the Authorization header.
   * null stops it.
   */
  echoInErrors(part: 'url' | 'authorization' | null): void;
  /** From now on every request's connection is dropped without an answer, as when TMDB is unreachable. */
  goDown(): void;
  comeBack(): void;
  /** Clears faults, counts and the log. */
  reset(): void;
  close(): Promise<void>;
}

/** One request as the fake received it. */
export interface FakeTmdbRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** performance.now() when the request arrived. */
  at: number;
}

/** The credentials the fake accepts; each has a default. */
export interface FakeTmdbOptions {
  apiKey?: string;
  accessToken?: string;
}

/** A 1×1 PNG: the fake's answer to every image request. */
export const FAKE_IMAGE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const PAGE_SIZE = 20;
const API_ROOT = '/3';
const IMAGE_ROOT = '/t/p';
const IMAGE_PATH = /^\/t\/p\/(?:w\d+|h\d+|original)\/[A-Za-z0-9_-]+\.(?:jpe?g|png|svg|webp)$/i;

/** TMDB's error bodies, word for word. */
const TMDB_ERRORS: Record<number, { status_code: number; status_message: string }> = {
  401: { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.' },
  404: { status_code: 34, status_message: 'The resource you requested could not be found.' },
  429: { status_code: 25, status_message: 'Your request count (#) is over the allowed limit of (40).' },
  500: { status_code: 11, status_message: 'Internal error: Something went wrong, contact TMDb.' },
  503: { status_code: 9, status_message: 'Service offline - This service is temporarily offline, try again later.' },
};

/** TMDB's error body for `status`; `echoed` is the part of the request an echoing upstream adds to it. */
function errorBody(status: number, echoed: string | null) {
  const known = TMDB_ERRORS[status] ?? (status >= 500 ? TMDB_ERRORS[500] : undefined);
  const { status_code, status_message } = known ?? { status_code: 0, status_message: `HTTP ${status}` };
  const message = echoed === null ? status_message : `${status_message} (${echoed})`;
  return { status_code, status_message: message, success: false };
}

interface Fault {
  pattern: string;
  remaining: number;
}

const matches = (pattern: string, path: string) =>
  pattern === '*' || (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path);

/** Takes one use of the first fault matching `path`, if any. */
function takeFault<F extends Fault>(faults: F[], path: string): F | undefined {
  const fault = faults.find((f) => f.remaining > 0 && matches(f.pattern, path));
  if (fault) fault.remaining -= 1;
  return fault;
}

/** Starts a fake TMDB; close it in afterAll. */
export async function startFakeTmdb(options: FakeTmdbOptions = {}): Promise<FakeTmdb> {
  const apiKey = options.apiKey ?? 'fake-tmdb-api-key';
  const accessToken = options.accessToken ?? 'fake-tmdb-access-token';
  const data = loadFakeTmdbData();
  const routes = buildRoutes(data);

  let log: FakeTmdbRequest[] = [];
  let rateLimits: (Fault & { retryAfterSeconds: number })[] = [];
  let delays: (Fault & { ms: number })[] = [];
  let failures: (Fault & { status: number })[] = [];
  let down = false;
  let echoPart: 'url' | 'authorization' | null = null;
  const timers = new Set<NodeJS.Timeout>();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake-tmdb');
    const echoed =
      echoPart === 'url'
        ? `GET http://${req.headers.host}${req.url}`
        : echoPart === 'authorization'
          ? `Authorization: ${req.headers.authorization ?? 'none'}`
          : null;
    const isImage = url.pathname.startsWith(`${IMAGE_ROOT}/`);
    const path = isImage ? url.pathname : url.pathname.replace(/^\/3(?=\/)/, '');
    log.push({ path, query: url.searchParams, headers: req.headers, at: performance.now() });

    if (down) {
      req.socket.destroy();
      return;
    }
    const delayed = takeFault(delays, path);
    if (delayed) await wait(delayed.ms);
    const limited = takeFault(rateLimits, path);
    if (limited) {
      sendJson(res, 429, errorBody(429, echoed), { 'retry-after': String(limited.retryAfterSeconds) });
      return;
    }
    const failure = takeFault(failures, path);
    if (failure) {
      sendJson(res, failure.status, errorBody(failure.status, echoed));
      return;
    }

    if (isImage) {
      if (!IMAGE_PATH.test(url.pathname)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return;
      }
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000' });
      res.end(FAKE_IMAGE_PNG);
      return;
    }
    if (!url.pathname.startsWith(`${API_ROOT}/`)) {
      sendJson(res, 404, errorBody(404, echoed));
      return;
    }
    const authorized =
      url.searchParams.get('api_key') === apiKey || req.headers.authorization === `Bearer ${accessToken}`;
    if (!authorized) {
      sendJson(res, 401, errorBody(401, echoed));
      return;
    }
    const body = route(routes, path, url.searchParams);
    if (body === undefined) sendJson(res, 404, errorBody(404, echoed));
    else sendJson(res, 200, body);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendJson(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const select = (path?: string) => (path === undefined ? log : log.filter((r) => matches(path, r.path)));
  return {
    url: `${origin}${API_ROOT}`,
    imageUrl: `${origin}${IMAGE_ROOT}`,
    apiKey,
    accessToken,
    data,
    requests: (path) => select(path).length,
    requestLog: (path) => [...select(path)],
    respondWith429: (pattern, retryAfterSeconds, times = 1) => {
      rateLimits.push({ pattern, retryAfterSeconds, remaining: times });
    },
    delay: (pattern, ms, times = Number.POSITIVE_INFINITY) => {
      delays.push({ pattern, ms, remaining: times });
    },
    fail: (pattern, status, times = 1) => {
      failures.push({ pattern, status, remaining: times });
    },
    echoInErrors: (part) => {
      echoPart = part;
    },
    goDown: () => {
      down = true;
    },
    comeBack: () => {
      down = false;
    },
    reset: () => {
      log = [];
      rateLimits = [];
      delays = [];
      failures = [];
      down = false;
      echoPart = null;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

type Route = (params: string[], query: URLSearchParams) => unknown;

interface Routes {
  patterns: [RegExp, Route][];
}

function route(routes: Routes, path: string, query: URLSearchParams): unknown {
  for (const [pattern, handler] of routes.patterns) {
    const match = pattern.exec(path);
    if (match) return handler(match.slice(1), query);
  }
  return undefined;
}

function paged(items: readonly unknown[], query: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  return {
    page,
    results: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total_pages: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
    total_results: items.length,
  };
}

const pick = (source: RawTitle, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));

const MOVIE_LIST_KEYS = [
  'adult',
  'backdrop_path',
  'id',
  'original_language',
  'original_title',
  'overview',
  'popularity',
  'poster_path',
  'release_date',
  'title',
  'video',
  'vote_average',
  'vote_count',
] as const;

const TV_LIST_KEYS = [
  'backdrop_path',
  'first_air_date',
  'id',
  'name',
  'origin_country',
  'original_language',
  'original_name',
  'overview',
  'popularity',
  'poster_path',
  'vote_average',
  'vote_count',
] as const;

type ListItem = Record<string, unknown> & { id: number; genre_ids: number[]; popularity: number; vote_average: number };

/** A detail response cut down to what TMDB lists carry (genres become genre_ids). */
function listItem(title: RawTitle, keys: readonly string[]): ListItem {
  return {
    ...pick(title, keys),
    id: title.id,
    genre_ids: (title.genres ?? []).map((g) => g.id),
    popularity: title.popularity ?? 0,
    vote_average: title.vote_average ?? 0,
  };
}

const byPopularity = (a: ListItem, b: ListItem) => b.popularity - a.popularity || a.id - b.id;
const byRating = (a: ListItem, b: ListItem) => b.vote_average - a.vote_average || a.id - b.id;
const byVotes = (a: ListItem, b: ListItem) => Number(b.vote_count ?? 0) - Number(a.vote_count ?? 0) || a.id - b.id;

function buildRoutes(data: FakeTmdbData): Routes {
  const movies = [...data.movies.values()].map((m) => listItem(m, MOVIE_LIST_KEYS));
  const popularShows = data.popularShowPages.flatMap((page) => page.results) as ListItem[];
  const popularShowIds = new Set(popularShows.map((s) => s.id));
  const shows = [
    ...popularShows,
    ...[...data.shows.values()].filter((s) => !popularShowIds.has(s.id)).map((s) => listItem(s, TV_LIST_KEYS)),
  ];
  const lists = { movie: movies, tv: shows };
  const tagged = (mediaType: 'movie' | 'tv', items: ListItem[]) => items.map((i) => ({ ...i, media_type: mediaType }));
  // trending/all mixes in people, as TMDB's does; the provider must drop them.
  const trendingPerson = data.people[0] && {
    adult: false,
    id: data.people[0].id,
    name: data.people[0].name,
    media_type: 'person',
    known_for_department: data.people[0].known_for_department,
    profile_path: data.people[0].profile_path,
    popularity: 50,
    known_for: [],
  };
  const trending = (mediaType: string, window: string): unknown[] => {
    const order = window === 'week' ? byVotes : byPopularity;
    const movieItems = tagged('movie', [...movies].sort(order));
    const showItems = tagged('tv', [...shows].sort(order));
    if (mediaType === 'movie') return movieItems;
    if (mediaType === 'tv') return showItems;
    const mixed: unknown[] = movieItems.flatMap((movie, i) => [movie, ...(showItems[i] ? [showItems[i]] : [])]);
    mixed.push(...showItems.slice(movieItems.length));
    if (trendingPerson) mixed.splice(2, 0, trendingPerson);
    return mixed;
  };

  const detail = (mediaType: 'movie' | 'tv', id: number, query: URLSearchParams): unknown => {
    const title =
      (mediaType === 'movie' ? data.movies : data.shows).get(id) ?? data.detailsOnly.get(`${mediaType}:${id}`);
    if (!title) return undefined;
    const appends = new Set((query.get('append_to_response') ?? '').split(',').map((s) => s.trim()));
    const extra = data.appends.get(`${mediaType}:${id}`);
    const providers = data.watchProviders.get(`${mediaType}:${id}`);
    return {
      ...title,
      // TMDB's answer when the title has no offers anywhere: an empty `results`.
      ...(appends.has('watch/providers') ? { 'watch/providers': { results: providers?.results ?? {} } } : {}),
      ...(appends.has('credits')
        ? { credits: { id, cast: extra?.credits.cast ?? [], crew: extra?.credits.crew ?? [] } }
        : {}),
      ...(appends.has('videos') ? { videos: { id, results: extra?.videos.results ?? [] } } : {}),
      // TMDB nests keywords differently for movies and shows.
      ...(appends.has('keywords')
        ? mediaType === 'movie'
          ? { keywords: { id, keywords: extra?.keywords ?? [] } }
          : { keywords: { id, results: extra?.keywords ?? [] } }
        : {}),
    };
  };

  const discover = (mediaType: 'movie' | 'tv', query: URLSearchParams) => {
    // with_genres: a comma means "all of", a pipe "any of" (TMDB's syntax).
    const genres = query.get('with_genres') ?? '';
    const anyOf = genres.includes('|');
    const wanted = genres
      .split(/[,|]/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    const items = lists[mediaType].filter(
      (item) =>
        wanted.length === 0 ||
        (anyOf ? wanted.some((g) => item.genre_ids.includes(g)) : wanted.every((g) => item.genre_ids.includes(g))),
    );
    const order = query.get('sort_by') === 'vote_average.desc' ? byRating : byPopularity;
    return paged([...items].sort(order), query);
  };

  const searchPerson = (query: URLSearchParams) => {
    const wanted = foldForSearch(query.get('query') ?? '');
    const found = wanted
      ? data.people
          .filter((p) => foldForSearch(p.name).includes(wanted))
          .map(({ credits, ...person }) => ({
            adult: false,
            ...person,
            original_name: person.name,
            popularity: credits,
            known_for: [],
          }))
      : [];
    return paged(found, query);
  };

  // Titles whose name holds the query, in the year asked for when one is: enough of TMDB's search for our look-ups.
  const searchTitles = (mediaType: 'movie' | 'tv', query: URLSearchParams) => {
    const wanted = foldForSearch(query.get('query') ?? '');
    const year = query.get(mediaType === 'movie' ? 'year' : 'first_air_date_year');
    const titles = [...(mediaType === 'movie' ? data.movies : data.shows).values()];
    const found = titles.filter((t) => {
      const name = String(t.title ?? t.name ?? '');
      const date = String(t.release_date ?? t.first_air_date ?? '');
      return wanted !== '' && foldForSearch(name).includes(wanted) && (!year || date.startsWith(year));
    });
    return paged(
      found.map((t) => listItem(t, mediaType === 'movie' ? MOVIE_LIST_KEYS : TV_LIST_KEYS)),
      query,
    );
  };

  // `/find` by an IMDb id (the titles' own `imdb_id`, or a show's `external_ids`); TheTVDB ids likewise.
  const find = (id: string, query: URLSearchParams) => {
    const source = query.get('external_source');
    const known = (t: RawTitle) => {
      const external = (t.external_ids ?? {}) as Record<string, unknown>;
      return source === 'imdb_id' ? (t.imdb_id ?? external.imdb_id) === id : String(external.tvdb_id ?? '') === id;
    };
    return {
      movie_results: [...data.movies.values()].filter(known).map((t) => listItem(t, MOVIE_LIST_KEYS)),
      person_results: [],
      tv_results: [...data.shows.values()].filter(known).map((t) => listItem(t, TV_LIST_KEYS)),
      tv_episode_results: [],
      tv_season_results: [],
    };
  };

  const genreList = (mediaType: 'movie' | 'tv') => {
    const titles = mediaType === 'movie' ? data.movies : data.shows;
    const genres = new Map([...titles.values()].flatMap((t) => (t.genres ?? []).map((g) => [g.id, g] as const)));
    return { genres: [...genres.values()].sort((a, b) => a.id - b.id) };
  };

  // A recorded person as TMDB answers with the appends asked for; one known only by their combined credits gets a
  // details shell around them (name from the credits' people, else unknown), so the provider's one request works.
  const person = (id: number, query: URLSearchParams): unknown => {
    const appends = new Set((query.get('append_to_response') ?? '').split(',').map((s) => s.trim()));
    const known = data.persons.get(id);
    if (known) {
      return Object.fromEntries(Object.entries(known).filter(([key]) => !key.includes('credits') || appends.has(key)));
    }
    const credits = data.combinedCredits.get(id);
    if (!credits) return undefined;
    const named = data.people.find((p) => p.id === id);
    return {
      id,
      name: named?.name ?? (id === 287 ? 'Brad Pitt' : `Person ${id}`),
      biography: '',
      known_for_department: 'Acting',
      profile_path: null,
      ...(appends.has('combined_credits') ? { combined_credits: { cast: credits.cast, crew: credits.crew } } : {}),
    };
  };

  const mediaTypeOf = (value: string | undefined): 'movie' | 'tv' => (value === 'tv' ? 'tv' : 'movie');
  return {
    patterns: [
      [
        /^\/trending\/(all|movie|tv)\/(day|week)$/,
        ([type = 'all', window = 'day'], q) => paged(trending(type, window), q),
      ],
      [/^\/movie\/popular$/, (_, q) => paged([...movies].sort(byPopularity), q)],
      [
        /^\/tv\/popular$/,
        (_, q) => {
          const page = data.popularShowPages.find((p) => String(p.page) === (q.get('page') ?? '1'));
          return {
            page: page?.page ?? Number(q.get('page')),
            results: page?.results ?? [],
            total_pages: data.popularShowPages.length,
            total_results: popularShows.length,
          };
        },
      ],
      [/^\/(movie|tv)\/top_rated$/, ([type], q) => paged([...lists[mediaTypeOf(type)]].sort(byRating), q)],
      [/^\/discover\/(movie|tv)$/, ([type], q) => discover(mediaTypeOf(type), q)],
      [/^\/(movie|tv)\/(\d+)$/, ([type, id], q) => detail(mediaTypeOf(type), Number(id), q)],
      // A season the fixture does not hold is a 404, as TMDB answers for a season it does not have.
      [/^\/tv\/(\d+)\/season\/(\d+)$/, ([id, season]) => data.seasons.get(`${Number(id)}:${Number(season)}`)],
      [/^\/search\/person$/, (_, q) => searchPerson(q)],
      [/^\/search\/(movie|tv)$/, ([type], q) => searchTitles(mediaTypeOf(type), q)],
      [/^\/find\/([A-Za-z0-9]+)$/, ([id], q) => find(id ?? '', q)],
      [/^\/genre\/(movie|tv)\/list$/, ([type]) => genreList(mediaTypeOf(type))],
      [/^\/person\/(\d+)$/, ([id], q) => person(Number(id), q)],
      [/^\/person\/(\d+)\/combined_credits$/, ([id]) => data.combinedCredits.get(Number(id))],
      [/^\/collection\/(\d+)$/, ([id]) => data.collections.get(Number(id))],
    ],
  };
}
