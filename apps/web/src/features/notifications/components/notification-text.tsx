import { type Notification, notificationText } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/avatar';

/** A notification's sentence in the reader's language (the contract words it, for the push too). */
export function useNotificationSentence() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'tr' ? 'tr' : 'en';
  return (notification: Notification) =>
    notificationText(
      notification.type,
      { actor: notification.actor?.displayName ?? null, subject: notification.subject },
      language,
    );
}

/**
 * One notification: who, what, when, and a mark while unread. Its sentence links to its place; `onOpen` runs when
 * it is followed (to mark it read).
 */
export function NotificationEntry({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const sentence = useNotificationSentence()(notification);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(notification.createdAt),
  );
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      {notification.actor ? (
        <UserAvatar person={notification.actor} className="size-9 shrink-0" />
      ) : (
        <span aria-hidden="true" className="size-9 shrink-0 rounded-full bg-surface-2" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link to={notification.link} onClick={onOpen} className={notification.read ? '' : 'font-semibold'}>
          {/* The space outside the hidden word: inside it, the accessible name would run the two words together. */}
          {!notification.read && (
            <>
              <span className="sr-only">{`${t('unread')}:`}</span>{' '}
            </>
          )}
          {sentence}
        </Link>
        <time dateTime={notification.createdAt} className="text-sm text-muted">
          {when}
        </time>
      </div>
      {!notification.read && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-accent" />}
    </div>
  );
}
