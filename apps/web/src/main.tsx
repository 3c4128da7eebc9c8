import './index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { prefetchFirstScreen } from './app/prefetch';
import { AppProviders } from './app/providers';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import type { ServerRenderedState } from './entry-server';
import { detectLanguage, i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { beginHydration } from './lib/server-markup';
import { registerServiceWorker } from './lib/service-worker';
import { applyTheme, readInitialTheme } from './lib/theme';

// Apply the theme before the first paint so a dark-theme visitor never sees a light flash.
applyTheme(readInitialTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/**
 * The state of a page the server rendered (decision 020), when it is this page in this browser's language. They can
 * differ when the language cookie did not reach the server (a choice saved before the cookie existed): the app then
 * renders the page itself.
 */
function serverRenderedState(): ServerRenderedState | null {
  const text = document.getElementById('watchify-ssr')?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as ServerRenderedState;
  const here = window.location.pathname + window.location.search;
  return state.path === here && state.language === detectLanguage() ? state : null;
}

/**
 * Lets the browser in (input, painting) before the next step. The start-up steps below each take 5–15 ms; run in one
 * go they were one of the first load's longest tasks, which Lighthouse counts four times over (decision 020).
 */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

const queryClient = createQueryClient();
const serverState = serverRenderedState();
if (serverState) hydrate(queryClient, serverState.queries);
else void prefetchFirstScreen(queryClient, window.location);
await yieldToBrowser();
// Taking over server HTML: the page's own code must be in before the first render (it is the page, not a loader).
if (serverState) {
  await loadMatchedRoutes(window.location);
  await yieldToBrowser();
}
const router = createAppRouter();
await yieldToBrowser();
// The active language's texts arrive alongside the session request (both started above); render once they are in.
await i18nReady;

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// A transition: React renders (or takes over) the first screen in slices and lets the browser in between.
if (serverState) {
  beginHydration(serverState.theme);
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}
registerServiceWorker();
