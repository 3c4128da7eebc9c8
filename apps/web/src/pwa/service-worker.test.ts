import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * The worker's push handlers, run on the worker's own source (as the build writes it to /sw.js) in a stand-in for the
 * service worker's global scope.
 */

const ORIGIN = 'https://watchify.example';
const source = fs
  .readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8')
  .replace("'__VERSION__'", '"test"')
  .replace('__SHELL__', '[]');

interface FakeWindow {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function startWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => {});
  const openWindow = vi.fn(async () => null);
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow, claim: vi.fn() },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
  };
  new Function('self', 'caches', 'fetch', source)(scope, {}, vi.fn());

  /** Dispatches an event and waits for what it asked the worker to wait for. */
  async function dispatch(type: string, event: object) {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  }
  const push = (data: unknown) =>
    dispatch('push', {
      data:
        data === undefined
          ? null
          : {
              json: () => {
                if (typeof data === 'string') return JSON.parse(data);
                return data;
              },
            },
    });
  const click = (data: unknown) => {
    const close = vi.fn();
    return dispatch('notificationclick', { notification: { data, close } }).then(() => close);
  };
  return { push, click, showNotification, openWindow };
}

function window(url: string, state: Partial<FakeWindow> = {}): FakeWindow {
  const client: FakeWindow = {
    url,
    focused: false,
    visibilityState: 'hidden',
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (to: string) => ({ ...client, url: to })),
    ...state,
  };
  return client;
}

describe('a push', () => {
  it('shows the message as a notification with the app’s icon, its tag and the page to open', async () => {
    const worker = startWorker();
    await worker.push({
      title: 'Ayşe',
      body: 'Ayşe size bir mesaj gönderdi.',
      url: '/chat?with=ayse',
      tag: 'chat:ayse',
    });
    expect(worker.showNotification).toHaveBeenCalledWith('Ayşe', {
      body: 'Ayşe size bir mesaj gönderdi.',
      icon: '/icons/icon-192.png',
      tag: 'chat:ayse',
      renotify: true,
      data: { url: `${ORIGIN}/chat?with=ayse` },
    });
  });

  it('never leads to another site, and still shows something for a push without a readable message', async () => {
    const worker = startWorker();
    await worker.push({ title: 'Hi', body: 'Look', url: 'https://evil.example.com/steal' });
    expect(worker.showNotification).toHaveBeenLastCalledWith('Hi', {
      body: 'Look',
      icon: '/icons/icon-192.png',
      data: { url: `${ORIGIN}/` },
    });
    await worker.push('{not json');
    expect(worker.showNotification).toHaveBeenLastCalledWith('Watchify', expect.objectContaining({ body: '' }));
    await worker.push(undefined);
    expect(worker.showNotification).toHaveBeenCalledTimes(3);
  });
});

describe('a click on a notification', () => {
  it('focuses an open Watchify window and shows the page there', async () => {
    const other = window('https://elsewhere.example/');
    const hidden = window(`${ORIGIN}/diary`);
    const visible = window(`${ORIGIN}/`, { visibilityState: 'visible' });
    const worker = startWorker([other, hidden, visible]);
    const close = await worker.click({ url: `${ORIGIN}/notifications` });
    expect(close).toHaveBeenCalled();
    expect(visible.focus).toHaveBeenCalled();
    expect(visible.navigate).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
    expect(hidden.focus).not.toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open, or when the open one cannot be navigated', async () => {
    const worker = startWorker([]);
    await worker.click({ url: `${ORIGIN}/friends` });
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/friends`);

    const uncontrolled = window(`${ORIGIN}/`, { navigate: vi.fn(async () => Promise.reject(new TypeError('no'))) });
    const second = startWorker([uncontrolled]);
    await second.click({ url: `${ORIGIN}/friends` });
    expect(second.openWindow).toHaveBeenCalledWith(`${ORIGIN}/friends`);
  });
});
