import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BellIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useNotificationList } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { NotificationEntry } from './notification-text';
import { useLiveNotifications, useMarkRead } from './use-live-notifications';

/** Notifications the bell's panel shows; the rest are on /notifications. */
const PANEL_SIZE = 6;

/**
 * The header's bell for a member: the unread count on it, and a panel of the latest notifications with "Mark all as
 * read" and a link to /notifications. Live while the app is open.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.pathname);
  const panelId = useId();
  const headingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useLiveNotifications();
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const list = useNotificationList({ enabled: open });
  const { markOne, markAll } = useMarkRead();

  // Following a notification (or any link) closes the panel.
  if (openedAt !== location.pathname) {
    setOpenedAt(location.pathname);
    setOpen(false);
  }

  // Escape or a click elsewhere closes it; Escape puts the focus back on the bell.
  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const latest = (list.data?.pages[0]?.notifications ?? []).slice(0, PANEL_SIZE);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="relative inline-grid size-10 place-items-center rounded-full text-xl text-fg transition-colors hover:bg-surface-2 sm:size-11"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section
          ref={panelRef}
          id={panelId}
          aria-labelledby={headingId}
          tabIndex={-1}
          className="absolute right-0 z-50 mt-2 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-xl outline-none"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 id={headingId} className="text-lg font-bold">
              {t('title')}
            </h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => void markAll()}
                className="min-h-10 rounded-lg px-2 text-sm font-semibold text-accent-text hover:bg-surface-2"
              >
                {t('markAllRead')}
              </button>
            )}
          </div>
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 text-muted">
              <Spinner className="size-4" />
              {t('loading')}
            </p>
          ) : list.isError ? (
            <p role="alert" className="text-danger">
              {t('error')}
            </p>
          ) : latest.length === 0 ? (
            <p className="text-muted">{t('panelEmpty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {latest.map((notification) => (
                <li key={notification.id} className="flex py-2">
                  <NotificationEntry
                    notification={notification}
                    onOpen={() => (notification.read ? undefined : void markOne(notification.id))}
                  />
                </li>
              ))}
            </ul>
          )}
          <Link to="/notifications" className="self-start text-sm font-semibold text-accent-text hover:underline">
            {t('seeAll')}
          </Link>
        </section>
      )}
    </div>
  );
}
