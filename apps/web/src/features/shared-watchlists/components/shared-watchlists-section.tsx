import { type ComponentType, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSharedWatchlists } from '../api/get-shared-watchlists';
import { useSharedWatchlistEvents } from '../hooks/use-shared-watchlist-events';
import { MemberAvatar } from './member-avatar';
import { type FriendChoices, ShareWatchlistDialog } from './share-watchlist-dialog';

/**
 * Loads the member's friends while it is mounted (while the share dialog is open) and renders its children with
 * them: the friends feature's list, which app/ provides.
 */
export type FriendsLoader = ComponentType<{ children: (friends: FriendChoices) => ReactNode }>;

interface SharedWatchlistsSectionProps {
  LoadFriends: FriendsLoader;
  headingLevel?: 2 | 3;
}

/**
 * The shared lists part of /watchlist (product §2 Watchlist): a 'Share watchlist' button that opens the share modal,
 * and my shared lists, each with the other member and its size, linking to the list's page. Live: a list a friend
 * shares with me, or items either of us changes, appear without a reload. For signed-in users only.
 */
export function SharedWatchlistsSection({ LoadFriends, headingLevel = 2 }: SharedWatchlistsSectionProps) {
  const { t } = useTranslation('sharedWatchlists');
  const headingId = useId();
  const lists = useSharedWatchlists();
  const [sharing, setSharing] = useState(false);
  useSharedWatchlistEvents();
  const Heading = `h${headingLevel}` as const;

  let body: ReactNode;
  if (lists.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger">
          {t('section.error')}
        </p>
        <Button variant="secondary" onClick={() => void lists.refetch()}>
          {t('section.retry')}
        </Button>
      </div>
    );
  } else if (lists.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner className="size-5" />
        {t('section.loading')}
      </p>
    );
  } else if (lists.data.lists.length === 0) {
    body = <p className="rounded-xl border border-border bg-surface p-5 text-muted">{t('section.empty')}</p>;
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {lists.data.lists.map((list) => (
          <li key={list.id}>
            <Link
              to={`/watchlist/shared/${encodeURIComponent(list.id)}`}
              className="flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-4 transition-colors hover:bg-surface-2"
            >
              <MemberAvatar user={list.partner} />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="truncate font-semibold">{list.name}</span>
                <span className="truncate text-sm text-muted">
                  {t('section.withPartner', { name: list.partner.displayName })} ·{' '}
                  {t('section.itemCount', { count: list.itemCount })}
                </span>
                {!list.canEdit && (
                  <span className="w-fit rounded bg-surface-2 px-1.5 py-0.5 text-xs font-medium text-muted">
                    {t('section.readOnly')}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Heading id={headingId} className="text-2xl font-bold tracking-tight">
            {t('section.title')}
          </Heading>
          <p className="text-sm text-muted">{t('section.intro')}</p>
        </div>
        <Button onClick={() => setSharing(true)}>{t('section.share')}</Button>
      </div>
      {body}
      {sharing && (
        <LoadFriends>
          {(friends) => (
            <ShareWatchlistDialog
              friends={friends}
              onClose={() => setSharing(false)}
              onShared={() => setSharing(false)}
            />
          )}
        </LoadFriends>
      )}
    </section>
  );
}
