import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedWatchlistSummary, UserSummary } from '@watchify/contract';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { type FriendChoices, ShareWatchlistDialog } from './share-watchlist-dialog';

// No socket server in unit tests (live updates are covered by the API and e2e tests): the socket never connects.
vi.mock('../../../lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/realtime')>()),
  loadSocket: () => new Promise(() => {}),
  useSocketEvent: vi.fn(),
}));

const zeynep: UserSummary = { id: 'user-2', nickname: 'zeynep', displayName: 'Zeynep Demir', photoUrl: null };
const emre: UserSummary = { id: 'user-3', nickname: 'emre', displayName: 'Emre Kaya', photoUrl: null };

function sharedList(overrides: Partial<SharedWatchlistSummary> = {}): SharedWatchlistSummary {
  return {
    id: 'list-1',
    name: 'ada & zeynep',
    partner: zeynep,
    createdByMe: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    itemCount: 0,
    canEdit: true,
    ...overrides,
  };
}

const friendsAre = (friends: UserSummary[]): FriendChoices => ({ status: 'success', friends });

function renderDialog(friends: FriendChoices) {
  const onClose = vi.fn();
  const onShared = vi.fn();
  const view = renderPage(
    <ShareWatchlistDialog friends={friends} onClose={onClose} onShared={onShared} />,
    '/watchlist',
  );
  return { ...view, onClose, onShared, user: userEvent.setup({ delay: null }) };
}

const shareButton = () => screen.getByRole('button', { name: 'Share' });
const sharedRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === '/api/shared-watchlists' && init?.method === 'POST');

describe('ShareWatchlistDialog', () => {
  it('is a named modal dialog whose Share stays disabled until a friend is chosen', async () => {
    const { user } = renderDialog(friendsAre([zeynep, emre]));

    expect(screen.getByRole('dialog', { name: 'Share watchlist' })).toBeTruthy();
    const friend = await screen.findByRole('combobox', { name: 'Friend' });
    expect(shareButton().getAttribute('aria-disabled')).toBe('true');

    await user.selectOptions(friend, 'Zeynep Demir (@zeynep)');
    expect(shareButton().getAttribute('aria-disabled')).toBe('false');

    await user.selectOptions(friend, 'Choose a friend');
    expect(shareButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('says "Please select a friend" when sharing without one, and sends nothing', async () => {
    const fetchMock = mockApi({});
    const { user } = renderDialog(friendsAre([zeynep]));
    const friend = await screen.findByRole('combobox', { name: 'Friend' });

    await user.click(shareButton());
    expect(screen.getByRole('alert').textContent).toBe('Please select a friend');
    expect(document.activeElement).toBe(friend);
    expect(friend.getAttribute('aria-invalid')).toBe('true');

    // Enter in the name field is trying too.
    await user.type(screen.getByLabelText('List name (optional)'), 'Ours{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Please select a friend');
    expect(sharedRequests(fetchMock)).toHaveLength(0);

    // Choosing a friend clears the message.
    await user.selectOptions(friend, 'Zeynep Demir (@zeynep)');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the spec's Turkish message in Turkish", async () => {
    await i18n.changeLanguage('tr');
    const { user } = renderDialog(friendsAre([zeynep]));
    await screen.findByRole('combobox', { name: 'Arkadaş' });
    await user.click(screen.getByRole('button', { name: 'Paylaş' }));
    expect(screen.getByRole('alert').textContent).toBe('Lütfen bir arkadaş seçin');
  });

  it('shares with the chosen friend, then confirms with a toast', async () => {
    const fetchMock = mockApi({
      'POST /api/shared-watchlists': ({ body }) => ({
        status: 201,
        body: { list: sharedList({ partner: emre, name: (body as { name: string }).name }) },
      }),
    });
    const { user, onShared } = renderDialog(friendsAre([zeynep, emre]));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Friend' }), 'Emre Kaya (@emre)');
    await user.type(screen.getByLabelText('List name (optional)'), 'Movie night');
    await user.click(screen.getByLabelText('Start with the titles of my watchlist'));
    await user.click(shareButton());

    await waitFor(() => expect(onShared).toHaveBeenCalledTimes(1));
    expect(onShared.mock.calls[0]?.[0]).toMatchObject({ name: 'Movie night', partner: emre });
    const [, init] = sharedRequests(fetchMock)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      friendId: 'user-3',
      name: 'Movie night',
      includeMyWatchlist: false,
    });
    expect(await screen.findByText('Watchlist shared with Emre Kaya')).toBeTruthy();
  });

  it("shows the server's reason when it refuses (e.g. no longer friends)", async () => {
    mockApi({
      'POST /api/shared-watchlists': {
        status: 403,
        body: { error: { code: 'notFriends', message: 'You can only share a watchlist with a friend.' } },
      },
    });
    const { user, onShared } = renderDialog(friendsAre([zeynep]));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Friend' }), 'Zeynep Demir (@zeynep)');
    await user.click(shareButton());
    expect((await screen.findByRole('alert')).textContent).toBe('You can only share a watchlist with a friend.');
    expect(onShared).not.toHaveBeenCalled();
  });

  it('toasts a share error when the server fails', async () => {
    mockApi({
      'POST /api/shared-watchlists': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } },
    });
    const { user } = renderDialog(friendsAre([zeynep]));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Friend' }), 'Zeynep Demir (@zeynep)');
    await user.click(shareButton());
    expect(await screen.findByText('The watchlist could not be shared')).toBeTruthy();
  });

  it('without friends, points to the friends page and cannot share', async () => {
    const { user } = renderDialog(friendsAre([]));
    const findFriends = await screen.findByRole('link', { name: 'Find friends' });
    expect(findFriends.getAttribute('href')).toBe('/friends');
    expect(screen.queryByRole('combobox', { name: 'Friend' })).toBeNull();
    await user.click(shareButton());
    expect(screen.getByRole('alert').textContent).toBe('Please select a friend');
  });

  it('says it is loading the friends until they are there', async () => {
    const { user } = renderDialog({ status: 'pending' });
    expect(screen.getByRole('status').textContent).toBe('Loading friends...');
    expect(screen.queryByRole('combobox', { name: 'Friend' })).toBeNull();
    await user.click(shareButton());
    expect(screen.getByRole('alert').textContent).toBe('Please select a friend');
  });

  it('reports friends that cannot be loaded with a toast', async () => {
    renderDialog({ status: 'error' });
    await waitFor(() => expect(screen.getAllByText('Your friends could not be loaded').length).toBeGreaterThan(0));
  });

  it('closes with Cancel and with Escape', async () => {
    const { user, onClose } = renderDialog(friendsAre([zeynep]));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
