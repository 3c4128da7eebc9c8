import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_EVENTS, type ChatConversation, type ChatMessage, type ChatMessagesResponse } from '@watchify/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../test/utils';
import { ChatPage } from './chat-page';

/** The page's socket listeners, driven by the tests (the real socket is not opened in jsdom). */
const socketListeners = vi.hoisted(() => new Map<string, Set<{ current: (payload: unknown) => void }>>());

vi.mock('../../../lib/realtime', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    // Not connected: sends go over HTTP, which the tests answer.
    loadSocket: async () => ({ connected: false }),
    useSocketEvent: (event: string, handler: (payload: unknown) => void) => {
      const ref = useRef(handler);
      ref.current = handler;
      useEffect(() => {
        const set = socketListeners.get(event) ?? new Set();
        socketListeners.set(event, set);
        set.add(ref);
        return () => {
          set.delete(ref);
        };
      }, [event]);
    },
  };
});

function emit(event: string, payload?: unknown) {
  act(() => {
    for (const listener of socketListeners.get(event) ?? []) listener.current(payload);
  });
}

const ME = { id: 'me', displayName: 'Ada Lovelace', photoUrl: null };
const MEHMET = { id: 'mehmet', nickname: 'mehmet', displayName: 'Mehmet Kaya', photoUrl: null };
const ZEYNEP = { id: 'zeynep', nickname: 'zeynep', displayName: 'Zeynep Demir', photoUrl: null };

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    senderId: MEHMET.id,
    recipientId: ME.id,
    text: `message ${id}`,
    clientId: `client-${id}`,
    createdAt: new Date(2026, 0, 1, 9, id % 60).toISOString(),
    readAt: null,
    ...overrides,
  };
}

function conversations(): { conversations: ChatConversation[] } {
  return {
    conversations: [
      {
        friend: MEHMET,
        unreadCount: 2,
        lastMessage: { id: 2, text: 'message 2', createdAt: message(2).createdAt, senderId: MEHMET.id },
      },
      { friend: ZEYNEP, unreadCount: 0, lastMessage: null },
    ],
  };
}

const page = (messages: ChatMessage[], more: Partial<ChatMessagesResponse> = {}) => ({
  status: 200,
  body: { messages, hasEarlier: false, hasLater: false, ...more },
});

function renderChat(path = '/chat') {
  const view = renderPage(<ChatPage me={ME} />, path, undefined, { signedIn: true });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const log = () => screen.getByRole('log', { name: 'Conversation with Mehmet Kaya' });
const texts = () =>
  within(log())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent?.replace(/^[^:]+: /, ''));

beforeEach(() => {
  socketListeners.clear();
});

describe('ChatPage', () => {
  it('lists friends with unread counts and last message, and asks to pick one', async () => {
    mockApi({ 'GET /api/chat/conversations': { status: 200, body: conversations() } });
    renderChat();
    expect(screen.getByText('Select a friend from the left to start chatting.')).toBeTruthy();
    const friends = screen.getByRole('navigation', { name: 'Friends' });
    const [mehmet, zeynep] = await within(friends).findAllByRole('button');
    expect(mehmet?.textContent).toContain('Mehmet Kaya');
    expect(within(mehmet as HTMLElement).getByText('Unread messages: 2')).toBeTruthy();
    expect(within(mehmet as HTMLElement).getByText('message 2')).toBeTruthy();
    expect(zeynep?.textContent).toContain('No messages yet');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('opens /chat?with=<id>: history with own and friend messages and HH:MM, marks it read', async () => {
    const fetchMock = mockApi({
      'GET /api/chat/conversations': { status: 200, body: conversations() },
      'GET /api/chat/conversations/mehmet/messages': page([
        message(1),
        message(2, { senderId: ME.id, recipientId: MEHMET.id, text: 'my reply' }),
      ]),
      'POST /api/chat/conversations/mehmet/read': { status: 200, body: { unreadCount: 0, marked: 2 } },
    });
    renderChat('/chat?with=mehmet');

    await waitFor(() => expect(texts()).toEqual(['message 1', 'my reply']));
    expect(screen.getByRole('heading', { name: 'Mehmet Kaya' })).toBeTruthy();
    expect(screen.getAllByTestId('friend-message')).toHaveLength(1);
    const own = screen.getByTestId('own-message');
    expect(within(own).getByTestId('placeholder-avatar')).toBeTruthy();
    expect(within(screen.getByTestId('friend-message')).getByTestId('initial-avatar').textContent).toBe('M');
    expect(own.querySelector('time')?.textContent).toBe('09:02');
    expect(screen.queryByText('Select a friend from the left to start chatting.')).toBeNull();

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/mehmet/read') && init?.method === 'POST'),
      ).toBe(true),
    );
    expect(screen.queryByText('Unread messages: 2')).toBeNull();
  });

  it('sends with Enter: shows my message at once and keeps one copy when the server and the event confirm it', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    let sent: { text: string; clientId: string } | undefined;
    mockApi({
      'GET /api/chat/conversations': { status: 200, body: conversations() },
      'GET /api/chat/conversations/mehmet/messages': page([message(1)]),
      'POST /api/chat/conversations/mehmet/read': { status: 200, body: { unreadCount: 0, marked: 0 } },
      'POST /api/chat/conversations/mehmet/messages': ({ body }) => {
        sent = body as typeof sent;
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const { user } = renderChat('/chat?with=mehmet');
    const input = await screen.findByPlaceholderText('Type your message...');
    const sendButton = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    await waitFor(() => expect(texts()).toEqual(['message 1']));

    // Empty or whitespace-only cannot be sent.
    expect(sendButton.disabled).toBe(true);
    await user.type(input, '   {Enter}');
    expect(sent).toBeUndefined();

    await user.clear(input);
    await user.type(input, '  Film gecesi?  {Enter}');
    expect(texts()).toEqual(['message 1', 'Film gecesi?']);
    expect(screen.getByText('Sending…')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(sent?.text).toBe('Film gecesi?'));

    const stored = message(7, {
      senderId: ME.id,
      recipientId: MEHMET.id,
      text: 'Film gecesi?',
      clientId: sent?.clientId,
    });
    // The event to my tabs may come before the HTTP answer; then the answer; the message stays single.
    emit(CHAT_EVENTS.message, { message: stored });
    answer({ status: 201, body: { message: stored } });
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(texts()).toEqual(['message 1', 'Film gecesi?']);
  });

  it('shows a message from the friend live, and updates the sidebar of another friend’s conversation', async () => {
    let reads = 0;
    mockApi({
      'GET /api/chat/conversations': { status: 200, body: conversations() },
      'GET /api/chat/conversations/mehmet/messages': page([message(1)]),
      'POST /api/chat/conversations/mehmet/read': () => {
        reads += 1;
        return { status: 200, body: { unreadCount: 0, marked: 1 } };
      },
    });
    renderChat('/chat?with=mehmet');
    await waitFor(() => expect(texts()).toEqual(['message 1']));
    await waitFor(() => expect(reads).toBe(1));

    emit(CHAT_EVENTS.message, { message: message(3, { text: 'Are you there?' }), unreadCount: 1 });
    await waitFor(() => expect(texts()).toEqual(['message 1', 'Are you there?']));
    // Seen at once: read on the server, no badge here.
    await waitFor(() => expect(reads).toBe(2));
    const friends = screen.getByRole('navigation', { name: 'Friends' });
    expect(within(friends).queryByText(/Unread messages/)).toBeNull();

    emit(CHAT_EVENTS.message, {
      message: message(4, { senderId: ZEYNEP.id, text: 'Selam from Zeynep' }),
      unreadCount: 1,
    });
    await waitFor(() => expect(within(friends).getAllByRole('button')[0]?.textContent).toContain('Zeynep Demir'));
    const buttons = within(friends).getAllByRole('button');
    expect(within(buttons[0] as HTMLElement).getByText('Unread messages: 1')).toBeTruthy();
    expect(within(buttons[0] as HTMLElement).getByText('Selam from Zeynep')).toBeTruthy();
    expect(texts()).not.toContain('Selam from Zeynep');

    // Read in another tab: the badge goes here too.
    emit(CHAT_EVENTS.read, { friendId: ZEYNEP.id, unreadCount: 0 });
    await waitFor(() => expect(within(friends).queryByText(/Unread messages/)).toBeNull());
  });

  it('after a reconnect fetches everything after what it last read in one piece, not after the newest shown', async () => {
    const afterAsked: string[] = [];
    // What the server holds; a page answers the messages after `after`, as the API does.
    const stored = [message(1), message(2), message(3), message(4)];
    mockApi({
      'GET /api/chat/conversations': { status: 200, body: conversations() },
      'GET /api/chat/conversations/mehmet/messages': ({ url }) => {
        const after = url.searchParams.get('after');
        if (after === null) return page(stored.slice(0, 2));
        afterAsked.push(after);
        return page(stored.filter((m) => m.id > Number(after)));
      },
      'POST /api/chat/conversations/mehmet/read': { status: 200, body: { unreadCount: 0, marked: 0 } },
    });
    renderChat('/chat?with=mehmet');
    await waitFor(() => expect(texts()).toEqual(['message 1', 'message 2']));
    // 4 arrived live just before the drop was noticed; 3 was lost. Catching up after 4 would never show 3.
    emit(CHAT_EVENTS.message, { message: message(4), unreadCount: 1 });
    emit('connect');
    await waitFor(() => expect(texts()).toEqual(['message 1', 'message 2', 'message 3', 'message 4']));
    expect(afterAsked).toEqual(['2']);
  });

  it('loads earlier messages in front of the shown ones', async () => {
    mockApi({
      'GET /api/chat/conversations': { status: 200, body: conversations() },
      'GET /api/chat/conversations/mehmet/messages': ({ url }) =>
        url.searchParams.get('before') === '51'
          ? page([message(49), message(50)])
          : page([message(51), message(52)], { hasEarlier: true }),
      'POST /api/chat/conversations/mehmet/read': { status: 200, body: { unreadCount: 0, marked: 0 } },
    });
    const { user } = renderChat('/chat?with=mehmet');
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(texts()).toEqual(['message 49', 'message 50', 'message 51', 'message 52']));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('keeps a message that could not be sent, and sends it again with the same client id', async () => {
    const clientIds: string[] = [];
    let online = false;
    mockApi({
      'GET /api/chat/conversations': { status: 200, body: conversations() },
      'GET /api/chat/conversations/mehmet/messages': page([]),
      'POST /api/chat/conversations/mehmet/read': { status: 200, body: { unreadCount: 0, marked: 0 } },
      'POST /api/chat/conversations/mehmet/messages': ({ body }) => {
        const { clientId, text } = body as { clientId: string; text: string };
        clientIds.push(clientId);
        if (!online) return { status: 503, body: { error: { code: 'unavailable', message: 'down' } } };
        return {
          status: 201,
          body: { message: message(9, { senderId: ME.id, recipientId: MEHMET.id, text, clientId }) },
        };
      },
    });
    const { user } = renderChat('/chat?with=mehmet');
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('Type your message...'), 'hello{Enter}');
    expect(await screen.findByText('Not sent.')).toBeTruthy();

    online = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).toBeNull());
    expect(texts()).toEqual(['hello']);
    expect(clientIds).toHaveLength(2);
    expect(clientIds[1]).toBe(clientIds[0]);
  });

  it('says so when the friends cannot be loaded', async () => {
    mockApi({ 'GET /api/chat/conversations': { status: 500, body: { error: { code: 'internal', message: 'x' } } } });
    renderChat();
    expect((await screen.findByRole('alert')).textContent).toContain('Error loading friends.');
  });

  it('offers the friends page when there is nobody to chat with', async () => {
    mockApi({ 'GET /api/chat/conversations': { status: 200, body: { conversations: [] } } });
    renderChat();
    expect(await screen.findByText('You have no friends to chat with yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find friends' }).getAttribute('href')).toBe('/friends');
  });
});
