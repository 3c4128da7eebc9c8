import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedWatchlistSummary } from '@watchify/contract';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../test/utils';
import type { FriendChoices } from './share-watchlist-dialog';
import { SharedWatchlistsSection } from './shared-watchlists-section';

// No socket server in unit tests (live updates are covered by the API and e2e tests): the socket never connects.
vi.mock('../../../lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/realtime')>()),
  loadSocket: () => new Promise(() => {}),
  useSocketEvent: vi.fn(),
}));

const zeynep = { id: 'user-2', nickname: 'zeynep', displayName: 'Zeynep Demir', photoUrl: null };

function list(overrides: Partial<SharedWatchlistSummary> = {}): SharedWatchlistSummary {
  return {
    id: 'list-1',
    name: 'Movie night',
    partner: zeynep,
    createdByMe: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    itemCount: 3,
    canEdit: true,
    ...overrides,
  };
}

/** Stands in for the friends feature's list, which app/ provides. */
function LoadFriends({ children }: { children: (friends: FriendChoices) => ReactNode }) {
  return children({ status: 'success', friends: [zeynep] });
}

describe('SharedWatchlistsSection', () => {
  it('lists my shared lists with the other member and their size, linking to each list', async () => {
    mockApi({
      'GET /api/shared-watchlists': {
        status: 200,
        body: { lists: [list(), list({ id: 'list-2', name: 'Old times', itemCount: 1, canEdit: false })] },
      },
    });
    renderPage(<SharedWatchlistsSection LoadFriends={LoadFriends} />, '/watchlist', undefined, { signedIn: true });
    const section = screen.getByRole('region', { name: 'Shared watchlists' });
    const first = await within(section).findByRole('link', { name: /Movie night/ });
    expect(first.getAttribute('href')).toBe('/watchlist/shared/list-1');
    expect(first.textContent).toContain('With Zeynep Demir · 3 titles');
    const second = within(section).getByRole('link', { name: /Old times/ });
    expect(second.textContent).toContain('1 title');
    expect(second.textContent).toContain('Read-only');
  });

  it('invites to share when there is no list yet, and opens the share modal', async () => {
    mockApi({
      'GET /api/shared-watchlists': { status: 200, body: { lists: [] } },
    });
    renderPage(<SharedWatchlistsSection LoadFriends={LoadFriends} />, '/watchlist', undefined, { signedIn: true });
    expect(
      await screen.findByText('No shared lists yet. Share your watchlist with a friend to start one.'),
    ).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Share watchlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Share watchlist' });
    expect(within(dialog).getByRole('option', { name: 'Zeynep Demir (@zeynep)' })).toBeTruthy();
  });
});
