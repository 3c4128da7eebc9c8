import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { mapDumpRecord, mapSeason } from '../../modules/catalog/catalog.mapper.js';
import { storeSeason, upsertTitleBatch } from '../../modules/catalog/catalog.repository.js';
import { type DumpRecord, dumpRecordSchema } from '../../modules/catalog/dump-format.js';
import { TmdbError } from './errors.js';
import type { TmdbMediaType } from './mapper.js';
import type { TmdbProvider } from './provider.js';
import {
  findDetailsFetchedAt,
  findSeasonFetchedAt,
  markDetailsFetched,
  markSeasonFetched,
  storeListTitles,
} from './tmdb.repository.js';

/** Details older than this are fetched again when someone looks at the title. */
export const DEFAULT_DETAILS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What `ensureFresh` found:
 * - `fresh`: we hold recent details; TMDB was not asked.
 * - `refreshed`: details were fetched from TMDB and stored.
 * - `kept`: we hold the title but could not refresh it (TMDB down, not configured, or without the title);
 *   what we hold is served.
 * - `not-found`: we do not hold it and TMDB has no such title.
 * - `unavailable`: we do not hold it and TMDB could not be asked.
 */
export type FreshnessOutcome = 'fresh' | 'refreshed' | 'kept' | 'not-found' | 'unavailable';

/** Where TMDB failures are reported (a pino/fastify logger fits). */
export interface TmdbLogger {
  warn(details: object, message: string): void;
}

export interface TitleRefresherOptions {
  /** After TMDB failed for a title, it is not asked about that title again for this long. Default 60 s. */
  retryAfterFailureMs?: number;
  /** How long "TMDB has no such title" is remembered for a title we do not hold. Default 1 h. */
  notFoundTtlMs?: number;
  logger?: TmdbLogger;
  /** Injectable clock for tests. */
  now?: () => Date;
}

type TmdbVerdict = 'not-found' | 'unavailable';
type Db = Kysely<Database>;

/**
 * Keeps the catalog's copy of TMDB titles fresh. Our database is the cache of TMDB details: a title is fetched when
 * we do not hold it or its details are older than the allowed age, stored through the same mapper and repository
 * as a dump import, and stamped with `details_fetched_at`. A TMDB outage never becomes an error here: the caller
 * serves what we hold ("A TMDB outage degrades to what we hold, with no error page").
 */
export class TitleRefresher {
  /** Recent TMDB verdicts per title, so a page viewed often during an outage does not wait on TMDB every time. */
  private readonly verdicts: TtlCache<TmdbVerdict>;
  /** Refreshes under way per database and title, so concurrent views of one title cost one TMDB request. */
  private readonly inFlight = new WeakMap<Db, Map<string, Promise<FreshnessOutcome>>>();
  private readonly retryAfterFailureMs: number;
  private readonly notFoundTtlMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly provider: TmdbProvider | null,
    private readonly options: TitleRefresherOptions = {},
  ) {
    this.retryAfterFailureMs = options.retryAfterFailureMs ?? 60_000;
    this.notFoundTtlMs = options.notFoundTtlMs ?? 60 * 60_000;
    this.now = options.now ?? (() => new Date());
    this.verdicts = new TtlCache({ maxEntries: 2000, now: () => this.now().getTime() });
  }

  /**
   * Makes sure we hold the title with details no older than `maxAgeMs`, fetching them from TMDB when needed.
   * Never throws for a TMDB failure (database errors still propagate); the outcome says what happened.
   */
  async ensureFresh(
    db: Db,
    mediaType: TmdbMediaType,
    id: number,
    maxAgeMs: number = DEFAULT_DETAILS_MAX_AGE_MS,
  ): Promise<FreshnessOutcome> {
    const held = await findDetailsFetchedAt(db, mediaType, id);
    const fetchedAt = held?.detailsFetchedAt ? Date.parse(held.detailsFetchedAt) : Number.NaN;
    if (fetchedAt > this.now().getTime() - maxAgeMs) return 'fresh';

    const degraded = (verdict: TmdbVerdict): FreshnessOutcome => (held ? 'kept' : verdict);
    if (!this.provider) return degraded('unavailable');
    const provider = this.provider;
    const key = `${mediaType}:${id}`;
    const recent = this.verdicts.get(key);
    if (recent) return degraded(recent.value);
    return this.once(db, key, () => this.refresh(db, provider, mediaType, id, held !== undefined));
  }

  /**
   * The same for the episodes of a season we hold (the show's details name its seasons): fetched from TMDB when we
   * hold none from TMDB or they are older than `maxAgeMs`, stored, and kept when TMDB cannot answer. A season we do
   * not hold is not asked for: the show's fresh details say it does not exist.
   */
  async ensureSeasonFresh(
    db: Db,
    showId: number,
    seasonNumber: number,
    maxAgeMs: number = DEFAULT_DETAILS_MAX_AGE_MS,
  ): Promise<FreshnessOutcome> {
    const held = await findSeasonFetchedAt(db, showId, seasonNumber);
    if (!held) return 'not-found';
    const fetchedAt = held.episodesFetchedAt ? Date.parse(held.episodesFetchedAt) : Number.NaN;
    if (fetchedAt > this.now().getTime() - maxAgeMs) return 'fresh';
    if (!this.provider) return 'kept';
    const provider = this.provider;
    const key = `tv:${showId}:season:${seasonNumber}`;
    if (this.verdicts.get(key)) return 'kept';
    return this.once(db, key, () => this.refreshSeason(db, provider, showId, seasonNumber, key));
  }

  /** Runs `work` unless the same key is already being refreshed on this database, whose result is then shared. */
  private once(db: Db, key: string, work: () => Promise<FreshnessOutcome>): Promise<FreshnessOutcome> {
    let running = this.inFlight.get(db);
    if (!running) {
      running = new Map();
      this.inFlight.set(db, running);
    }
    const pending = running.get(key);
    if (pending) return pending;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  }

  /**
   * Stores the entries of a TMDB list (see TmdbProvider) without destroying richer data: titles we do not hold are
   * added with their genres (details follow on first view), titles we hold only get fresh popularity, votes and
   * image paths; their credits, videos and keywords stay. Entries that are not valid dump records are skipped.
   */
  async storeListItems(db: Db, records: readonly DumpRecord[]): Promise<{ inserted: number; updated: number }> {
    const now = nowIso(this.now());
    const rows = records.flatMap((record) => {
      const parsed = dumpRecordSchema.safeParse(record);
      return parsed.success ? [mapDumpRecord(parsed.data, 'tmdb', now)] : [];
    });
    return storeListTitles(db, rows, now);
  }

  private async refresh(
    db: Db,
    provider: TmdbProvider,
    mediaType: TmdbMediaType,
    id: number,
    held: boolean,
  ): Promise<FreshnessOutcome> {
    const key = `${mediaType}:${id}`;
    let record: DumpRecord | null;
    try {
      record = await provider.details(mediaType, id);
    } catch (error) {
      if (!(error instanceof TmdbError)) throw error;
      this.options.logger?.warn({ err: error, mediaType, id }, 'TMDB details unavailable; serving what we hold');
      this.verdicts.set(key, 'unavailable', this.retryAfterFailureMs);
      return held ? 'kept' : 'unavailable';
    }
    const now = nowIso(this.now());
    if (!record) {
      // Titles from dumps may not exist on TMDB (synthetic ids): note that we asked, so we do not ask on every view.
      if (held) {
        await markDetailsFetched(db, mediaType, id, now);
        return 'kept';
      }
      this.verdicts.set(key, 'not-found', this.notFoundTtlMs);
      return 'not-found';
    }
    const parsed = dumpRecordSchema.parse(record);
    await upsertTitleBatch(db, [mapDumpRecord(parsed, 'tmdb', now)], { keepUnlistedEpisodes: true });
    await markDetailsFetched(db, mediaType, parsed.id, now);
    return 'refreshed';
  }

  private async refreshSeason(
    db: Db,
    provider: TmdbProvider,
    showId: number,
    seasonNumber: number,
    key: string,
  ): Promise<FreshnessOutcome> {
    let season: Awaited<ReturnType<TmdbProvider['season']>>;
    try {
      season = await provider.season(showId, seasonNumber);
    } catch (error) {
      if (!(error instanceof TmdbError)) throw error;
      this.options.logger?.warn({ err: error, showId, seasonNumber }, 'TMDB season unavailable; serving what we hold');
      this.verdicts.set(key, 'unavailable', this.retryAfterFailureMs);
      return 'kept';
    }
    const now = nowIso(this.now());
    // A show from a dump may not exist on TMDB: note that we asked, so we do not ask on every view.
    if (!season) {
      await markSeasonFetched(db, showId, seasonNumber, now);
      return 'kept';
    }
    await storeSeason(db, mapSeason(showId, season), now);
    return 'refreshed';
  }
}
