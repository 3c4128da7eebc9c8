import { ADMIN_ACTIONS, type AdminAction } from '@watchify/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useAuditLog } from '../api/get-audit-log';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { AdminCard } from './admin-card';

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
      {log.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" />
          {t('audit.loading')}
        </p>
      ) : log.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-danger">
            {t('audit.loadError')}
          </p>
          <Button variant="secondary" onClick={() => void log.refetch()}>
            {t('users.retry')}
          </Button>
        </div>
      ) : log.data.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{t('audit.empty')}</p>
      ) : (
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
              {log.data.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border align-top">
                  <td className="px-2 py-2 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                  <td className="px-2 py-2 break-all">{entry.actorEmail}</td>
                  <td className="px-2 py-2 font-medium">
                    {isKnownAction(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}
                  </td>
                  <td className="px-2 py-2 font-mono text-xs break-all text-muted">{describeDetails(entry.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.data ? (
        <Pagination
          page={log.data.page}
          totalPages={log.data.totalPages}
          onChange={setPage}
          namespace="admin"
          label={t('audit.pagination')}
        />
      ) : null}
    </AdminCard>
  );
}
