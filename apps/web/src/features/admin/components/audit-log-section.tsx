import { ADMIN_ACTIONS, type AdminAction, type AuditLogEntry, type UserSummary } from '@watchify/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/get-audit-log';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { AdminCard, AdminPagedList } from './admin-card';
import { userName } from './user-name';

const isKnownAction = (action: string): action is AdminAction => (ADMIN_ACTIONS as readonly string[]).includes(action);

/** An entry's details as raw `key: value` pairs (an action this screen does not know, or details it cannot read). */
function rawDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * What an entry did, in the admin's language: the counts of a maintenance pass, the two people of a test friendship
 * (by name; `people` comes with the page), or that marking a message changed nothing.
 */
function describeEntry(entry: AuditLogEntry, people: Record<string, UserSummary>, t: TFunction<'admin'>): string {
  const { details } = entry;
  switch (entry.action) {
    case 'users.maintenance':
      return `${t('maintenance.changed', { count: count(details.usersChanged) })} ${t('audit.details.maintenance', {
        profilesCreated: count(details.profilesCreated),
        displayNamesFilled: count(details.displayNamesFilled),
        lastSeenFilled: count(details.lastSeenFilled),
      })}`;
    case 'friendships.create': {
      const nameOf = (id: unknown) => {
        const person = typeof id === 'string' ? people[id] : undefined;
        return person ? userName(person, t) : t('audit.details.deletedUser');
      };
      const outcome = details.outcome === 'alreadyFriends' ? 'alreadyFriends' : 'created';
      return t(`friendship.${outcome}`, { a: nameOf(details.userA), b: nameOf(details.userB) });
    }
    case 'contact.markRead':
    case 'contact.markUnread':
      if (details.changed !== false) return '';
      return t(entry.action === 'contact.markRead' ? 'audit.details.alreadyRead' : 'audit.details.alreadyUnread');
    default:
      return rawDetails(details);
  }
}

/** The audit log: every admin action, who did it and when, newest first. */
export function AuditLogSection() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const formatDateTime = useFormatDateTime();

  return (
    <AdminCard heading={t('audit.heading')}>
      <AdminPagedList
        query={log}
        texts={{
          loading: t('audit.loading'),
          loadError: t('audit.loadError'),
          empty: t('audit.empty'),
          pagination: t('audit.pagination'),
        }}
        isEmpty={(data) => data.entries.length === 0}
        onPageChange={setPage}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="px-2 py-2">
                    {t('audit.columns.when')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('audit.columns.who')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('audit.columns.action')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('audit.columns.details')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id} className="border-t border-border align-top">
                    <td className="px-2 py-2 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                    <td className="px-2 py-2 break-all">{entry.actorEmail}</td>
                    <td className="px-2 py-2 font-medium">
                      {isKnownAction(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}
                    </td>
                    <td className="px-2 py-2 break-words text-muted">{describeEntry(entry, data.people, t)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminPagedList>
    </AdminCard>
  );
}
