import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@watchify/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildDetail } from '../test/fixtures';
import { buildMe, createTestQueryClient, mockApi, renderRoutes } from '../test/utils';
import { AppProviders } from './providers';
import { routes } from './router';
import { ErrorPage } from './routes/error-page';

const signedOut = { status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in first' } } };
const emptyTop = { status: 200, body: { movies: [], shows: [] } };
const noTrending = { status: 200, body: { results: [] } };
/** What home asks for: the top rows and the hero's trending titles. */
const homeApi = { 'GET /api/catalog/top': emptyTop, 'GET /api/catalog/hero': noTrending };

function session(initial: Me | null) {
  let me = initial;
  return {
    signIn: (user: Me) => {
      me = user;
    },
    signOut: () => {
      me = null;
    },
    handler: () => (me ? { status: 200, body: me } : signedOut),
  };
}

const locationOf = (router: ReturnType<typeof renderRoutes>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route access', () => {
  it('shows the loading view while the session is unknown', async () => {
    mockApi({ 'GET /api/me': () => new Promise(() => {}) });
    renderRoutes(routes, '/');
    expect((await screen.findByRole('status')).textContent).toContain('Loading Watchify...');
  });

  it('sends a visitor from /profile to /login, keeping the way back, and returns there after sign-in', async () => {
    const auth = session(null);
    mockApi({
      'GET /api/me': auth.handler,
      'POST /api/auth/sign-in/email': () => {
        auth.signIn(buildMe());
        return { status: 200, body: {} };
      },
    });
    const { router } = renderRoutes(routes, '/profile?tab=photo');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(locationOf(router)).toBe('/login?next=%2Fprofile%3Ftab%3Dphoto');

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(locationOf(router)).toBe('/profile?tab=photo');
  });

  it.each([
    '/account',
    '/recommendations',
    '/friends',
    '/chat',
    '/admin',
    '/service/membership',
    '/settings/import',
    '/settings/export',
    '/settings/media-server',
  ])('keeps visitors out of %s', async (path) => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = renderRoutes(routes, path);
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(locationOf(router)).toBe(`/login?next=${encodeURIComponent(path)}`);
  });

  it.each([
    ['/movies', 'Trending Movies'],
    ['/shows', 'Trending TV Shows'],
    ['/search?q=dune', 'Search'],
    ['/title/movie/42', 'The Godfather'],
    ['/help', 'Help Center'],
    ['/service', 'Services'],
    ['/contact', 'Contact'],
  ])('lets visitors browse %s', async (path, heading) => {
    mockApi({
      'GET /api/me': signedOut,
      'GET /api/catalog/hero': noTrending,
      'GET /api/catalog/trending': noTrending,
      'GET /api/search': { status: 200, body: { results: [], page: 1, totalPages: 0, totalResults: 0 } },
      'GET /api/titles/movie/42': { status: 200, body: buildDetail({ id: 42 }) },
    });
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('asks visitors to sign in to see the watchlist', async () => {
    mockApi({ 'GET /api/me': signedOut });
    renderRoutes(routes, '/watchlist');
    expect(await screen.findByText('Please login to view your watchlist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' }).getAttribute('href')).toBe(
      '/login?next=%2Fwatchlist',
    );
  });

  it('sends a signed-in user away from /login and /register', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: buildMe() }, ...homeApi });
    const { router } = renderRoutes(routes, '/register');
    await screen.findByRole('heading', { level: 1, name: 'Discover your next favourite story' });
    expect(locationOf(router)).toBe('/');
  });

  it('sends unknown paths home', async () => {
    mockApi({ 'GET /api/me': signedOut, ...homeApi });
    const { router } = renderRoutes(routes, '/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Discover your next favourite story' });
    expect(locationOf(router)).toBe('/');
  });

  it('lets a signed-in user reach member pages', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: buildMe({ email: 'ada@example.com' }) } });
    renderRoutes(routes, '/service/membership');
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership' })).toBeTruthy();
    expect(screen.getByText('Signed in as ada@example.com')).toBeTruthy();
  });

  it.each([
    [null, 'Get started free', '/register'],
    [buildMe(), 'See your membership', '/service/membership'],
  ])('offers the free plan on /service to the session it has (%#)', async (me, linkName, href) => {
    mockApi({ 'GET /api/me': me ? { status: 200, body: me } : signedOut });
    renderRoutes(routes, '/service?tab=membership');
    const panel = await screen.findByRole('tabpanel', { name: 'Membership' });
    expect(within(panel).getByRole('link', { name: linkName }).getAttribute('href')).toBe(href);
  });

  it('shows a member without the admin role a 403 page at /admin, without loading the admin tools', async () => {
    const fetchMock = mockApi({ 'GET /api/me': { status: 200, body: buildMe({ isAdmin: false }) } });
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: '403 — Admins only' })).toBeTruthy();
    expect(
      screen.getByText('This page is for Watchify administrators. Your account does not have the admin role.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Tools' })).toBeNull();
    expect(locationOf(router)).toBe('/admin');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/'))).toBe(false);
  });

  it('opens the admin tools for an admin', async () => {
    const empty = { page: 1, pageSize: 20, totalItems: 0, totalPages: 1 };
    mockApi({
      'GET /api/me': { status: 200, body: buildMe({ isAdmin: true }) },
      'GET /api/admin/users': { status: 200, body: { users: [], q: '', ...empty } },
      'GET /api/admin/contact-messages': { status: 200, body: { messages: [], unreadCount: 0, ...empty } },
      'GET /api/admin/audit-log': { status: 200, body: { entries: [], ...empty } },
    });
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Tools' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'User Schema Update' })).toBeTruthy();
  });
});

describe('app shell', () => {
  it('shows visitors Home, Services and Sign In', async () => {
    mockApi({ 'GET /api/me': signedOut, 'GET /api/catalog/trending': noTrending });
    renderRoutes(routes, '/movies');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Services', 'Sign In']);
    expect(within(nav).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login?next=%2Fmovies');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('shows members the full navigation and signs them out', async () => {
    const auth = session(buildMe());
    mockApi({
      'GET /api/me': auth.handler,
      ...homeApi,
      'POST /api/auth/sign-out': () => {
        auth.signOut();
        return { status: 200, body: { success: true } };
      },
    });
    const { router } = renderRoutes(routes, '/friends');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Services', 'My watchlist', 'Lists', 'Diary', 'Stats', 'Recommendations', 'Friends', 'Chat']);
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows admins the admin tools link too', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: buildMe({ isAdmin: true }) }, ...homeApi });
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('opens and closes the mobile menu, closing it on navigation', async () => {
    mockApi({ 'GET /api/me': signedOut, ...homeApi });
    renderRoutes(routes, '/movies');
    const user = userEvent.setup({ delay: null });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('takes keyboard focus into the opened menu, and back to its button on Escape', async () => {
    mockApi({ 'GET /api/me': signedOut, ...homeApi });
    renderRoutes(routes, '/movies');
    const user = userEvent.setup({ delay: null });
    (await screen.findByRole('button', { name: 'Open menu' })).focus();
    await user.keyboard('{Enter}');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'Home' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('switches the theme from the header', async () => {
    mockApi({ 'GET /api/me': signedOut });
    renderRoutes(routes, '/help');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.body.className).toBe('dark-theme');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });

  it('switches the language from the footer and remembers it', async () => {
    mockApi({ 'GET /api/me': signedOut });
    renderRoutes(routes, '/help');
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'tr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yardım Merkezi' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('tr');
    expect(window.localStorage.getItem('lang')).toBe('tr');
    expect(
      screen.getByText(
        'Bu ürün TMDB API’sini kullanır ancak TMDB tarafından onaylanmış veya sertifikalandırılmış değildir.',
        { exact: false },
      ),
    ).toBeTruthy();
  });

  it('turns on the accessibility mode for members who asked for it', async () => {
    const me = buildMe({ preferences: { genres: [28], favoriteMovies: [1], favoriteShows: [2], hasDisability: true } });
    mockApi({ 'GET /api/me': { status: 200, body: me } });
    renderRoutes(routes, '/chat');
    await screen.findByRole('heading', { level: 1, name: 'Chat' });
    expect(document.documentElement.classList.contains('a11y')).toBe(true);
  });

  it('shows the TMDB attribution', async () => {
    mockApi({ 'GET /api/me': signedOut });
    renderRoutes(routes, '/help');
    expect(
      await screen.findByText('This product uses the TMDB API but is not endorsed or certified by TMDB.', {
        exact: false,
      }),
    ).toBeTruthy();
  });
});

function Boom(): never {
  throw new Error('Kaboom');
}

describe('error page', () => {
  it('is headed "Unexpected Application Error!" and shows the message', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <ErrorPage /> }]);
    const original = console.error;
    console.error = () => {};
    try {
      render(
        <AppProviders queryClient={createTestQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
      expect(screen.getByText('Kaboom')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    } finally {
      console.error = original;
    }
  });
});
