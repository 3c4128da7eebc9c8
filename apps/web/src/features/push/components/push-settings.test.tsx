import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { base64UrlToBytes } from '../browser-push';
import { PushSettings } from './push-settings';

// The server's VAPID public key (an uncompressed P-256 point, base64url) and another one, as after a key change.
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const OLD_KEY = 'BOLDdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const KEYS = {
  p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** A browser's PushSubscription, made with `key`. */
function fakeSubscription(endpoint: string, key: string) {
  return {
    endpoint,
    options: { applicationServerKey: base64UrlToBytes(key).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
}
type FakeSubscription = ReturnType<typeof fakeSubscription>;

/** The browser's push machinery: a service worker registration whose push manager hands out subscriptions. */
function fakeBrowser({
  permission = 'default',
  answer = 'granted',
  existing = null,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  existing?: FakeSubscription | null;
} = {}) {
  let current = existing;
  let made = 0;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      made += 1;
      current = fakeSubscription(`https://push.example.com/send/${made}`, btoaUrl(options.applicationServerKey));
      return current;
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  return { pushManager, requestPermission, current: () => current };
}

const btoaUrl = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The push API of the server, recording what it was sent. */
function pushApi({ refuse }: { refuse?: { code: string; message: string } } = {}) {
  const posted: unknown[] = [];
  const deleted: unknown[] = [];
  const api = mockApi({
    'GET /api/push/public-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
    'POST /api/push/subscriptions': ({ body }) => {
      posted.push(body);
      if (refuse) return { status: 400, body: { error: refuse } };
      const { endpoint, language } = body as { endpoint: string; language: string };
      return { status: 201, body: { endpoint, language } };
    },
    'DELETE /api/push/subscriptions': ({ body }) => {
      deleted.push(body);
      return { status: 204 };
    },
  });
  return { api, posted, deleted };
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'PushManager');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push settings', () => {
  it('explains push and turns it on: permission, a subscription with the server’s key, stored in the app’s language', async () => {
    const browser = fakeBrowser();
    const server = pushApi();
    renderPage(<PushSettings />);
    expect(await screen.findByText('Push notifications are off for this browser.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Push notifications' })).toBeTruthy();
    expect(screen.getByText(/when something happens while Watchify is closed/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on push notifications' }));
    expect(await screen.findByText('Push notifications are on for this browser.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect([...(options?.applicationServerKey ?? [])]).toEqual([...base64UrlToBytes(PUBLIC_KEY)]);
    expect(server.posted).toEqual([{ endpoint: 'https://push.example.com/send/1', keys: KEYS, language: 'en' }]);
    expect(screen.getByRole('button', { name: 'Turn off push notifications' })).toBeTruthy();
  });

  it('speaks Turkish, and stores the subscription in Turkish', async () => {
    await i18n.changeLanguage('tr');
    fakeBrowser();
    const server = pushApi();
    renderPage(<PushSettings />);
    expect(await screen.findByText('Bu tarayıcıda anlık bildirimler kapalı.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Anlık bildirimleri aç' }));
    expect(await screen.findByText('Bu tarayıcıda anlık bildirimler açık.')).toBeTruthy();
    expect(server.posted).toEqual([expect.objectContaining({ language: 'tr' })]);
    expect(screen.getByRole('button', { name: 'Anlık bildirimleri kapat' })).toBeTruthy();
  });

  it('stores the subscription again when the app’s language changes', async () => {
    fakeBrowser({ permission: 'granted', existing: fakeSubscription('https://push.example.com/send/9', PUBLIC_KEY) });
    const server = pushApi();
    renderPage(<PushSettings />);
    expect(await screen.findByText('Push notifications are on for this browser.')).toBeTruthy();
    expect(server.posted).toEqual([]);

    await act(() => i18n.changeLanguage('tr'));
    await waitFor(() =>
      expect(server.posted).toEqual([{ endpoint: 'https://push.example.com/send/9', keys: KEYS, language: 'tr' }]),
    );
    expect(screen.getByText('Bu tarayıcıda anlık bildirimler açık.')).toBeTruthy();
  });

  it('turns push off: the server forgets the subscription and the browser drops it', async () => {
    const existing = fakeSubscription('https://push.example.com/send/9', PUBLIC_KEY);
    fakeBrowser({ permission: 'granted', existing });
    const server = pushApi();
    renderPage(<PushSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off push notifications' }));
    expect(await screen.findByText('Push notifications are off for this browser.')).toBeTruthy();
    expect(server.deleted).toEqual([{ endpoint: 'https://push.example.com/send/9' }]);
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
  });

  it('renews a subscription made with a key the server no longer has', async () => {
    const stale = fakeSubscription('https://push.example.com/send/old', OLD_KEY);
    const browser = fakeBrowser({ permission: 'granted', existing: stale });
    const server = pushApi();
    renderPage(<PushSettings />);
    expect(await screen.findByText('Push notifications are on for this browser.')).toBeTruthy();
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.current()?.endpoint).toBe('https://push.example.com/send/1');
    expect(server.posted).toEqual([{ endpoint: 'https://push.example.com/send/1', keys: KEYS, language: 'en' }]);
  });

  it('says so when the browser cannot receive pushes, with no button that would do nothing', async () => {
    mockApi({});
    renderPage(<PushSettings />);
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when notifications are blocked, before or after asking', async () => {
    fakeBrowser({ permission: 'denied' });
    pushApi();
    const first = renderPage(<PushSettings />);
    expect(await screen.findByText(/Notifications from Watchify are blocked in this browser/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();

    const browser = fakeBrowser({ answer: 'denied' });
    const server = pushApi();
    renderPage(<PushSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect(await screen.findByText(/Notifications from Watchify are blocked in this browser/)).toBeTruthy();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.posted).toEqual([]);
  });

  it('stays off when the permission prompt is closed without an answer', async () => {
    fakeBrowser({ answer: 'default' });
    const server = pushApi();
    renderPage(<PushSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/did not get your permission/);
    expect(screen.getByText('Push notifications are off for this browser.')).toBeTruthy();
    expect(server.posted).toEqual([]);
  });

  it('shows the server’s refusal in the app’s language', async () => {
    await i18n.changeLanguage('tr');
    fakeBrowser();
    pushApi({ refuse: { code: 'endpointInvalid', message: 'The push subscription must have the https:// address…' } });
    renderPage(<PushSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Anlık bildirimleri aç' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Anlık bildirim aboneliğinin bir anlık bildirim servisinin https:// adresi olması gerekir.',
    );
    expect(screen.getByText('Bu tarayıcıda anlık bildirimler kapalı.')).toBeTruthy();
  });
});
