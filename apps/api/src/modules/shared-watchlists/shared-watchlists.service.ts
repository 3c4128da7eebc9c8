import crypto from 'node:crypto';
import {
  type AddSharedWatchlistItemResponse,
  type CreateSharedWatchlist,
  type MediaType,
  SHARED_WATCHLIST_EVENTS,
  SHARED_WATCHLIST_LIMITS,
  SHARED_WATCHLIST_MESSAGES,
  type SharedWatchlistCreatedEvent,
  type SharedWatchlistDeletedEvent,
  type SharedWatchlistItemsChangedEvent,
  type SharedWatchlistResponse,
  type SharedWatchlistSummary,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { presentItem, presentListSummary } from './shared-watchlists.presenter.js';
import * as repo from './shared-watchlists.repository.js';

/** What the service needs of the catalog: a title's card facts, fetched from TMDB first when we lack them. */
export interface TitleResolver {
  /** Throws a 404 AppError when the title does not exist. */
  detail(mediaType: MediaType, id: number): Promise<{ title: string; posterPath: string | null; year: number | null }>;
}

/** Where the service announces changes (the app's `Realtime`); events are hints, the database is the truth. */
export interface SharedWatchlistNotifier {
  toUser(userId: string, event: string, payload: unknown): void;
}

/** The same answer for "no such list" and "not your list", so a non-member cannot learn that a list exists. */
const listNotFound = () => notFound(SHARED_WATCHLIST_MESSAGES.listNotFound);

function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return /23503|SQLITE_CONSTRAINT_FOREIGNKEY|FOREIGN KEY constraint/i.test(`${String(code)} ${String(message)}`);
}

/**
 * Watchlists shared by two friends (product §2 Watchlist, §3 SharedWatchlist, §5 Share, §6).
 *
 * Rules and the choices behind them:
 * - A list has exactly two members, the creator and one of their friends, fixed at creation: the API has no way
 *   to add or swap a member. Everything else about a list is open to both members alike.
 * - Sharing copies the creator's own watchlist into the new list by default: the spec's share modal sits on the
 *   watchlist page and its SharedWatchlist holds "items (array of watchlist items)", i.e. a person shares their
 *   watchlist. It is a copy taken at that moment; afterwards the two lists change independently.
 *   `includeMyWatchlist: false` starts an empty list.
 * - Non-members get 404 for everything, exactly as for a list that does not exist.
 * - Deleting is the only way out, and it deletes the list for both: a "shared" list with one member left would
 *   break the two-member rule, and the other member is told at once (socket event) rather than finding a
 *   half-owned list.
 * - When the two stop being friends, the list is kept but frozen: both can still read and delete it, nobody can
 *   add or remove items (403). Becoming friends again unfreezes it. Nothing is deleted behind a person's back,
 *   and no one keeps editing a list together with someone who ended the friendship.
 */
export class SharedWatchlistsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly titles: TitleResolver,
    private readonly notifier: SharedWatchlistNotifier,
    private readonly friends: Pick<FriendsService, 'areFriends'>,
    private readonly notifications: Pick<NotificationsService, 'notify'>,
  ) {}

  async listMine(userId: string): Promise<SharedWatchlistSummary[]> {
    const rows = await repo.findListsOfMember(this.db, userId);
    return rows.map((row) => presentListSummary(row, userId));
  }

  async create(userId: string, input: CreateSharedWatchlist, now = new Date()): Promise<SharedWatchlistSummary> {
    const { friendId, name } = input;
    // Yourself and strangers alike: only a friend can be a list's second member.
    if (friendId === userId || !(await this.friends.areFriends(userId, friendId))) {
      throw new AppError(403, 'notFriends', SHARED_WATCHLIST_MESSAGES.notFriends, 'friendId');
    }

    const listId = crypto.randomUUID();
    const createdAt = nowIso(now);
    await this.db.transaction().execute(async (trx) => {
      const counts = await Promise.all([repo.countListsOfMember(trx, userId), repo.countListsOfMember(trx, friendId)]);
      if (counts.some((count) => count >= SHARED_WATCHLIST_LIMITS.listsPerUser)) {
        throw conflict('tooManyLists', SHARED_WATCHLIST_MESSAGES.tooManyLists);
      }
      let listName = name;
      if (!listName) {
        const nicknames = await repo.findNicknames(trx, [userId, friendId]);
        listName = `${nicknames.get(userId) ?? '?'} & ${nicknames.get(friendId) ?? '?'}`;
      }
      await repo.insertList(trx, { id: listId, name: listName, createdBy: userId, createdAt }, [userId, friendId]);
      if (input.includeMyWatchlist) await repo.copyWatchlistInto(trx, listId, userId, createdAt);
    });

    const [mine, theirs] = await Promise.all([
      repo.findListOfMember(this.db, listId, userId),
      repo.findListOfMember(this.db, listId, friendId),
    ]);
    // Just written in the transaction above; missing only if one of the two accounts was deleted meanwhile.
    if (!mine) throw listNotFound();
    if (theirs) {
      const event: SharedWatchlistCreatedEvent = { list: presentListSummary(theirs, friendId) };
      this.notifier.toUser(friendId, SHARED_WATCHLIST_EVENTS.created, event);
      this.notifyPartner(mine, userId);
    }
    // The creator's other tabs too.
    this.notifier.toUser(userId, SHARED_WATCHLIST_EVENTS.created, { list: presentListSummary(mine, userId) });
    return presentListSummary(mine, userId);
  }

  async get(userId: string, listId: string, page: number): Promise<SharedWatchlistResponse> {
    const list = await this.requireMember(userId, listId);
    const { pageSize } = SHARED_WATCHLIST_LIMITS;
    const totalPages = Math.max(1, Math.ceil(list.item_count / pageSize));
    const rows = await repo.findItemsPage(this.db, listId, (page - 1) * pageSize, pageSize);
    return { list: presentListSummary(list, userId), items: rows.map(presentItem), page, totalPages };
  }

  /**
   * Adds a title; the server looks it up in the catalog (a client's title, poster or year is never trusted).
   * Adding a title that is already there changes nothing and says so (`added: false`).
   */
  async addItem(
    userId: string,
    listId: string,
    mediaType: MediaType,
    titleId: number,
    now = new Date(),
  ): Promise<AddSharedWatchlistItemResponse> {
    const list = await this.requireEditor(userId, listId);
    const existing = await repo.findItem(this.db, listId, mediaType, titleId);
    if (existing) return { item: presentItem(existing), added: false };

    const title = await this.titles.detail(mediaType, titleId);
    let added: boolean;
    try {
      added = await repo.insertItemIfMissing(this.db, {
        list_id: listId,
        media_type: mediaType,
        title_id: titleId,
        title: title.title,
        poster_path: title.posterPath,
        year: title.year,
        added_by: userId,
        added_at: nowIso(now),
      });
    } catch (error) {
      // The other member deleted the list while the title was being looked up.
      if (isForeignKeyViolation(error)) throw listNotFound();
      throw error;
    }
    const item = await repo.findItem(this.db, listId, mediaType, titleId);
    if (!item) throw listNotFound();
    if (added) this.announceItemChange(list, userId, { change: 'added', mediaType, id: titleId });
    return { item: presentItem(item), added };
  }

  /** Removes a title; removing one that is not there is not an error (the result is the same). */
  async removeItem(userId: string, listId: string, mediaType: MediaType, titleId: number): Promise<void> {
    const list = await this.requireEditor(userId, listId);
    const removed = await repo.deleteItem(this.db, listId, mediaType, titleId);
    if (removed) this.announceItemChange(list, userId, { change: 'removed', mediaType, id: titleId });
  }

  /** Deletes the list for both members (see the class comment for why there is no "leave"). */
  async delete(userId: string, listId: string): Promise<void> {
    const list = await this.requireMember(userId, listId);
    await repo.deleteList(this.db, listId);
    const event: SharedWatchlistDeletedEvent = { listId, by: userId };
    for (const memberId of [userId, list.partner_id]) {
      this.notifier.toUser(memberId, SHARED_WATCHLIST_EVENTS.deleted, event);
    }
  }

  private async requireMember(userId: string, listId: string): Promise<repo.ListSummaryRow> {
    const list = await repo.findListOfMember(this.db, listId, userId);
    if (!list) throw listNotFound();
    return list;
  }

  private async requireEditor(userId: string, listId: string): Promise<repo.ListSummaryRow> {
    const list = await this.requireMember(userId, listId);
    if (!list.still_friends) throw new AppError(403, 'noLongerFriends', SHARED_WATCHLIST_MESSAGES.noLongerFriends);
    return list;
  }

  private announceItemChange(
    list: repo.ListSummaryRow,
    userId: string,
    change: Pick<SharedWatchlistItemsChangedEvent, 'change' | 'mediaType' | 'id'>,
  ): void {
    const event: SharedWatchlistItemsChangedEvent = { listId: list.id, by: userId, ...change };
    // Both members: the other one sees the change live, and so do the actor's other tabs.
    for (const memberId of [userId, list.partner_id]) {
      this.notifier.toUser(memberId, SHARED_WATCHLIST_EVENTS.itemsChanged, event);
    }
    this.notifyPartner(list, userId);
  }

  /** The other member hears of a new list or a change to it in the notification centre: one per list while unread. */
  private notifyPartner(list: repo.ListSummaryRow, userId: string): void {
    void this.notifications.notify({
      userId: list.partner_id,
      type: 'sharedListChanged',
      actorId: userId,
      subject: list.name,
      link: `/watchlist/shared/${list.id}`,
      groupKey: `sharedList:${list.id}`,
    });
  }
}
