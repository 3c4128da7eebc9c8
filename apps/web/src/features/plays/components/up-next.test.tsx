import { fireEvent, screen, within } from '@testing-library/react';
import type { UpNext } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { buildPlay } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/utils';
import { UpNextSection } from './up-next';

const loggedPlay = buildPlay({ mediaType: 'tv', titleId: 7, title: 'Dark', season: 2, episode: 1 });
const dark = { id: 7, title: 'Dark', posterPath: null };
const upNext = (episode: number): UpNext => ({
  watching: [
    {
      show: dark,
      next: { season: 2, episode, name: null, airDate: '2019-06-21' },
      watched: 10 + episode,
      aired: 26,
      lastActivity: '2026-11-01T00:00:00.000Z',
    },
  ],
  comingSoon: [
    {
      show: { id: 8, title: 'Severance', posterPath: null },
      next: { season: 3, episode: 1, name: 'Hello', airDate: '2099-01-10' },
      lastActivity: '2026-10-01T00:00:00.000Z',
    },
  ],
});

describe('UpNextSection', () => {
  it('lists the next episodes and coming soon, and marks one watched in a click', async () => {
    let episode = 1;
    const sent: unknown[] = [];
    mockApi({
      'GET /api/up-next': () => ({ status: 200, body: upNext(episode) }),
      'POST /api/plays': ({ body }) => {
        sent.push(body);
        episode += 1;
        return { status: 201, body: { play: loggedPlay, created: true, watchlist: 'untouched' } };
      },
    });
    renderPage(<UpNextSection variant="page" />, '/', undefined, { signedIn: true });
    const item = await screen.findByTestId('up-next-item');
    expect(within(item).getByText('Next: S02E01')).toBeTruthy();
    expect(within(item).getByText('11 of 26 watched')).toBeTruthy();
    const soon = screen.getByRole('region', { name: 'Coming soon' });
    expect(within(soon).getByText('S03E01 · Hello airs on Jan 10, 2099')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark S02E01 of Dark watched' }));
    expect(await screen.findByText('Next: S02E02')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ mediaType: 'tv', id: 7, season: 2, episode: 1 })]);
  });

  it('stays off the home page while there is nothing to watch next, and says so on /progress', async () => {
    mockApi({ 'GET /api/up-next': { status: 200, body: { watching: [], comingSoon: [] } } });
    renderPage(
      <>
        <UpNextSection variant="home" />
        <UpNextSection variant="page" />
      </>,
      '/',
      undefined,
      { signedIn: true },
    );
    expect(await screen.findByText('Nothing to watch next yet.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Up Next' })).toHaveLength(1);
  });
});
