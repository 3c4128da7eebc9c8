import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FRIEND_EVENTS,
  type FriendRequest,
  type FriendRequestsResponse,
  type UserSearchResult,
  type UserSummary,
} from '@watchify/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { FriendsPage } from './friends-page';

const fakeSocket = await vi.hoisted(async () => (await import('../../../test/fake-socket')).createFakeSocket());

vi.mock('../../../lib/realtime', () => ({
  loadSocket: () => Promise.resolve(fakeSocket),
  useSocketEvent: () => {},
  useFollowTitle: () => {},
  refreshSocketSession: () => {},
}));

beforeEach(() => fakeSocket.reset());

function person(id: string, displayName: string, nickname = displayName.toLowerCase()): UserSummary {
  return { id, displayName, nickname, photoUrl: null };
}

const me = person('me', 'Ada Lovelace', 'ada');
const mehmet = person('u-mehmet', 'Mehmet Kaya', 'mehmet');
const zeynep = person('u-zeynep', 'Zeynep Demir', 'zeynep');
const can = person('u-can', 'Can Yücel', 'can');

function request(id: string, from: UserSummary, to: UserSummary): FriendRequest {
  return { id, from, to, status: 'pending', createdAt: '2026-01-01T10:00:00.000Z', respondedAt: null };
}

interface World {
  friends?: UserSummary[];
  requests?: FriendRequestsResponse;
  suggestions?: UserSummary[] | 'error';
  search?: UserSearchResult[];
}

/** The API as the page sees it; each test changes `world` to make the next fetch return something new. */
function serve(world: World, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/friends': () => ({ status: 200, body: { friends: world.friends ?? [] } }),
    'GET /api/friend-requests': () => ({ status: 200, body: world.requests ?? { incoming: [], outgoing: [] } }),
    'GET /api/friends/suggestions': () =>
      world.suggestions === 'error'
        ? { status: 500, body: { error: { code: 'internal', message: 'Boom' } } }
        : { status: 200, body: { users: world.suggestions ?? [] } },
    'GET /api/users/search': () => ({ status: 200, body: { users: world.search ?? [] } }),
    ...extra,
  });
}

function renderFriends() {
  const view = renderPage(<FriendsPage />, '/friends', undefined, { signedIn: true });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('FriendsPage', () => {
  it('shows incoming requests, sent requests, suggestions and my friends', async () => {
    serve({
      friends: [zeynep],
      requests: { incoming: [request('r1', mehmet, me)], outgoing: [request('r2', me, can)] },
      suggestions: [{ ...person('u-ece', 'Ece Ak', 'ece'), photoUrl: '/api/users/u-ece/photo?v=1' }],
    });
    renderFriends();

    expect(screen.getByRole('heading', { level: 1, name: 'Friends' })).toBeTruthy();
    const incoming = await screen.findByRole('list', { name: 'Friend requests' });
    expect(within(incoming).getByText('Mehmet Kaya')).toBeTruthy();
    expect(within(incoming).getByText('@mehmet')).toBeTruthy();
    expect(within(incoming).getByRole('button', { name: 'Accept: Mehmet Kaya' })).toBeTruthy();
    expect(within(incoming).getByRole('button', { name: 'Reject: Mehmet Kaya' })).toBeTruthy();

    const outgoing = screen.getByRole('list', { name: 'Sent requests' });
    expect(within(outgoing).getByText('Request sent')).toBeTruthy();
    expect(within(outgoing).getByRole('button', { name: 'Withdraw: Can Yücel' })).toBeTruthy();

    const suggestions = await screen.findByRole('list', { name: 'Suggested friends' });
    expect(within(suggestions).getByRole('button', { name: 'Add friend: Ece Ak' })).toBeTruthy();
    expect(suggestions.querySelector('img')?.getAttribute('src')).toBe('/api/users/u-ece/photo?v=1');

    const friends = await screen.findByRole('list', { name: 'My friends' });
    expect(within(friends).getByRole('link', { name: 'Chat: Zeynep Demir' }).getAttribute('href')).toBe(
      '/chat?with=u-zeynep',
    );
    expect(screen.getByText('1 friend')).toBeTruthy();
    // Without a photo, other people appear with an initial avatar.
    expect(within(friends).getByTestId('initial-avatar').textContent).toBe('Z');
  });

  it('says so when there are no requests, suggestions or friends', async () => {
    serve({});
    renderFriends();
    expect(await screen.findByText('No friend requests right now.')).toBeTruthy();
    expect(await screen.findByText(/No suggestions yet/)).toBeTruthy();
    expect(await screen.findByText(/You have no friends here yet/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sent requests' })).toBeNull();
  });

  it('searches by nickname prefix and sends a friend request: Friend request sent', async () => {
    const world: World = { search: [{ ...mehmet, relationship: 'none', requestId: null }] };
    const fetchMock = serve(world, {
      'POST /api/friend-requests': ({ body }) => {
        world.search = [{ ...mehmet, relationship: 'requestSent', requestId: 'r9' }];
        return {
          status: 201,
          body: { outcome: 'sent', request: request('r9', me, person((body as { toUserId: string }).toUserId, 'X')) },
        };
      },
    });
    const { user } = renderFriends();

    expect(screen.getByText('Type the beginning of a nickname to find people.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search users by nickname' }), 'MEH');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const searchCall = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/users/search'));
    expect(String(searchCall?.[0])).toBe('/api/users/search?q=MEH');

    await user.click(within(results).getByRole('button', { name: 'Add friend: Mehmet Kaya' }));
    expect((await screen.findByText('Friend request sent')).closest('[role="status"]')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ toUserId: 'u-mehmet' });
    // The result now shows the pending request instead of the button.
    expect(await within(results).findByRole('button', { name: 'Withdraw: Mehmet Kaya' })).toBeTruthy();
    expect(within(results).getByText('Request sent')).toBeTruthy();
  });

  it("shows the spec's message when a request is already pending, and a general one when sending fails", async () => {
    let reply = { status: 409, body: { error: { code: 'friendRequestAlreadySent', message: 'x' } } };
    serve({ suggestions: [mehmet] }, { 'POST /api/friend-requests': () => reply });
    const { user } = renderFriends();
    const suggestions = await screen.findByRole('list', { name: 'Suggested friends' });
    await user.click(within(suggestions).getByRole('button', { name: 'Add friend: Mehmet Kaya' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already sent a friend request to this user');

    reply = { status: 500, body: { error: { code: 'internal', message: 'Boom' } } };
    await user.click(within(suggestions).getByRole('button', { name: 'Add friend: Mehmet Kaya' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Friend request error'));
  });

  it('accepts a request: Friend request accepted, and the request leaves the list', async () => {
    const world: World = { requests: { incoming: [request('r1', mehmet, me)], outgoing: [] } };
    const fetchMock = serve(world, {
      'POST /api/friend-requests/r1/accept': () => {
        world.requests = { incoming: [], outgoing: [] };
        world.friends = [mehmet];
        return { status: 200, body: { request: { ...request('r1', mehmet, me), status: 'accepted' } } };
      },
    });
    const { user } = renderFriends();
    const incoming = await screen.findByRole('list', { name: 'Friend requests' });
    await user.click(within(incoming).getByRole('button', { name: 'Accept: Mehmet Kaya' }));

    expect(await screen.findByText('Friend request accepted')).toBeTruthy();
    expect(await screen.findByText('No friend requests right now.')).toBeTruthy();
    const friends = await screen.findByRole('list', { name: 'My friends' });
    expect(within(friends).getByText('Mehmet Kaya')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/friend-requests/r1/accept')).toBe(true);
  });

  it('rejects a request: Friend request rejected', async () => {
    const world: World = { requests: { incoming: [request('r1', mehmet, me)], outgoing: [] } };
    serve(world, {
      'POST /api/friend-requests/r1/reject': () => {
        world.requests = { incoming: [], outgoing: [] };
        return { status: 200, body: { request: { ...request('r1', mehmet, me), status: 'rejected' } } };
      },
    });
    const { user } = renderFriends();
    const incoming = await screen.findByRole('list', { name: 'Friend requests' });
    await user.click(within(incoming).getByRole('button', { name: 'Reject: Mehmet Kaya' }));
    expect(await screen.findByText('Friend request rejected')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Friend requests' })).toBeNull();
    expect(screen.queryByText('Mehmet Kaya')).toBeNull();
  });

  it('unfriends only after confirming', async () => {
    const world: World = { friends: [zeynep] };
    const fetchMock = serve(world, {
      'DELETE /api/friends/u-zeynep': () => {
        world.friends = [];
        return { status: 204 };
      },
    });
    const { user } = renderFriends();
    const friends = await screen.findByRole('list', { name: 'My friends' });

    await user.click(within(friends).getByRole('button', { name: 'Unfriend: Zeynep Demir' }));
    const dialog = screen.getByRole('dialog', { name: 'Unfriend Zeynep Demir?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(friends).getByRole('button', { name: 'Unfriend: Zeynep Demir' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unfriend' }));
    expect(await screen.findByText('Zeynep Demir is no longer your friend')).toBeTruthy();
    expect(await screen.findByText(/You have no friends here yet/)).toBeTruthy();
  });

  it('says Error when loading suggested friends when suggestions fail', async () => {
    serve({ suggestions: 'error' });
    renderFriends();
    expect(await screen.findByText('Error when loading suggested friends')).toBeTruthy();
  });

  it('updates live when someone sends me a request or accepts mine', async () => {
    const world: World = {};
    serve(world);
    renderFriends();
    await screen.findByText('No friend requests right now.');
    await waitFor(() => expect(fakeSocket.listenerCount(FRIEND_EVENTS.requestReceived)).toBe(1));

    world.requests = { incoming: [request('r5', can, me)], outgoing: [] };
    act(() => fakeSocket.emit(FRIEND_EVENTS.requestReceived, { request: request('r5', can, me) }));
    const incoming = await screen.findByRole('list', { name: 'Friend requests' });
    expect(within(incoming).getByText('Can Yücel')).toBeTruthy();

    world.friends = [zeynep];
    act(() => fakeSocket.emit(FRIEND_EVENTS.friendAdded, { friend: zeynep }));
    const friends = await screen.findByRole('list', { name: 'My friends' });
    expect(within(friends).getByText('Zeynep Demir')).toBeTruthy();
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    serve(
      { suggestions: [mehmet] },
      {
        'POST /api/friend-requests': { status: 201, body: { outcome: 'sent', request: request('r1', me, mehmet) } },
      },
    );
    const { user } = renderFriends();
    expect(screen.getByRole('heading', { level: 1, name: 'Arkadaşlar' })).toBeTruthy();
    const suggestions = await screen.findByRole('list', { name: 'Önerilen arkadaşlar' });
    await user.click(within(suggestions).getByRole('button', { name: 'Arkadaş ekle: Mehmet Kaya' }));
    expect(await screen.findByText('Arkadaşlık isteği gönderildi')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Kullanıcıları kullanıcı adına göre ara' })).toBeTruthy();
  });
});
