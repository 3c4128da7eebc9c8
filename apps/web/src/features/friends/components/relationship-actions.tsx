import type { UserSummary } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import type { FriendActions } from '../hooks/use-friend-actions';
import { useActionName } from './person-row';

interface Props {
  person: UserSummary;
  actions: FriendActions;
}

const compact = 'min-h-10 px-3 py-2';

/** 'Add friend' for someone I have no tie with. */
export function AddFriendButton({ person, actions }: Props) {
  const { t } = useTranslation('friends');
  const named = useActionName();
  return (
    <Button
      className={compact}
      aria-label={named(t('actions.addFriend'), person)}
      disabled={actions.isBusy(person.id)}
      onClick={() => void actions.addFriend(person)}
    >
      {t('actions.addFriend')}
    </Button>
  );
}

/** Accept and Reject for a request someone sent me. */
export function AnswerButtons({ person, actions, requestId }: Props & { requestId: string }) {
  const { t } = useTranslation('friends');
  const named = useActionName();
  const busy = actions.isBusy(person.id);
  return (
    <>
      <Button
        className={compact}
        aria-label={named(t('actions.accept'), person)}
        disabled={busy}
        onClick={() => void actions.answerRequest(person, requestId, 'accept')}
      >
        {t('actions.accept')}
      </Button>
      <Button
        variant="secondary"
        className={compact}
        aria-label={named(t('actions.reject'), person)}
        disabled={busy}
        onClick={() => void actions.answerRequest(person, requestId, 'reject')}
      >
        {t('actions.reject')}
      </Button>
    </>
  );
}

/** Withdraw for a request I sent that is still waiting. */
export function WithdrawButton({ person, actions, requestId }: Props & { requestId: string }) {
  const { t } = useTranslation('friends');
  const named = useActionName();
  return (
    <Button
      variant="secondary"
      className={compact}
      aria-label={named(t('actions.cancel'), person)}
      disabled={actions.isBusy(person.id)}
      onClick={() => void actions.cancelRequest(person, requestId)}
    >
      {t('actions.cancel')}
    </Button>
  );
}

/** A link to the chat with a friend (the chat screen opens the conversation named by `with`). */
export function ChatLink({ person }: { person: UserSummary }) {
  const { t } = useTranslation('friends');
  const named = useActionName();
  return (
    <Link
      to={`/chat?${new URLSearchParams({ with: person.id })}`}
      aria-label={named(t('actions.chat'), person)}
      className={buttonStyles('secondary', compact)}
    >
      {t('actions.chat')}
    </Link>
  );
}
