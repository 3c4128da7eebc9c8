import { screen, within } from '@testing-library/react';
import type { FeedPage, ListSummary, MemberProfile } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { mockApi, renderRoutes } from '../../test/utils';
import { MemberRoute } from './member-route';

const ayse = { id: 'user-ayse', nickname: 'ayse', displayName: 'Ayşe Kaya', photoUrl: null };
const classics: ListSummary = {
  id: 'list-1',
  name: 'Klasikler',
  description: null,
  visibility: 'public',
  collaborative: false,
  owner: ayse,
  role: 'viewer',
  itemCount: 3,
  posterPaths: [],
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-26T10:00:00Z',
};
const friendView: MemberProfile = {
  member: ayse,
  relation: 'friend',
  sharesActivity: true,
  counts: { watched: 42, lists: 1, friends: 7 },
  lists: [classics],
};
const activity: FeedPage = {
  activities: [
    {
      id: 'a1',
      type: 'watched',
      actor: ayse,
      title: { mediaType: 'movie', id: 238, title: 'The Godfather', posterPath: null, year: 1972 },
      season: null,
      episode: null,
      rating: null,
      excerpt: null,
      spoiler: false,
      list: null,
      createdAt: '2026-11-27T10:00:00Z',
    },
  ],
  nextCursor: null,
};

const renderProfile = (nickname = 'ayse') =>
  renderRoutes([{ path: '/u/:nickname', element: <MemberRoute /> }], `/u/${nickname}`);

describe('a member profile page', () => {
  it("shows a friend the member's counts, lists, recent activity and the way to their stats", async () => {
    mockApi({
      'GET /api/members/ayse': { status: 200, body: friendView },
      'GET /api/members/ayse/activity': { status: 200, body: activity },
    });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe Kaya' })).toBeTruthy();
    const counts = screen.getByRole('list', { name: 'In numbers' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['42 titles watched', '1 list', '7 friends']);
    expect(screen.getByRole('link', { name: 'See stats' }).getAttribute('href')).toBe('/users/user-ayse/stats');
    const lists = screen.getByRole('region', { name: 'Lists' });
    expect(within(lists).getByRole('link', { name: 'Klasikler' }).getAttribute('href')).toBe('/lists/list-1');
    const recent = screen.getByRole('region', { name: 'Recent activity' });
    expect((await within(recent).findByText(/watched/)).closest('span')?.textContent).toBe('watched The Godfather');
  });

  it('tells a visitor what the member keeps to friends, without asking for their activity', async () => {
    const api = mockApi({
      'GET /api/members/ayse': {
        status: 200,
        body: {
          ...friendView,
          relation: 'other',
          sharesActivity: false,
          counts: { watched: null, lists: null, friends: 7 },
          lists: [],
        },
      },
    });
    renderProfile();
    expect(await screen.findByText('Ayşe Kaya does not share their activity and lists with you.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See stats' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).toBeNull();
    expect(screen.getByRole('list', { name: 'In numbers' }).textContent).toBe('7 friends');
    expect(api.mock.calls.map(([url]) => String(url))).toEqual(['/api/members/ayse']);
  });

  it('says so for a nickname nobody has, in Turkish too', async () => {
    await i18n.changeLanguage('tr');
    try {
      mockApi({
        'GET /api/members/nobody': {
          status: 404,
          body: { error: { code: 'memberNotFound', message: 'No member has this nickname.' } },
        },
      });
      renderProfile('nobody');
      expect(await screen.findByRole('heading', { name: 'Üye bulunamadı' })).toBeTruthy();
      expect(screen.getByText('Bu kullanıcı adına sahip bir üye yok.')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
