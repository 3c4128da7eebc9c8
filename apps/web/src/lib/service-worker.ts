/**
 * Installs the service worker that makes Watchify an installable app with an offline page (decision 038), once the
 * page has loaded so it never competes with the first screen. Only the production build has one (/sw.js).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a worker the app works as before: not installable, no offline page.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
