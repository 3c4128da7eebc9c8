import type { Env } from '../../env.js';
import { foldForSearch } from '../../lib/text.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { type DumpRecord, type DumpSeason, seasonDumpSchema } from '../../modules/catalog/dump-format.js';
import { DEFAULT_TMDB_CACHE_TTLS, type TmdbCacheTtls } from './cache.js';
import { TmdbClient, type TmdbClientOptions, type TmdbQuery } from './client.js';
import { TmdbRequestError, TmdbUnavailableError } from './errors.js';
import { detailToDumpRecord, listToDumpRecords, type TmdbMediaType } from './mapper.js';
import {
  type TmdbCollection,
  type TmdbPerson,
  tmdbCollectionSchema,
  tmdbFindSchema,
  tmdbListPageSchema,
  tmdbPersonSchema,
  tmdbPersonSearchSchema,
  tmdbTitleSearchSchema,
} from './raw-types.js';
import { TmdbUsage } from './usage.js';

/** One page of a TMDB list, as dump records (partial: no credits, videos or keywords). */
export interface TmdbList {
  items: DumpRecord[];
  page: number;
  totalPages: number;
}

/** TMDB's trending lists cover the last day or the last week. */
export type TrendingWindow = 'day' | 'week';

/** A title TMDB found by another site's id or by name; an episode's show with the episode's numbers. */
export interface ExternalTitle {
  mediaType: TmdbMediaType;
  id: number;
  season?: number;
  episode?: number;
}

/** Tuning for tests and operators; everything has a production default. */
export interface TmdbProviderOptions extends Omit<TmdbClientOptions, 'apiUrl' | 'apiKey' | 'accessToken'> {
  /** Cached lists (and, separately, person look-ups) kept at most. Default 500. */
  cacheSize?: number;
  /** Overrides of the list TTLs in milliseconds. */
  cacheTtlsMs?: Partial<TmdbCacheTtls>;
  /** The caches' clock in milliseconds; injectable so tests can expire entries. */
  now?: () => number;
}

/** TMDB serves at most page 500 of any list. */
const MAX_PAGE = 500;
const DETAIL_APPENDS = 'credits,videos,keywords,watch/providers';
const IMAGE_SIZE = /^(?:w\d{2,4}|h\d{2,4}|original)$/;
const IMAGE_PATH = /^\/[A-Za-z0-9_-]+\.(?:jpe?g|png|svg|webp)$/i;

const pageNumber = (page: number) => Math.min(MAX_PAGE, Math.max(1, Math.trunc(page) || 1));

/**
 * What the rest of the app asks TMDB for, answered in our dump format so the catalog importer and mapper store it
 * unchanged. Lists are cached in memory with short TTLs (identical concurrent calls share one request); details
 * are not, because the catalog database is their cache (see TitleRefresher).
 */
export class TmdbProvider {
  private readonly lists: TtlCache<TmdbList>;
  private readonly people: TtlCache<number | null>;
  private readonly persons: TtlCache<TmdbPerson | null>;
  private readonly collections: TtlCache<TmdbCollection | null>;
  private readonly ttls: TmdbCacheTtls;
  private readonly imageBaseUrl: string;

  /** What the calls and caches did, for /metrics and /api/health. */
  readonly usage: TmdbUsage;

  constructor(
    private readonly client: TmdbClient,
    options: { imageUrl: string; usage?: TmdbUsage } & Pick<TmdbProviderOptions, 'cacheSize' | 'cacheTtlsMs' | 'now'>,
  ) {
    this.usage = options.usage ?? new TmdbUsage();
    const usage = this.usage;
    const cacheOptions = {
      maxEntries: options.cacheSize ?? 500,
      now: options.now,
      onLookup: (hit: boolean) => usage.recordCacheLookup(hit),
    };
    this.lists = new TtlCache(cacheOptions);
    this.people = new TtlCache(cacheOptions);
    this.persons = new TtlCache(cacheOptions);
    this.collections = new TtlCache(cacheOptions);
    this.ttls = { ...DEFAULT_TMDB_CACHE_TTLS, ...options.cacheTtlsMs };
    this.imageBaseUrl = options.imageUrl.replace(/\/+$/, '');
  }

  /** TMDB's trending titles of the day or week; people (who trend in 'all') are left out. */
  trending(mediaType: TmdbMediaType | 'all', window: TrendingWindow, page = 1): Promise<TmdbList> {
    return this.list(`/trending/${mediaType}/${window}`, {}, mediaType, this.ttls.trending, page);
  }

  /** TMDB's popular movies or shows. */
  popular(mediaType: TmdbMediaType, page = 1): Promise<TmdbList> {
    return this.list(`/${mediaType}/popular`, {}, mediaType, this.ttls.popular, page);
  }

  /** TMDB's best-rated movies or shows. */
  topRated(mediaType: TmdbMediaType, page = 1): Promise<TmdbList> {
    return this.list(`/${mediaType}/top_rated`, {}, mediaType, this.ttls.topRated, page);
  }

  /** The most popular movies or shows of one genre (TMDB genre ids differ between movies and TV). */
  discoverByGenre(mediaType: TmdbMediaType, genreId: number, page = 1): Promise<TmdbList> {
    const query = { with_genres: genreId, sort_by: 'popularity.desc', include_adult: 'false' };
    return this.list(`/discover/${mediaType}`, query, mediaType, this.ttls.discover, page);
  }

  /**
   * Everything TMDB knows about one title (credits, videos and keywords appended), or null when TMDB has no such
   * title. Not cached here: the caller stores it in the catalog.
   * @throws TmdbUnavailableError, TmdbRequestError (other than 404)
   */
  async details(mediaType: TmdbMediaType, id: number): Promise<DumpRecord | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    let body: unknown;
    try {
      body = await this.client.get(`/${mediaType}/${id}`, { append_to_response: DETAIL_APPENDS });
    } catch (error) {
      if (error instanceof TmdbRequestError && error.status === 404) return null;
      throw error;
    }
    const record = detailToDumpRecord(body, mediaType);
    if (!record) throw new TmdbUnavailableError(`TMDB sent an unusable body for /${mediaType}/${id}`);
    return record;
  }

  /**
   * One season of a show with its episodes (`/tv/{id}/season/{n}`), or null when TMDB has no such season. Not cached
   * here: like details, the caller stores it in the catalog.
   * @throws TmdbUnavailableError, TmdbRequestError (other than 404)
   */
  async season(showId: number, seasonNumber: number): Promise<DumpSeason | null> {
    if (!Number.isSafeInteger(showId) || showId <= 0 || !Number.isSafeInteger(seasonNumber) || seasonNumber < 0) {
      return null;
    }
    const path = `/tv/${showId}/season/${seasonNumber}`;
    let body: unknown;
    try {
      body = await this.client.get(path);
    } catch (error) {
      if (error instanceof TmdbRequestError && error.status === 404) return null;
      throw error;
    }
    const parsed = seasonDumpSchema.safeParse(body);
    if (!parsed.success || parsed.data.season_number !== seasonNumber) {
      throw new TmdbUnavailableError(`TMDB sent an unusable body for ${path}`);
    }
    return parsed.data;
  }

  /**
   * A person with their combined credits (movies and shows, as cast and crew), or null when TMDB has no such person.
   * Kept in memory for a day (TTLs in cache.ts): person pages are read far more often than filmographies change.
   * @throws TmdbUnavailableError, TmdbRequestError (other than 404)
   */
  async person(id: number): Promise<TmdbPerson | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    return this.persons.getOrLoad(String(id), this.ttls.person, () =>
      this.getOrNull(`/person/${id}`, { append_to_response: 'combined_credits' }, tmdbPersonSchema),
    );
  }

  /**
   * A collection (franchise) with its parts, in TMDB's order (not release order), or null when TMDB has none such.
   * Kept in memory for a day, like a person.
   * @throws TmdbUnavailableError, TmdbRequestError (other than 404)
   */
  async collection(id: number): Promise<TmdbCollection | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    return this.collections.getOrLoad(String(id), this.ttls.collection, () =>
      this.getOrNull(`/collection/${id}`, {}, tmdbCollectionSchema),
    );
  }

  /** TMDB's answer at `path` parsed with `schema`; null for a 404. */
  private async getOrNull<T>(
    path: string,
    query: TmdbQuery,
    schema: { safeParse(body: unknown): { success: true; data: T } | { success: false } },
  ): Promise<T | null> {
    let body: unknown;
    try {
      body = await this.client.get(path, query);
    } catch (error) {
      if (error instanceof TmdbRequestError && error.status === 404) return null;
      throw error;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new TmdbUnavailableError(`TMDB sent an unusable body for ${path}`);
    return parsed.data;
  }

  /**
   * The TMDB id of the person best matching `name` (TMDB's first search result), or null when nobody matches.
   * The cast filter looks a name up as a person first (product §5); ids do not change, so answers are kept a day.
   */
  async searchPerson(name: string): Promise<number | null> {
    const query = name.trim();
    if (!query) return null;
    return this.people.getOrLoad(foldForSearch(query), this.ttls.personSearch, async () => {
      const body = await this.client.get('/search/person', { query, include_adult: 'false', page: 1 });
      const parsed = tmdbPersonSearchSchema.safeParse(body);
      if (!parsed.success) throw new TmdbUnavailableError('TMDB sent an unusable person search body');
      return parsed.data.results[0]?.id ?? null;
    });
  }

  /**
   * The title (or the episode of a show) TMDB knows by an IMDb or TheTVDB id, or null when it knows none.
   * @throws TmdbUnavailableError, TmdbRequestError
   */
  async findByExternalId(id: string, source: 'imdb_id' | 'tvdb_id'): Promise<ExternalTitle | null> {
    if (!/^[A-Za-z0-9]{1,20}$/.test(id)) return null;
    const body = await this.client.get(`/find/${id}`, { external_source: source });
    const parsed = tmdbFindSchema.safeParse(body);
    if (!parsed.success) throw new TmdbUnavailableError('TMDB sent an unusable find body');
    const { movie_results, tv_results, tv_episode_results } = parsed.data;
    const episode = tv_episode_results[0];
    if (episode) {
      return { mediaType: 'tv', id: episode.show_id, season: episode.season_number, episode: episode.episode_number };
    }
    const movie = movie_results[0];
    if (movie) return { mediaType: 'movie', id: movie.id };
    const show = tv_results[0];
    return show ? { mediaType: 'tv', id: show.id } : null;
  }

  /**
   * TMDB's best match for a title's name and year (a show's first year), or null when nothing matches.
   * @throws TmdbUnavailableError, TmdbRequestError
   */
  async searchTitle(mediaType: TmdbMediaType, name: string, year: number | null): Promise<number | null> {
    const query = name.trim();
    if (!query) return null;
    const yearField = mediaType === 'movie' ? 'year' : 'first_air_date_year';
    const body = await this.client.get(`/search/${mediaType}`, {
      query,
      include_adult: 'false',
      page: 1,
      ...(year ? { [yearField]: year } : {}),
    });
    const parsed = tmdbTitleSearchSchema.safeParse(body);
    if (!parsed.success) throw new TmdbUnavailableError('TMDB sent an unusable title search body');
    return parsed.data.results[0]?.id ?? null;
  }

  /**
   * The address of an image on TMDB's image host (TMDB_IMAGE_URL), e.g. `imageUrl('w500', '/abc.jpg')`, for the
   * image proxy. Null when the size or path is not one TMDB could serve, so a crafted path cannot make us fetch
   * anything else from that host.
   */
  imageUrl(size: string, path: string): string | null {
    if (!IMAGE_SIZE.test(size) || !IMAGE_PATH.test(path)) return null;
    return `${this.imageBaseUrl}/${size}${path}`;
  }

  private list(
    path: string,
    query: TmdbQuery,
    mediaType: TmdbMediaType | 'all',
    ttlMs: number,
    page: number,
  ): Promise<TmdbList> {
    const fullQuery = { ...query, page: pageNumber(page) };
    const key = `${path}?${Object.entries(fullQuery)
      .map(([name, value]) => `${name}=${value}`)
      .join('&')}`;
    return this.lists.getOrLoad(key, ttlMs, async () => {
      const body = await this.client.get(path, fullQuery);
      const parsed = tmdbListPageSchema.safeParse(body);
      if (!parsed.success) throw new TmdbUnavailableError(`TMDB sent an unusable list body for ${path}`);
      return {
        items: listToDumpRecords(parsed.data.results, mediaType),
        page: parsed.data.page,
        totalPages: parsed.data.total_pages,
      };
    });
  }
}

type TmdbEnv = Pick<Env, 'TMDB_API_KEY' | 'TMDB_ACCESS_TOKEN' | 'TMDB_API_URL' | 'TMDB_IMAGE_URL'>;

/**
 * The TMDB provider for this server's configuration, or null when neither TMDB_API_KEY nor TMDB_ACCESS_TOKEN is
 * set: then the local catalog serves alone. The key stays on the server; nothing here reaches the browser.
 */
export function createTmdbProvider(env: TmdbEnv, options: TmdbProviderOptions = {}): TmdbProvider | null {
  const apiKey = env.TMDB_API_KEY?.trim() || undefined;
  const accessToken = env.TMDB_ACCESS_TOKEN?.trim() || undefined;
  if (!apiKey && !accessToken) return null;
  const { cacheSize, cacheTtlsMs, now, ...clientOptions } = options;
  const usage = new TmdbUsage();
  const client = new TmdbClient({ ...clientOptions, apiUrl: env.TMDB_API_URL, apiKey, accessToken, usage });
  return new TmdbProvider(client, { imageUrl: env.TMDB_IMAGE_URL, cacheSize, cacheTtlsMs, now, usage });
}
