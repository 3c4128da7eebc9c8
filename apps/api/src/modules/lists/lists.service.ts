import {
  type AddListItem,
  type CollaboratorResponse,
  type CreateList,
  LIST_EVENTS,
  LIST_LIMITS,
  LIST_MESSAGES,
  type ListChangedEvent,
  type ListDetail,
  type ListItem,
  type ListItemsPage,
  type ListItemsRequest,
  type ListRole,
  type ListSummary,
  type ListsMineChangedEvent,
  type ListVisibility,
  type MemberRelation,
  type MovedListItem,
  normalizeListName,
  normalizeListText,
  type TitleListsResponse,
  type UpdateList,
} from '@watchify/contract';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { ActivityService } from '../activity/activity.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PlaysService } from '../plays/plays.service.js';
import { presentUserSummary } from '../users/users.presenter.js';
import { findUserSummaries } from '../users/users.queries.js';
import { presentItem, presentListDetail, presentListSummary } from './lists.presenter.js';
import type { ItemRefusal, ListRow, TitleKey } from './lists.repository.js';
import * as repo from './lists.repository.js';

/** The catalog, as far as lists need it: a title's details (fetched from TMDB when we do not hold the title). */
export type TitleDetails = Pick<CatalogService, 'detail'>;
/** The plays, as far as lists need them: which titles a person has watched (a list's completion). */
export type WatchedTitles = Pick<PlaysService, 'keys'>;
/** Friendships, as far as lists need them: who may see a friends-only list, who may collaborate. */
export type Friendships = Pick<FriendsService, 'areFriends' | 'friendIds'>;

/** Where the service announces changes (the app's Realtime); events are hints, the database is the truth. */
export interface ListNotifier {
  toUser(userId: string, event: string, payload: unknown): void;
  toList(listId: string, event: string, payload: unknown): void;
  /** Every socket following the list stops following it (the list is gone). */
  closeList(listId: string): Promise<void>;
  /** Sockets following the list whose person may no longer read it stop following it. */
  refreshListFollowers(listId: string, mayRead: (userId: string | null) => Promise<boolean>): Promise<void>;
}

/** A list and what the person asking may do with it. */
interface ListAccess {
  list: ListRow;
  role: ListRole;
}

/** The visibilities of an owner's lists each relation may read (the rule `access` applies to one list). */
const VISIBLE_TO: Record<MemberRelation, ListVisibility[]> = {
  self: ['public', 'friends', 'private'],
  friend: ['public', 'friends'],
  other: ['public'],
};

const listError = (status: number, code: keyof typeof LIST_MESSAGES, field?: string) =>
  new AppError(status, code, LIST_MESSAGES[code], field);
/** The same answer for "no such list" and "not yours to see", so nobody learns that a hidden list exists. */
const listNotFound = () => listError(404, 'listNotFound');

const REFUSALS: Record<ItemRefusal, () => AppError> = {
  // Deleted by its owner between the access check and the write.
  listGone: listNotFound,
  listFull: () => listError(409, 'listFull'),
  alreadyInList: () => listError(409, 'alreadyInList'),
  itemNotFound: () => listError(404, 'itemNotFound'),
  positionOutOfRange: () => listError(400, 'positionOutOfRange', 'index'),
};

/** A list its owner exports: its settings and every item, in the list's order. */
export interface OwnedListWithItems {
  name: string;
  description: string | null;
  visibility: 'public' | 'friends' | 'private';
  collaborative: boolean;
  createdAt: string;
  items: {
    mediaType: TitleKey['mediaType'];
    id: number;
    title: string;
    year: number | null;
    position: number;
    note: string | null;
    addedAt: string;
  }[];
}

/**
 * A member's own lists (issue 24 §1, decision 037).
 *
 * Who may do what, decided in one place (`access`):
 * - The owner does everything. A collaborator (a friend the owner invited, while the list is collaborative and the
 *   two are still friends) adds, removes, moves and annotates titles, and may leave; only the owner renames, changes
 *   visibility or collaboration, invites, removes collaborators and deletes.
 * - Reading: public lists to anyone, visitors included; friends-only lists to the owner's friends; private lists to
 *   nobody else. Whoever may not read a list gets 404, exactly as for a list that does not exist; whoever may read but
 *   not change it gets 403.
 * - A collaborator whose friendship with the owner ended, or of a list no longer collaborative, keeps the row (so
 *   both coming back restores it) but none of the rights: they read the list as anyone else would, and can leave it.
 *
 * Every write is one atomic repository write; events follow it: `list:changed` to the list's room (whoever has its
 * page open and may read it) and `lists:mine-changed` to the owner's and collaborators' user rooms.
 */
export class ListsService {
  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'dialect' | 'write'>,
    private readonly catalog: TitleDetails,
    private readonly plays: WatchedTitles,
    private readonly friends: Friendships,
    private readonly notifier: ListNotifier,
    private readonly notifications: Pick<NotificationsService, 'notify'>,
    private readonly activity: Pick<ActivityService, 'record'>,
  ) {}

  // ── Access ──────────────────────────────────────────────────────────────────────────────────────────────

  /** What `viewerId` (null: a visitor) may do with the list; null when they may not even read it. */
  private async access(viewerId: string | null, listId: string): Promise<ListAccess | null> {
    const found = await repo.findListForViewer(this.database.db, listId, viewerId);
    if (!found) return null;
    const { list, hasCollaboratorRow } = found;
    if (viewerId === list.owner_id) return { list, role: 'owner' };
    if (viewerId === null) return list.visibility === 'public' ? { list, role: 'viewer' } : null;
    const mayCollaborate = hasCollaboratorRow && list.collaborative === 1;
    const friendOfOwner =
      (mayCollaborate || list.visibility === 'friends') && (await this.friends.areFriends(list.owner_id, viewerId));
    if (mayCollaborate && friendOfOwner) return { list, role: 'collaborator' };
    if (list.visibility === 'public' || (list.visibility === 'friends' && friendOfOwner)) {
      return { list, role: 'viewer' };
    }
    return null;
  }

  /** Whether `viewerId` may read the list (what following its room needs). */
  async canRead(viewerId: string | null, listId: string): Promise<boolean> {
    return (await this.access(viewerId, listId)) !== null;
  }

  private async requireReader(viewerId: string | null, listId: string): Promise<ListAccess> {
    const access = await this.access(viewerId, listId);
    if (!access) throw listNotFound();
    return access;
  }

  private async requireEditor(userId: string, listId: string): Promise<ListAccess> {
    const access = await this.requireReader(userId, listId);
    if (access.role === 'viewer') throw listError(403, 'notCollaborator');
    return access;
  }

  private async requireOwner(userId: string, listId: string): Promise<ListAccess> {
    const access = await this.requireReader(userId, listId);
    if (access.role !== 'owner') throw listError(403, 'ownerOnly');
    return access;
  }

  /** The collaborators with a collaborator's rights now: the list is collaborative and they are the owner's friends. */
  private async activeCollaboratorIds(list: ListRow): Promise<string[]> {
    if (list.collaborative !== 1) return [];
    const ids = await repo.findCollaboratorIds(this.database.db, list.id);
    if (ids.length === 0) return [];
    const friends = await this.friends.friendIds(list.owner_id);
    return ids.filter((id) => friends.has(id));
  }

  /** The lists a member can add to: their own, and those they collaborate on. */
  private async listsOf(userId: string): Promise<ListAccess[]> {
    const lists = await repo.findListsOfMember(this.database.db, userId);
    const friendIds = lists.some((list) => list.owner_id !== userId)
      ? await this.friends.friendIds(userId)
      : new Set<string>();
    return lists.flatMap((list): ListAccess[] => {
      if (list.owner_id === userId) return [{ list, role: 'owner' }];
      return friendIds.has(list.owner_id) ? [{ list, role: 'collaborator' }] : [];
    });
  }

  // ── Reads ───────────────────────────────────────────────────────────────────────────────────────────────

  /** The lists I own and those I collaborate on, the most recently changed first, each with its first posters. */
  async listMine(userId: string): Promise<ListSummary[]> {
    return this.summaries(await this.listsOf(userId));
  }

  /**
   * The lists the member owns, the oldest first, each with every item in the list's order (their export). One list
   * at a time, read when the caller asks for it: a list holds up to 10,000 items.
   */
  async *ownedListsWithItems(ownerId: string): AsyncGenerator<OwnedListWithItems> {
    const { db } = this.database;
    for (const list of await repo.findAllListsOfOwner(db, ownerId)) {
      const items = await repo.findItemsInOrder(db, list.id);
      yield {
        name: list.name,
        description: list.description,
        visibility: list.visibility,
        collaborative: list.collaborative === 1,
        createdAt: list.created_at,
        items: items.map((item) => ({
          mediaType: item.media_type as TitleKey['mediaType'],
          id: item.title_id,
          title: item.title,
          year: item.year,
          position: item.position,
          note: item.note,
          addedAt: item.added_at,
        })),
      };
    }
  }

  /**
   * The lists a member owns that `viewerId` may read, for the member's profile: all of them to the member, the
   * friends-only and public ones to a friend, the public ones to anyone else. Whether the profile shows lists at all
   * is the member's privacy setting, the caller's question.
   */
  async ownedListsShownTo(ownerId: string, viewerId: string | null, relation: MemberRelation): Promise<ListSummary[]> {
    const { db } = this.database;
    const lists = await repo.findListsOfOwner(db, ownerId, VISIBLE_TO[relation]);
    if (relation === 'self') return this.summaries(lists.map((list) => ({ list, role: 'owner' })));
    // A friend the owner invited collaborates on the collaborative ones (see `access`).
    const collaborating =
      relation === 'friend' && viewerId !== null
        ? await repo.findListsWithCollaborator(
            db,
            viewerId,
            lists.filter((list) => list.collaborative === 1).map((list) => list.id),
          )
        : new Set<string>();
    return this.summaries(
      lists.map((list) => ({ list, role: collaborating.has(list.id) ? 'collaborator' : 'viewer' })),
    );
  }

  private async summaries(lists: ListAccess[]): Promise<ListSummary[]> {
    const { db } = this.database;
    const [owners, posters] = await Promise.all([
      findUserSummaries(
        db,
        lists.map(({ list }) => list.owner_id),
      ),
      repo.findPosterPreviews(
        db,
        lists.map(({ list }) => list.id),
        LIST_LIMITS.posterPreviews,
      ),
    ]);
    return lists.flatMap(({ list, role }) => {
      const owner = owners.get(list.owner_id);
      return owner ? [presentListSummary(list, owner, role, posters.get(list.id) ?? [])] : [];
    });
  }

  /** One list for whoever may read it, with their role and how much of it they have watched. */
  async get(viewerId: string | null, listId: string): Promise<ListDetail> {
    return this.detailOf(await this.requireReader(viewerId, listId), viewerId);
  }

  private async detailOf({ list, role }: ListAccess, viewerId: string | null): Promise<ListDetail> {
    const { db } = this.database;
    const collaboratorIds = await this.activeCollaboratorIds(list);
    const [people, posters, completion] = await Promise.all([
      findUserSummaries(db, [list.owner_id, ...collaboratorIds]),
      repo.findPosterPreviews(db, [list.id], LIST_LIMITS.posterPreviews),
      viewerId === null ? null : this.completion(viewerId, list),
    ]);
    const owner = people.get(list.owner_id);
    if (!owner) throw listNotFound();
    const collaborators = collaboratorIds.flatMap((id) => {
      const person = people.get(id);
      return person ? [presentUserSummary(person)] : [];
    });
    return presentListDetail(
      presentListSummary(list, owner, role, posters.get(list.id) ?? []),
      collaborators,
      completion,
    );
  }

  /**
   * How many of the list's titles the viewer has watched: their watched titles (from the plays, through
   * PlaysService), counted among the list's by its primary key.
   */
  private async completion(viewerId: string, list: ListRow): Promise<{ watched: number; total: number }> {
    if (list.item_count === 0) return { watched: 0, total: 0 };
    const watched = await this.plays.keys(viewerId);
    return { watched: await repo.countItemsAmong(this.database.db, list.id, watched), total: list.item_count };
  }

  /** A page of the list's titles in one of its sorts. */
  async items(viewerId: string | null, listId: string, request: ListItemsRequest): Promise<ListItemsPage> {
    const { list } = await this.requireReader(viewerId, listId);
    const { sort, page, pageSize } = request;
    const rows = await repo.findItemsPage(this.database.db, listId, {
      sort,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return {
      items: rows.map(presentItem),
      sort,
      page,
      pageSize,
      totalItems: list.item_count,
      totalPages: Math.max(1, Math.ceil(list.item_count / pageSize)),
    };
  }

  /** The lists I can add to, each saying whether it holds the title (the "Add to list" menu). */
  async titleLists(userId: string, key: TitleKey): Promise<TitleListsResponse> {
    const lists = await this.listsOf(userId);
    const holding = await repo.findListsHolding(
      this.database.db,
      lists.map(({ list }) => list.id),
      key,
    );
    return {
      lists: lists.map(({ list, role }) => ({
        id: list.id,
        name: list.name,
        visibility: list.visibility,
        role,
        itemCount: list.item_count,
        contains: holding.has(list.id),
      })),
    };
  }

  // ── The list itself (owner) ─────────────────────────────────────────────────────────────────────────────

  async create(userId: string, input: CreateList, now = new Date()): Promise<ListDetail> {
    const at = nowIso(now);
    const created = await repo.insertList(
      this.database,
      {
        id: newOrderedId(now.getTime()),
        owner_id: userId,
        name: input.name,
        description: input.description,
        visibility: input.visibility,
        collaborative: input.collaborative ? 1 : 0,
        item_count: 0,
        created_at: at,
        updated_at: at,
      },
      LIST_LIMITS.listsPerOwner,
    );
    if (created === 'tooManyLists') throw listError(409, 'tooManyLists');
    this.tellMembers(created.id, [userId], 'created');
    // A private list is nobody else's business, in the feed too.
    if (created.visibility !== 'private') {
      void this.activity.record(
        { actorId: userId, type: 'listCreated', list: created, friendsOnly: created.visibility === 'friends' },
        now,
      );
    }
    return this.detailOf({ list: created, role: 'owner' }, userId);
  }

  /** Renames, describes, changes who may read it or whether it is collaborative (owner only). */
  async update(userId: string, listId: string, changes: UpdateList, now = new Date()): Promise<ListDetail> {
    const { list } = await this.requireOwner(userId, listId);
    const membersBefore = await this.memberIds(list);
    const updated = await repo.updateList(this.database, listId, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(changes.visibility !== undefined ? { visibility: changes.visibility } : {}),
      ...(changes.collaborative !== undefined ? { collaborative: changes.collaborative ? 1 : 0 } : {}),
      updated_at: nowIso(now),
    });
    if (!updated) throw listNotFound();
    // Collaboration switched off: those who were collaborators hear of it too (the list leaves their overview).
    const members = new Set([...membersBefore, ...(await this.memberIds(updated))]);
    this.announce(updated.id, { change: 'detailsChanged', by: userId }, [...members]);
    // A stricter visibility, or collaborators without their rights: whoever may no longer read it stops following.
    await this.notifier.refreshListFollowers(listId, (viewerId) => this.canRead(viewerId, listId));
    return this.detailOf({ list: updated, role: 'owner' }, userId);
  }

  /** Deletes the list with its titles and collaborators (owner only). */
  async delete(userId: string, listId: string): Promise<void> {
    const { list } = await this.requireOwner(userId, listId);
    const members = await this.memberIds(list);
    if (!(await repo.deleteList(this.database, listId))) throw listNotFound();
    this.notifier.toList(listId, LIST_EVENTS.changed, { listId, change: 'deleted', by: userId });
    this.tellMembers(listId, members, 'deleted');
    await this.notifier.closeList(listId);
  }

  // ── Titles (owner and collaborators) ────────────────────────────────────────────────────────────────────

  /**
   * Adds a title at the end of the list's order. The title is looked up in the catalog (TMDB when we lack it),
   * outside the write; a title already in the list is a 409, never a second row.
   */
  async addItem(userId: string, listId: string, input: AddListItem, now = new Date()): Promise<ListItem> {
    const { list } = await this.requireEditor(userId, listId);
    const key: TitleKey = { mediaType: input.mediaType, id: input.id };
    // The cheap refusals first: no catalog look-up for a title that is there already or a list that is full.
    if (await repo.findItem(this.database.db, listId, key)) throw REFUSALS.alreadyInList();
    if (list.item_count >= LIST_LIMITS.itemsPerList) throw REFUSALS.listFull();
    const title = await this.resolveTitle(key);
    const added = await repo.addItem(
      this.database,
      {
        list_id: listId,
        media_type: key.mediaType,
        title_id: key.id,
        title: title.title,
        poster_path: title.posterPath,
        year: title.year,
        rating: title.voteAverage,
        note: input.note,
        added_by: userId,
        added_at: nowIso(now),
      },
      LIST_LIMITS.itemsPerList,
    );
    if (typeof added === 'string') throw REFUSALS[added]();
    await this.announceItemChange(list, { change: 'itemAdded', by: userId, item: key });
    if (list.visibility !== 'private') {
      void this.activity.record(
        {
          actorId: userId,
          type: 'listItemAdded',
          title: { ...title, mediaType: key.mediaType, id: key.id },
          list,
          friendsOnly: list.visibility === 'friends',
        },
        now,
      );
    }
    return presentItem(added);
  }

  /**
   * An import's list (decision 044): the owner's list of that name when they have one, else a new list marked as the
   * import's, private unless the import says otherwise (our own export does). Imported lists are not news: no activity.
   */
  async importList(
    userId: string,
    importId: string,
    input: {
      name: string;
      description: string | null;
      createdAt: string | null;
      visibility?: ListVisibility | undefined;
    },
    now = new Date(),
  ): Promise<{ listId: string; created: boolean } | 'tooManyLists'> {
    const name = [...normalizeListName(input.name)].slice(0, LIST_LIMITS.nameMaxLength).join('');
    const existing = await repo.findOwnedListNamed(this.database.db, userId, name);
    if (existing) return { listId: existing.id, created: false };
    const at = nowIso(now);
    const description = normalizeListText(input.description);
    const created = await repo.insertList(
      this.database,
      {
        id: newOrderedId(now.getTime()),
        owner_id: userId,
        name,
        description: description && [...description].slice(0, LIST_LIMITS.descriptionMaxLength).join(''),
        visibility: input.visibility ?? 'private',
        collaborative: 0,
        item_count: 0,
        import_id: importId,
        created_at: input.createdAt ?? at,
        updated_at: at,
      },
      LIST_LIMITS.listsPerOwner,
    );
    if (created === 'tooManyLists') return created;
    this.tellMembers(created.id, [userId], 'created');
    return { listId: created.id, created: true };
  }

  /** Appends an import's titles to the owner's list, those it lacks, in order; 'imported' or 'existing' for each. */
  async importItems(
    userId: string,
    importId: string,
    listId: string,
    items: readonly {
      key: TitleKey;
      title: string;
      posterPath: string | null;
      year: number | null;
      note: string | null;
    }[],
    now = new Date(),
  ): Promise<('imported' | 'existing')[]> {
    const at = nowIso(now);
    const added = await repo.insertImportedItems(
      this.database,
      listId,
      items.map((item) => {
        const note = normalizeListText(item.note);
        return {
          list_id: listId,
          media_type: item.key.mediaType,
          title_id: item.key.id,
          title: item.title,
          poster_path: item.posterPath,
          year: item.year,
          rating: null,
          note: note && [...note].slice(0, LIST_LIMITS.noteMaxLength).join(''),
          added_by: userId,
          import_id: importId,
          added_at: at,
        };
      }),
      LIST_LIMITS.itemsPerList,
      at,
    );
    if (added.some(Boolean)) this.tellMembers(listId, [userId], 'changed');
    return added.map((a) => (a ? 'imported' : 'existing'));
  }

  /** Undoes an import: the lists it made go, and the titles it added to the owner's other lists. */
  async undoImport(userId: string, importId: string, now = new Date()): Promise<void> {
    await repo.deleteImported(this.database, userId, importId, nowIso(now));
    this.tellMembers('', [userId], 'changed');
  }

  /** The catalog's title, or the list's own 404 for one it cannot find (the catalog's says nothing of lists). */
  private async resolveTitle(key: TitleKey) {
    try {
      return await this.catalog.detail(key.mediaType, key.id);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw listError(404, 'titleNotFound', 'id');
      throw error;
    }
  }

  /** Removes a title; removing one that is not there changes nothing (two people removing it at once both succeed). */
  async removeItem(userId: string, listId: string, key: TitleKey, now = new Date()): Promise<void> {
    const { list } = await this.requireEditor(userId, listId);
    if (await repo.removeItem(this.database, listId, key, nowIso(now))) {
      await this.announceItemChange(list, { change: 'itemRemoved', by: userId, item: key });
    }
  }

  /** Sets or clears an item's note. */
  async updateNote(
    userId: string,
    listId: string,
    key: TitleKey,
    note: string | null,
    now = new Date(),
  ): Promise<ListItem> {
    const { list } = await this.requireEditor(userId, listId);
    const updated = await repo.updateItemNote(this.database, listId, key, note, nowIso(now));
    if (!updated) throw REFUSALS.itemNotFound();
    await this.announceItemChange(list, { change: 'itemNoteChanged', by: userId, item: key });
    return presentItem(updated);
  }

  /** Moves a title to the `index`-th place (from 0) of the list's order; an index outside the list is a 400. */
  async moveItem(
    userId: string,
    listId: string,
    key: TitleKey,
    index: number,
    now = new Date(),
  ): Promise<MovedListItem> {
    const { list } = await this.requireEditor(userId, listId);
    const moved = await repo.moveItem(this.database, listId, key, index, nowIso(now));
    if (typeof moved === 'string') throw REFUSALS[moved]();
    await this.announceItemChange(list, { change: 'itemMoved', by: userId, item: key, index });
    return { item: presentItem(moved), index };
  }

  // ── Collaborators ───────────────────────────────────────────────────────────────────────────────────────

  /** Invites a friend to a collaborative list (owner only); inviting a collaborator again changes nothing. */
  async invite(ownerId: string, listId: string, userId: string, now = new Date()): Promise<CollaboratorResponse> {
    const { list } = await this.requireOwner(ownerId, listId);
    if (list.collaborative !== 1) throw listError(409, 'notCollaborative');
    // Oneself and strangers alike: only a friend can collaborate.
    if (userId === ownerId || !(await this.friends.areFriends(ownerId, userId))) {
      throw listError(403, 'notFriends', 'userId');
    }
    const outcome = await repo.addCollaborator(
      this.database,
      listId,
      userId,
      nowIso(now),
      LIST_LIMITS.collaboratorsPerList,
    );
    if (outcome === 'listGone') throw listNotFound();
    if (outcome === 'full') throw listError(409, 'tooManyCollaborators');
    const person = (await findUserSummaries(this.database.db, [userId])).get(userId);
    // A friend always has a profile; gone only if the account was deleted meanwhile.
    if (!person) throw listError(403, 'notFriends', 'userId');
    if (outcome === 'added') {
      const members = (await this.memberIds(list)).filter((id) => id !== userId);
      this.announce(listId, { change: 'collaboratorsChanged', by: ownerId }, members);
      this.tellMembers(listId, [userId], 'invited');
      void this.notifications.notify({
        userId,
        type: 'listInvitation',
        actorId: ownerId,
        subject: list.name,
        link: `/lists/${listId}`,
      });
    }
    return { collaborator: presentUserSummary(person), added: outcome === 'added' };
  }

  /**
   * Removes a collaborator: the owner removes anyone, a collaborator removes themselves (leaves). Leaving needs no
   * right to read the list, so a collaborator whose friendship with the owner ended can still leave it.
   */
  async removeCollaborator(actorId: string, listId: string, userId: string, now = new Date()): Promise<void> {
    let list: ListRow;
    if (actorId === userId) {
      const found = await repo.findListForViewer(this.database.db, listId, actorId);
      if (!found || (!found.hasCollaboratorRow && !(await this.canRead(actorId, listId)))) throw listNotFound();
      list = found.list;
    } else {
      ({ list } = await this.requireOwner(actorId, listId));
    }
    const membersBefore = await this.memberIds(list);
    if (!(await repo.removeCollaborator(this.database, listId, userId, nowIso(now)))) {
      throw listError(404, 'collaboratorNotFound', 'userId');
    }
    this.announce(
      listId,
      { change: 'collaboratorsChanged', by: actorId },
      membersBefore.filter((id) => id !== userId),
    );
    this.tellMembers(listId, [userId], 'removed');
    await this.notifier.refreshListFollowers(listId, (viewerId) => this.canRead(viewerId, listId));
  }

  // ── Announcements ───────────────────────────────────────────────────────────────────────────────────────

  /** The owner and the collaborators with their rights now: whose overview of lists shows this one. */
  private async memberIds(list: ListRow): Promise<string[]> {
    return [list.owner_id, ...(await this.activeCollaboratorIds(list))];
  }

  /** An item's change goes to the list's followers and members; the other members are also notified (one per list). */
  private async announceItemChange(list: ListRow, change: Omit<ListChangedEvent, 'listId'>): Promise<void> {
    const members = await this.memberIds(list);
    this.announce(list.id, change, members);
    for (const memberId of members) {
      void this.notifications.notify({
        userId: memberId,
        type: 'sharedListChanged',
        actorId: change.by,
        subject: list.name,
        link: `/lists/${list.id}`,
        groupKey: `list:${list.id}`,
      });
    }
  }

  /** Tells the list's followers what changed, and its members that their overview changed. */
  private announce(listId: string, change: Omit<ListChangedEvent, 'listId'>, memberIds: readonly string[]): void {
    const event: ListChangedEvent = { listId, ...change };
    this.notifier.toList(listId, LIST_EVENTS.changed, event);
    this.tellMembers(listId, memberIds, 'changed');
  }

  private tellMembers(listId: string, userIds: readonly string[], change: ListsMineChangedEvent['change']): void {
    const event: ListsMineChangedEvent = { listId, change };
    for (const userId of userIds) this.notifier.toUser(userId, LIST_EVENTS.mineChanged, event);
  }
}
