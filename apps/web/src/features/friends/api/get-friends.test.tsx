import { act, screen, waitFor } from '@testing-library/react';
import { FRIEND_EVENTS, type UserSummary } from '@watchify/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../test/utils';
import { useFriends } from './get-friends';

const fakeSocket = await vi.hoisted(async () => (await import('../../../test/fake-socket')).createFakeSocket());
vi.mock('../../../lib/realtime', () => ({ loadSocket: () => Promise.resolve(fakeSocket) }));

/** What another screen (the chat sidebar, the share dialog) does with the friends list. */
function FriendNames({ enabled = true }: { enabled?: boolean }) {
  const friends = useFriends(enabled);
  return <p>{friends.data ? friends.data.friends.map((f) => f.nickname).join(', ') || 'none' : 'loading'}</p>;
}

const friend = (nickname: string): UserSummary => ({ id: nickname, nickname, displayName: nickname, photoUrl: null });

describe('useFriends', () => {
  it('reloads when the server says a friendship began or ended', async () => {
    let friends = [friend('zeynep')];
    mockApi({ 'GET /api/friends': () => ({ status: 200, body: { friends } }) });
    renderPage(<FriendNames />, '/chat');
    expect(await screen.findByText('zeynep')).toBeTruthy();
    await waitFor(() => expect(fakeSocket.listenerCount(FRIEND_EVENTS.friendAdded)).toBe(1));

    friends = [friend('mehmet'), friend('zeynep')];
    act(() => fakeSocket.emit(FRIEND_EVENTS.friendAdded, { friend: friend('mehmet') }));
    expect(await screen.findByText('mehmet, zeynep')).toBeTruthy();

    friends = [friend('mehmet')];
    act(() => fakeSocket.emit(FRIEND_EVENTS.friendRemoved, { userId: 'zeynep' }));
    expect(await screen.findByText('mehmet')).toBeTruthy();
  });

  it('neither fetches nor listens while disabled (a visitor)', async () => {
    const fetchMock = mockApi({});
    const before = fakeSocket.listenerCount(FRIEND_EVENTS.friendAdded);
    renderPage(<FriendNames enabled={false} />, '/chat');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fakeSocket.listenerCount(FRIEND_EVENTS.friendAdded)).toBe(before);
  });
});
