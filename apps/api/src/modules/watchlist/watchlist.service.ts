import {
  WATCHLIST_DEFAULT_ORDER,
  WATCHLIST_EVENTS,
  type WatchlistChange,
  type WatchlistKeys,
  type WatchlistOrder,
  type WatchlistPage,
  type WatchlistSort,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, Dialect } from '../../db/database.js';
import type { PrepareStatement, SqliteGroupCommit } from '../../db/group-commit.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { InvalidatedCache, type InvalidationBus } from '../../lib/invalidated-cache.js';
import { nowIso } from '../../lib/time.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { presentChange, presentKeys, presentPage } from './watchlist.presenter.js';
import type { TitleKey, TitleSnapshot } from './watchlist.repository.js';
import * as repo from './watchlist.repository.js';

/** A group-commit write's answer when it needs the snapshot of a title we do not hold (see `writeNow`). */
const NEEDS_SNAPSHOT = Symbol('needs a title snapshot');

const watchlistBusy = () =>
  new AppError(409, 'watchlistBusy', 'The watchlist changed at the same time. Please try again.');

/** Where changes are announced and caches of other instances told (the app's Realtime). */
export interface WatchlistNotifier extends InvalidationBus {
  toUser(userId: string, event: string, payload: unknown): void;
}

/**
 * A user's pages stay cached until their next write, on any instance (decision 015). A page is small (≤ 100 item
 * snapshots), and the bound keeps the busiest few thousand lists: about 20 MB at worst.
 */
const PAGE_CACHE = { name: 'watchlist-pages', maxGroups: 5_000, ttlMs: 5 * 60_000 };

/** The catalog, as far as the watchlist needs it: a title's details, fetched from TMDB when we do not hold it. */
export type TitleResolver = Pick<CatalogService, 'detail'>;

export interface ListRequest {
  sort: WatchlistSort;
  order?: WatchlistOrder;
  page: number;
  pageSize: number;
}

/**
 * A user's own watchlist (spec §4 Watchlist toggle). Every method acts on the signed-in user's rows only — the user
 * id comes from the session, never from the request — so nobody can read or change someone else's list.
 *
 * Items are rows with the primary key (user, type, id). Concurrent writes of one user (two tabs, a double click)
 * run one after the other, so a toggle's "is it there? then delete, else insert" can never see a state another
 * request is changing: on PostgreSQL each write's transaction first takes the user's watchlist lock; on SQLite every
 * write is one synchronous step of the group commit (db/group-commit.ts), which nothing can interleave with. The
 * insert is still `on conflict do nothing`, so even a write outside these methods could not store a title twice.
 */
export class WatchlistService {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;
  /** SQLite: writes run synchronously in the shared transaction of db/group-commit.ts. */
  private readonly groupCommit: SqliteGroupCommit | undefined;
  /** Pages and keys of each user's list, by user id. */
  private readonly cache: InvalidatedCache<WatchlistPage | WatchlistKeys>;

  constructor(
    database: Pick<DatabaseHandle, 'db' | 'dialect' | 'groupCommit'>,
    private readonly catalog: TitleResolver,
    private readonly notifier: WatchlistNotifier | null = null,
  ) {
    this.db = database.db;
    this.dialect = database.dialect;
    this.groupCommit = database.groupCommit;
    this.cache = new InvalidatedCache({ ...PAGE_CACHE, bus: notifier });
  }

  async list(userId: string, { sort, order, page, pageSize }: ListRequest): Promise<WatchlistPage> {
    const direction = order ?? WATCHLIST_DEFAULT_ORDER[sort];
    return this.cache.getOrLoad(userId, `page:${sort}:${direction}:${page}:${pageSize}`, async () => {
      const [rows, totalItems] = await Promise.all([
        repo.listPage(this.db, userId, { sort, order: direction, limit: pageSize, offset: (page - 1) * pageSize }),
        repo.countItems(this.db, userId),
      ]);
      return presentPage(rows, { sort, order: direction, page, pageSize, totalItems });
    });
  }

  async keys(userId: string): Promise<WatchlistKeys> {
    return this.cache.getOrLoad(userId, 'keys', async () => presentKeys(await repo.listKeys(this.db, userId)));
  }

  /** Puts the title on the watchlist; adding a title that is already there changes nothing (idempotent). */
  async add(userId: string, key: TitleKey, now = new Date()): Promise<WatchlistChange> {
    if (this.groupCommit) {
      const { row, inserted } = await this.writeNow(key, (prepare, snapshot) => {
        const existing = repo.sqliteNow.findItem(prepare, userId, key);
        if (existing) return { row: existing, inserted: false };
        const known = snapshot ?? repo.sqliteNow.findTitleSnapshot(prepare, key);
        if (!known) return NEEDS_SNAPSHOT;
        // Nothing else runs between the look-up and the insert: the batch is synchronous.
        return {
          row: repo.sqliteNow.insertItemIfAbsent(prepare, this.newRow(userId, key, known, now)) ?? null,
          inserted: true,
        };
      });
      const change = presentChange(key, row);
      return inserted ? this.announce(userId, change) : change;
    }
    const existing = await repo.findItem(this.db, userId, key);
    if (existing) return presentChange(key, existing);
    // Looked up before the transaction: it may wait on TMDB, and must not hold the lock meanwhile.
    const snapshot = await this.snapshotOf(key);
    const { row, inserted } = await this.db.transaction().execute(async (trx) => {
      await repo.lockWatchlistOf(trx, this.dialect, userId);
      const added = await repo.insertItemIfAbsent(trx, this.newRow(userId, key, snapshot, now));
      return { row: added ?? (await repo.findItem(trx, userId, key)) ?? null, inserted: added !== undefined };
    });
    const change = presentChange(key, row);
    return inserted ? this.announce(userId, change) : change;
  }

  /** Takes the title off the watchlist; removing a title that is not there changes nothing (idempotent). */
  async remove(userId: string, key: TitleKey): Promise<WatchlistChange> {
    const deleted = this.groupCommit
      ? await this.groupCommit.run((prepare) => repo.sqliteNow.deleteItem(prepare, userId, key))
      : await this.db.transaction().execute(async (trx) => {
          await repo.lockWatchlistOf(trx, this.dialect, userId);
          return repo.deleteItem(trx, userId, key);
        });
    const change = presentChange(key, null);
    return deleted ? this.announce(userId, change) : change;
  }

  /**
   * Removes the title when present, else adds it (spec §4). Under the lock, concurrent toggles run one after the
   * other: two at once leave the list as it was, an odd number flip it once — none is lost, none duplicates.
   */
  async toggle(userId: string, key: TitleKey, now = new Date()): Promise<WatchlistChange> {
    if (this.groupCommit) {
      const row = await this.writeNow(key, (prepare, snapshot) => {
        if (repo.sqliteNow.deleteItem(prepare, userId, key)) return null;
        const known = snapshot ?? repo.sqliteNow.findTitleSnapshot(prepare, key);
        if (!known) return NEEDS_SNAPSHOT;
        const added = repo.sqliteNow.insertItemIfAbsent(prepare, this.newRow(userId, key, known, now));
        if (!added) throw watchlistBusy();
        return added;
      });
      return this.announce(userId, presentChange(key, row));
    }
    // The snapshot is prepared before the lock (the catalog may wait on TMDB). A title already on the list needs no
    // look-up: should another tab remove it first, this toggle adds it back with the entry's own snapshot.
    const present = await repo.findItem(this.db, userId, key);
    const snapshot: TitleSnapshot = present ?? (await this.snapshotOf(key));
    const row = await this.db.transaction().execute(async (trx) => {
      await repo.lockWatchlistOf(trx, this.dialect, userId);
      if (await repo.deleteItem(trx, userId, key)) return null;
      const added = await repo.insertItemIfAbsent(trx, this.newRow(userId, key, snapshot, now));
      if (!added) throw watchlistBusy();
      return added;
    });
    return this.announce(userId, presentChange(key, row));
  }

  /**
   * Runs a write in SQLite's group commit. A write that needs the snapshot of a title we do not hold answers
   * NEEDS_SNAPSHOT; it then runs again with the title fetched through the catalog, outside the batch (TMDB must not
   * hold up everybody else's writes). Running it again is safe: it decides afresh from what the list holds then.
   */
  private async writeNow<T>(
    key: TitleKey,
    write: (prepare: PrepareStatement, snapshot: TitleSnapshot | null) => T | typeof NEEDS_SNAPSHOT,
  ): Promise<T> {
    const groupCommit = this.groupCommit as SqliteGroupCommit;
    const first = await groupCommit.run((prepare) => write(prepare, null));
    if (first !== NEEDS_SNAPSHOT) return first;
    const snapshot = await this.catalogSnapshot(key);
    const second = await groupCommit.run((prepare) => write(prepare, snapshot));
    if (second === NEEDS_SNAPSHOT) throw new Error('a write asked for a snapshot it was given');
    return second;
  }

  /**
   * What the entry shows of the title, read from our catalog — never from the client. A title we do not hold yet
   * (e.g. from TMDB's trending list) is fetched through the catalog; an unknown title is a 404.
   */
  private async snapshotOf(key: TitleKey): Promise<TitleSnapshot> {
    return (await repo.findTitleSnapshot(this.db, key)) ?? this.catalogSnapshot(key);
  }

  /** A title's snapshot from the catalog's detail (which asks TMDB for a title we do not hold). */
  private async catalogSnapshot(key: TitleKey): Promise<TitleSnapshot> {
    const detail = await this.catalog.detail(key.mediaType, key.id);
    const year = detail.year ?? (detail.releaseDate ? Number.parseInt(detail.releaseDate.slice(0, 4), 10) : null);
    return { title: detail.title, poster_path: detail.posterPath, year: Number.isFinite(year) ? year : null };
  }

  private newRow(userId: string, key: TitleKey, snapshot: TitleSnapshot, now: Date): repo.NewWatchlistRow {
    return {
      user_id: userId,
      media_type: key.mediaType,
      title_id: key.id,
      title: snapshot.title,
      poster_path: snapshot.poster_path,
      year: snapshot.year,
      added_at: nowIso(now),
    };
  }

  /**
   * After a change is stored: the user's cached pages go (here and on every instance), and the user's other tabs
   * are told. The database stays the truth.
   */
  private announce(userId: string, change: WatchlistChange): WatchlistChange {
    this.cache.invalidate(userId);
    this.notifier?.toUser(userId, WATCHLIST_EVENTS.changed, change);
    return change;
  }
}
