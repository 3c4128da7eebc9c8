import {
  SHARED_WATCHLIST_LIMITS,
  type SharedWatchlistSummary,
  type UserSummary,
  validateSharedWatchlistInput,
} from '@watchify/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonStyles } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateSharedWatchlist } from '../api/create-shared-watchlist';
import { sharedWatchlistErrorCode } from '../errors';

const controlClasses =
  'min-h-11 w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted ' +
  'focus:border-accent aria-[invalid=true]:border-danger';

/** The member's friends as far as they are loaded (the friends feature loads them; app/ hands them over). */
export type FriendChoices =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; friends: readonly UserSummary[] };

interface ShareWatchlistDialogProps {
  /** The friends to choose from. */
  friends: FriendChoices;
  onClose: () => void;
  /** Called with the new list once the server created it. */
  onShared: (list: SharedWatchlistSummary) => void;
}

/**
 * The share modal (product §2 Watchlist, §5 Share): a friend selector, an optional name, and whether to start with a
 * copy of my watchlist. 'Share' is disabled until a friend is chosen; it is marked with aria-disabled rather than
 * the disabled attribute so it stays focusable and can say why — trying to share without a friend (a click, or
 * Enter in the name field) shows 'Please select a friend' ('Lütfen bir arkadaş seçin') and moves to the selector.
 * The server checks the same rule and the friendship again.
 */
export function ShareWatchlistDialog({ friends, onClose, onShared }: ShareWatchlistDialogProps) {
  const { t } = useTranslation('sharedWatchlists');
  const ids = { heading: useId(), description: useId(), friend: useId(), name: useId(), alert: useId() };
  const create = useCreateSharedWatchlist();
  const [friendId, setFriendId] = useState('');
  const [name, setName] = useState('');
  const [includeMyWatchlist, setIncludeMyWatchlist] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const friendSelectRef = useRef<HTMLSelectElement>(null);
  const friendList = friends.status === 'success' ? friends.friends : [];
  const friendsFailed = friends.status === 'error';

  useEffect(() => {
    // product §8: the watchlist page reports a failure to load friends with a toast.
    if (friendsFailed) toast.error(t('toasts.friendsError'), { id: 'shared-watchlist-friends-error' });
  }, [friendsFailed, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const failure = validateSharedWatchlistInput({ friendId, name });
    if (failure) {
      setError(t(`errors.${failure}`));
      if (failure === 'friendRequired') friendSelectRef.current?.focus();
      return;
    }
    setError(null);
    create.mutate(
      { friendId, name, includeMyWatchlist },
      {
        onSuccess: (list) => {
          toast.success(t('toasts.shared', { name: list.partner.displayName }));
          onShared(list);
        },
        onError: (failure) => {
          const code = sharedWatchlistErrorCode(failure);
          if (code) setError(t(`errors.${code}`));
          else toast.error(t('toasts.shareError'));
        },
      },
    );
  };

  let friendField: ReactNode;
  if (friends.status === 'pending') {
    friendField = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('dialog.loadingFriends')}
      </p>
    );
  } else if (friendsFailed) {
    friendField = <FormAlert message={t('toasts.friendsError')} />;
  } else if (friendList.length === 0) {
    friendField = (
      <div className="flex flex-col items-start gap-2 rounded-lg border border-border bg-surface p-3 text-sm">
        <p>{t('dialog.noFriends')}</p>
        <Link to="/friends" className={buttonStyles('secondary', 'min-h-9 px-3 py-1.5')}>
          {t('dialog.findFriends')}
        </Link>
      </div>
    );
  } else {
    friendField = (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.friend} className="text-sm font-medium">
          {t('dialog.friend')}
        </label>
        <select
          ref={friendSelectRef}
          id={ids.friend}
          value={friendId}
          onChange={(event) => {
            setFriendId(event.target.value);
            if (event.target.value) setError(null);
          }}
          aria-invalid={error !== null && !friendId}
          aria-describedby={error ? ids.alert : undefined}
          className={controlClasses}
        >
          <option value="">{t('dialog.chooseFriend')}</option>
          {friendList.map((friend) => (
            <option key={friend.id} value={friend.id}>
              {friend.displayName} (@{friend.nickname})
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <ModalDialog labelledBy={ids.heading} onClose={onClose} className="max-w-lg">
      <form noValidate onSubmit={submit} aria-describedby={ids.description} className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 id={ids.heading} className="text-xl font-bold">
            {t('dialog.title')}
          </h2>
          <p id={ids.description} className="text-sm text-muted">
            {t('dialog.description')}
          </p>
        </div>
        {friendField}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.name} className="text-sm font-medium">
            {t('dialog.name')}
          </label>
          <input
            id={ids.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={SHARED_WATCHLIST_LIMITS.nameMaxLength}
            placeholder={t('dialog.namePlaceholder')}
            autoComplete="off"
            className={controlClasses}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={includeMyWatchlist}
            onChange={(event) => setIncludeMyWatchlist(event.target.checked)}
            className="size-5 accent-accent"
          />
          {t('dialog.includeMyWatchlist')}
        </label>
        <FormAlert id={ids.alert} message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            aria-disabled={!friendId}
            disabled={create.isPending}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-55"
          >
            {create.isPending ? t('dialog.sharing') : t('dialog.share')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
