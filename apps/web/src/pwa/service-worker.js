/*
 * Watchify's service worker (decision 038). The build (vite.config.ts, serviceWorker) writes it to /sw.js with
 * SHELL, the files of the app's first load, and VERSION, a hash of them.
 * - The app shell (scripts, styles, icons, the offline page) is cached when the worker installs, and every
 *   fingerprinted file under /assets/ once it has been fetched: they never change, so the cache answers first.
 * - A page is always asked of the network (it may carry the member's session); offline, the offline page answers.
 * - Nothing under /api/ or /socket.io/ is ever cached: those answers are personal.
 * - A push (decision 040) shows a notification; a click on it opens its page in a Watchify window.
 */
const VERSION = '__VERSION__';
const SHELL = __SHELL__;
const CACHE = `watchify-shell-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_PAGE, ...SHELL]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** A file that never changes under its name: Vite's fingerprinted output and the shell's icons. */
const isCacheable = (url) => url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname);

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (isCacheable(url)) event.respondWith(cacheFirst(request));
});

/** The icon of every notification: the app's own. */
const NOTIFICATION_ICON = '/icons/icon-192.png';

/** A path of this app, or the home page for anything else (a push never sends a person to another site). */
function appUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

/** The server's message ({title, body, url, tag}, already in the language this browser chose). */
function readPush(event) {
  try {
    const message = event.data ? event.data.json() : {};
    return message && typeof message === 'object' ? message : {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const message = readPush(event);
  const tag = typeof message.tag === 'string' && message.tag ? message.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(
      typeof message.title === 'string' && message.title ? message.title : 'Watchify',
      {
        body: typeof message.body === 'string' ? message.body : '',
        icon: NOTIFICATION_ICON,
        // A newer push with the same tag replaces the older one, and still alerts.
        ...(tag ? { tag, renotify: true } : {}),
        data: { url: appUrl(message.url) },
      },
    ),
  );
});

/** Focuses a Watchify window and shows `url` in it, else opens a new one there. */
async function openInWatchify(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const open =
    ours.find((client) => client.focused) ?? ours.find((client) => client.visibilityState === 'visible') ?? ours[0];
  if (open) {
    try {
      // Focus first: the click's permission to bring a window forward does not outlast a navigation.
      const focused = await open.focus();
      if (focused.url !== url) await focused.navigate(url);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: a new one shows the page.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openInWatchify(appUrl(event.notification.data?.url)));
});
