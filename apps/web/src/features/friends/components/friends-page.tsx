import { useQueryClient } from '@tanstack/react-query';
import type { UserSummary } from '@watchify/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FRIENDS_ROOT_KEY } from '../api/keys';
import { useFriendActions } from '../hooks/use-friend-actions';
import { ALL_FRIEND_EVENTS, useFriendEvents } from '../hooks/use-friend-events';
import { useStatusMessage } from '../hooks/use-status-message';
import { FriendRequestsSection } from './friend-requests-section';
import { FriendsListSection } from './friends-list-section';
import { StatusBanner } from './status-banner';
import { SuggestionsSection } from './suggestions-section';
import { UserSearch } from './user-search';

/**
 * /friends (product §2): user search, incoming and sent requests, suggested friends and my friends. What the other
 * person does (sends, answers or withdraws a request, unfriends) arrives over the socket and refreshes the page.
 */
export function FriendsPage({
  friendLinks,
}: {
  /** More links on each friend's row, from other features (app/routes/friends-route.tsx). */
  friendLinks?: (friend: UserSummary) => ReactNode;
} = {}) {
  const { t } = useTranslation('friends');
  const queryClient = useQueryClient();
  const { message, show } = useStatusMessage();
  const actions = useFriendActions(show);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: FRIENDS_ROOT_KEY });
  useFriendEvents(ALL_FRIEND_EVENTS, refresh, { onReconnect: refresh });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <title>{`${t('title')} · Watchify`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      <UserSearch actions={actions} />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-8">
          <FriendRequestsSection actions={actions} />
          <SuggestionsSection actions={actions} />
        </div>
        <FriendsListSection actions={actions} friendLinks={friendLinks} />
      </div>
      <StatusBanner message={message} />
    </div>
  );
}
