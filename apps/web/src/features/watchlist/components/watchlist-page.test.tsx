import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WatchlistItem, WatchlistPage as WatchlistPageData } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../test/utils';
import { WatchlistPage } from './watchlist-page';

function item(id: number, overrides: Partial<WatchlistItem> = {}): WatchlistItem {
  return {
    mediaType: 'movie',
    id,
    title: `Film ${id}`,
    posterPath: null,
    year: 2000 + id,
    addedAt: '2026-03-14T10:00:00.000Z',
    ...overrides,
  };
}

function page(items: WatchlistItem[], overrides: Partial<WatchlistPageData> = {}): WatchlistPageData {
  return {
    items,
    sort: 'added',
    order: 'desc',
    page: 1,
    pageSize: 20,
    totalItems: items.length,
    totalPages: items.length ? 1 : 0,
    ...overrides,
  };
}

const keysOf = (items: WatchlistItem[]) => ({
  status: 200,
  body: {
    movie: items.filter((i) => i.mediaType === 'movie').map((i) => i.id),
    tv: items.filter((i) => i.mediaType === 'tv').map((i) => i.id),
  },
});

const render = (path = '/watchlist') => renderPage(<WatchlistPage />, path, undefined, { signedIn: true });

describe('WatchlistPage', () => {
  it('lists my items with poster, title, type, year and the date added', async () => {
    const items = [item(1), item(2, { mediaType: 'tv', title: 'Fargo', year: null })];
    mockApi({ 'GET /api/watchlist': { status: 200, body: page(items) }, 'GET /api/watchlist/keys': keysOf(items) });
    render();
    const list = await screen.findByRole('list', { name: 'Saved titles' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const fargo = rows[1] as HTMLElement;
    expect(within(fargo).getByRole('heading', { name: 'Fargo' })).toBeTruthy();
    expect(within(fargo).getByText('TV show')).toBeTruthy();
    expect(within(fargo).getByText('Added Mar 14, 2026')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('2001')).toBeTruthy();
    expect(within(fargo).getByTestId('poster-placeholder')).toBeTruthy();
    expect(screen.getByText('2 titles')).toBeTruthy();
    expect(within(fargo).getByRole('link', { name: 'Fargo' }).getAttribute('href')).toBe('/title/tv/2');
  });

  it('says when the watchlist is empty and where to find titles', async () => {
    mockApi({ 'GET /api/watchlist': { status: 200, body: page([]) }, 'GET /api/watchlist/keys': keysOf([]) });
    render();
    expect(await screen.findByText('Your watchlist is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trending movies' }).getAttribute('href')).toBe('/movies');
  });

  it('asks the server for the chosen sort and page, and keeps them in the address', async () => {
    const items = Array.from({ length: 20 }, (_, i) => item(i + 1));
    const fetchMock = mockApi({
      'GET /api/watchlist': ({ url }) => ({
        status: 200,
        body: page(items, {
          page: Number(url.searchParams.get('page')),
          totalItems: 45,
          totalPages: 3,
        }),
      }),
      'GET /api/watchlist/keys': keysOf(items),
    });
    const { router } = render();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('list', { name: 'Saved titles' });
    expect(screen.getByText('45 titles')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title (A–Z)');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title&page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();

    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/watchlist')
      .map((url) => `${url.searchParams.get('sort')} ${url.searchParams.get('order')} ${url.searchParams.get('page')}`);
    expect(asked).toEqual(['added desc 1', 'title asc 1', 'title asc 2']);
  });

  it('removes an item at once, with the toast, and asks for the page again', async () => {
    let items = [item(1), item(2)];
    const fetchMock = mockApi({
      'GET /api/watchlist': () => ({ status: 200, body: page(items) }),
      'GET /api/watchlist/keys': keysOf(items),
      'DELETE /api/watchlist/movie/1': () => {
        items = [item(2)];
        return { status: 200, body: { mediaType: 'movie', id: 1, inWatchlist: false, item: null } };
      },
    });
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remove Film 1 from watchlist' }));
    expect(screen.queryByRole('heading', { name: 'Film 1' })).toBeNull();
    expect(await screen.findByText('Removed from your watchlist')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/watchlist?'))).toHaveLength(2),
    );
    expect(screen.getByRole('heading', { name: 'Film 2' })).toBeTruthy();
    expect(screen.getByText('1 title')).toBeTruthy();
  });

  it('keeps keyboard focus in the list after a removal: the next item, the previous one, then the heading', async () => {
    let items = [item(1), item(2), item(3)];
    const removal = (id: number) => () => {
      items = items.filter((i) => i.id !== id);
      return { status: 200, body: { mediaType: 'movie', id, inWatchlist: false, item: null } };
    };
    mockApi({
      'GET /api/watchlist': () => ({ status: 200, body: page(items) }),
      'GET /api/watchlist/keys': keysOf(items),
      'DELETE /api/watchlist/movie/1': removal(1),
      'DELETE /api/watchlist/movie/2': removal(2),
      'DELETE /api/watchlist/movie/3': removal(3),
    });
    render();
    const user = userEvent.setup({ delay: null });
    const removeButton = (n: number) => screen.getByRole('button', { name: `Remove Film ${n} from watchlist` });

    await user.click(await screen.findByRole('button', { name: 'Remove Film 2 from watchlist' }));
    await waitFor(() => expect(document.activeElement).toBe(removeButton(3)));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(removeButton(1)));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My Watchlist' })),
    );
  });

  it('shows a removed item again when the removal failed', async () => {
    const items = [item(1)];
    mockApi({
      'GET /api/watchlist': { status: 200, body: page(items) },
      'GET /api/watchlist/keys': keysOf(items),
      'DELETE /api/watchlist/movie/1': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remove Film 1 from watchlist' }));
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Film 1' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/watchlist': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'x' } } }
          : { status: 200, body: page([item(3)]) },
      'GET /api/watchlist/keys': keysOf([]),
    });
    render();
    const user = userEvent.setup({ delay: null });
    expect((await screen.findByRole('alert')).textContent).toBe('Your watchlist could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Film 3' })).toBeTruthy();
  });
});
