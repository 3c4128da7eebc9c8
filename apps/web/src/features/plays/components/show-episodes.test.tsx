import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Episode, ShowProgress } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildPlay } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/utils';
import { ShowEpisodes } from './show-episodes';

const loggedPlay = buildPlay({ mediaType: 'tv', titleId: 7, title: 'Dark', season: 2, episode: 1 });
const show = { id: 7, title: 'Dark' };
const seasons = {
  seasons: [
    { seasonNumber: 1, name: 'Season 1', overview: null, airDate: '2017-12-01', episodeCount: 3, posterPath: null },
    { seasonNumber: 2, name: null, overview: null, airDate: '2099-06-21', episodeCount: 2, posterPath: null },
  ],
};
const episode = (number: number, overrides: Partial<Episode> = {}): Episode => ({
  seasonNumber: 1,
  episodeNumber: number,
  name: null,
  overview: null,
  airDate: '2017-12-01',
  runtime: null,
  stillPath: null,
  aired: true,
  ...overrides,
});
const seasonOne = {
  season: seasons.seasons[0],
  episodes: [
    episode(1, { name: 'Secrets', runtime: 51 }),
    episode(2, { name: 'Lies' }),
    // A dump with a count only: numbered, no name, no date.
    episode(3, { airDate: null }),
  ],
};
const progress = (overrides: Partial<ShowProgress> = {}): ShowProgress => ({
  watched: 1,
  aired: 3,
  total: 5,
  state: 'watching',
  next: { season: 1, episode: 2, name: 'Lies', airDate: '2017-12-01' },
  watchedEpisodes: [[1, 1]],
  ...overrides,
});

describe('ShowEpisodes', () => {
  it('lists a visitor the seasons and, opened, the episodes without checks or made-up names', async () => {
    mockApi({
      'GET /api/titles/tv/7/seasons': { status: 200, body: seasons },
      'GET /api/titles/tv/7/seasons/1': { status: 200, body: seasonOne },
    });
    renderPage(<ShowEpisodes show={show} signedIn={false} headingLevel="h2" />);
    const open = await screen.findByRole('button', { name: 'Season 1 3 episodes' });
    expect(screen.getByRole('button', { name: 'Season 2 2 episodes' })).toBeTruthy();
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(await screen.findByText('S01E01 · Secrets')).toBeTruthy();
    expect(screen.getByText('Dec 1, 2017 · 51 min')).toBeTruthy();
    expect(screen.getByText('S01E03 · Episode 3')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows a member their progress, opens the season of the next episode, and checks one episode', async () => {
    const sent: unknown[] = [];
    let stored = progress();
    mockApi({
      'GET /api/titles/tv/7/seasons': { status: 200, body: seasons },
      'GET /api/titles/tv/7/seasons/1': { status: 200, body: seasonOne },
      'GET /api/shows/7/progress': () => ({ status: 200, body: stored }),
      'POST /api/plays': ({ body }) => {
        sent.push(body);
        stored = progress({
          watched: 2,
          watchedEpisodes: [
            [1, 1],
            [1, 2],
          ],
          next: null,
        });
        return { status: 201, body: { play: loggedPlay, created: true, watchlist: 'untouched' } };
      },
    });
    renderPage(<ShowEpisodes show={show} signedIn headingLevel="h2" />, '/', undefined, { signedIn: true });
    expect(await screen.findByText('1 of 3 aired episodes watched')).toBeTruthy();
    expect(screen.getByText('Next: S01E02 · Lies')).toBeTruthy();
    const secrets = await screen.findByRole('checkbox', { name: 'S01E01 · Secrets' });
    expect((secrets as HTMLInputElement).checked).toBe(true);
    const lies = screen.getByRole('checkbox', { name: 'S01E02 · Lies' }) as HTMLInputElement;
    fireEvent.click(lies);
    // At once, before the answer.
    expect(lies.checked).toBe(true);
    expect(await screen.findByText('2 of 3 aired episodes watched')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ mediaType: 'tv', id: 7, season: 1, episode: 2, rewatch: false })]);
  });

  it('marks a season and stops the show, in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const sent: unknown[] = [];
    mockApi({
      'GET /api/titles/tv/7/seasons': { status: 200, body: seasons },
      'GET /api/titles/tv/7/seasons/1': { status: 200, body: seasonOne },
      'GET /api/shows/7/progress': { status: 200, body: progress() },
      'POST /api/plays/episodes': ({ body }) => {
        sent.push(body);
        return {
          status: 200,
          body: {
            changed: 2,
            progress: progress({
              watched: 3,
              state: 'completed',
              next: null,
              watchedEpisodes: [
                [1, 1],
                [1, 2],
                [1, 3],
              ],
            }),
          },
        };
      },
      'PUT /api/shows/7/stopped': ({ body }) => {
        sent.push(body);
        return { status: 200, body: progress({ watched: 3, state: 'stopped', next: null }) };
      },
    });
    renderPage(<ShowEpisodes show={show} signedIn headingLevel="h2" />, '/', undefined, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Season 1 izlendi olarak işaretle' }));
    expect(await screen.findByText('Tamamlandı')).toBeTruthy();
    expect(screen.getByText('Yayınlanan 3 bölümden 3 izlendi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'İzlemeyi bırak' }));
    const summary = await screen.findByTestId('show-progress');
    expect(await within(summary).findByText('Bırakıldı')).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'İzlemeye devam et' })).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ id: 7, season: 1 }), { stopped: true }]);
  });

  it('shows nothing for a show tracked as a whole', async () => {
    const fetched = mockApi({ 'GET /api/titles/tv/7/seasons': { status: 200, body: { seasons: [] } } });
    renderPage(<ShowEpisodes show={show} signedIn={false} headingLevel="h2" />);
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Seasons and episodes' })).toBeNull();
  });
});
