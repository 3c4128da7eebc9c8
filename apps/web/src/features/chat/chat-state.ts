import type { ChatConversation, ChatMessage, ChatMessagesResponse } from '@watchify/contract';

/**
 * A message typed here that the server has not confirmed yet. It is shown at once (optimistic) and replaced by the
 * server's copy — recognised by its client id — as soon as that arrives by acknowledgement, HTTP answer or event.
 */
export interface PendingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  /** `failed`: the connection dropped before an answer; it is sent again (same client id) on reconnect or Retry. */
  status: 'sending' | 'failed';
}

/** One open conversation as the page holds it. */
export interface ChatThread {
  /** Stored messages, unique by id, oldest first. */
  messages: ChatMessage[];
  /** Older messages exist on the server ("load earlier"). */
  hasEarlier: boolean;
  /** Mine, not confirmed yet, in the order typed. */
  pending: PendingMessage[];
  /**
   * The newest id up to which this thread was read from the server in one piece (first page, catch-ups). A reconnect
   * catches up from here, not from the newest message shown: a message I sent over HTTP while offline, or one that
   * arrived live, has a higher id than a friend's message that was missed in between.
   */
  syncedThrough: number;
}

export const EMPTY_THREAD: ChatThread = { messages: [], hasEarlier: false, pending: [], syncedThrough: 0 };

/**
 * Stored messages merged by id: a message received twice (event and catch-up, or acknowledgement and event) is kept
 * once, the later copy wins (it may carry `readAt`), and the result is in id order whatever order they came in.
 */
export function mergeMessages(existing: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return existing as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of existing) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Drops the pending messages the server has confirmed (one of `messages` is mine with the same client id). */
export function settlePending(
  pending: readonly PendingMessage[],
  messages: readonly ChatMessage[],
  myId: string,
): PendingMessage[] {
  if (pending.length === 0) return pending as PendingMessage[];
  const confirmed = new Set(messages.filter((m) => m.senderId === myId).map((m) => m.clientId));
  const left = pending.filter((p) => !confirmed.has(p.clientId));
  return left.length === pending.length ? (pending as PendingMessage[]) : left;
}

/** The thread with new stored messages (live event, acknowledgement, catch-up), each confirming its pending copy. */
export function withMessages(thread: ChatThread, incoming: readonly ChatMessage[], myId: string): ChatThread {
  if (incoming.length === 0) return thread;
  return {
    ...thread,
    messages: mergeMessages(thread.messages, incoming),
    pending: settlePending(thread.pending, incoming, myId),
  };
}

/** The thread with an older page in front ("load earlier"): whether still older ones exist comes from that page. */
export function withEarlierPage(thread: ChatThread, page: ChatMessagesResponse, myId: string): ChatThread {
  return { ...withMessages(thread, page.messages, myId), hasEarlier: page.hasEarlier };
}

/** The thread with one more message of mine waiting for the server. */
export function withPending(thread: ChatThread, message: PendingMessage): ChatThread {
  if (thread.pending.some((p) => p.clientId === message.clientId)) return thread;
  return { ...thread, pending: [...thread.pending, message] };
}

export function withPendingStatus(thread: ChatThread, clientId: string, status: PendingMessage['status']): ChatThread {
  return {
    ...thread,
    pending: thread.pending.map((p) => (p.clientId === clientId ? { ...p, status } : p)),
  };
}

export function withoutPending(thread: ChatThread, clientId: string): ChatThread {
  return { ...thread, pending: thread.pending.filter((p) => p.clientId !== clientId) };
}

/** The id after which to ask for what was missed (0 when nothing is shown yet). */
/** The newest id in a page of messages (0 for none). */
export function newestId(messages: readonly ChatMessage[]): number {
  return messages.at(-1)?.id ?? 0;
}

/** What the pane lists: stored messages, then pending ones whose stored copy has not arrived. */
export type ChatItem = { kind: 'stored'; message: ChatMessage } | { kind: 'pending'; message: PendingMessage };

export function threadItems(thread: ChatThread): ChatItem[] {
  return [
    ...thread.messages.map((message) => ({ kind: 'stored' as const, message })),
    ...thread.pending.map((message) => ({ kind: 'pending' as const, message })),
  ];
}

/** The other member of a conversation a message belongs to, seen from `myId`. */
export function partnerOf(message: ChatMessage, myId: string): string {
  return message.senderId === myId ? message.recipientId : message.senderId;
}

/** Most recent conversation first; friends without messages after them, by nickname. */
function sortConversations(conversations: ChatConversation[]): ChatConversation[] {
  return [...conversations].sort(
    (a, b) =>
      (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0) ||
      a.friend.nickname.localeCompare(b.friend.nickname, 'tr', { sensitivity: 'base' }),
  );
}

/**
 * The sidebar after a live message: the conversation's last message (unless a newer one is already shown) and its
 * unread count — the server's count when the event carries one, 0 while that conversation is open and seen.
 * Returns null when the conversation is not in the list (a friend added since it loaded: reload the list).
 */
export function sidebarWithMessage(
  conversations: ChatConversation[],
  message: ChatMessage,
  myId: string,
  { unreadCount, isOpen }: { unreadCount?: number; isOpen: boolean },
): ChatConversation[] | null {
  const friendId = partnerOf(message, myId);
  const index = conversations.findIndex((c) => c.friend.id === friendId);
  const current = conversations[index];
  if (!current) return null;
  const newer = (current.lastMessage?.id ?? 0) < message.id;
  const updated: ChatConversation = {
    ...current,
    lastMessage: newer
      ? { id: message.id, text: message.text, createdAt: message.createdAt, senderId: message.senderId }
      : current.lastMessage,
    unreadCount: isOpen ? 0 : (unreadCount ?? current.unreadCount),
  };
  const next = [...conversations];
  next[index] = updated;
  return sortConversations(next);
}

/** The sidebar after a conversation was read (here or in another tab). */
export function sidebarWithRead(conversations: ChatConversation[], friendId: string): ChatConversation[] {
  return conversations.map((c) => (c.friend.id === friendId && c.unreadCount !== 0 ? { ...c, unreadCount: 0 } : c));
}

/** A client id for a new message: random, and allowed by the API (letters, digits, '-'). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on secure origins (https, localhost); getRandomValues works everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hour and minute of a message, as the spec shows it (e.g. 09:05), in the reader's time zone. */
export function formatMessageTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
