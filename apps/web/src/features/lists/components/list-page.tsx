import { useQueryClient } from '@tanstack/react-query';
import {
  LIST_PAGE_SIZE,
  LIST_SORTS,
  type ListDetail,
  type ListItem,
  type ListItemsPage,
  type ListSort,
} from '@watchify/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonStyles } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import { memberPath } from '../../../lib/member-links';
import { useDeleteList } from '../api/delete-list';
import { useList } from '../api/get-list';
import { useListItems } from '../api/get-list-items';
import { listKeys } from '../api/keys';
import { useMoveListItem } from '../api/move-list-item';
import { useRemoveCollaborator } from '../api/remove-collaborator';
import { useRemoveListItem } from '../api/remove-list-item';
import { useUpdateList } from '../api/update-list';
import { isListNotFound, listErrorKey } from '../errors';
import { useFollowList } from '../hooks/use-list-events';
import { CollaboratorsSection, type LoadListFriends } from './collaborators-section';
import { ListForm } from './list-form';
import { ListItemCard, listItemKey } from './list-item-card';
import { SortableGrid } from './sortable-grid';

interface ListPageProps {
  /** The signed-in member's id (null for a visitor): a collaborator leaves with it. */
  viewerId: string | null;
  /** Loads my friends for the invitation (app/ passes features/friends'). */
  LoadFriends?: LoadListFriends;
}

function readSort(value: string | null): ListSort {
  return (LIST_SORTS as readonly string[]).includes(value ?? '') ? (value as ListSort) : 'position';
}

/**
 * /lists/:listId — a list for whoever may read it (visitors too, when it is public): its details, my completion, its
 * titles in a sort with paging. In list order the owner and collaborators move titles up and down (focus stays on
 * the moved title's button), remove them and edit notes; the owner edits the details, invites and removes
 * collaborators and deletes the list; a collaborator may leave. Live: the page follows the list's room, so another
 * member's change appears without a reload. A list this person may not read is "List not found." (the API's 404).
 */
export function ListPage({ viewerId, LoadFriends }: ListPageProps) {
  const { t } = useTranslation('lists');
  const { listId = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = readSort(searchParams.get('sort'));
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const detail = useList(listId);
  const items = useListItems({ listId, sort, page }, detail.isSuccess);
  useFollowList(listId, () => {
    toast.info(t('page.deletedByOwner'));
    navigate('/lists', { replace: true });
  });

  const list = detail.data?.list;
  const heading = list?.name ?? t('page.notFound');

  let body: ReactNode;
  if (detail.isError) {
    body = isListNotFound(detail.error) ? (
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('page.notFound')}</h1>
        <p className="text-muted">{t('page.notFoundHint')}</p>
      </div>
    ) : (
      <LoadError message={t('page.error')} retryLabel={t('page.retry')} onRetry={() => void detail.refetch()} />
    );
  } else if (!list) {
    body = (
      <p role="status" className="flex items-center gap-3 py-10 text-muted">
        <Spinner className="size-6" />
        {t('page.loading')}
      </p>
    );
  } else {
    body = (
      <ListBody
        list={list}
        viewerId={viewerId}
        LoadFriends={LoadFriends}
        sort={sort}
        page={page}
        itemsPage={items.data}
        itemsError={items.isError}
        onRetryItems={() => void items.refetch()}
        onSort={(next) => setSearchParams(next === 'position' ? {} : { sort: next }, { replace: true })}
        onPage={(next) =>
          setSearchParams({ ...(sort === 'position' ? {} : { sort }), ...(next > 1 ? { page: String(next) } : {}) })
        }
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{`${heading} · Watchify`}</title>
      {viewerId && (
        <Link to="/lists" className={buttonStyles('ghost', 'w-fit px-2')}>
          <ChevronLeftIcon />
          {t('page.back')}
        </Link>
      )}
      {body}
    </div>
  );
}

interface ListBodyProps {
  list: ListDetail;
  viewerId: string | null;
  LoadFriends?: LoadListFriends;
  sort: ListSort;
  page: number;
  itemsPage: ListItemsPage | undefined;
  itemsError: boolean;
  onRetryItems: () => void;
  onSort: (sort: ListSort) => void;
  onPage: (page: number) => void;
}

function ListBody({
  list,
  viewerId,
  LoadFriends,
  sort,
  page,
  itemsPage,
  itemsError,
  onRetryItems,
  onSort,
  onPage,
}: ListBodyProps) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sortId = useId();
  const isOwner = list.role === 'owner';
  const canEdit = list.role !== 'viewer';
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const update = useUpdateList();
  const deleteList = useDeleteList();
  const leave = useRemoveCollaborator();
  const remove = useRemoveListItem();
  const move = useMoveListItem();
  const focus = useFocusAfterRemoval();
  const gridRef = useRef<HTMLUListElement | null>(null);
  const [moveFocus, setMoveFocus] = useState<{ key: string; direction: 'up' | 'down'; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const shown = itemsPage?.items ?? [];
  const offset = ((itemsPage?.page ?? page) - 1) * (itemsPage?.pageSize ?? LIST_PAGE_SIZE.default);
  const total = itemsPage?.totalItems ?? list.itemCount;
  const movable = canEdit && sort === 'position';

  // After a move, keep focus on the moved title's button (its other one when it reached an end), once the title is
  // shown at its new place: the optimistic order lands a moment after the state, and a move onto another page only
  // after that page loaded.
  useEffect(() => {
    if (!moveFocus || listItemKey(shown[moveFocus.index - offset] ?? { mediaType: 'movie', id: 0 }) !== moveFocus.key) {
      return;
    }
    const buttons = [
      ...(gridRef.current?.querySelectorAll<HTMLButtonElement>(`button[data-move-key="${moveFocus.key}"]`) ?? []),
    ];
    const preferred = buttons.find((button) => button.dataset.direction === moveFocus.direction);
    const target = preferred && !preferred.disabled ? preferred : buttons.find((button) => !button.disabled);
    target?.focus();
    setMoveFocus(null);
  }, [moveFocus, shown, offset]);

  // `direction`: the Move button used, whose focus follows the title; null for a drag (the handle keeps focus).
  const moveItem = (item: ListItem, from: number, to: number, direction: 'up' | 'down' | null) => {
    const key = listItemKey(item);
    const pageSize = itemsPage?.pageSize ?? LIST_PAGE_SIZE.default;
    const targetPage = Math.floor(to / pageSize) + 1;
    const pageKey = listKeys.itemsPage(list.id, 'position', page);
    // Show the new order at once on this page; the server's answer (and the refetch after it) confirms it.
    if (targetPage === page) {
      queryClient.setQueryData<ListItemsPage>(pageKey, (current) => {
        if (!current) return current;
        const next = [...current.items];
        const [moved] = next.splice(from - offset, 1);
        if (moved) next.splice(to - offset, 0, moved);
        return { ...current, items: next };
      });
    }
    if (direction) setMoveFocus({ key, direction, index: to });
    move.mutate(
      { listId: list.id, title: item, index: to },
      {
        onSuccess: ({ index }) => {
          setAnnouncement(t('page.moved', { title: item.title, place: index + 1 }));
          if (targetPage !== page) onPage(targetPage);
        },
        onError: (error) => {
          setMoveFocus(null);
          toast.error(t(listErrorKey(error)));
        },
      },
    );
  };

  const ownerName = list.owner.displayName;
  return (
    <>
      <div className="flex flex-col gap-3">
        <FocusHeading ref={focus.headingRef} level={1} className="text-3xl font-bold tracking-tight">
          {list.name}
        </FocusHeading>
        {list.description && <p className="max-w-3xl whitespace-pre-line">{list.description}</p>}
        <p className="flex flex-wrap gap-x-2 text-sm text-muted">
          <span>
            <Trans
              t={t}
              i18nKey="page.by"
              values={{ name: ownerName }}
              components={{
                owner: <Link to={memberPath(list.owner.nickname)} className="font-semibold hover:underline" />,
              }}
            />
          </span>
          <span aria-hidden="true">·</span>
          <span>{t(`visibility.${list.visibility}`)}</span>
          {list.collaborative && (
            <>
              <span aria-hidden="true">·</span>
              <span>{t('page.collaborative')}</span>
            </>
          )}
          <span aria-hidden="true">·</span>
          <span>{t('overview.titles', { count: list.itemCount })}</span>
        </p>
        {list.completion && list.completion.total > 0 && (
          <div className="flex max-w-md items-center gap-3 text-sm">
            <progress
              aria-hidden="true"
              max={list.completion.total}
              value={list.completion.watched}
              className="h-2 flex-1 accent-accent"
            />
            <span>{t('page.completion', list.completion)}</span>
          </div>
        )}
        {!canEdit && viewerId && <p className="text-sm text-muted">{t('page.readOnly')}</p>}
        {(isOwner || list.role === 'collaborator') && (
          <div className="flex flex-wrap gap-2">
            {isOwner && !editing && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('page.edit')}
              </Button>
            )}
            {isOwner && (
              <Button variant="secondary" onClick={() => setConfirm('delete')}>
                {t('delete.button')}
              </Button>
            )}
            {list.role === 'collaborator' && viewerId && (
              <Button variant="secondary" onClick={() => setConfirm('leave')}>
                {t('page.leave')}
              </Button>
            )}
          </div>
        )}
      </div>

      {editing && (
        <section aria-label={t('page.edit')} className="max-w-xl rounded-xl border border-border bg-surface p-4">
          <ListForm
            initial={{
              name: list.name,
              description: list.description ?? '',
              visibility: list.visibility,
              collaborative: list.collaborative,
            }}
            submitLabel={t('form.save')}
            busyLabel={t('form.saving')}
            busy={update.isPending}
            serverError={update.isError ? t(listErrorKey(update.error)) : null}
            onCancel={() => setEditing(false)}
            onSubmit={(values) =>
              update.mutate(
                { listId: list.id, changes: { ...values, description: values.description } },
                {
                  onSuccess: () => {
                    toast.success(t('form.saved'));
                    setEditing(false);
                  },
                },
              )
            }
          />
        </section>
      )}

      <CollaboratorsSection list={list} LoadFriends={LoadFriends} />

      <section aria-label={t('page.items')} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={sortId} className="text-sm font-medium">
              {t('page.sort')}
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => onSort(event.target.value as ListSort)}
              className="min-h-11 rounded-lg border border-border bg-surface px-3 py-2 text-base"
            >
              {LIST_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(`page.sorts.${option}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {itemsError ? (
          <LoadError message={t('page.error')} retryLabel={t('page.retry')} onRetry={onRetryItems} />
        ) : !itemsPage ? (
          <p role="status" className="flex items-center gap-3 text-muted">
            <Spinner className="size-5" />
            {t('page.loading')}
          </p>
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-border bg-surface p-6 text-muted">{t('page.empty')}</p>
        ) : (
          <SortableGrid
            keys={shown.map(listItemKey)}
            enabled={movable}
            offset={offset}
            listRef={(element) => {
              gridRef.current = element;
              focus.listRef.current = element;
            }}
            titleOf={(key) => shown.find((entry) => listItemKey(entry) === key)?.title ?? ''}
            onMove={(key, from, to) => {
              const item = shown.find((entry) => listItemKey(entry) === key);
              if (item) moveItem(item, offset + from, offset + to, null);
            }}
            renderItem={(key, handle) => {
              const indexOnPage = shown.findIndex((entry) => listItemKey(entry) === key);
              const item = shown[indexOnPage];
              if (!item) return null;
              const index = offset + indexOnPage;
              return (
                <ListItemCard
                  listId={list.id}
                  item={item}
                  canEdit={canEdit}
                  dragHandle={handle}
                  move={
                    movable
                      ? {
                          up: index > 0 ? () => moveItem(item, index, index - 1, 'up') : null,
                          down: index < total - 1 ? () => moveItem(item, index, index + 1, 'down') : null,
                        }
                      : undefined
                  }
                  removing={remove.isPending && remove.variables?.title.id === item.id}
                  onRemove={() => {
                    focus.removing(key, shown.map(listItemKey));
                    remove.mutate(
                      { listId: list.id, title: item },
                      {
                        onSuccess: () => toast.success(t('page.removed', { title: item.title })),
                        onError: (error) => toast.error(t(listErrorKey(error))),
                      },
                    );
                  }}
                />
              );
            }}
          />
        )}
        {itemsPage && (
          <Pagination namespace="lists" page={itemsPage.page} totalPages={itemsPage.totalPages} onChange={onPage} />
        )}
      </section>

      {confirm === 'delete' && (
        <ConfirmDialog
          title={t('delete.confirmTitle')}
          message={t('delete.confirmMessage', { name: list.name })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          busy={deleteList.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            deleteList.mutate(list.id, {
              onSuccess: () => {
                toast.success(t('delete.deleted'));
                navigate('/lists', { replace: true });
              },
              onError: (error) => {
                toast.error(t(listErrorKey(error)));
                setConfirm(null);
              },
            })
          }
        />
      )}
      {confirm === 'leave' && viewerId && (
        <ConfirmDialog
          title={t('page.leaveConfirmTitle')}
          message={t('page.leaveConfirmMessage', { name: list.name })}
          confirmLabel={t('page.leaveConfirm')}
          cancelLabel={t('delete.cancel')}
          busy={leave.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            leave.mutate(
              { listId: list.id, userId: viewerId },
              {
                onSuccess: () => {
                  toast.success(t('page.left'));
                  navigate('/lists', { replace: true });
                },
                onError: (error) => {
                  toast.error(t(listErrorKey(error)));
                  setConfirm(null);
                },
              },
            )
          }
        />
      )}
    </>
  );
}
