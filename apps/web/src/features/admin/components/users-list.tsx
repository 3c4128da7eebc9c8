import type { AdminUser } from '@watchify/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/avatar';
import { TextField } from '../../../components/ui/field';
import { useAdminUsers } from '../api/get-admin-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { AdminCard, AdminPagedList } from './admin-card';
import { userName } from './user-name';

/**
 * The users list: picture, name (nickname, display name or 'İsimsiz Kullanıcı'), e-mail, id, friend
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
      <AdminPagedList
        query={users}
        texts={{
          loading: t('users.loading'),
          loadError: t('users.loadError'),
          empty: t('users.empty'),
          pagination: t('users.pagination'),
        }}
        isEmpty={(data) => data.users.length === 0}
        onPageChange={setPage}
      >
        {(data) => (
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
                {data.users.map((user) => (
                  <UserRow key={user.id} user={user} notSet={notSet} formatDateTime={formatDateTime} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminPagedList>
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
