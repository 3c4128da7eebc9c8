import type { AdminUser } from '@watchify/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUsers } from '../api/get-admin-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { userName } from './user-name';

const controlClasses =
  'w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted focus:border-accent min-h-11';

/**
 * Chooses one user among thousands: a search box narrows the choices of a labelled select (the first page of
 * matches). The chosen user stays among the options while the search changes, so the choice never vanishes.
 */
export function UserPicker({
  label,
  searchLabel,
  value,
  onChange,
}: {
  label: string;
  searchLabel: string;
  value: AdminUser | null;
  onChange: (user: AdminUser | null) => void;
}) {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const selectId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const { data } = useAdminUsers(q, 1);
  const matches = data?.users ?? [];
  const options = value && !matches.some((user) => user.id === value.id) ? [value, ...matches] : matches;
  const describe = (user: AdminUser) => t('friendship.option', { name: userName(user, t), email: user.email });

  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-xl border border-border p-3">
      <label htmlFor={searchId} className="text-sm font-medium">
        {searchLabel}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('friendship.searchPlaceholder')}
        autoComplete="off"
        className={controlClasses}
      />
      <label htmlFor={selectId} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={selectId}
        value={value?.id ?? ''}
        onChange={(event) => onChange(options.find((user) => user.id === event.target.value) ?? null)}
        className={controlClasses}
      >
        <option value="">{t('friendship.choose')}</option>
        {options.map((user) => (
          <option key={user.id} value={user.id}>
            {describe(user)}
          </option>
        ))}
      </select>
    </div>
  );
}
