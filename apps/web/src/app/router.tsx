import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from './routes/error-page';
import { GuestOnly, RequireAdmin, RequireUser } from './routes/guards';
import { HomeRoute } from './routes/home-route';
import { RootLayout, RouterLoading } from './routes/root-layout';

/**
 * Route access follows the spec's "visitor browsing" reading: visitors may browse the catalogue pages,
 * everything personal needs a session, and unknown paths go home.
 *
 * Home is in the first bundle; every other screen loads on demand (`lazy`), so the first page stays small.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    HydrateFallback: RouterLoading,
    children: [
      { index: true, element: <HomeRoute /> },
      // Open to everyone.
      {
        path: 'movies',
        lazy: async () => ({
          Component: (await import('../features/trending/components/trending-page')).TrendingMoviesPage,
        }),
      },
      {
        path: 'shows',
        lazy: async () => ({
          Component: (await import('../features/trending/components/trending-page')).TrendingShowsPage,
        }),
      },
      {
        path: 'search',
        lazy: async () => ({ Component: (await import('../features/search/components/search-page')).SearchPage }),
      },
      {
        path: 'title/:mediaType/:id',
        lazy: async () => ({ Component: (await import('./routes/title-route')).TitleRoute }),
      },
      {
        path: 'person/:id',
        lazy: async () => ({ Component: (await import('./routes/people-routes')).PersonRoute }),
      },
      {
        path: 'collection/:id',
        lazy: async () => ({ Component: (await import('./routes/people-routes')).CollectionRoute }),
      },
      {
        path: 'help',
        lazy: async () => ({ Component: (await import('../features/help/components/help-page')).HelpPage }),
      },
      {
        path: 'service',
        lazy: async () => ({ Component: (await import('./routes/service-route')).ServiceRoute }),
      },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('../features/contact/components/contact-page')).ContactPage }),
      },
      {
        path: 'watchlist',
        lazy: async () => ({ Component: (await import('./routes/watchlist-route')).WatchlistRoute }),
      },
      {
        path: 'diary',
        lazy: async () => ({ Component: (await import('./routes/diary-route')).DiaryRoute }),
      },
      {
        path: 'stats',
        lazy: async () => ({ Component: (await import('./routes/stats-route')).StatsRoute }),
      },
      {
        // A public list is readable by visitors; the page itself says "List not found." to whoever may not read it.
        path: 'lists/:listId',
        lazy: async () => ({ Component: (await import('./routes/lists-route')).ListRoute }),
      },
      {
        // A profile page is open to visitors; what it shows follows the member's privacy setting.
        path: 'u/:nickname',
        lazy: async () => ({ Component: (await import('./routes/member-route')).MemberRoute }),
      },
      {
        path: 'progress',
        lazy: async () => ({ Component: (await import('./routes/progress-route')).ProgressRoute }),
      },
      {
        path: 'calendar',
        lazy: async () => ({ Component: (await import('./routes/calendar-route')).CalendarRoute }),
      },
      // Only while signed out.
      {
        element: <GuestOnly />,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
          },
          {
            path: 'register',
            lazy: async () => ({ Component: (await import('./routes/register-route')).RegisterRoute }),
          },
          {
            // A first OpenID Connect sign-in's session counts as signed out until this registration is finished.
            path: 'register/oidc',
            lazy: async () => ({ Component: (await import('./routes/register-route')).OidcRegisterRoute }),
          },
        ],
      },
      // Only while signed in.
      {
        element: <RequireUser />,
        children: [
          {
            path: 'watchlist/shared/:listId',
            lazy: async () => ({
              Component: (await import('../features/shared-watchlists/components/shared-watchlist-page'))
                .SharedWatchlistPage,
            }),
          },
          {
            path: 'lists',
            lazy: async () => ({ Component: (await import('./routes/lists-route')).ListsRoute }),
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('./routes/profile-route')).ProfileRoutePage }),
          },
          {
            path: 'account',
            lazy: async () => ({ Component: (await import('./routes/profile-route')).AccountRoutePage }),
          },
          {
            path: 'settings/import',
            lazy: async () => ({
              Component: (await import('../features/imports/components/import-page')).ImportPage,
            }),
          },
          {
            path: 'settings/media-server',
            lazy: async () => ({
              Component: (await import('../features/media-servers/components/media-server-page')).MediaServerPage,
            }),
          },
          {
            path: 'settings/export',
            lazy: async () => ({
              Component: (await import('../features/imports/components/export-page')).ExportPage,
            }),
          },
          {
            path: 'settings/services',
            lazy: async () => ({
              Component: (await import('../features/watch-services/components/services-page')).ServicesPage,
            }),
          },
          {
            path: 'recommendations',
            lazy: async () => ({
              Component: (await import('../features/recommendations/components/recommendations-page'))
                .RecommendationsPage,
            }),
          },
          {
            path: 'friends',
            lazy: async () => ({ Component: (await import('./routes/friends-route')).FriendsRoute }),
          },
          {
            path: 'chat',
            lazy: async () => ({ Component: (await import('./routes/chat-route')).ChatRoute }),
          },
          {
            path: 'feed',
            lazy: async () => ({ Component: (await import('./routes/feed-route')).FeedRoute }),
          },
          {
            path: 'notifications',
            lazy: async () => ({ Component: (await import('./routes/notifications-route')).NotificationsRoute }),
          },
          {
            path: 'users/:userId/stats',
            lazy: async () => ({ Component: (await import('./routes/stats-route')).FriendStatsRoute }),
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: 'admin',
                lazy: async () => ({ Component: (await import('../features/admin/components/admin-page')).AdminPage }),
              },
            ],
          },
          {
            path: 'service/membership',
            lazy: async () => ({ Component: (await import('./routes/service-route')).MembershipRoute }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The app's router (browser history). Tests build a memory router from the same `routes`. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the routes that `location` matches, so the router's first render shows the page itself rather
 * than the loading screen: needed to take over a page the server rendered (main.tsx, decision 020).
 */
export async function loadMatchedRoutes(location: { pathname: string; search: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
