import type { ContactMessage } from '@watchify/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkContactMessage } from '../api/mark-contact-message';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { ActionStatus, AdminCard } from './admin-card';

/** Messages sent from the contact page, newest first; each can be marked read or unread again. */
export function ContactMessagesSection() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);
  const mark = useMarkContactMessage();

  return (
    <AdminCard
      heading={t('messages.heading')}
      aside={
        messages.data ? (
          <p className="text-sm text-muted">{t('messages.unreadCount', { count: messages.data.unreadCount })}</p>
        ) : null
      }
    >
      {mark.isError ? <ActionStatus tone="error">{t('messages.markFailed')}</ActionStatus> : null}
      {messages.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" />
          {t('messages.loading')}
        </p>
      ) : messages.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-danger">
            {t('messages.loadError')}
          </p>
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            {t('users.retry')}
          </Button>
        </div>
      ) : messages.data.messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{t('messages.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.data.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              busy={mark.isPending && mark.variables?.id === message.id}
              onToggle={() => mark.mutate({ id: message.id, read: message.readAt === null })}
            />
          ))}
        </ul>
      )}
      {messages.data ? (
        <Pagination
          page={messages.data.page}
          totalPages={messages.data.totalPages}
          onChange={setPage}
          namespace="admin"
          label={t('messages.pagination')}
        />
      ) : null}
    </AdminCard>
  );
}

function MessageItem({ message, busy, onToggle }: { message: ContactMessage; busy: boolean; onToggle: () => void }) {
  const { t } = useTranslation('admin');
  const formatDateTime = useFormatDateTime();
  const unread = message.readAt === null;
  const action = unread ? t('messages.markRead') : t('messages.markUnread');
  return (
    <li
      className={`flex flex-col gap-2 rounded-xl border p-4 ${unread ? 'border-accent/50 bg-surface-2' : 'border-border'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={`break-words ${unread ? 'font-bold' : 'font-semibold'}`}>
            {message.subject ?? t('messages.noSubject')}
          </p>
          <p className="text-sm break-all text-muted">
            {t('messages.from', { name: message.fullName, email: message.email })}
          </p>
          <p className="text-xs text-muted">{t('messages.sentAt', { date: formatDateTime(message.createdAt) })}</p>
        </div>
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${
            unread ? 'border-accent/60 text-accent-text' : 'border-border text-muted'
          }`}
        >
          {unread ? t('messages.unread') : t('messages.read')}
        </span>
      </div>
      <p className="text-sm whitespace-pre-wrap break-words">{message.message}</p>
      <Button
        variant="secondary"
        className="self-start"
        disabled={busy}
        aria-label={t('messages.markNamed', { action, name: message.fullName })}
        onClick={onToggle}
      >
        {action}
      </Button>
    </li>
  );
}
