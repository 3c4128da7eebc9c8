import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedWatchlistResponse } from '@watchify/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/utils';
import { SharedWatchlistPage } from './shared-watchlist-page';

// No socket server in unit tests (live updates are covered by the API and e2e tests): the socket never connects.
vi.mock('../../../lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/realtime')>()),
  loadSocket: () => new Promise(() => {}),
  useSocketEvent: vi.fn(),
}));

const zeynep = { id: 'user-2', nickname: 'zeynep', displayName: 'Zeynep Demir', photoUrl: null };

function response(overrides: Partial<SharedWatchlistResponse['list']> = {}, itemCount = 2): SharedWatchlistResponse {
  const items: SharedWatchlistResponse['items'] = [
    {
      mediaType: 'movie' as const,
      id: 155,
      title: 'The Dark Knight',
      posterPath: null,
      year: 2008,
      addedBy: 'user-2',
      addedAt: '2026-03-02T10:00:00.000Z',
    },
    {
      mediaType: 'tv' as const,
      id: 1399,
      title: 'Game of Thrones',
      posterPath: null,
      year: 2011,
      addedBy: 'user-1',
      addedAt: '2026-03-01T10:00:00.000Z',
    },
  ].slice(0, itemCount);
  return {
    list: {
      id: 'list-1',
      name: 'Movie night',
      partner: zeynep,
      createdByMe: true,
      createdAt: '2026-03-01T09:00:00.000Z',
      itemCount: items.length,
      canEdit: true,
      ...overrides,
    },
    items,
    page: 1,
    totalPages: 1,
  };
}

function renderList() {
  const view = renderRoutes(
    [
      { path: '/watchlist/shared/:listId', element: <SharedWatchlistPage /> },
      { path: '/watchlist', element: <p>My watchlist page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    '/watchlist/shared/list-1',
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('SharedWatchlistPage', () => {
  it('shows the list with its partner and items, who added each, and removes one', async () => {
    let current = response();
    const fetchMock = mockApi({
      'GET /api/shared-watchlists': { status: 200, body: { lists: [current.list] } },
      'GET /api/shared-watchlists/list-1': () => ({ status: 200, body: current }),
      'DELETE /api/shared-watchlists/list-1/items/movie/155': () => {
        current = response({}, 0);
        current.items = response().items.slice(1);
        return { status: 204 };
      },
    });
    const { user } = renderList();

    expect(await screen.findByRole('heading', { level: 1, name: 'Movie night' })).toBeTruthy();
    expect(screen.getByText(/Shared with Zeynep Demir/)).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Titles in this list' });
    expect(
      within(items)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['The Dark Knight', 'Game of Thrones']);
    expect(within(items).getByText(/Added by Zeynep Demir on/)).toBeTruthy();
    expect(within(items).getByText(/Added by you on/)).toBeTruthy();
    expect(within(items).getByText('TV Show · 2011')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove The Dark Knight from Movie night' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'The Dark Knight' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Game of Thrones' })).toBeTruthy();
    // Keyboard focus stays in the list: on the next item's Remove, not back at the page's start.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Game of Thrones from Movie night' }),
    );
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input).endsWith('/items/movie/155') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('offers no removal once the members are no longer friends, and says why', async () => {
    const frozen = response({ canEdit: false });
    mockApi({
      'GET /api/shared-watchlists': { status: 200, body: { lists: [frozen.list] } },
      'GET /api/shared-watchlists/list-1': { status: 200, body: frozen },
    });
    renderList();
    expect(await screen.findByText(/You are no longer friends with Zeynep Demir/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete list' })).toBeTruthy();
  });

  it('says the list was not found to someone who is not a member', async () => {
    mockApi({
      'GET /api/shared-watchlists': { status: 200, body: { lists: [] } },
      'GET /api/shared-watchlists/list-1': {
        status: 404,
        body: { error: { code: 'notFound', message: 'Shared list not found.' } },
      },
    });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Shared list not found.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete list' })).toBeNull();
  });

  it('deletes the list for both after confirming, and goes back to my watchlist', async () => {
    const fetchMock = mockApi({
      'GET /api/shared-watchlists': { status: 200, body: { lists: [response().list] } },
      'GET /api/shared-watchlists/list-1': { status: 200, body: response() },
      'DELETE /api/shared-watchlists/list-1': { status: 204 },
    });
    const { user } = renderList();
    const deleteButton = await screen.findByRole('button', { name: 'Delete list' });

    await user.click(deleteButton);
    const question = await screen.findByRole('alertdialog', { name: 'Delete this list?' });
    expect(question.textContent).toContain('Delete “Movie night” for both of you? This cannot be undone.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(deleteButton);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this list?' })).getByRole('button', {
        name: 'Delete list',
      }),
    );
    expect(await screen.findByText('My watchlist page')).toBeTruthy();
    expect(await screen.findByText('Shared list deleted')).toBeTruthy();
  });
});
