/*
 * Watchify's service worker (decision 038). The build (vite.config.ts, serviceWorker) writes it to /sw.js with
 * SHELL, the files of the app's first load, and VERSION, a hash of them.
 * - The app shell (scripts, styles, icons, the offline page) is cached when the worker installs, and every
 *   fingerprinted file under /assets/ once it has been fetched: they never change, so the cache answers first.
 * - A page is always asked of the network (it may carry the member's session); offline, the offline page answers.
 * - Nothing under /api/ or /socket.io/ is ever cached: those answers are personal.
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
