import {
  CHAT_EVENTS,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatConversationsResponse,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatMessagesResponse,
  type ChatReadEvent,
  type ChatReadResponse,
  type ChatSend,
  conversationKey,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError, conflict } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { presentConversation, presentMessage } from './chat.presenter.js';
import * as repo from './chat.repository.js';
import { SendRateLimiter } from './send-rate-limiter.js';

/** What the chat needs of the realtime server: sending to every tab of a user, on every instance. */
export type ChatNotifier = Pick<Realtime, 'toUser'>;
/** Whether a member has the app open anywhere (tests may pass their own answer). */
export type ChatPresence = Pick<Realtime, 'isOnline'>;

const notFriends = () => new AppError(403, 'notFriends', CHAT_MESSAGES.notFriends);
const tooManyMessages = () =>
  new AppError(429, 'tooManyMessages', 'You are sending messages too fast. Please wait a moment.');

/** A message as the user's export names it: with whom (nickname), which way, and when. */
export interface ExportableMessage {
  with: string;
  direction: 'sent' | 'received';
  body: string;
  sentAt: string;
  readAt: string | null;
}

/**
 * Chat between friends (product §4 Chat). Every read and write checks the friendship (a send in the very statement
 * that stores the message), so a non-friend (or a former friend) can neither read nor add to a conversation, and
 * nobody can open a conversation of two others: a conversation is always addressed as "mine with :friendId".
 *
 * The database is the truth; socket events are hints sent after the write (decision 012).
 */
export class ChatService {
  private readonly limiter = new SendRateLimiter();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly notifier: ChatNotifier,
    private readonly friends: Pick<FriendsService, 'areFriends'>,
    private readonly notifications: Pick<NotificationsService, 'notify'>,
    private readonly presence: ChatPresence,
  ) {}

  /** The sidebar: every friend, with my unread count from them and our newest message; most recent first. */
  async conversations(userId: string): Promise<ChatConversationsResponse> {
    const rows = await repo.listConversationRows(this.db, userId);
    const lastIds = rows.map((row) => row.last_message_id).filter((id) => id > 0);
    const [lastMessages, unread] = await Promise.all([
      repo.findMessagesByIds(this.db, lastIds),
      repo.countUnreadBySender(this.db, userId),
    ]);
    const byId = new Map(lastMessages.map((message) => [message.id, message]));
    const sorted = [...rows].sort(
      (a, b) =>
        b.last_message_id - a.last_message_id ||
        a.nickname.localeCompare(b.nickname, 'tr', { sensitivity: 'base' }) ||
        a.id.localeCompare(b.id),
    );
    return {
      conversations: sorted.map((row) =>
        presentConversation(row, unread.get(row.id) ?? 0, byId.get(row.last_message_id)),
      ),
    };
  }

  /** A page of my conversation with a friend, oldest first (see `chatMessagesQuerySchema`). */
  async messages(
    userId: string,
    friendId: string,
    page: { before?: number; after?: number; limit?: number },
  ): Promise<ChatMessagesResponse> {
    await this.assertFriends(userId, friendId);
    const { rows, hasEarlier, hasLater } = await repo.listMessagePage(this.db, conversationKey(userId, friendId), {
      before: page.before,
      after: page.after,
      limit: Math.min(page.limit ?? CHAT_LIMITS.pageSize, CHAT_LIMITS.pageSize),
    });
    return { messages: rows.map(presentMessage), hasEarlier, hasLater };
  }

  /**
   * Every message the user sent or received, with whom, a page at a time (their export): conversation by
   * conversation, each oldest first, including those with people who are no longer friends. The next page is read
   * only when the caller asks for it.
   */
  async *exportPages(userId: string, pageSize: number): AsyncGenerator<ExportableMessage[]> {
    for (const other of await repo.findCorrespondents(this.db, userId)) {
      const key = conversationKey(userId, other.id);
      let after = 0;
      for (;;) {
        const rows = await repo.findConversationMessagesAfter(this.db, key, after, pageSize);
        if (rows.length > 0) {
          yield rows.map((row) => ({
            with: other.nickname,
            direction: row.sender_id === userId ? ('sent' as const) : ('received' as const),
            body: row.body,
            sentAt: row.created_at,
            readAt: row.read_at,
          }));
        }
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) break;
        after = last.id;
      }
    }
  }

  /**
   * Stores a message to a friend and announces it to the friend's tabs (with their new unread count) and to the
   * sender's tabs. Sending the same client id again returns the stored message without storing or announcing it
   * twice (a resend after a dropped connection). `created` is false for such a resend.
   */
  async send(
    userId: string,
    friendId: string,
    input: ChatSend,
    now = new Date(),
  ): Promise<{ message: ChatMessage; created: boolean }> {
    const { text } = input;
    if (userId === friendId) throw notFriends();
    if (!this.limiter.take(userId)) {
      // A resend of a stored message is still answered: the sender is catching up, not flooding.
      const earlier = await repo.findByClientId(this.db, userId, input.clientId);
      if (earlier) return { message: this.sameMessage(earlier, friendId, text), created: false };
      throw tooManyMessages();
    }
    // One statement checks the friendship and stores; only when it stores nothing do we ask why.
    const stored = await repo.insertMessageBetweenFriends(this.db, {
      conversation_key: conversationKey(userId, friendId),
      sender_id: userId,
      recipient_id: friendId,
      body: text,
      client_id: input.clientId,
      created_at: nowIso(now),
    });
    if (!stored) {
      await this.assertFriends(userId, friendId);
      const earlier = await repo.findByClientId(this.db, userId, input.clientId);
      if (!earlier) throw new Error('chat message vanished after a client id conflict');
      return { message: this.sameMessage(earlier, friendId, text), created: false };
    }

    const message = presentMessage(stored);
    const unreadCount = await repo.countUnread(this.db, friendId, userId);
    this.notifier.toUser(friendId, CHAT_EVENTS.message, { message, unreadCount } satisfies ChatMessageEvent);
    this.notifier.toUser(userId, CHAT_EVENTS.message, { message } satisfies ChatMessageEvent);
    void this.notifyIfAway(userId, friendId);
    return { message, created: true };
  }

  /**
   * A message to a friend with no open tab is also a notification (one per sender while unread, brought up to date
   * by the next message); with the app open, the chat's own badge tells them.
   */
  private async notifyIfAway(userId: string, friendId: string): Promise<void> {
    if (await this.presence.isOnline(friendId)) return;
    await this.notifications.notify({
      userId: friendId,
      type: 'chatMessage',
      actorId: userId,
      subject: null,
      link: `/chat?with=${encodeURIComponent(userId)}`,
      groupKey: `chat:${userId}`,
    });
  }

  /** Opening a conversation: every message from the friend becomes read and my unread count from them is 0. */
  async markRead(userId: string, friendId: string, now = new Date()): Promise<ChatReadResponse> {
    await this.assertFriends(userId, friendId);
    const marked = await repo.markRead(this.db, userId, friendId, nowIso(now));
    // My other tabs clear their badge too (even when nothing changed here, another tab may show a stale count).
    this.notifier.toUser(userId, CHAT_EVENTS.read, { friendId, unreadCount: 0 } satisfies ChatReadEvent);
    return { unreadCount: 0, marked };
  }

  private async assertFriends(userId: string, friendId: string): Promise<void> {
    if (userId === friendId || !(await this.friends.areFriends(userId, friendId))) throw notFriends();
  }

  /** A resend must be the same message: the same client id for another text or friend is a client bug. */
  private sameMessage(row: repo.ChatMessageRow, friendId: string, text: string): ChatMessage {
    if (row.recipient_id !== friendId || row.body !== text) {
      throw conflict('clientIdReused', CHAT_MESSAGES.clientIdReused, 'clientId');
    }
    return presentMessage(row);
  }
}
