import type { ListSummary } from '@watchify/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateList } from '../api/create-list';
import { useDeleteList } from '../api/delete-list';
import { useMyLists } from '../api/get-lists';
import { listErrorKey } from '../errors';
import { useMyListsEvents } from '../hooks/use-list-events';
import { ListCard } from './list-card';
import { ListForm } from './list-form';

interface ListsPageProps {
  /** The watchlist and the shared watchlists, shown as special lists (app/ composes them from their features). */
  specialLists?: ReactNode;
}

/**
 * /lists (members): the lists I own and those I collaborate on, as cards; the watchlists beside them; a form for a
 * new list; deleting one of mine after a confirmation. Live: an invitation or another member's change shows up.
 */
export function ListsPage({ specialLists }: ListsPageProps) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const query = useMyLists();
  useMyListsEvents();
  const create = useCreateList();
  const remove = useDeleteList();
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<ListSummary | null>(null);

  let body: ReactNode;
  if (query.isError) {
    body = (
      <LoadError message={t('overview.error')} retryLabel={t('overview.retry')} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    body = (
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-5" />
        {t('overview.loading')}
      </p>
    );
  } else if (query.data.lists.length === 0) {
    body = <p className="rounded-xl border border-border bg-surface p-6 text-muted">{t('overview.empty')}</p>;
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {query.data.lists.map((list) => (
          <li key={list.id}>
            <ListCard list={list} onDelete={list.role === 'owner' ? () => setDeleting(list) : undefined} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <title>{`${t('overview.title')} · Watchify`}</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('overview.title')}</h1>
        <p className="text-muted">{t('overview.intro')}</p>
      </div>
      <section aria-labelledby="my-lists-heading" className="flex flex-col gap-4">
        <h2 id="my-lists-heading" className="text-xl font-bold">
          {t('overview.mine')}
        </h2>
        {body}
      </section>
      {specialLists && (
        <section aria-labelledby="special-lists-heading" className="flex flex-col gap-4">
          <h2 id="special-lists-heading" className="text-xl font-bold">
            {t('overview.special')}
          </h2>
          {specialLists}
        </section>
      )}
      <section aria-labelledby="new-list-heading" className="flex max-w-xl flex-col gap-4">
        <h2 id="new-list-heading" className="text-xl font-bold">
          {t('form.newList')}
        </h2>
        <ListForm
          key={formKey}
          submitLabel={t('form.create')}
          busyLabel={t('form.creating')}
          busy={create.isPending}
          serverError={create.isError ? t(listErrorKey(create.error)) : null}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (list) => {
                toast.success(t('form.created', { name: list.name }));
                setFormKey((key) => key + 1);
                create.reset();
                navigate(`/lists/${list.id}`);
              },
            })
          }
        />
      </section>
      {deleting && (
        <ConfirmDialog
          title={t('delete.confirmTitle')}
          message={t('delete.confirmMessage', { name: deleting.name })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(t('delete.deleted'));
                setDeleting(null);
              },
              onError: (error) => {
                toast.error(t(listErrorKey(error)));
                setDeleting(null);
              },
            })
          }
        />
      )}
    </div>
  );
}
