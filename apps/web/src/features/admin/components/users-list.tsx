import type { AdminUser } from '@watchify/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminUsers } from '../api/get-admin-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { AdminCard } from './admin-card';
import { userName } from './user-name';

/**
 * The users list (issue 6 §4): picture, name (nickname, display name or 'İsimsiz Kullanıcı'), e-mail, id, friend
 * requests sent and received, last seen ('Not set' where there is none). Searchable and paged on the server.
 */
export function UsersList() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search, 300);
  const users = useAdminUsers(q, page);
  const formatDateTime = useFormatDateTime();
  const notSet = <span className="text-muted">{t('users.notSet')}</span>;

  return (
    <AdminCard
      heading={t('users.heading')}
      aside={
        users.data ? <p className="text-sm text-muted">{t('users.total', { count: users.data.totalItems })}</p> : null
      }
    >
      <TextField
        type="search"
        label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        autoComplete="off"
        containerClassName="max-w-md"
      />
      {users.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" />
          {t('users.loading')}
        </p>
      ) : users.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-danger">
            {t('users.loadError')}
          </p>
          <Button variant="secondary" onClick={() => void users.refetch()}>
            {t('users.retry')}
          </Button>
        </div>
      ) : users.data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{t('users.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[46rem] text-left text-sm" aria-busy={users.isFetching}>
            <thead className="text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="px-2 py-2">
                  {t('users.columns.picture')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('users.columns.name')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('users.columns.email')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('users.columns.id')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('users.columns.requestsSent')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('users.columns.requestsReceived')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('users.columns.lastSeen')}
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <UserRow key={user.id} user={user} notSet={notSet} formatDateTime={formatDateTime} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users.data ? (
        <Pagination
          page={users.data.page}
          totalPages={users.data.totalPages}
          onChange={setPage}
          namespace="admin"
          label={t('users.pagination')}
        />
      ) : null}
    </AdminCard>
  );
}

function UserRow({
  user,
  notSet,
  formatDateTime,
}: {
  user: AdminUser;
  notSet: ReactNode;
  formatDateTime: (iso: string) => string;
}) {
  const { t } = useTranslation('admin');
  const name = userName(user, t);
  return (
    <tr className="border-t border-border align-middle">
      <td className="px-2 py-2">
        <UserAvatar person={{ displayName: name, photoUrl: user.photoUrl }} className="size-10 text-base" />
      </td>
      <th scope="row" className="px-2 py-2 font-semibold">
        {name}
        {user.isAdmin ? (
          <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted">
            {t('users.adminBadge')}
          </span>
        ) : null}
      </th>
      <td className="px-2 py-2 break-all">{user.email}</td>
      <td className="px-2 py-2 font-mono text-xs break-all">{user.id}</td>
      <td className="px-2 py-2">{user.friendRequests ? user.friendRequests.sent : notSet}</td>
      <td className="px-2 py-2">{user.friendRequests ? user.friendRequests.received : notSet}</td>
      <td className="px-2 py-2">{user.lastSeenAt ? formatDateTime(user.lastSeenAt) : notSet}</td>
    </tr>
  );
}
