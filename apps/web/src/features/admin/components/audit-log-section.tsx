import { ADMIN_ACTIONS, type AdminAction } from '@watchify/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/get-audit-log';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { AdminCard, AdminPagedList } from './admin-card';

const isKnownAction = (action: string): action is AdminAction => (ADMIN_ACTIONS as readonly string[]).includes(action);

/** What an entry touched, compactly: `key: value` pairs (lists and objects as JSON). */
function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
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
                    <td className="px-2 py-2 font-mono text-xs break-all text-muted">
                      {describeDetails(entry.details)}
                    </td>
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
