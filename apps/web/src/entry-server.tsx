/**
 * Server rendering (decision 020). The API imports this module's build (`vite build --ssr`, into `<web dist>-ssr/`)
 * and, for a visitor opening one of the discovery pages, sends the page as HTML with the data it shows; main.tsx
 * then takes that HTML over (hydration) instead of building the page again. The first screen paints as soon as the
 * HTML and the stylesheet are in, without waiting for the scripts, and the browser does not lay the page out twice.
 */
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import type { Theme } from '@watchify/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { prefetchFirstScreen } from './app/prefetch';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { setApiFetch } from './lib/api-client';
import { i18n, initServerI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { renderMarkupWith } from './lib/server-markup';
import { themeClassName } from './lib/theme';
import type { Language } from './locales/languages';

/**
 * The pages a visitor most often opens first, whose data the first screen prefetches anyway (app/prefetch.ts).
 * Personal pages are never rendered on the server: they depend on the session and the browser's own state.
 */
const SERVER_RENDERED_PATHS = new Set(['/', '/movies', '/shows', '/search']);
/** Person and collection pages are shared as links, and the same for every visitor (issue 26 §4). */
const SERVER_RENDERED_PATTERN = /^\/(?:person|collection)\/\d{1,10}$/;

export function rendersOnServer(pathname: string): boolean {
  return SERVER_RENDERED_PATHS.has(pathname) || SERVER_RENDERED_PATTERN.test(pathname);
}

/** What main.tsx needs to take the HTML over: the page, language and theme it was made for, and its data. */
export interface ServerRenderedState {
  path: string;
  language: Language;
  theme: Theme | null;
  queries: DehydratedState;
}

export interface ServerRenderRequest {
  /** Path and query string of the page. */
  url: string;
  language: Language;
  /** The visitor's chosen theme, from its cookie; null when they have not chosen one (the system's applies). */
  theme: Theme | null;
  /** Answers the app's API requests (a visitor's: no cookies) from the API in-process. */
  fetch: typeof fetch;
}

const i18nReady = initServerI18n();
const handler = createStaticHandler(routes);

/**
 * The page's HTML (what goes inside #root), its state, and the class <body> needs for the theme (null: none, the
 * system's colours apply); null when the route answers with a redirect.
 */
export async function renderPage({
  url,
  language,
  theme,
  fetch,
}: ServerRenderRequest): Promise<{ html: string; state: ServerRenderedState; bodyClass: string | null } | null> {
  await i18nReady;
  setApiFetch(fetch);
  const location = new URL(url, 'http://watchify.local');
  const queryClient = createQueryClient();
  // A failed request is left to the browser, which asks again; the server does not wait for retries.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const [context] = await Promise.all([
    handler.query(new Request(location)),
    prefetchFirstScreen(queryClient, location),
  ]);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Both languages' texts are loaded, so the switch is immediate, and the render below is synchronous: no other
  // page's render can change the language or the theme in between.
  void i18n.changeLanguage(language);
  renderMarkupWith(theme);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return {
    html,
    state: { path: location.pathname + location.search, language, theme, queries: dehydrate(queryClient) },
    bodyClass: theme ? themeClassName(theme) : null,
  };
}
