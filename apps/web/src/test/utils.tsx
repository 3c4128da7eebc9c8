import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Me } from '@watchify/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { PlaysProvider } from '../features/plays/components/plays-provider';
import { WatchlistProvider } from '../features/watchlist/components/watchlist-provider';

/** A query client for one test: no retries, so failures show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

type Reply = { status: number; body?: unknown };
type Handler = (request: { url: URL; method: string; body: unknown }) => Reply | Promise<Reply>;

/**
 * Replaces fetch with a table of `METHOD /path` handlers (query strings are ignored in the key).
 * Unhandled requests fail the test loudly. Returns the mock, to inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request in test: ${key}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = typeof handler === 'function' ? await handler({ url, method, body }) : handler;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders routes in a memory router with the app's providers; returns the router to read its location. */
export function renderRoutes(routes: RouteObject[], initialPath: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}

/**
 * Renders one element at `path` (with a catch-all that shows where navigation went), inside the watchlist and
 * plays controls their features provide (as a visitor unless `signedIn`).
 */
export function renderPage(
  element: ReactNode,
  path = '/',
  queryClient = createTestQueryClient(),
  { signedIn = false }: { signedIn?: boolean } = {},
) {
  const pathname = path.split('?')[0] ?? path;
  return renderRoutes(
    [
      {
        path: pathname,
        element: (
          <WatchlistProvider signedIn={signedIn}>
            <PlaysProvider signedIn={signedIn}>{element}</PlaysProvider>
          </WatchlistProvider>
        ),
      },
      { path: '*', element: <p>Navigated away</p> },
    ],
    path,
    queryClient,
  );
}

/** A complete signed-in user as GET /api/me returns it. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    nickname: 'ada',
    country: 'Turkey',
    city: 'İzmir',
    gender: 'Woman',
    occupation: 'Engineer',
    birthDate: '1990-12-10',
    photoUrl: null,
    instagram: null,
    twitter: null,
    isAdmin: false,
    preferences: { genres: [28], favoriteMovies: [1], favoriteShows: [2], hasDisability: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
