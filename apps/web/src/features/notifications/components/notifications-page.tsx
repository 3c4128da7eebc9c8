import { useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_TYPES,
  type NotificationDelivery,
  type NotificationSettings,
  type NotificationType,
} from '@watchify/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useNotificationList } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { notificationSettingsQueryKey } from '../api/keys';
import { updateNotificationSettings, useNotificationSettings } from '../api/notification-settings';
import { NotificationEntry, useNotificationSentence } from './notification-text';
import { useMarkRead } from './use-live-notifications';

/** One type's choice: in the app, also pushed, or off. */
function DeliveryChoice({
  type,
  value,
  onChange,
}: {
  type: NotificationType;
  value: NotificationDelivery;
  onChange: (delivery: NotificationDelivery) => void;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-2">
      <label htmlFor={id} className="font-medium">
        {t(`settings.types.${type}`)}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as NotificationDelivery)}
        className="min-h-11 rounded-lg border border-border bg-surface px-3 py-2 text-base focus:border-accent"
      >
        {NOTIFICATION_DELIVERIES.map((delivery) => (
          <option key={delivery} value={delivery}>
            {t(`settings.deliveries.${delivery}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How each type reaches the member; each change is saved at once. */
function NotificationSettingsForm({ pushSettings }: { pushSettings?: ReactNode }) {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const settings = useNotificationSettings();
  const change = async (type: NotificationType, delivery: NotificationDelivery) => {
    const before = settings.data;
    if (before) {
      // The choice shows at once; the stored answer (or the old choice, on failure) follows.
      queryClient.setQueryData<NotificationSettings>(notificationSettingsQueryKey, {
        settings: { ...before.settings, [type]: delivery },
      });
    }
    try {
      queryClient.setQueryData(
        notificationSettingsQueryKey,
        await updateNotificationSettings({ settings: { [type]: delivery } }),
      );
      toast.success(t('settings.saved'), { id: 'notification-settings' });
    } catch {
      if (before) queryClient.setQueryData(notificationSettingsQueryKey, before);
      toast.error(t('settings.failed'), { id: 'notification-settings' });
    }
  };
  return (
    <section
      aria-labelledby="notification-settings"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5"
    >
      <h2 id="notification-settings" className="text-xl font-bold">
        {t('settings.heading')}
      </h2>
      <p className="text-muted">{t('settings.intro')}</p>
      {settings.data ? (
        <div className="flex flex-col divide-y divide-border">
          {NOTIFICATION_TYPES.map((type) => (
            <DeliveryChoice
              key={type}
              type={type}
              value={settings.data.settings[type]}
              onChange={(delivery) => void change(type, delivery)}
            />
          ))}
        </div>
      ) : settings.isError ? (
        <p role="alert" className="text-danger">
          {t('error')}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-4" />
          {t('loading')}
        </p>
      )}
      {pushSettings}
    </section>
  );
}

/**
 * /notifications for a member: every notification, newest first, a page at a time, each marked read when followed
 * or with its own button; "Mark all as read"; and the settings (with the push opt-in `app/` places in `pushSettings`).
 */
export function NotificationsPage({ pushSettings }: { pushSettings?: ReactNode }) {
  const { t } = useTranslation('notifications');
  const list = useNotificationList();
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const { markOne, markAll } = useMarkRead();
  const sentence = useNotificationSentence();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = <LoadError message={t('error')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner className="size-5" />
        {t('loading')}
      </p>
    );
  } else if (notifications.length === 0) {
    body = <p className="rounded-xl border border-border bg-surface p-6 text-muted">{t('empty')}</p>;
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface px-4">
        {notifications.map((notification) => (
          <li key={notification.id} className="flex items-center gap-3 py-3">
            <NotificationEntry
              notification={notification}
              onOpen={() => (notification.read ? undefined : void markOne(notification.id))}
            />
            {!notification.read && (
              <button
                type="button"
                aria-label={t('markReadNamed', { text: sentence(notification) })}
                onClick={() => void markOne(notification.id)}
                className="min-h-10 shrink-0 rounded-lg px-3 text-sm font-semibold hover:bg-surface-2"
              >
                {t('markRead')}
              </button>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`${t('title')} · Watchify`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <FocusHeading level={1} className="text-3xl font-bold tracking-tight">
            {t('title')}
          </FocusHeading>
          <p className="text-muted">{t('intro')}</p>
        </div>
        {unread > 0 && (
          <Button variant="secondary" onClick={() => void markAll()}>
            {t('markAllRead')}
          </Button>
        )}
      </div>
      <div aria-busy={list.isFetching || undefined} className="flex flex-col gap-4">
        {body}
        {list.hasNextPage && (
          <Button
            variant="secondary"
            className="self-center"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        )}
      </div>
      <NotificationSettingsForm pushSettings={pushSettings} />
    </div>
  );
}
