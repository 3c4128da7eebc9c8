import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { HomePage } from '../features/home/components/home-page';
import { ComingSoonPage } from './routes/coming-soon-page';
import { ErrorPage } from './routes/error-page';
import { GuestOnly, RequireUser } from './routes/guards';
import { RegisterRoute } from './routes/register-route';
import { RootLayout } from './routes/root-layout';
import { WatchlistRoute } from './routes/watchlist-route';

/**
 * Route access follows the spec's "visitor browsing" reading: visitors may browse the catalogue pages,
 * everything personal needs a session, and unknown paths go home.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      // Open to everyone.
      { path: 'movies', element: <ComingSoonPage page="movies" /> },
      { path: 'shows', element: <ComingSoonPage page="shows" /> },
      { path: 'search', element: <ComingSoonPage page="search" /> },
      { path: 'title/:mediaType/:id', element: <ComingSoonPage page="title" /> },
      { path: 'help', element: <ComingSoonPage page="help" /> },
      { path: 'service', element: <ComingSoonPage page="service" /> },
      { path: 'contact', element: <ComingSoonPage page="contact" /> },
      { path: 'watchlist', element: <WatchlistRoute /> },
      // Only while signed out.
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterRoute /> },
        ],
      },
      // Only while signed in.
      {
        element: <RequireUser />,
        children: [
          { path: 'profile', element: <ComingSoonPage page="profile" /> },
          { path: 'account', element: <ComingSoonPage page="account" /> },
          { path: 'recommendations', element: <ComingSoonPage page="recommendations" /> },
          { path: 'friends', element: <ComingSoonPage page="friends" /> },
          { path: 'chat', element: <ComingSoonPage page="chat" /> },
          { path: 'admin', element: <ComingSoonPage page="admin" /> },
          { path: 'service/membership', element: <ComingSoonPage page="membership" /> },
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
