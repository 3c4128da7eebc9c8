import type { ListSummary } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { ListCard } from './list-card';

/** A member's lists on their profile page: those the asker may read, the most recently changed first. */
export function ProfileLists({ lists }: { lists: ListSummary[] }) {
  const { t } = useTranslation('lists');
  if (lists.length === 0) return <p className="text-muted">{t('profile.empty')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {lists.map((list) => (
        <li key={list.id}>
          <ListCard list={list} showOwner={false} />
        </li>
      ))}
    </ul>
  );
}
