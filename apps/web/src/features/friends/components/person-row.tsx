import type { UserSummary } from '@watchify/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/avatar';
import { memberPath } from '../../../lib/member-links';

/** One person in a friends list: avatar, name, @nickname, an optional note, and the actions that apply. */
export function PersonRow({ person, note, children }: { person: UserSummary; note?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('friends');
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3">
      <UserAvatar person={person} className="size-12 text-lg" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <Link to={memberPath(person.nickname)} className="hover:underline">
            {person.displayName}
          </Link>
        </p>
        <p className="truncate text-sm text-muted">{t('person.nickname', { nickname: person.nickname })}</p>
        {note ? <p className="text-sm text-muted">{note}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </li>
  );
}

/** The accessible name of an action on a person: the visible word first (so voice control finds it), then who. */
export function useActionName() {
  const { t } = useTranslation('friends');
  return (action: string, person: UserSummary) => t('actions.named', { action, name: person.displayName });
}
