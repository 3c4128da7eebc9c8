import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMe, mockApi, renderRoutes } from '../../test/utils';
import { routes } from '../router';

// No socket server in unit tests: the socket never connects.
vi.mock('../../lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/realtime')>()),
  loadSocket: () => new Promise(() => {}),
  useSocketEvent: vi.fn(),
  refreshSocketSession: () => {},
}));

const zeynep = { id: 'user-2', nickname: 'zeynep', displayName: 'Zeynep Demir', photoUrl: null };
const emptyWatchlist = {
  items: [],
  sort: 'added',
  order: 'desc',
  page: 1,
  pageSize: 20,
  totalItems: 0,
  totalPages: 0,
};

describe('/watchlist for a member', () => {
  it("offers the member's friends in the share dialog, asking for them only once it opens", async () => {
    const fetchMock = mockApi({
      'GET /api/me': { status: 200, body: buildMe() },
      'GET /api/watchlist': { status: 200, body: emptyWatchlist },
      'GET /api/watchlist/keys': { status: 200, body: { movie: [], tv: [] } },
      'GET /api/shared-watchlists': { status: 200, body: { lists: [] } },
      'GET /api/friends': { status: 200, body: { friends: [zeynep] } },
    });
    const askedForFriends = () => fetchMock.mock.calls.some(([input]) => String(input) === '/api/friends');
    renderRoutes(routes, '/watchlist');
    const share = await screen.findByRole('button', { name: 'Share watchlist' });
    expect(askedForFriends()).toBe(false);

    await userEvent.setup({ delay: null }).click(share);
    const dialog = screen.getByRole('dialog', { name: 'Share watchlist' });
    const friend = await within(dialog).findByRole('combobox', { name: 'Friend' });
    expect(within(friend).getByRole('option', { name: 'Zeynep Demir (@zeynep)' })).toBeTruthy();
    expect(askedForFriends()).toBe(true);
  });
});
