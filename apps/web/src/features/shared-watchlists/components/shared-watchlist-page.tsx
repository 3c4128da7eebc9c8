import type { SharedWatchlistItem, SharedWatchlistSummary } from '@watchify/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonStyles } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { ChevronLeftIcon, InfoIcon } from '../../../components/ui/icons';
import { Poster } from '../../../components/ui/poster';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import { useTitleLinks } from '../../../lib/title-links';
import { useDeleteSharedWatchlist } from '../api/delete-shared-watchlist';
import { useSharedWatchlist } from '../api/get-shared-watchlist';
import { useSharedWatchlists } from '../api/get-shared-watchlists';
import { useRemoveSharedWatchlistItem } from '../api/remove-shared-watchlist-item';
import { sharedWatchlistErrorCode } from '../errors';
import { useSharedWatchlistEvents } from '../hooks/use-shared-watchlist-events';
import { AddToSharedListSelect } from './add-to-shared-list-select';
import { MemberAvatar } from './member-avatar';

function useFormatDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

/**
 * /watchlist/shared/:listId — one shared list for its two members: who it is shared with, its titles (poster,
 * title, type, year, who added it and when), a select on each card to add the title to another shared list,
 * removal, and deleting the list for both. Live: the other member's changes appear without a reload, and if they
 * delete the list this page goes back to /watchlist. Anyone else gets 'Shared list not found.' (the server answers
 * 404 to non-members).
 */
export function SharedWatchlistPage() {
  const { t } = useTranslation('sharedWatchlists');
  const { listId = '' } = useParams();
  const navigate = useNavigate();
  const query = useSharedWatchlist(listId);
  // My other lists, for the card selects (and the names the live events' toasts use).
  useSharedWatchlists();
  useSharedWatchlistEvents({
    onDeleted: (event) => {
      if (event.listId === listId) navigate('/watchlist', { replace: true });
    },
  });
  const formatDate = useFormatDate();
  const remove = useRemoveSharedWatchlistItem();
  const deleteList = useDeleteSharedWatchlist();
  const focus = useFocusAfterRemoval();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const firstPage = query.data?.pages[0];
  const list = firstPage?.list;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const heading = list?.name ?? t('page.notFound');

  let body: ReactNode;
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    body = missing ? (
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('page.notFound')}</h1>
        <p className="text-muted">{t('page.notFoundHint')}</p>
      </div>
    ) : (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger">
          {t('page.error')}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  } else if (!list) {
    body = (
      <p role="status" className="flex min-h-dvh items-start gap-3 py-10 text-muted">
        <Spinner className="size-6" />
        {t('page.loading')}
      </p>
    );
  } else {
    const deleteForBoth = () => {
      deleteList.mutate(list.id, {
        onSuccess: () => {
          toast.success(t('toasts.deleted'));
          navigate('/watchlist', { replace: true });
        },
        onError: () => toast.error(t('toasts.deleteError')),
      });
    };
    body = (
      <>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex items-center gap-3">
            <MemberAvatar user={list.partner} className="size-14 text-xl" />
            <div className="flex flex-col gap-1">
              <FocusHeading ref={focus.headingRef} level={1} className="text-3xl font-bold tracking-tight">
                {list.name}
              </FocusHeading>
              <p className="text-muted">
                {t('page.sharedWith', { name: list.partner.displayName })} ·{' '}
                {list.createdByMe
                  ? t('page.createdByYou', { date: formatDate(list.createdAt) })
                  : t('page.createdByPartner', { name: list.partner.displayName, date: formatDate(list.createdAt) })}
              </p>
            </div>
          </div>
          <Button variant="secondary" onClick={() => setConfirmingDelete(true)} disabled={deleteList.isPending}>
            {t('page.delete')}
          </Button>
          {confirmingDelete && (
            <ConfirmDialog
              title={t('page.confirmDeleteTitle')}
              message={t('page.confirmDelete', { list: list.name })}
              confirmLabel={t('page.delete')}
              cancelLabel={t('page.cancelDelete')}
              busy={deleteList.isPending}
              onCancel={() => setConfirmingDelete(false)}
              onConfirm={deleteForBoth}
            />
          )}
        </div>
        {!list.canEdit && (
          <p className="rounded-lg border border-border bg-surface px-4 py-3 text-sm">
            {t('page.readOnly', { name: list.partner.displayName })}
          </p>
        )}
        <section aria-label={t('page.items')} className="flex flex-col gap-4">
          {items.length === 0 ? (
            <p className="rounded-xl border border-border bg-surface p-6 text-muted">{t('page.empty')}</p>
          ) : (
            <ul ref={focus.listRef} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {items.map((item) => (
                <li key={itemKey(item)} data-key={itemKey(item)}>
                  <SharedItemCard
                    item={item}
                    list={list}
                    formatDate={formatDate}
                    removing={remove.isPending && remove.variables?.title.id === item.id}
                    onRemove={() => {
                      // The button is disabled while the removal runs: focus moves on to the next item at once.
                      focus.removing(itemKey(item), items.map(itemKey));
                      remove.mutate(
                        { listId: list.id, title: { mediaType: item.mediaType, id: item.id } },
                        {
                          onSuccess: () => toast.success(t('toasts.removed', { list: list.name })),
                          onError: (error) => {
                            const code = sharedWatchlistErrorCode(error);
                            toast.error(code ? t(`errors.${code}`) : t('toasts.removeError'));
                          },
                        },
                      );
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('page.loadMore')}
            </Button>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{`${heading} · Watchify`}</title>
      <Link to="/watchlist" className={buttonStyles('ghost', 'w-fit px-2')}>
        <ChevronLeftIcon />
        {t('page.back')}
      </Link>
      {body}
    </div>
  );
}

const itemKey = (item: SharedWatchlistItem) => `${item.mediaType}-${item.id}`;

interface SharedItemCardProps {
  item: SharedWatchlistItem;
  list: SharedWatchlistSummary;
  formatDate: (iso: string) => string;
  removing: boolean;
  onRemove: () => void;
}

function SharedItemCard({ item, list, formatDate, removing, onRemove }: SharedItemCardProps) {
  const { t } = useTranslation('sharedWatchlists');
  const { link } = useTitleLinks();
  const date = formatDate(item.addedAt);
  let addedBy: string;
  if (item.addedBy === null) addedBy = t('page.addedOn', { date });
  else if (item.addedBy === list.partner.id) addedBy = t('page.addedBy', { name: list.partner.displayName, date });
  else addedBy = t('page.addedByYou', { date });

  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border border-border bg-surface p-2">
      <Poster title={item.title} posterPath={item.posterPath} />
      <div className="flex flex-1 flex-col gap-1 px-1">
        <h2 className="line-clamp-2 text-sm font-semibold leading-snug">{item.title}</h2>
        <p className="text-xs text-muted">
          {t(`page.mediaTypes.${item.mediaType}`)}
          {item.year !== null && ` · ${item.year}`}
        </p>
        <p className="text-xs text-muted">{addedBy}</p>
      </div>
      <div className="flex flex-col gap-2 px-1 pb-1">
        <Link
          {...link(item)}
          aria-label={t('page.moreInfo', { title: item.title })}
          className="inline-flex min-h-9 w-fit items-center gap-1.5 rounded-md text-xs font-semibold text-accent-text hover:underline"
        >
          <InfoIcon />
          {t('page.moreInfoShort')}
        </Link>
        <AddToSharedListSelect title={item} titleName={item.title} excludeListId={list.id} />
        {list.canEdit && (
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1.5"
            aria-label={t('page.removeNamed', { title: item.title, list: list.name })}
            data-remove
            disabled={removing}
            onClick={onRemove}
          >
            {t('page.remove')}
          </Button>
        )}
      </div>
    </article>
  );
}
