import type { UserSummary } from '@watchify/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAnswerFriendRequest,
  useCancelFriendRequest,
  useSendFriendRequest,
  useUnfriend,
} from '../api/friend-mutations';
import { friendErrorMessage } from '../errors';

type Show = (kind: 'success' | 'error', text: string) => void;

/**
 * The friends page's actions, each reporting its outcome in the page's status message. `isBusy(userId)` is true
 * while an action on that person runs, so their buttons cannot be pressed twice.
 */
export function useFriendActions(show: Show) {
  const { t } = useTranslation('friends');
  const send = useSendFriendRequest();
  const answer = useAnswerFriendRequest();
  const cancel = useCancelFriendRequest();
  const remove = useUnfriend();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const track = useCallback(async (userId: string, action: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(userId));
    try {
      await action();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(userId);
        return next;
      });
    }
  }, []);

  return {
    isBusy: (userId: string) => busy.has(userId),

    addFriend: (person: UserSummary) =>
      track(person.id, async () => {
        try {
          const { outcome } = await send.mutateAsync(person.id);
          // They had asked me already: asking back made us friends.
          show('success', outcome === 'sent' ? t('status.requestSent') : t('status.requestAccepted'));
        } catch (error) {
          show('error', friendErrorMessage(t, error, 'requestError'));
        }
      }),

    answerRequest: (person: UserSummary, requestId: string, action: 'accept' | 'reject') =>
      track(person.id, async () => {
        try {
          await answer.mutateAsync({ requestId, action });
          show('success', action === 'accept' ? t('status.requestAccepted') : t('status.requestRejected'));
        } catch (error) {
          show('error', friendErrorMessage(t, error, 'requestError'));
        }
      }),

    cancelRequest: (person: UserSummary, requestId: string) =>
      track(person.id, async () => {
        try {
          await cancel.mutateAsync(requestId);
          show('success', t('status.requestCancelled'));
        } catch (error) {
          show('error', friendErrorMessage(t, error, 'requestError'));
        }
      }),

    unfriend: (person: UserSummary) =>
      track(person.id, async () => {
        try {
          await remove.mutateAsync(person.id);
          show('success', t('status.unfriended', { name: person.displayName }));
        } catch (error) {
          show('error', friendErrorMessage(t, error, 'unfriendError'));
        }
      }),
  };
}

export type FriendActions = ReturnType<typeof useFriendActions>;
