import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationsPage as PageOfNotifications,
} from '@watchify/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { NotificationBell } from './notification-bell';
import { NotificationsPage } from './notifications-page';

const fakeSocket = await vi.hoisted(async () => (await import('../../../test/fake-socket')).createFakeSocket());
vi.mock('../../../lib/realtime', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    // The app's hook, on the fake socket.
    useSocketEvent: (event: string, handler: (payload: unknown) => void) => {
      const current = useRef(handler);
      current.current = handler;
      useEffect(() => {
        const listener = (payload: unknown) => current.current(payload);
        fakeSocket.on(event, listener);
        return () => fakeSocket.off(event, listener);
      }, [event]);
    },
  };
});
beforeEach(() => fakeSocket.reset());

/** Every type delivered in the app (the settings' default). */
const everyTypeInApp = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, 'inApp']));

const ayse = { id: 'ayse', nickname: 'ayse', displayName: 'Ayşe Yılmaz', photoUrl: null };
const notification = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'friendRequestReceived',
  actor: ayse,
  subject: null,
  link: '/friends',
  read: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});
const page = (notifications: Notification[], nextCursor: string | null = null): PageOfNotifications => ({
  notifications,
  unreadCount: notifications.filter((n) => !n.read).length,
  nextCursor,
});

describe('the notification bell', () => {
  it('shows the unread count, opens the latest, follows a new one live and marks all read', async () => {
    let unread = 1;
    let list = [notification('n1')];
    const marked: string[] = [];
    mockApi({
      'GET /api/notifications/unread-count': () => ({ status: 200, body: { unreadCount: unread } }),
      'GET /api/notifications': () => ({ status: 200, body: page(list) }),
      'POST /api/notifications/read-all': () => {
        marked.push('all');
        unread = 0;
        list = list.map((n) => ({ ...n, read: true }));
        return { status: 200, body: { unreadCount: 0 } };
      },
    });
    renderPage(<NotificationBell />, '/', undefined, { signedIn: true });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    fireEvent.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      await within(panel).findByRole('link', { name: 'Unread: Ayşe Yılmaz sent you a friend request.' }),
    ).toBeTruthy();

    // A message arrives while the panel is open.
    list = [notification('n2', { type: 'chatMessage', link: '/chat?with=ayse' }), ...list];
    unread = 2;
    await waitFor(() => expect(fakeSocket.listenerCount(NOTIFICATION_EVENTS.created)).toBe(1));
    act(() => fakeSocket.emit(NOTIFICATION_EVENTS.created, { notification: list[0], unreadCount: 2 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(await within(panel).findByRole('link', { name: 'Unread: Ayşe Yılmaz sent you a message.' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(marked).toEqual(['all']);
    expect(within(panel).getByRole('link', { name: 'Ayşe Yılmaz sent you a message.' })).toBeTruthy();
  });

  it('clears the count when another tab reads', async () => {
    mockApi({ 'GET /api/notifications/unread-count': { status: 200, body: { unreadCount: 3 } } });
    renderPage(<NotificationBell />, '/', undefined, { signedIn: true });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await waitFor(() => expect(fakeSocket.listenerCount(NOTIFICATION_EVENTS.read)).toBe(1));
    act(() => fakeSocket.emit(NOTIFICATION_EVENTS.read, { ids: null, unreadCount: 0 }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});

describe('/notifications', () => {
  it('lists, marks one read, pages, and saves a setting', async () => {
    const sent: unknown[] = [];
    let firstRead = false;
    mockApi({
      'GET /api/notifications/unread-count': () => ({ status: 200, body: { unreadCount: firstRead ? 0 : 1 } }),
      'GET /api/notifications': ({ url }) =>
        url.searchParams.get('before') === 'n1'
          ? { status: 200, body: page([notification('n0', { type: 'friendRequestAccepted', read: true })]) }
          : { status: 200, body: page([notification('n1', { read: firstRead })], 'n1') },
      'POST /api/notifications/n1/read': () => {
        firstRead = true;
        return { status: 200, body: { unreadCount: 0 } };
      },
      'GET /api/notifications/settings': {
        status: 200,
        body: { settings: everyTypeInApp },
      },
      'PUT /api/notifications/settings': ({ body }) => {
        sent.push(body);
        return {
          status: 200,
          body: { settings: { ...everyTypeInApp, chatMessage: 'off' } },
        };
      },
    });
    renderPage(<NotificationsPage />, '/notifications', undefined, { signedIn: true });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark as read: Ayşe Yılmaz sent you a friend request.' }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mark as read/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Ayşe Yılmaz accepted your friend request.' })).toBeTruthy();

    const chat = await screen.findByRole('combobox', { name: 'Messages while you are away' });
    fireEvent.change(chat, { target: { value: 'off' } });
    await waitFor(() => expect(sent).toEqual([{ settings: { chatMessage: 'off' } }]));
    expect((chat as HTMLSelectElement).value).toBe('off');
  });

  it('speaks Turkish, the sentences too', async () => {
    await i18n.changeLanguage('tr');
    try {
      mockApi({
        'GET /api/notifications/unread-count': { status: 200, body: { unreadCount: 1 } },
        'GET /api/notifications': { status: 200, body: page([notification('n1')]) },
        'GET /api/notifications/settings': { status: 500, body: {} },
      });
      renderPage(<NotificationsPage />, '/notifications', undefined, { signedIn: true });
      expect(await screen.findByRole('heading', { level: 1, name: 'Bildirimler' })).toBeTruthy();
      expect(
        await screen.findByRole('link', { name: 'Okunmamış: Ayşe Yılmaz size arkadaşlık isteği gönderdi.' }),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
