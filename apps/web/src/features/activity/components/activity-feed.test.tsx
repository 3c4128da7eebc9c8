import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Activity, FeedPage as PageOfFeed } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { ActivityFeed, FeedPage } from './activity-feed';

const ayse = { id: 'ayse', nickname: 'ayse', displayName: 'Ayşe Kaya', photoUrl: null };
const godfather = { mediaType: 'movie' as const, id: 238, title: 'The Godfather', posterPath: null, year: 1972 };
const base: Omit<Activity, 'id' | 'type' | 'createdAt'> = {
  actor: ayse,
  title: godfather,
  season: null,
  episode: null,
  rating: null,
  excerpt: null,
  spoiler: false,
  list: null,
};
const page: PageOfFeed = {
  activities: [
    {
      ...base,
      id: 'a2',
      type: 'listItemAdded',
      list: { id: 'l1', name: 'Klasikler' },
      createdAt: '2026-11-27T10:10:00Z',
    },
    { ...base, id: 'a1', type: 'watched', createdAt: '2026-11-27T10:00:00Z' },
  ],
  nextCursor: null,
};

describe('the activity feed', () => {
  it("shows a friend's run as one entry with links, and saves who sees my activity", async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/feed': { status: 200, body: page },
      'GET /api/me/activity-privacy': { status: 200, body: { audience: 'friends' } },
      'PUT /api/me/activity-privacy': ({ body }) => {
        sent.push(body);
        return { status: 200, body };
      },
    });
    renderPage(<FeedPage />, '/feed', undefined, { signedIn: true });
    const entries = await screen.findAllByRole('listitem');
    const entry = entries[0] as HTMLElement;
    expect(within(entry).getByText('Ayşe Kaya')).toBeTruthy();
    expect(entry.textContent).toContain('added The Godfather to Klasikler');
    expect(entry.textContent).toContain('watched The Godfather');
    expect(within(entry).getByRole('link', { name: 'Klasikler' }).getAttribute('href')).toBe('/lists/l1');
    expect(within(entry).getAllByRole('link', { name: 'The Godfather' })[0]?.getAttribute('href')).toBe(
      '/title/movie/238',
    );

    const select = await screen.findByRole('combobox', { name: 'Who sees my activity' });
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('friends'));
    fireEvent.change(select, { target: { value: 'onlyMe' } });
    await waitFor(() => expect(sent).toEqual([{ audience: 'onlyMe' }]));
  });

  it('keeps a spoiler review\'s words behind "Show spoiler", and links the friend\'s name to their profile', async () => {
    const spoiler: Activity = {
      ...base,
      id: 'a3',
      type: 'reviewed',
      rating: 2,
      excerpt: 'Sonunda herkes ölüyor.',
      spoiler: true,
      createdAt: '2026-11-27T11:00:00Z',
    };
    mockApi({
      'GET /api/feed': { status: 200, body: { activities: [spoiler], nextCursor: null } },
      'GET /api/me/activity-privacy': { status: 200, body: { audience: 'friends' } },
    });
    renderPage(<FeedPage />, '/feed', undefined, { signedIn: true });
    const show = await screen.findByRole('button', { name: 'Show spoiler' });
    expect(screen.getByText('This review contains spoilers.')).toBeTruthy();
    expect(screen.queryByText('Sonunda herkes ölüyor.')).toBeNull();
    fireEvent.click(show);
    expect(screen.getByText('Sonunda herkes ölüyor.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ayşe Kaya' }).getAttribute('href')).toBe('/u/ayse');
  });

  it('stays off home while friends have done nothing, and speaks Turkish', async () => {
    mockApi({ 'GET /api/feed': { status: 200, body: { activities: [], nextCursor: null } } });
    const { unmount } = renderPage(<ActivityFeed variant="home" />, '/', undefined, { signedIn: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: "Friends' activity" })).toBeNull();
    unmount();

    await i18n.changeLanguage('tr');
    try {
      mockApi({ 'GET /api/feed': { status: 200, body: page } });
      renderPage(<ActivityFeed variant="home" />, '/', undefined, { signedIn: true });
      expect(await screen.findByRole('heading', { name: 'Arkadaş etkinlikleri' })).toBeTruthy();
      expect(screen.getByText(/listesine ekledi/).closest('span')?.textContent).toBe(
        'The Godfather yapımını Klasikler listesine ekledi',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
