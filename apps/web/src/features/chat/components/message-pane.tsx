import type { UserSummary } from '@watchify/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { type ChatItem, type ChatThread, formatMessageTime, threadItems } from '../chat-state';
import { MessageComposer } from './message-composer';

/** The signed-in person as the chat draws them. */
export interface ChatMe {
  id: string;
  displayName: string;
  photoUrl: string | null;
}

/** Within this many pixels of the bottom, new messages keep the view pinned to the bottom. */
const STICK_TO_BOTTOM_PX = 80;

const keyOf = (item: ChatItem | undefined) =>
  item === undefined ? '' : item.kind === 'stored' ? `m${item.message.id}` : `p${item.message.clientId}`;

function Bubble({
  item,
  mine,
  me,
  friend,
  onRetry,
}: {
  item: ChatItem;
  mine: boolean;
  me: ChatMe;
  friend: UserSummary;
  onRetry: (clientId: string) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const { message } = item;
  const pending = item.kind === 'pending' ? item.message : null;
  return (
    <li
      data-testid={mine ? 'own-message' : 'friend-message'}
      className={`flex items-end gap-2 ${mine ? 'flex-row-reverse' : ''}`}
    >
      {mine ? (
        <UserAvatar person={me} own className="size-8 text-sm" />
      ) : (
        <UserAvatar person={friend} className="size-8 text-sm" />
      )}
      <div className={`flex max-w-[75%] flex-col ${mine ? 'items-end' : 'items-start'}`}>
        <p
          className={`whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 ${
            mine ? 'rounded-br-sm bg-accent text-accent-fg' : 'rounded-bl-sm bg-surface-2 text-fg'
          } ${pending?.status === 'sending' ? 'opacity-70' : ''}`}
        >
          <span className="sr-only">{mine ? `${me.displayName}: ` : `${friend.displayName}: `}</span>
          {message.text}
        </p>
        <p className="mt-0.5 flex items-center gap-2 px-1 text-xs text-muted">
          <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, i18n.language)}</time>
          {pending?.status === 'sending' && <span>{t('sending')}</span>}
          {pending?.status === 'failed' && (
            <>
              <span className="text-danger">{t('notSent')}</span>
              <button
                type="button"
                onClick={() => onRetry(pending.clientId)}
                className="font-semibold text-accent-text underline"
              >
                {t('retry')}
              </button>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * One conversation: history (with "load earlier", which keeps what you were reading in place), own and the friend's
 * messages with avatar, text and HH:MM, and the composer. New messages scroll into view only when you are at the
 * bottom or sent them yourself.
 */
export function MessagePane({
  friend,
  me,
  thread,
  loadFailed,
  watchFailed,
  onReload,
  onLoadEarlier,
  loadingEarlier,
  onRetrySend,
  onSend,
  onBack,
}: {
  friend: UserSummary;
  me: ChatMe;
  thread: ChatThread | undefined;
  loadFailed: boolean;
  watchFailed: boolean;
  onReload: () => void;
  onLoadEarlier: () => void;
  loadingEarlier: boolean;
  onRetrySend: (clientId: string) => void;
  onSend: (text: string) => boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation(['chat', 'common']);
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  /** Distance from the bottom to restore after older messages are put in front. */
  const keepFromBottom = useRef<number | null>(null);
  const shown = useRef({ first: '', last: '' });
  const items = thread ? threadItems(thread) : [];
  const firstKey = keyOf(items[0]);
  const lastItem = items.at(-1);
  const lastKey = keyOf(lastItem);
  const lastIsMine = lastItem?.kind === 'pending' || lastItem?.message.senderId === me.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shown.current;
    if (keepFromBottom.current !== null && firstKey !== before.first) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (lastKey !== before.last && (before.last === '' || nearBottom.current || lastIsMine)) {
      element.scrollTop = element.scrollHeight;
      nearBottom.current = true;
    }
    shown.current = { first: firstKey, last: lastKey };
  }, [firstKey, lastKey, lastIsMine]);

  function loadEarlier() {
    const element = scroller.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadEarlier();
  }

  return (
    <section aria-labelledby="chat-partner" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-border px-3 py-2.5">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('backToFriends')}
          className="inline-grid size-10 place-items-center rounded-full text-xl hover:bg-surface-2 md:hidden"
        >
          <span aria-hidden="true">←</span>
        </button>
        <UserAvatar person={friend} className="size-10 text-base" />
        <div className="min-w-0">
          <h2 id="chat-partner" className="truncate font-semibold">
            {friend.displayName}
          </h2>
          <p className="truncate text-sm text-muted">@{friend.nickname}</p>
        </div>
      </header>

      {watchFailed && (
        <p role="alert" className="border-b border-danger/40 bg-danger/10 px-4 py-2 text-sm text-danger">
          {t('errors.watchMessages')}
        </p>
      )}

      <div
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
        }}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4"
      >
        {loadFailed && !thread ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="text-danger">{t('errors.startChat')}</p>
            <Button variant="secondary" onClick={onReload}>
              {t('common:retry')}
            </Button>
          </div>
        ) : !thread ? (
          <div role="status" className="flex flex-col items-center gap-3 py-10 text-muted">
            <Spinner />
            <span>{t('common:loading')}</span>
          </div>
        ) : (
          <>
            {thread.hasEarlier && (
              <div className="mb-4 flex justify-center">
                <Button variant="secondary" onClick={loadEarlier} disabled={loadingEarlier}>
                  {loadingEarlier ? t('common:loading') : t('loadEarlier')}
                </Button>
              </div>
            )}
            <div role="log" aria-label={t('conversationWith', { name: friend.displayName })}>
              {items.length === 0 ? (
                <p className="py-10 text-center text-muted">{t('noMessages')}</p>
              ) : (
                <ol className="space-y-3">
                  {items.map((item) => (
                    <Bubble
                      key={keyOf(item)}
                      item={item}
                      mine={item.kind === 'pending' || item.message.senderId === me.id}
                      me={me}
                      friend={friend}
                      onRetry={onRetrySend}
                    />
                  ))}
                </ol>
              )}
            </div>
          </>
        )}
      </div>

      <MessageComposer key={friend.id} onSend={onSend} disabled={!thread} />
    </section>
  );
}
