import {
  FRIEND_EVENTS,
  FRIEND_LIMITS,
  FRIEND_MESSAGES,
  type FriendRequest,
  type FriendRequestsResponse,
  type FriendSuggestionsResponse,
  type FriendsResponse,
  nicknameKey,
  type Relationship,
  type SendFriendRequestResponse,
  type UserSearchResponse,
  type UserSummary,
} from '@watchify/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { presentUserSummary } from '../users/users.presenter.js';
import { findUserSummaries } from '../users/users.queries.js';
import { presentFriendRequest, presentSearchResult } from './friends.presenter.js';
import * as repo from './friends.repository.js';

/** The part of the realtime server this service needs (tests may pass a recorder). */
export interface FriendNotifier {
  toUser(userId: string, event: string, payload: unknown): void;
}

const requestAlreadySent = () => conflict('friendRequestAlreadySent', FRIEND_MESSAGES.requestAlreadySent);
const requestNotFound = () => new AppError(404, 'friendRequestNotFound', 'This friend request does not exist.');
const userNotFound = () => new AppError(404, 'userNotFound', 'This user does not exist.');

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: string })?.code ?? '') + String((error as Error)?.message);
  return /23505|SQLITE_CONSTRAINT_PRIMARYKEY|SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint/i.test(text);
}

type Trx = Transaction<Database>;

/**
 * Friends and friend requests (product §4 Friend request, §5, §6). Only the recipient answers a request, only the
 * sender withdraws it; nobody else learns that it exists (404). Every change between two people runs in one
 * transaction that first locks the pair, so two people asking each other at once, or a double click on Accept,
 * end in one friendship and no stray pending request. The other person hears about each change on their socket.
 */
export class FriendsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly notifier: FriendNotifier,
    private readonly notifications: Pick<NotificationsService, 'notify'>,
  ) {}

  /** The user's friends, by nickname. */
  /** Whether two people are friends (what chat and shared lists require). */
  async areFriends(userId: string, otherId: string): Promise<boolean> {
    return repo.areFriends(this.db, userId, otherId);
  }

  /** The ids of the user's friends (lists check many people against them at once). */
  async friendIds(userId: string): Promise<Set<string>> {
    return new Set(await repo.listFriendIds(this.db, userId));
  }

  async listFriends(userId: string): Promise<FriendsResponse> {
    const rows = await repo.listFriends(this.db, userId);
    return { friends: rows.map(presentUserSummary) };
  }

  /** The user's friends by nickname with when each friendship began (their export: nothing of the friends' own). */
  async friendNicknames(userId: string): Promise<{ nickname: string; since: string }[]> {
    return repo.listFriendNicknames(this.db, userId);
  }

  /** People whose nickname starts with `q` (any case), with how the user stands with each. */
  async searchUsers(userId: string, q: string): Promise<UserSearchResponse> {
    // People write a nickname as @name; '@' cannot be part of one.
    const prefix = nicknameKey(q.trim().replace(/^@/, ''));
    if (!prefix) return { users: [] };
    const rows = await repo.searchUsersByNicknamePrefix(this.db, prefix, userId, FRIEND_LIMITS.searchResults);
    const { friendIds, pending } = await repo.findRelationships(
      this.db,
      userId,
      rows.map((row) => row.id),
    );
    return {
      users: rows.map((row) => {
        if (friendIds.has(row.id)) return presentSearchResult(row, 'friend', null);
        const sent = pending.find((request) => request.to_user_id === row.id);
        if (sent) return presentSearchResult(row, 'requestSent', sent.id);
        const received = pending.find((request) => request.from_user_id === row.id);
        const relationship: Relationship = received ? 'requestReceived' : 'none';
        return presentSearchResult(row, relationship, received?.id ?? null);
      }),
    };
  }

  /**
   * Up to 5 people sharing any of the user's first 3 preferred genres (product §9), excluding the user and their
   * friends. People with a pending request either way are left out too: they are already listed under requests,
   * and an 'Add friend' button there would only repeat what is pending.
   */
  async suggestions(userId: string): Promise<FriendSuggestionsResponse> {
    const genres = await repo.findFirstGenres(this.db, userId, FRIEND_LIMITS.suggestionGenres);
    const rows = await repo.findSuggestedUsers(this.db, userId, genres, FRIEND_LIMITS.suggestions);
    return { users: rows.map(presentUserSummary) };
  }

  /** The user's pending requests: received (to answer) and sent (waiting). */
  async listRequests(userId: string): Promise<FriendRequestsResponse> {
    const [incoming, outgoing] = await Promise.all([
      repo.listPendingRequests(this.db, userId, 'to'),
      repo.listPendingRequests(this.db, userId, 'from'),
    ]);
    const all = [...incoming, ...outgoing];
    const summaries = await findUserSummaries(
      this.db,
      all.flatMap((row) => [row.from_user_id, row.to_user_id]),
    );
    return {
      incoming: incoming.map((row) => presentFriendRequest(row, summaries)),
      outgoing: outgoing.map((row) => presentFriendRequest(row, summaries)),
    };
  }

  /**
   * Sends a friend request. Not to oneself (400), not to a friend (409), not twice while one is pending (409, the
   * spec's message). Asking again after a rejection or after an unfriend reopens the same row (the pair is unique).
   *
   * If the other person has already asked the user, asking back means both want the friendship: their request is
   * accepted (outcome `accepted`) rather than leaving two opposite requests pending that each must answer.
   */
  async sendRequest(userId: string, toUserId: string, now = new Date()): Promise<SendFriendRequestResponse> {
    if (toUserId === userId) {
      throw badRequest('friendRequestToSelf', 'You cannot send a friend request to yourself.');
    }
    const at = nowIso(now);
    let result: { outcome: 'sent' | 'accepted'; requestId: string };
    try {
      result = await this.db.transaction().execute(async (trx) => {
        const existing = await repo.lockPair(trx, this.dialect, userId, toUserId);
        if (!existing.has(toUserId)) throw userNotFound();
        if (await repo.areFriends(trx, userId, toUserId)) {
          throw conflict('alreadyFriends', 'You are already friends with this user.');
        }
        const { fromA: mine, fromB: theirs } = await repo.findRequestsBetween(trx, userId, toUserId);
        if (mine?.status === 'pending') throw requestAlreadySent();
        if (theirs?.status === 'pending') {
          await this.acceptWithin(trx, theirs.id, theirs.from_user_id, theirs.to_user_id, at);
          return { outcome: 'accepted' as const, requestId: theirs.id };
        }
        if (mine) {
          await repo.reopenRequest(trx, mine.id, at);
          return { outcome: 'sent' as const, requestId: mine.id };
        }
        const id = newOrderedId();
        await repo.insertRequest(trx, {
          id,
          from_user_id: userId,
          to_user_id: toUserId,
          status: 'pending',
          created_at: at,
          responded_at: null,
        });
        return { outcome: 'sent' as const, requestId: id };
      });
    } catch (error) {
      // The pair lock makes this unreachable in practice; the unique (from, to) key is the last word.
      if (!(error instanceof AppError) && isUniqueViolation(error)) throw requestAlreadySent();
      throw error;
    }

    if (result.outcome === 'sent') {
      // Started before the request is read back for the response: the notification needs nothing from it.
      void this.notifications.notify({
        userId: toUserId,
        type: 'friendRequestReceived',
        actorId: userId,
        subject: null,
        link: '/friends',
        groupKey: `friendRequest:${userId}`,
      });
    }
    const request = await this.loadRequest(result.requestId);
    if (result.outcome === 'sent') this.notifier.toUser(toUserId, FRIEND_EVENTS.requestReceived, { request });
    else this.announceAnswer(request);
    return { outcome: result.outcome, request };
  }

  /**
   * The recipient accepts: both become friends in the same transaction. Accepting twice (a double click, two
   * tabs) answers the same and changes nothing; a rejected request cannot be accepted later (409).
   */
  async accept(userId: string, requestId: string, now = new Date()): Promise<FriendRequest> {
    const changed = await this.answer(userId, requestId, 'accepted', now);
    const request = await this.loadRequest(requestId);
    if (changed) this.announceAnswer(request);
    return request;
  }

  /** The recipient rejects: the request leaves both pending lists; the sender may ask again later. */
  async reject(userId: string, requestId: string, now = new Date()): Promise<FriendRequest> {
    const changed = await this.answer(userId, requestId, 'rejected', now);
    const request = await this.loadRequest(requestId);
    if (changed) this.announceAnswer(request);
    return request;
  }

  /** The sender withdraws a pending request (only the sender; only while pending). */
  async cancel(userId: string, requestId: string): Promise<void> {
    const request = await repo.findRequestById(this.db, requestId);
    if (!request || (request.from_user_id !== userId && request.to_user_id !== userId)) throw requestNotFound();
    if (request.from_user_id !== userId) throw forbidden('Only the sender can withdraw a friend request.');
    await this.db.transaction().execute(async (trx) => {
      await repo.lockPair(trx, this.dialect, request.from_user_id, request.to_user_id);
      const current = await repo.findRequestById(trx, requestId);
      if (!current) throw requestNotFound();
      if (current.status !== 'pending') throw this.alreadyAnswered(current.status);
      await repo.deleteRequest(trx, requestId);
    });
    this.notifier.toUser(request.to_user_id, FRIEND_EVENTS.requestCancelled, { requestId });
  }

  /** Ends a friendship for both people (404 when they are not friends). */
  async unfriend(userId: string, friendId: string): Promise<void> {
    const removed = await this.db.transaction().execute(async (trx) => {
      await repo.lockPair(trx, this.dialect, userId, friendId);
      return repo.deleteFriendship(trx, userId, friendId);
    });
    if (removed === 0) throw new AppError(404, 'notFriends', 'You are not friends with this user.');
    this.notifier.toUser(userId, FRIEND_EVENTS.friendRemoved, { userId: friendId });
    this.notifier.toUser(friendId, FRIEND_EVENTS.friendRemoved, { userId });
  }

  /**
   * Makes two people friends without a request (the admin tool, decision 017): the same pair lock and the same
   * friendship rows as accepting a request, and a request pending between them either way is accepted with it.
   * Both must be registered people (404) and differ (400). Friends already: outcome `alreadyFriends`, nothing
   * changes and nobody is told. `alsoWithin` runs in the same transaction (the admin's audit entry), so the
   * friendship and its record are written together or not at all.
   */
  async makeFriends(
    userA: string,
    userB: string,
    alsoWithin: (trx: Trx, outcome: 'created' | 'alreadyFriends') => Promise<void> = async () => {},
    now = new Date(),
  ): Promise<{ outcome: 'created' | 'alreadyFriends'; users: [UserSummary, UserSummary] }> {
    if (userA === userB) throw badRequest('sameUser', 'Please choose two different users.', 'userB');
    const at = nowIso(now);
    const { outcome, answered } = await this.db.transaction().execute(async (trx) => {
      const existing = await repo.lockPair(trx, this.dialect, userA, userB);
      for (const id of [userA, userB]) {
        if (!existing.has(id)) throw new AppError(404, 'userNotFound', `No user with the id ${id}.`);
      }
      if (await repo.areFriends(trx, userA, userB)) {
        await alsoWithin(trx, 'alreadyFriends');
        return { outcome: 'alreadyFriends' as const, answered: [] as string[] };
      }
      const { fromA, fromB } = await repo.findRequestsBetween(trx, userA, userB);
      const pending = [fromA, fromB].filter((request) => request?.status === 'pending');
      for (const request of pending) if (request) await repo.answerRequest(trx, request.id, 'accepted', at);
      await repo.insertFriendship(trx, userA, userB, at);
      await alsoWithin(trx, 'created');
      return { outcome: 'created' as const, answered: pending.map((request) => request?.id ?? '') };
    });

    const summaries = await findUserSummaries(this.db, [userA, userB]);
    const users = [userA, userB].map((id) => {
      const row = summaries.get(id);
      if (!row) throw userNotFound();
      return presentUserSummary(row);
    }) as [UserSummary, UserSummary];
    if (outcome === 'created') {
      // The same events as accepting a request, so open friends pages and chat lists update without a reload.
      for (const requestId of answered) this.announceAnswer(await this.loadRequest(requestId));
      if (answered.length === 0) {
        this.notifier.toUser(userA, FRIEND_EVENTS.friendAdded, { friend: users[1] });
        this.notifier.toUser(userB, FRIEND_EVENTS.friendAdded, { friend: users[0] });
      }
    }
    return { outcome, users };
  }

  /** Answers a request as its recipient; true when this call changed it (false: it was already so). */
  private async answer(
    userId: string,
    requestId: string,
    status: 'accepted' | 'rejected',
    now: Date,
  ): Promise<boolean> {
    const request = await repo.findRequestById(this.db, requestId);
    // Someone outside the request must not learn it exists; the sender may know, but cannot answer it.
    if (!request || (request.from_user_id !== userId && request.to_user_id !== userId)) throw requestNotFound();
    if (request.to_user_id !== userId) throw forbidden('Only the recipient can answer a friend request.');
    return this.db.transaction().execute(async (trx) => {
      await repo.lockPair(trx, this.dialect, request.from_user_id, request.to_user_id);
      const current = await repo.findRequestById(trx, requestId);
      if (!current) throw requestNotFound();
      if (current.status === status) return false;
      if (current.status !== 'pending') throw this.alreadyAnswered(current.status);
      if (status === 'accepted') {
        await this.acceptWithin(trx, current.id, current.from_user_id, current.to_user_id, nowIso(now));
      } else {
        await repo.answerRequest(trx, current.id, 'rejected', nowIso(now));
      }
      return true;
    });
  }

  /**
   * Accepts a pending request and creates the friendship in both directions. A pending request the other way
   * (both asked at once) is settled too, so no pending request is left between two friends.
   */
  private async acceptWithin(trx: Trx, requestId: string, fromUserId: string, toUserId: string, at: string) {
    await repo.answerRequest(trx, requestId, 'accepted', at);
    const reverse = await repo.findRequestFromTo(trx, toUserId, fromUserId);
    if (reverse?.status === 'pending') await repo.answerRequest(trx, reverse.id, 'accepted', at);
    await repo.insertFriendship(trx, fromUserId, toUserId, at);
  }

  private alreadyAnswered(status: string): AppError {
    return conflict('friendRequestHandled', `This friend request was already ${status}.`);
  }

  /** Tells both people (every tab) about an answered request, and about the new friendship; the asker is notified. */
  private announceAnswer(request: FriendRequest): void {
    for (const userId of [request.from.id, request.to.id]) {
      this.notifier.toUser(userId, FRIEND_EVENTS.requestAnswered, { request });
    }
    if (request.status === 'accepted') {
      this.notifier.toUser(request.from.id, FRIEND_EVENTS.friendAdded, { friend: request.to });
      this.notifier.toUser(request.to.id, FRIEND_EVENTS.friendAdded, { friend: request.from });
      void this.notifications.notify({
        userId: request.from.id,
        type: 'friendRequestAccepted',
        actorId: request.to.id,
        subject: null,
        link: '/friends',
      });
    }
  }

  private async loadRequest(requestId: string): Promise<FriendRequest> {
    const row = await repo.findRequestById(this.db, requestId);
    if (!row) throw requestNotFound();
    const summaries = await findUserSummaries(this.db, [row.from_user_id, row.to_user_id]);
    return presentFriendRequest(row, summaries);
  }
}
