import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_EVENTS,
  CHAT_LIMITS,
  type ChatConversationsResponse,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatReadEvent,
  FRIEND_EVENTS,
  validateChatText,
} from '@watchify/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiRequestError } from '../../../lib/api-client';
import { loadSocket, useSocketEvent } from '../../../lib/realtime';
import { chatKeys } from '../api/chat-keys';
import { fetchMessages } from '../api/get-messages';
import { markConversationRead } from '../api/mark-read';
import { sendChatMessage } from '../api/send-message';
import {
  type ChatThread,
  EMPTY_THREAD,
  newClientId,
  newestId,
  type PendingMessage,
  partnerOf,
  settlePending,
  sidebarWithMessage,
  sidebarWithRead,
  withEarlierPage,
  withMessages,
  withoutPending,
  withPending,
  withPendingStatus,
} from '../chat-state';

/** After this many pages of missed messages the thread restarts from the newest page instead of stitching on. */
const MAX_CATCH_UP_PAGES = 10;

/** Messages that arrived live for a thread whose first page was still loading, keyed by friend id. */
type ArrivalBuffer = Map<string, ChatMessage[]>;

/**
 * Loads a thread the first time (its newest page); afterwards brings it up to date with what came after its newest
 * message (after a reconnect). Whatever arrived live meanwhile is merged in, so nothing is lost or doubled.
 */
async function syncThread(
  queryClient: QueryClient,
  friendId: string,
  myId: string,
  arrivals: ArrivalBuffer,
  signal: AbortSignal,
): Promise<ChatThread> {
  const key = chatKeys.thread(friendId);
  const current = queryClient.getQueryData<ChatThread>(key);
  if (!current) {
    const arrived: ChatMessage[] = [];
    arrivals.set(friendId, arrived);
    try {
      const page = await fetchMessages(friendId, {}, signal);
      const start = { ...EMPTY_THREAD, hasEarlier: page.hasEarlier, syncedThrough: newestId(page.messages) };
      return withMessages(start, [...page.messages, ...arrived], myId);
    } finally {
      // A cancelled load must not take away the buffer of the load that replaced it.
      if (arrivals.get(friendId) === arrived) arrivals.delete(friendId);
    }
  }
  const missed: ChatMessage[] = [];
  let after = current.syncedThrough;
  for (let i = 0; i < MAX_CATCH_UP_PAGES; i += 1) {
    const page = await fetchMessages(friendId, { after }, signal);
    missed.push(...page.messages);
    const last = page.messages.at(-1);
    if (last) after = last.id;
    if (!page.hasLater || !last) {
      // Read again: live messages and pending ones may have been added while we fetched.
      const latest = queryClient.getQueryData<ChatThread>(key) ?? current;
      return { ...withMessages(latest, missed, myId), syncedThrough: after };
    }
  }
  const page = await fetchMessages(friendId, {}, signal);
  const latest = queryClient.getQueryData<ChatThread>(key) ?? current;
  return {
    messages: page.messages,
    hasEarlier: page.hasEarlier,
    pending: settlePending(latest.pending, page.messages, myId),
    syncedThrough: newestId(page.messages),
  };
}

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** A send that got no answer is tried again this many times while the socket is up (then on the next connect). */
const QUICK_RETRIES = 2;
const QUICK_RETRY_DELAY_MS = 1000;

const REFUSAL_CODES = ['emptyMessage', 'messageTooLong', 'notFriends', 'tooManyMessages'] as const;
type RefusalCode = (typeof REFUSAL_CODES)[number];
const isRefusalCode = (code: string): code is RefusalCode => (REFUSAL_CODES as readonly string[]).includes(code);

/**
 * Everything the chat page does with data: the sidebar, the open thread (loaded, live, caught up after reconnects,
 * paged back), marking read, and sending with an optimistic copy that the server's copy replaces.
 */
export function useChat({ myId, friendId }: { myId: string; friendId: string | null }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('chat');
  const arrivals = useRef<ArrivalBuffer>(new Map());
  const openFriend = useRef(friendId);
  openFriend.current = friendId;
  const visible = useDocumentVisible();

  const thread = useQuery({
    queryKey: chatKeys.thread(friendId ?? ''),
    queryFn: ({ signal }) => syncThread(queryClient, friendId ?? '', myId, arrivals.current, signal),
    enabled: friendId !== null,
    // Kept current by socket events; refreshed (caught up) after every reconnect.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

  const setThread = useCallback(
    (id: string, update: (thread: ChatThread) => ChatThread) =>
      queryClient.setQueryData<ChatThread>(chatKeys.thread(id), (current) => (current ? update(current) : current)),
    [queryClient],
  );
  const setSidebar = useCallback(
    (
      update: (list: ChatConversationsResponse['conversations']) => ChatConversationsResponse['conversations'] | null,
    ) => {
      const current = queryClient.getQueryData<ChatConversationsResponse>(chatKeys.conversations);
      if (!current) return;
      const next = update(current.conversations);
      if (next) queryClient.setQueryData<ChatConversationsResponse>(chatKeys.conversations, { conversations: next });
      // A conversation the list does not have: a friend added since it loaded.
      else void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
    [queryClient],
  );

  const markRead = useCallback(
    (id: string) => {
      setSidebar((list) => sidebarWithRead(list, id));
      // Best effort: if it fails, the count stays on the server and the next open clears it.
      markConversationRead(id).catch(() => undefined);
    },
    [setSidebar],
  );

  // Opening a conversation (once its messages are shown, and while the tab is visible) reads it.
  const threadLoaded = thread.isSuccess;
  useEffect(() => {
    if (friendId && threadLoaded && visible) markRead(friendId);
  }, [friendId, threadLoaded, visible, markRead]);

  const deliver = useCallback(
    async function deliverOnce(id: string, pending: PendingMessage, retriesLeft = QUICK_RETRIES): Promise<void> {
      setThread(id, (current) => withPendingStatus(current, pending.clientId, 'sending'));
      try {
        const message = await sendChatMessage(id, pending.text, pending.clientId);
        setThread(id, (current) => withMessages(current, [message], myId));
        setSidebar((list) => sidebarWithMessage(list, message, myId, { isOpen: false }));
      } catch (error) {
        if (!(error instanceof ApiRequestError) || error.isServerOrNetworkError) {
          // Kept on screen as "Not sent"; sent again with the same client id (never stored twice): soon if the
          // connection is up, else on the next connect, or when Retry is pressed.
          setThread(id, (current) => withPendingStatus(current, pending.clientId, 'failed'));
          if (retriesLeft > 0 && (await loadSocket()).connected) {
            setTimeout(() => {
              const still = queryClient
                .getQueryData<ChatThread>(chatKeys.thread(id))
                ?.pending.find((p) => p.clientId === pending.clientId && p.status === 'failed');
              if (still) void deliverOnce(id, still, retriesLeft - 1);
            }, QUICK_RETRY_DELAY_MS);
          }
          return;
        }
        setThread(id, (current) => withoutPending(current, pending.clientId));
        toast.error(
          isRefusalCode(error.code)
            ? t(`errors.${error.code}`, { max: CHAT_LIMITS.messageMaxLength })
            : t('errors.sendMessage'),
        );
      }
    },
    [myId, queryClient, setThread, setSidebar, t],
  );

  /** Sends a message to the open friend; false (nothing sent) when the text breaks the rules. */
  const send = useCallback(
    (text: string): boolean => {
      if (!friendId || !queryClient.getQueryData(chatKeys.thread(friendId)) || validateChatText(text)) return false;
      const pending: PendingMessage = {
        clientId: newClientId(),
        text: text.trim(),
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      setThread(friendId, (current) => withPending(current, pending));
      void deliver(friendId, pending);
      return true;
    },
    [friendId, queryClient, setThread, deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      if (!friendId) return;
      const pending = queryClient
        .getQueryData<ChatThread>(chatKeys.thread(friendId))
        ?.pending.find((p) => p.clientId === clientId);
      if (pending) void deliver(friendId, pending);
    },
    [friendId, queryClient, deliver],
  );

  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const loadEarlier = useCallback(async () => {
    const current = friendId ? queryClient.getQueryData<ChatThread>(chatKeys.thread(friendId)) : undefined;
    const oldest = current?.messages[0]?.id;
    if (!friendId || !current?.hasEarlier || oldest === undefined) return;
    setLoadingEarlier(true);
    try {
      const page = await fetchMessages(friendId, { before: oldest });
      setThread(friendId, (latest) => withEarlierPage(latest, page, myId));
    } catch {
      toast.error(t('errors.watchMessages'));
    } finally {
      setLoadingEarlier(false);
    }
  }, [friendId, queryClient, setThread, myId, t]);

  useSocketEvent<ChatMessageEvent>(CHAT_EVENTS.message, ({ message, unreadCount }) => {
    const partner = partnerOf(message, myId);
    if (queryClient.getQueryData(chatKeys.thread(partner))) {
      setThread(partner, (current) => withMessages(current, [message], myId));
    } else {
      arrivals.current.get(partner)?.push(message);
    }
    const seen = openFriend.current === partner && document.visibilityState === 'visible';
    setSidebar((list) => sidebarWithMessage(list, message, myId, { unreadCount, isOpen: seen }));
    if (seen && message.senderId !== myId) markConversationRead(partner).catch(() => undefined);
  });
  useSocketEvent<ChatReadEvent>(CHAT_EVENTS.read, ({ friendId: id }) =>
    setSidebar((list) => sidebarWithRead(list, id)),
  );
  const reloadSidebar = () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  useSocketEvent(FRIEND_EVENTS.friendAdded, reloadSidebar);
  useSocketEvent(FRIEND_EVENTS.friendRemoved, reloadSidebar);
  // Every (re)connect: fetch what was missed while the socket was down, and send what could not be sent then.
  // The first connect too: messages stored between the first page's answer and the socket's connect are caught.
  useSocketEvent('connect', () => {
    reloadSidebar();
    void queryClient.invalidateQueries({ queryKey: chatKeys.threads });
    for (const [key, data] of queryClient.getQueriesData<ChatThread>({ queryKey: chatKeys.threads })) {
      const id = key[2];
      if (typeof id !== 'string' || !data) continue;
      for (const pending of data.pending) if (pending.status === 'failed') void deliver(id, pending);
    }
  });

  return { thread, send, retry, loadEarlier, loadingEarlier };
}
