import type { ContactMessage } from '@watchify/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkContactMessage } from '../api/mark-contact-message';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { ActionStatus, AdminCard, AdminPagedList } from './admin-card';

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
      <AdminPagedList
        query={messages}
        texts={{
          loading: t('messages.loading'),
          loadError: t('messages.loadError'),
          empty: t('messages.empty'),
          pagination: t('messages.pagination'),
        }}
        isEmpty={(data) => data.messages.length === 0}
        onPageChange={setPage}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                busy={mark.isPending && mark.variables?.id === message.id}
                onToggle={() => mark.mutate({ id: message.id, read: message.readAt === null })}
              />
            ))}
          </ul>
        )}
      </AdminPagedList>
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
