import {
  WATCHLIST_DEFAULT_ORDER,
  WATCHLIST_EVENTS,
  type WatchlistChange,
  type WatchlistKeys,
  type WatchlistOrder,
  type WatchlistPage,
  type WatchlistSort,
} from '@watchify/contract';
import type { DatabaseHandle } from '../../db/database.js';
import { InvalidatedCache, type InvalidationBus } from '../../lib/invalidated-cache.js';
import { nowIso } from '../../lib/time.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { presentChange, presentKeys, presentPage } from './watchlist.presenter.js';
import type { ItemWrite, TitleKey, TitleSnapshot } from './watchlist.repository.js';
import * as repo from './watchlist.repository.js';

/** Where changes are announced and caches of other instances told (the app's Realtime). */
export interface WatchlistNotifier extends InvalidationBus {
  toUser(userId: string, event: string, payload: unknown): void;
}

/**
 * A user's pages stay cached until their next write, on any instance (decision 023). A page is small (≤ 100 item
 * snapshots), and the bound keeps the busiest few thousand lists.
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
 * A user's own watchlist (product §4 Watchlist toggle). Every method acts on the signed-in user's rows only — the user
 * id comes from the session, never from the request — so nobody can read or change someone else's list. Items are
 * rows with the primary key (user, type, id); the repository runs each change as one write that no other change of
 * the same list can interleave with.
 */
export class WatchlistService {
  /** Pages and keys of each user's list, by user id. */
  private readonly cache: InvalidatedCache<WatchlistPage | WatchlistKeys>;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'dialect' | 'write'>,
    private readonly catalog: TitleResolver,
    private readonly notifier: WatchlistNotifier | null = null,
  ) {
    this.cache = new InvalidatedCache({ ...PAGE_CACHE, bus: notifier });
  }

  async list(userId: string, { sort, order, page, pageSize }: ListRequest): Promise<WatchlistPage> {
    const direction = order ?? WATCHLIST_DEFAULT_ORDER[sort];
    return this.cache.getOrLoad(userId, `page:${sort}:${direction}:${page}:${pageSize}`, async () => {
      const { db } = this.database;
      const [rows, totalItems] = await Promise.all([
        repo.listPage(db, userId, { sort, order: direction, limit: pageSize, offset: (page - 1) * pageSize }),
        repo.countItems(db, userId),
      ]);
      return presentPage(rows, { sort, order: direction, page, pageSize, totalItems });
    });
  }

  async keys(userId: string): Promise<WatchlistKeys> {
    return this.cache.getOrLoad(userId, 'keys', async () => presentKeys(await repo.listKeys(this.database.db, userId)));
  }

  /** Every title on the user's watchlist with the name and year it was added under, the first added first (export). */
  async allOf(
    userId: string,
  ): Promise<{ mediaType: TitleKey['mediaType']; id: number; title: string; year: number | null; addedAt: string }[]> {
    const rows = await repo.listAllItems(this.database.db, userId);
    return rows.map((row) => ({
      mediaType: row.media_type as TitleKey['mediaType'],
      id: row.title_id,
      title: row.title,
      year: row.year,
      addedAt: row.added_at,
    }));
  }

  /** Puts the title on the watchlist; adding a title that is already there changes nothing (idempotent). */
  async add(userId: string, key: TitleKey, now = new Date()): Promise<WatchlistChange> {
    const addedAt = nowIso(now);
    return this.announce(
      userId,
      key,
      await this.withSnapshot(key, (snapshot) => repo.addItem(this.database, userId, key, addedAt, snapshot)),
    );
  }

  /** Takes the title off the watchlist; removing a title that is not there changes nothing (idempotent). */
  async remove(userId: string, key: TitleKey): Promise<WatchlistChange> {
    return this.announce(userId, key, await repo.removeItem(this.database, userId, key));
  }

  /**
   * Removes the title when present, else adds it (product §4). Concurrent toggles run one after the other: two at once
   * leave the list as it was, an odd number flip it once — none is lost, none duplicates.
   */
  async toggle(userId: string, key: TitleKey, now = new Date()): Promise<WatchlistChange> {
    const addedAt = nowIso(now);
    return this.announce(
      userId,
      key,
      await this.withSnapshot(key, (snapshot) => repo.toggleItem(this.database, userId, key, addedAt, snapshot)),
    );
  }

  /** Adds an import's titles the list lacks, in one write; for each: 'imported', or 'existing' when it was there. */
  async importItems(
    userId: string,
    importId: string,
    items: readonly { key: TitleKey; snapshot: TitleSnapshot; addedAt: string }[],
  ): Promise<('imported' | 'existing')[]> {
    const added = await repo.insertImportedItems(this.database, userId, importId, items);
    if (added.some(Boolean)) this.cache.invalidate(userId);
    return added.map((a) => (a ? 'imported' : 'existing'));
  }

  /** Undoes an import: the titles it added leave the list. */
  async undoImport(userId: string, importId: string): Promise<void> {
    await repo.deleteImportedItems(this.database, userId, importId);
    this.cache.invalidate(userId);
  }

  /**
   * Runs a write that may add a title. What an entry shows of its title comes from our catalog, never from the
   * client; a title we do not hold yet (e.g. from TMDB's trending list) is fetched through the catalog between two
   * tries, outside the write, so TMDB never holds up other writes. The second try decides afresh from what the list
   * holds then; an unknown title is the catalog's 404.
   */
  private async withSnapshot(
    key: TitleKey,
    write: (snapshot: TitleSnapshot | null) => Promise<ItemWrite | typeof repo.TITLE_NOT_HELD>,
  ): Promise<ItemWrite> {
    const first = await write(null);
    if (first !== repo.TITLE_NOT_HELD) return first;
    const second = await write(await this.catalogSnapshot(key));
    if (second === repo.TITLE_NOT_HELD) throw new Error('a write asked for a snapshot it was given');
    return second;
  }

  /** A title's snapshot from the catalog's detail (which asks TMDB for a title we do not hold). */
  private async catalogSnapshot(key: TitleKey): Promise<TitleSnapshot> {
    const detail = await this.catalog.detail(key.mediaType, key.id);
    const year = detail.year ?? (detail.releaseDate ? Number.parseInt(detail.releaseDate.slice(0, 4), 10) : null);
    return { title: detail.title, poster_path: detail.posterPath, year: Number.isFinite(year) ? year : null };
  }

  /**
   * After a write has committed: when it changed the list, the user's cached pages go (here and on every instance)
   * and the user's other tabs are told. The database stays the truth.
   */
  private announce(userId: string, key: TitleKey, { row, changed }: ItemWrite): WatchlistChange {
    const change = presentChange(key, row);
    if (!changed) return change;
    this.cache.invalidate(userId);
    this.notifier?.toUser(userId, WATCHLIST_EVENTS.changed, change);
    return change;
  }
}
