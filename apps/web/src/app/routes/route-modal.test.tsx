import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildDetail, buildSummaries } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/utils';
import { routes } from '../router';
import { parseTitleRef } from './title-route';

const signedOut = { status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in first' } } };
const godfather = buildDetail({ id: 1, title: 'The Godfather' });
const top = {
  status: 200,
  body: {
    movies: [
      {
        id: 1,
        mediaType: 'movie',
        title: 'The Godfather',
        year: 1972,
        posterPath: null,
        voteAverage: 8.7,
        genreIds: [18],
      },
    ],
    shows: [],
  },
};

function api(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/me': signedOut,
    'GET /api/catalog/top': top,
    'GET /api/catalog/hero': { status: 200, body: { results: [] } },
    'GET /api/catalog/trending': { status: 200, body: { results: [] } },
    'GET /api/titles/movie/1': { status: 200, body: godfather },
    ...(extra as Record<string, { status: number; body?: unknown }>),
  });
}

const locationOf = (router: ReturnType<typeof renderRoutes>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('title detail as a route-driven modal', () => {
  it('opens over home at /title/movie/1, keeps home as it was, and closes back to it with focus on the card', async () => {
    api();
    const { router } = renderRoutes(routes, '/');
    const user = userEvent.setup({ delay: null });
    const movies = await screen.findByRole('region', { name: 'Top Movies' });
    await user.type(screen.getByLabelText('Year from'), '1970');
    const moreInfo = await within(movies).findByRole('button', { name: 'More info' });
    await user.click(moreInfo);

    const dialog = await screen.findByRole('dialog', { name: 'The Godfather' });
    expect(locationOf(router)).toBe('/title/movie/1');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'The Godfather' })).toBeTruthy();
    // Home is still there underneath (inert while the dialog is open), with what was typed.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover your next favourite story', hidden: true }),
    ).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Year from') as HTMLInputElement).value).toBe('1970');
    await waitFor(() => expect(document.activeElement).toBe(moreInfo));
  });

  it('opens from a click on the card itself and closes with the Close button and the overlay', async () => {
    api();
    const { router } = renderRoutes(routes, '/');
    const user = userEvent.setup({ delay: null });
    const movies = await screen.findByRole('region', { name: 'Top Movies' });
    await user.click(await within(movies).findByTestId('title-card-link'));
    let dialog = await screen.findByRole('dialog', { name: 'The Godfather' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    await waitFor(() => expect(document.activeElement).toBe(within(movies).getByRole('button', { name: 'More info' })));

    await user.click(within(movies).getByRole('button', { name: 'More info' }));
    dialog = await screen.findByRole('dialog', { name: 'The Godfather' });
    await user.click(screen.getByTestId('dialog-overlay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the search page and its results under the modal', async () => {
    api({
      'GET /api/search': {
        status: 200,
        body: { results: buildSummaries(1, 'Godfather'), page: 1, totalPages: 1, totalResults: 1 },
      },
    });
    const { router } = renderRoutes(routes, '/search?q=godfather');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'More info about Godfather 1' }));
    await screen.findByRole('dialog', { name: 'The Godfather' });
    expect(screen.getByRole('heading', { name: 'Godfather 1', hidden: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(locationOf(router)).toBe('/search?q=godfather'));
    expect(screen.getByRole('heading', { name: 'Godfather 1' })).toBeTruthy();
  });

  it('shows the same detail as a page when /title/movie/1 is opened directly', async () => {
    api();
    renderRoutes(routes, '/title/movie/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Godfather' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByTitle('Trailer: The Godfather')).toBeTruthy();
  });

  it('shows a page after a reload, even though the history entry still says "modal"', async () => {
    api();
    const background = { pathname: '/', search: '', hash: '', state: null, key: 'gone' };
    renderRoutes(routes, { pathname: '/title/movie/1', state: { backgroundLocation: background } } as never);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Godfather' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says Title not found for an unknown title, with a link home', async () => {
    api({ 'GET /api/titles/movie/999': { status: 404, body: { error: { code: 'notFound', message: 'Not found' } } } });
    renderRoutes(routes, '/title/movie/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Title not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('says Title not found for an address that names no title, without asking the server', async () => {
    const fetchMock = api();
    renderRoutes(routes, '/title/film/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Title not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/titles'))).toBe(false);
  });
});

describe('parseTitleRef', () => {
  it('accepts movie and tv with a positive 32-bit id', () => {
    expect(parseTitleRef('movie', '238')).toEqual({ mediaType: 'movie', id: 238 });
    expect(parseTitleRef('tv', '1399')).toEqual({ mediaType: 'tv', id: 1399 });
  });

  it.each([
    ['film', '1'],
    ['movie', '0'],
    ['movie', '-3'],
    ['movie', '1.5'],
    ['movie', '1e3'],
    ['movie', '99999999999'],
    ['tv', undefined],
  ])('rejects %s/%s', (mediaType, id) => {
    expect(parseTitleRef(mediaType, id)).toBeNull();
  });
});
