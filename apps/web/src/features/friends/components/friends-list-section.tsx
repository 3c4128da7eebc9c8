import type { UserSummary } from '@watchify/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFriends } from '../api/get-friends';
import type { FriendActions } from '../hooks/use-friend-actions';
import { PersonRow, useActionName } from './person-row';
import { ChatLink } from './relationship-actions';
import { ListState, Section } from './section';
import { UnfriendDialog } from './unfriend-dialog';

/**
 * My friends, each with a way to chat and to unfriend (after confirming); `friendLinks` adds what app/ composes in
 * from other features (a link to the friend's stats).
 */
export function FriendsListSection({
  actions,
  friendLinks,
}: {
  actions: FriendActions;
  friendLinks?: ((friend: UserSummary) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('friends');
  const named = useActionName();
  const friends = useFriends();
  const [confirming, setConfirming] = useState<UserSummary | null>(null);
  const retry = () => void friends.refetch();

  return (
    <Section
      heading={t('list.heading')}
      aside={
        friends.data ? (
          <p className="text-sm text-muted">{t('list.count', { count: friends.data.friends.length })}</p>
        ) : null
      }
    >
      {friends.isPending ? (
        <ListState state="loading" errorText="" emptyText="" onRetry={retry} />
      ) : friends.isError ? (
        <ListState state="error" errorText={t('errors.load')} emptyText="" onRetry={retry} />
      ) : friends.data.friends.length === 0 ? (
        <ListState state="empty" errorText="" emptyText={t('list.empty')} onRetry={retry} />
      ) : (
        <ul aria-label={t('list.heading')} className="flex flex-col gap-2">
          {friends.data.friends.map((friend) => (
            <PersonRow key={friend.id} person={friend}>
              <ChatLink person={friend} />
              {friendLinks?.(friend)}
              <Button
                variant="ghost"
                className="min-h-10 px-3 py-2"
                aria-label={named(t('actions.unfriend'), friend)}
                disabled={actions.isBusy(friend.id)}
                onClick={() => setConfirming(friend)}
              >
                {t('actions.unfriend')}
              </Button>
            </PersonRow>
          ))}
        </ul>
      )}
      {confirming ? (
        <UnfriendDialog
          person={confirming}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void actions.unfriend(confirming);
          }}
        />
      ) : null}
    </Section>
  );
}
