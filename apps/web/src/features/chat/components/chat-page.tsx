import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useConversations } from '../api/get-conversations';
import { useChat } from '../hooks/use-chat';
import { ConversationList } from './conversation-list';
import { type ChatMe, MessagePane } from './message-pane';

/**
 * /chat: friends on the left (unread counts, last message), the open conversation on the right. The open friend is
 * in the address (`/chat?with=<userId>`), so the friends page can link straight to a conversation and Back works.
 * On small screens one side shows at a time.
 */
export function ChatPage({ me }: { me: ChatMe }) {
  const { t } = useTranslation(['chat', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const conversations = useConversations();
  const requested = searchParams.get('with');
  const friend = conversations.data?.find((c) => c.friend.id === requested)?.friend ?? null;
  const chat = useChat({ myId: me.id, friendId: friend?.id ?? null });

  const select = (friendId: string | null) =>
    setSearchParams(friendId ? { with: friendId } : {}, { replace: friendId !== null && requested !== null });

  let sidebar: ReactNode;
  if (conversations.isPending) {
    sidebar = (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-muted">
        <Spinner />
        <span>{t('common:loading')}</span>
      </div>
    );
  } else if (conversations.isError) {
    sidebar = (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <p className="text-danger">{t('errors.loadFriends')}</p>
        <Button variant="secondary" onClick={() => void conversations.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  } else if (conversations.data.length === 0) {
    sidebar = (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <p className="text-muted">{t('noFriends')}</p>
        <Link to="/friends" className={buttonStyles('secondary')}>
          {t('findFriends')}
        </Link>
      </div>
    );
  } else {
    sidebar = (
      <ConversationList
        conversations={conversations.data}
        selectedId={friend?.id ?? null}
        myId={me.id}
        onSelect={select}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-3 py-4 sm:px-4 sm:py-6">
      <title>{`${t('title')} · Watchify`}</title>
      <h1 className="mb-3 text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <div className="flex h-[calc(100dvh-11rem)] min-h-[26rem] flex-col overflow-hidden rounded-xl border border-border bg-surface md:flex-row">
        <nav
          aria-label={t('friends')}
          className={`${friend ? 'hidden md:flex' : 'flex'} min-h-0 w-full flex-1 flex-col overflow-y-auto border-border md:w-72 md:flex-none md:shrink-0 md:border-r`}
        >
          <h2 className="px-4 pt-4 pb-1 text-sm font-semibold tracking-wide text-muted uppercase">{t('friends')}</h2>
          {sidebar}
        </nav>
        {friend ? (
          <MessagePane
            friend={friend}
            me={me}
            thread={chat.thread.data}
            loadFailed={chat.thread.isError}
            watchFailed={chat.thread.isError && chat.thread.data !== undefined}
            onReload={() => void chat.thread.refetch()}
            onLoadEarlier={() => void chat.loadEarlier()}
            loadingEarlier={chat.loadingEarlier}
            onRetrySend={chat.retry}
            onSend={chat.send}
            onBack={() => select(null)}
          />
        ) : (
          // On small screens the hint sits above the list; beside it on wider ones.
          <div className="order-first flex items-center justify-center border-b border-border px-4 py-3 text-center text-muted md:order-none md:flex-1 md:border-b-0 md:p-6">
            <p>{t('selectFriend')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
