import {
  CAST_LIMITS,
  type GenresResponse,
  HERO_SLIDES,
  type HeroTitlesResponse,
  LIMITS,
  type MediaType,
  MOVIE_GENRES,
  MOVIE_TO_TV_GENRE,
  type PreferenceTitlesResponse,
  SEASON_MESSAGES,
  type SeasonResponse,
  type SeasonsResponse,
  type TitleCard,
  type TitleDetail,
  type TitleWatchOffers,
  type TopTitlesResponse,
  type TrendingResponse,
  TV_GENRES,
  type WatchProvider,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ExternalTitleRef } from '../../integrations/tmdb/live-catalog-source.js';
import type { ExternalTitle } from '../../integrations/tmdb/provider.js';
import { chunk } from '../../lib/chunk.js';
import { AppError, notFound } from '../../lib/errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { presentCards, presentDetail, presentSummaries } from './catalog.presenter.js';
import {
  findGenreIds,
  findSeasonRows,
  findSeasons,
  findSummaries,
  findTitleDetail,
  type SummaryRow,
  type TitleKey,
  titleExists,
} from './catalog.queries.js';
import {
  findGenres,
  findMostPopular,
  findNamesAndImdbIds,
  findPopularByGenre,
  findTopRated,
  type TitleRow,
  upsertGenres,
} from './catalog.repository.js';
import { airedBy, presentSeason, seasonEpisodes } from './seasons.js';
import {
  findPopularOnServices,
  findProvidersById,
  findRegionProviders,
  findTitlesOnServices,
  findTitleWatchOffers,
} from './watch-offers.js';

/**
 * What a live source (TMDB) adds to the local catalog. Every method degrades: null or a no-op when the source is
 * not configured or not reachable, so the local catalog serves alone with the same API.
 */
export interface LiveCatalogSource {
  /** Today's trending titles, already stored in our catalog; null when unavailable. */
  trending(type: 'all' | MediaType): Promise<{ mediaType: MediaType; id: number }[] | null>;
  /** Makes sure the title's details are stored and fresh; never throws for an outage. */
  ensureDetails(mediaType: MediaType, id: number): Promise<void>;
  /** Makes sure the episodes of a season we hold are stored and fresh; never throws for an outage. */
  ensureSeason(showId: number, seasonNumber: number): Promise<void>;
  /** The title the source knows by another site's id or by name and year, stored in our catalog; null if none. */
  findTitle(ref: ExternalTitleRef): Promise<ExternalTitle | null>;
}

/** Home rows show 10 titles each (product §9). */
const TOP_ROW_SIZE = 10;
/** Ratings from a handful of votes are noise; a title needs this many votes to count as top rated. */
const TOP_RATED_MIN_VOTES = 500;

const TV_GENRE_IDS = new Set<number>(TV_GENRES.map((g) => g.id));

/** The TV genre a movie genre stands for, or null when TV has no such genre (Horror, Romance, …). */
export function tvGenreFor(movieGenreId: number): number | null {
  const mapped = MOVIE_TO_TV_GENRE[movieGenreId];
  if (mapped !== undefined) return mapped;
  return TV_GENRE_IDS.has(movieGenreId) ? movieGenreId : null;
}

/**
 * Lists and details change only when the catalog is imported or refreshed from TMDB, while every page view asks
 * for them: a short-lived in-memory copy serves the bursts (each instance keeps its own; a minute of staleness
 * is acceptable for a catalog).
 */
const CACHE_TTL_MS = { lists: 60_000, detail: 60_000, genres: 10 * 60_000 } as const;

/** A show's schedule (its latest season's dates) is asked of the live source at most this often for the calendar. */
const SCHEDULE_TTL_MS = 60 * 60_000;
/** Shows whose schedules are refreshed at the same time: the live source's limiter paces them anyway. */
const SCHEDULE_CONCURRENCY = 4;

/** The show a season request names; a movie has none, which is said plainly rather than as "not found". */
function showIdOf(mediaType: MediaType, id: number): number {
  if (mediaType === 'movie') throw new AppError(404, 'moviesHaveNoSeasons', SEASON_MESSAGES.moviesHaveNoSeasons);
  return id;
}

const seasonNotFound = (seasonNumber: number) =>
  new AppError(404, 'seasonNotFound', SEASON_MESSAGES.seasonNotFound.replace('{{season}}', String(seasonNumber)));

export class CatalogService {
  private readonly topCache = new TtlCache<TopTitlesResponse>({ maxEntries: 1 });
  private readonly trendingCache = new TtlCache<TrendingResponse>({ maxEntries: 200 });
  private readonly heroCache = new TtlCache<HeroTitlesResponse>({ maxEntries: 1 });
  private readonly detailCache = new TtlCache<TitleDetail>({ maxEntries: 2000 });
  private readonly seasonsCache = new TtlCache<SeasonsResponse>({ maxEntries: 2000 });
  private readonly seasonCache = new TtlCache<SeasonResponse>({ maxEntries: 2000 });
  /** The genres response of each type: one object while cached, so its JSON is made once (sendJsonOnce). */
  private readonly genreCache = new TtlCache<GenresResponse>({ maxEntries: 4 });
  private readonly watchOffersCache = new TtlCache<TitleWatchOffers>({ maxEntries: 4000 });
  private readonly regionProvidersCache = new TtlCache<WatchProvider[]>({ maxEntries: 300 });
  /** The shows whose schedules were refreshed lately (decision 046). */
  private readonly scheduleChecks = new TtlCache<true>({ maxEntries: 20_000 });

  constructor(
    private readonly db: Kysely<Database>,
    private readonly live: LiveCatalogSource | null = null,
  ) {}

  /** Whether titles the catalog lacks can be looked up elsewhere (TMDB is configured). */
  get canLookUpElsewhere(): boolean {
    return this.live !== null;
  }

  /**
   * The title another site's id (IMDb, TheTVDB) or a name and year stands for, looked up on TMDB and stored in our
   * catalog; null without TMDB, when TMDB knows none, or when it cannot be asked.
   */
  async findElsewhere(ref: ExternalTitleRef): Promise<ExternalTitle | null> {
    return this.live ? this.live.findTitle(ref) : null;
  }

  /**
   * Today's trending titles as cards: TMDB's trending list when a key is configured and TMDB answers, else the most
   * popular titles we hold. For 'all', movies and shows alternate, because popularity scales differ by source.
   */
  async trending(type: 'all' | MediaType, limit: number): Promise<TrendingResponse> {
    return this.trendingCache.getOrLoad(`trending:${type}:${limit}`, CACHE_TTL_MS.lists, async () => {
      const rows = await this.trendingRows(type, limit);
      return { results: await this.cards(rows) };
    });
  }

  /** The home hero's slides: the first trending titles of the day, movies and shows, with overview and backdrop. */
  async heroTitles(): Promise<HeroTitlesResponse> {
    return this.heroCache.getOrLoad('hero', CACHE_TTL_MS.lists, async () => {
      const rows = await this.trendingRows('all', HERO_SLIDES);
      return { results: presentSummaries(rows, await findGenreIds(this.db, rows)) };
    });
  }

  /**
   * The most popular titles on these services in the region, as cards (the trending pages' "on my services"): a
   * ranking of what one can watch, where TMDB's trending list would leave a handful.
   */
  async popularOnServices(
    type: 'all' | MediaType,
    limit: number,
    region: string,
    providerIds: readonly number[],
  ): Promise<TrendingResponse> {
    const ofType = (mediaType: MediaType, count: number) =>
      findPopularOnServices(this.db, mediaType, region, providerIds, count);
    if (type !== 'all') return { results: await this.cards(await ofType(type, limit)) };
    const [movies, shows] = await Promise.all([ofType('movie', limit), ofType('tv', limit)]);
    const mixed = movies.flatMap((movie, i) => [movie, ...(shows[i] ? [shows[i]] : [])]);
    return { results: await this.cards([...mixed, ...shows.slice(movies.length)].slice(0, limit)) };
  }

  /**
   * Where a title can be watched in a region (decision 047), after its details (which carry the offers when TMDB is
   * configured) are fresh. `known` is false when no source gave offers for the title at all.
   */
  async watchOffers(mediaType: MediaType, id: number, region: string): Promise<TitleWatchOffers> {
    return this.watchOffersCache.getOrLoad(`${mediaType}:${id}:${region}`, CACHE_TTL_MS.detail, async () => {
      await this.live?.ensureDetails(mediaType, id);
      const title = { mediaType, id };
      const [held, offers] = await Promise.all([
        titleExists(this.db, title),
        findTitleWatchOffers(this.db, title, region),
      ]);
      if (!held) throw notFound('Title not found.');
      return { region, ...offers };
    });
  }

  /** The services with subscription, free or ad-supported offers in a region: what "my services" are picked from. */
  async regionProviders(region: string): Promise<WatchProvider[]> {
    return this.regionProvidersCache.getOrLoad(region, CACHE_TTL_MS.genres, () => findRegionProviders(this.db, region));
  }

  /** The services of these ids we know (an id we do not know is left out). */
  providersById(ids: readonly number[]): Promise<WatchProvider[]> {
    return findProvidersById(this.db, ids);
  }

  /** Every title on these services in the region: the cards' marks and search's "on my services". */
  titlesOnServices(region: string, providerIds: readonly number[]): Promise<TitleKey[]> {
    return findTitlesOnServices(this.db, region, providerIds);
  }

  private async trendingRows(type: 'all' | MediaType, limit: number): Promise<SummaryRow[]> {
    const live = await this.live?.trending(type);
    if (live && live.length > 0) return findSummaries(this.db, live.slice(0, limit));
    if (type !== 'all') return findMostPopular(this.db, type, limit);
    const [movies, shows] = await Promise.all([
      findMostPopular(this.db, 'movie', Math.ceil(limit / 2)),
      findMostPopular(this.db, 'tv', Math.ceil(limit / 2)),
    ]);
    return movies.flatMap((movie, i) => [movie, ...(shows[i] ? [shows[i]] : [])]).slice(0, limit);
  }

  /** Everything the detail view shows; fetched from TMDB first when we do not hold it or it is stale. */
  async detail(mediaType: MediaType, id: number): Promise<TitleDetail> {
    return this.detailCache.getOrLoad(`${mediaType}:${id}`, CACHE_TTL_MS.detail, () => this.loadDetail(mediaType, id));
  }

  private async loadDetail(mediaType: MediaType, id: number): Promise<TitleDetail> {
    await this.live?.ensureDetails(mediaType, id);
    const rows = await findTitleDetail(this.db, mediaType, id, CAST_LIMITS.modal);
    if (!rows) throw notFound('Title not found.');
    return presentDetail(rows);
  }

  /** A show's seasons, after its details (which name the seasons) are fresh. Empty for a show tracked as a whole. */
  async seasons(mediaType: MediaType, id: number): Promise<SeasonsResponse> {
    const showId = showIdOf(mediaType, id);
    return this.seasonsCache.getOrLoad(String(showId), CACHE_TTL_MS.detail, async () => {
      await this.live?.ensureDetails('tv', showId);
      const [held, seasons] = await Promise.all([
        titleExists(this.db, { mediaType: 'tv', id: showId }),
        findSeasons(this.db, showId),
      ]);
      if (!held) throw notFound('Title not found.');
      return { seasons: seasons.map(presentSeason) };
    });
  }

  /** One season with its episodes, fetched from TMDB first when we hold none of them or they are stale. */
  async season(mediaType: MediaType, id: number, seasonNumber: number): Promise<SeasonResponse> {
    const showId = showIdOf(mediaType, id);
    return this.seasonCache.getOrLoad(`${showId}:${seasonNumber}`, CACHE_TTL_MS.detail, async () => {
      await this.live?.ensureDetails('tv', showId);
      if (!(await findSeasonRows(this.db, showId, seasonNumber))) {
        if (!(await titleExists(this.db, { mediaType: 'tv', id: showId }))) throw notFound('Title not found.');
        throw seasonNotFound(seasonNumber);
      }
      await this.live?.ensureSeason(showId, seasonNumber);
      const found = await findSeasonRows(this.db, showId, seasonNumber);
      if (!found) throw seasonNotFound(seasonNumber);
      return {
        season: presentSeason(found.season),
        episodes: seasonEpisodes(found.season, found.episodes, airedBy()),
      };
    });
  }

  /**
   * Refreshes in the background, from the live source, each show's details (they name its seasons, the next
   * episode's among them) and its latest season's episodes with their dates, once an hour per show at most: the
   * release calendar (decision 046) answers at once from what we hold, and the next look sees the fresh dates.
   * A no-op without a live source; the source never throws for an outage.
   */
  refreshSchedules(showIds: readonly number[]): void {
    const live = this.live;
    if (!live) return;
    const due = showIds.filter((id) => this.scheduleChecks.get(String(id)) === undefined);
    if (due.length === 0) return;
    for (const id of due) this.scheduleChecks.set(String(id), true, SCHEDULE_TTL_MS);
    const refresh = async (showId: number) => {
      await live.ensureDetails('tv', showId);
      const latest = (await findSeasons(this.db, showId)).at(-1);
      if (latest && latest.season_number > 0) await live.ensureSeason(showId, latest.season_number);
    };
    void (async () => {
      for (const part of chunk(due, SCHEDULE_CONCURRENCY)) await Promise.all(part.map(refresh));
    })().catch(() => undefined);
  }

  async genres(mediaType: MediaType): Promise<GenresResponse> {
    return this.genreCache.getOrLoad(mediaType, CACHE_TTL_MS.genres, async () => ({
      genres: await findGenres(this.db, mediaType),
    }));
  }

  /**
   * The name, year and IMDb id of titles by key, keyed `mediaType:id` (what another service matches a title on, for
   * an export); titles we do not hold are absent.
   */
  async namesAndImdbIds(
    keys: readonly { mediaType: MediaType; id: number }[],
  ): Promise<Map<string, { title: string; year: number | null; imdbId: string | null }>> {
    return findNamesAndImdbIds(this.db, keys);
  }

  /** Writes the known genre names so lists and filters have them before any title is imported. */
  async ensureGenres(): Promise<void> {
    await upsertGenres(this.db, [
      ...MOVIE_GENRES.map((g) => ({ media_type: 'movie' as const, id: g.id, name: g.name })),
      ...TV_GENRES.map((g) => ({ media_type: 'tv' as const, id: g.id, name: g.name })),
    ]);
  }

  /** Home page rows: the 10 best-rated movies and shows. */
  async topTitles(): Promise<TopTitlesResponse> {
    return this.topCache.getOrLoad('top', CACHE_TTL_MS.lists, () => this.loadTopTitles());
  }

  private async loadTopTitles(): Promise<TopTitlesResponse> {
    const [movies, shows] = await Promise.all([
      findTopRated(this.db, 'movie', TOP_ROW_SIZE, TOP_RATED_MIN_VOTES),
      findTopRated(this.db, 'tv', TOP_ROW_SIZE, TOP_RATED_MIN_VOTES),
    ]);
    return { movies: await this.cards(movies), shows: await this.cards(shows) };
  }

  /**
   * Poster cards for the preferences wizard: the 2 most popular titles per chosen genre and media type,
   * de-duplicated (product §9). A genre TV does not have (e.g. Horror) contributes no shows; when the choice
   * yields nothing at all, the most popular titles are offered so a person can always go on.
   */
  async preferenceTitles(movieGenreIds: number[]): Promise<PreferenceTitlesResponse> {
    const perGenre = LIMITS.preferenceTitlesPerGenre;
    const pick = async (mediaType: MediaType, genreIds: number[]): Promise<TitleRow[]> => {
      const seen = new Map<number, TitleRow>();
      for (const genreId of genreIds) {
        // Ask for more than needed so titles already picked for an earlier genre can be skipped.
        const rows = await findPopularByGenre(this.db, mediaType, genreId, perGenre * (genreIds.length + 1));
        let taken = 0;
        for (const row of rows) {
          if (taken === perGenre) break;
          if (seen.has(row.id)) continue;
          seen.set(row.id, row);
          taken += 1;
        }
      }
      return [...seen.values()];
    };
    const tvGenreIds = [...new Set(movieGenreIds.map(tvGenreFor).filter((id): id is number => id !== null))];
    let [movies, shows] = await Promise.all([pick('movie', movieGenreIds), pick('tv', tvGenreIds)]);
    if (movies.length === 0) movies = await findTopRated(this.db, 'movie', perGenre * 2, 0);
    if (shows.length === 0) shows = await findTopRated(this.db, 'tv', perGenre * 2, 0);
    return { movies: await this.cards(movies), shows: await this.cards(shows) };
  }

  private async cards(rows: TitleRow[]): Promise<TitleCard[]> {
    return presentCards(rows, await findGenreIds(this.db, rows));
  }
}
