import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../test/utils';
import { FriendsRoute } from './friends-route';

vi.mock('../../lib/realtime', () => ({
  loadSocket: () => new Promise(() => {}),
  useSocketEvent: () => {},
  useFollowTitle: () => {},
  refreshSocketSession: () => {},
}));

describe('FriendsRoute', () => {
  it('links each friend to their stats', async () => {
    mockApi({
      'GET /api/friends': {
        status: 200,
        body: { friends: [{ id: 'u-mehmet', displayName: 'Mehmet Kaya', nickname: 'mehmet', photoUrl: null }] },
      },
      'GET /api/friend-requests': { status: 200, body: { incoming: [], outgoing: [] } },
      'GET /api/friends/suggestions': { status: 200, body: { users: [] } },
    });
    renderPage(<FriendsRoute />, '/friends', undefined, { signedIn: true });
    const list = await screen.findByRole('list', { name: 'My friends' });
    const link = await within(list).findByRole('link', { name: 'Stats: Mehmet Kaya' });
    expect(link.getAttribute('href')).toBe('/users/u-mehmet/stats');
  });
});
