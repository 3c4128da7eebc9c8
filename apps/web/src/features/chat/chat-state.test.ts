import type { ChatConversation, ChatMessage } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import {
  type ChatThread,
  EMPTY_THREAD,
  formatMessageTime,
  mergeMessages,
  newClientId,
  newestId,
  type PendingMessage,
  sidebarWithMessage,
  sidebarWithRead,
  threadItems,
  withEarlierPage,
  withMessages,
  withPending,
  withPendingStatus,
} from './chat-state';

const ME = 'me';
const FRIEND = 'friend';

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    senderId: FRIEND,
    recipientId: ME,
    text: `message ${id}`,
    clientId: `client-${id}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, id)).toISOString(),
    readAt: null,
    ...overrides,
  };
}

function pending(clientId: string, text = 'typed'): PendingMessage {
  return { clientId, text, createdAt: '2026-01-01T12:00:00.000Z', status: 'sending' };
}

const ids = (thread: ChatThread) => thread.messages.map((m) => m.id);

describe('mergeMessages', () => {
  it('keeps each id once, in id order, whatever order and how often they arrive', () => {
    const merged = mergeMessages([message(1), message(3)], [message(5), message(2), message(3), message(5)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 5]);
  });

  it('takes the later copy of a message (e.g. now read)', () => {
    const read = message(2, { readAt: '2026-01-01T13:00:00.000Z' });
    expect(mergeMessages([message(1), message(2)], [read])[1]).toBe(read);
  });
});

describe('a thread', () => {
  it('shows my optimistic message once, and exactly once when the server copy arrives (ack and event both)', () => {
    let thread = withMessages(EMPTY_THREAD, [message(1)], ME);
    thread = withPending(thread, pending('abc', 'hello'));
    expect(threadItems(thread).map((i) => i.kind)).toEqual(['stored', 'pending']);

    const stored = message(2, { senderId: ME, recipientId: FRIEND, clientId: 'abc', text: 'hello' });
    thread = withMessages(thread, [stored], ME); // the acknowledgement
    thread = withMessages(thread, [stored], ME); // the event to my tabs
    expect(threadItems(thread)).toEqual([
      { kind: 'stored', message: message(1) },
      { kind: 'stored', message: stored },
    ]);
  });

  it("does not settle my pending message with the friend's message that happens to share its client id", () => {
    const thread = withPending(EMPTY_THREAD, pending('same'));
    const theirs = message(1, { clientId: 'same' });
    expect(withMessages(thread, [theirs], ME).pending).toHaveLength(1);
  });

  it('merges a catch-up page after a reconnect without doubling what an event already delivered', () => {
    let thread = withMessages(EMPTY_THREAD, [message(1), message(2)], ME);
    thread = withMessages(thread, [message(4)], ME); // live, while 3 was lost in the drop
    expect(newestId(thread.messages)).toBe(4);
    thread = withMessages(thread, [message(3), message(4)], ME); // catch-up
    expect(ids(thread)).toEqual([1, 2, 3, 4]);
  });

  it('puts an earlier page in front and takes "has earlier" from it', () => {
    const thread = { ...withMessages(EMPTY_THREAD, [message(51), message(52)], ME), hasEarlier: true };
    const next = withEarlierPage(
      thread,
      { messages: [message(49), message(50)], hasEarlier: false, hasLater: true },
      ME,
    );
    expect(ids(next)).toEqual([49, 50, 51, 52]);
    expect(next.hasEarlier).toBe(false);
  });

  it('adds a pending message once per client id and marks it failed or sending again', () => {
    let thread = withPending(withPending(EMPTY_THREAD, pending('x')), pending('x'));
    expect(thread.pending).toHaveLength(1);
    thread = withPendingStatus(thread, 'x', 'failed');
    expect(thread.pending[0]?.status).toBe('failed');
  });

  it('returns the same objects when nothing changes (no needless re-render)', () => {
    const thread = withMessages(EMPTY_THREAD, [message(1)], ME);
    expect(withMessages(thread, [], ME)).toBe(thread);
  });
});

describe('the sidebar', () => {
  const conversation = (id: string, lastId: number | null, unreadCount = 0): ChatConversation => ({
    friend: { id, nickname: id, displayName: id.toUpperCase(), photoUrl: null },
    unreadCount,
    lastMessage:
      lastId === null
        ? null
        : { id: lastId, text: `last ${lastId}`, createdAt: '2026-01-01T12:00:00.000Z', senderId: id },
  });

  it('moves the conversation of a new message to the top with its text and the server unread count', () => {
    const list = [conversation('ali', 9), conversation(FRIEND, 3, 1), conversation('zed', null)];
    const next = sidebarWithMessage(list, message(10, { text: 'new' }), ME, { unreadCount: 2, isOpen: false });
    expect(next?.map((c) => c.friend.id)).toEqual([FRIEND, 'ali', 'zed']);
    expect(next?.[0]).toMatchObject({ unreadCount: 2, lastMessage: { id: 10, text: 'new', senderId: FRIEND } });
  });

  it('keeps the count at 0 for the open conversation, and keeps a newer last message', () => {
    const list = [conversation(FRIEND, 12, 0)];
    const next = sidebarWithMessage(list, message(11), ME, { unreadCount: 5, isOpen: true });
    expect(next?.[0]).toMatchObject({ unreadCount: 0, lastMessage: { id: 12 } });
  });

  it('files my own message under the friend I sent it to', () => {
    const list = [conversation('ali', 5), conversation(FRIEND, 4, 3)];
    const mine = message(6, { senderId: ME, recipientId: FRIEND });
    const next = sidebarWithMessage(list, mine, ME, { isOpen: false });
    expect(next?.[0]).toMatchObject({ friend: { id: FRIEND }, unreadCount: 3, lastMessage: { senderId: ME } });
  });

  it('asks for a reload when the friend is not in the list yet', () => {
    expect(sidebarWithMessage([conversation('ali', 1)], message(2), ME, { isOpen: false })).toBeNull();
  });

  it('clears the unread count of a conversation read elsewhere', () => {
    const next = sidebarWithRead([conversation(FRIEND, 1, 4), conversation('ali', 2, 1)], FRIEND);
    expect(next.map((c) => c.unreadCount)).toEqual([0, 1]);
  });
});

describe('helpers', () => {
  it('shows the time as hour and minute, 24-hour', () => {
    const morning = new Date(2026, 0, 1, 9, 5).toISOString();
    const evening = new Date(2026, 0, 1, 21, 45).toISOString();
    expect(formatMessageTime(morning, 'en')).toBe('09:05');
    expect(formatMessageTime(evening, 'tr')).toBe('21:45');
  });

  it('makes client ids the API accepts, different every time', () => {
    const a = newClientId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newClientId()).not.toBe(a);
  });
});
