import type { ChatConversation } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/avatar';
import { formatMessageTime } from '../chat-state';

/** The sidebar: every friend with the last message and an unread badge; the open one is marked current. */
export function ConversationList({
  conversations,
  selectedId,
  myId,
  onSelect,
}: {
  conversations: ChatConversation[];
  selectedId: string | null;
  myId: string;
  onSelect: (friendId: string) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  return (
    <ul className="flex flex-col gap-1 p-2">
      {conversations.map(({ friend, unreadCount, lastMessage }) => {
        const selected = friend.id === selectedId;
        const preview = lastMessage
          ? lastMessage.senderId === myId
            ? t('lastFromYou', { text: lastMessage.text })
            : lastMessage.text
          : t('noMessagesShort');
        return (
          <li key={friend.id}>
            <button
              type="button"
              onClick={() => onSelect(friend.id)}
              aria-current={selected ? 'true' : undefined}
              data-testid="chat-conversation"
              className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors ${
                selected ? 'bg-surface-2' : 'hover:bg-surface-2/70'
              }`}
            >
              <UserAvatar person={friend} className="size-10 text-base" />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span className="truncate font-semibold">{friend.displayName}</span>
                  {lastMessage && (
                    <time dateTime={lastMessage.createdAt} className="ml-auto shrink-0 text-xs text-muted">
                      {formatMessageTime(lastMessage.createdAt, i18n.language)}
                    </time>
                  )}
                </span>
                <span className="flex items-center gap-2">
                  <span className={`truncate text-sm ${unreadCount > 0 ? 'font-semibold text-fg' : 'text-muted'}`}>
                    {preview}
                  </span>
                  {unreadCount > 0 && (
                    <span
                      data-testid="unread-count"
                      className="ml-auto grid min-w-5 shrink-0 place-items-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-fg"
                    >
                      <span aria-hidden="true">{unreadCount}</span>
                      <span className="sr-only">{t('unread', { count: unreadCount })}</span>
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
