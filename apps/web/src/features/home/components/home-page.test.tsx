import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TitleCard } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { buildSummaries } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/utils';
import { HomePage } from './home-page';

function titles(mediaType: 'movie' | 'tv', count: number): TitleCard[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    mediaType,
    title: `${mediaType === 'movie' ? 'Film' : 'Series'} ${index + 1}`,
    year: 2000 + index,
    posterPath: null,
    voteAverage: 8.25,
    genreIds: [18],
  }));
}

const trending = { status: 200, body: { results: buildSummaries(4, 'Trending') } };
const top = { status: 200, body: { movies: titles('movie', 10), shows: titles('tv', 10) } };

describe('HomePage', () => {
  it('shows the top 10 movies and shows with See All links', async () => {
    mockApi({ 'GET /api/catalog/top': top, 'GET /api/catalog/hero': trending });
    renderPage(<HomePage />);

    await screen.findByRole('heading', { name: 'Film 1' });
    const movies = screen.getByRole('region', { name: 'Top Movies' });
    expect(within(movies).getAllByRole('listitem')).toHaveLength(10);
    expect(within(movies).getByRole('link', { name: 'See All' }).getAttribute('href')).toBe('/movies');
    expect(within(movies).getByRole('heading', { name: 'Film 1' })).toBeTruthy();
    expect(within(movies).getAllByText('Rating 8.3 out of 10')).toHaveLength(10);
    expect(within(movies).getAllByRole('button', { name: 'Add to watchlist' })).toHaveLength(10);
    expect(within(movies).getAllByRole('button', { name: 'More info' })).toHaveLength(10);

    const shows = screen.getByRole('region', { name: 'Top TV Shows' });
    expect(within(shows).getAllByRole('listitem')).toHaveLength(10);
    expect(within(shows).getByRole('link', { name: 'See All' }).getAttribute('href')).toBe('/shows');
    expect(screen.getByRole('link', { name: 'Get Recommendations' }).getAttribute('href')).toBe('/recommendations');
  });

  it('leaves out of the Top rows the titles the route says to hide (a member’s watched titles)', async () => {
    mockApi({ 'GET /api/catalog/top': top, 'GET /api/catalog/hero': trending });
    const watched = (title: { mediaType: 'movie' | 'tv'; id: number }) => title.mediaType === 'movie' && title.id === 2;
    renderPage(<HomePage hideTitle={watched} />);
    await screen.findByRole('heading', { name: 'Film 1' });
    const movies = screen.getByRole('region', { name: 'Top Movies' });
    expect(within(movies).getAllByRole('listitem')).toHaveLength(9);
    expect(within(movies).queryByRole('heading', { name: 'Film 2' })).toBeNull();
    // A show with the same id is another title.
    expect(within(screen.getByRole('region', { name: 'Top TV Shows' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('shows today’s first four trending titles in the hero slider', async () => {
    const fetchMock = mockApi({
      'GET /api/catalog/top': top,
      'GET /api/catalog/hero': { status: 200, body: { results: buildSummaries(4, 'Trending') } },
    });
    renderPage(<HomePage />);
    const slider = await screen.findByRole('region', { name: 'Trending today' });
    expect(within(slider).getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(within(slider).getByRole('heading', { name: 'Trending 1' })).toBeTruthy();
    expect(within(slider).getAllByText('A story worth watching.', { exact: false }).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/catalog/hero')).toBe(true);
  });

  it('still shows the rows and the way to recommendations when trending fails', async () => {
    mockApi({ 'GET /api/catalog/top': top, 'GET /api/catalog/hero': { status: 503, body: {} } });
    renderPage(<HomePage />);
    await screen.findByRole('heading', { name: 'Film 1' });
    expect(screen.queryByRole('region', { name: 'Trending today' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get Recommendations' })).toBeTruthy();
  });

  it('reports a failure in both rows with the server’s message', async () => {
    mockApi({
      'GET /api/catalog/top': {
        status: 503,
        body: { error: { code: 'catalogUnavailable', message: 'Catalog offline' } },
      },
      'GET /api/catalog/hero': trending,
    });
    renderPage(<HomePage />);
    expect(await screen.findByText('Error loading movies: Catalog offline')).toBeTruthy();
    expect(screen.getByText('Error loading TV shows: Catalog offline')).toBeTruthy();
  });

  it('filters both rows by year, rating and every chosen genre', async () => {
    const movies: TitleCard[] = [
      {
        id: 1,
        mediaType: 'movie',
        title: 'Heat',
        year: 1995,
        posterPath: null,
        voteAverage: 8.3,
        genreIds: [28, 80, 18],
      },
      { id: 2, mediaType: 'movie', title: 'Ronin', year: 1998, posterPath: null, voteAverage: 7.1, genreIds: [28, 53] },
      {
        id: 3,
        mediaType: 'movie',
        title: 'Amélie',
        year: 2001,
        posterPath: null,
        voteAverage: 7.9,
        genreIds: [35, 10749],
      },
    ];
    const shows: TitleCard[] = [
      { id: 4, mediaType: 'tv', title: 'The Wire', year: 2002, posterPath: null, voteAverage: 8.6, genreIds: [80, 18] },
      {
        id: 5,
        mediaType: 'tv',
        title: 'Fargo',
        year: 2014,
        posterPath: null,
        voteAverage: 8.3,
        genreIds: [80, 18, 35],
      },
    ];
    mockApi({
      'GET /api/catalog/top': { status: 200, body: { movies, shows } },
      'GET /api/catalog/hero': trending,
    });
    renderPage(<HomePage />);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Heat' });
    const movieRow = screen.getByRole('region', { name: 'Top Movies' });
    const showRow = screen.getByRole('region', { name: 'Top TV Shows' });
    const names = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);

    await user.click(screen.getByRole('button', { name: /^Genres/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Crime' }));
    await user.click(screen.getByRole('checkbox', { name: 'Drama' }));
    expect(names(movieRow)).toEqual(['Heat']);
    expect(names(showRow)).toEqual(['The Wire', 'Fargo']);
    expect(screen.getByText('Showing 1 of 3 movies and 2 of 2 TV shows.')).toBeTruthy();

    await user.type(screen.getByLabelText('Year from'), '2010');
    expect(names(movieRow)).toEqual([]);
    expect(within(movieRow).getByText('No titles match these filters.')).toBeTruthy();
    expect(names(showRow)).toEqual(['Fargo']);

    await user.clear(screen.getByLabelText('Year from'));
    await user.type(screen.getByLabelText('Year from'), '1800');
    expect(screen.getByRole('alert').textContent).toBe(
      `Years must be whole numbers between 1900 and ${new Date().getFullYear()}.`,
    );
    expect(names(movieRow)).toEqual(['Heat']);
    await user.clear(screen.getByLabelText('Year from'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Minimum rating'), '8.5');
    expect(names(showRow)).toEqual(['The Wire']);
    await user.type(screen.getByLabelText('Maximum rating'), '8.4');
    expect(screen.getByRole('alert').textContent).toBe('The minimum rating cannot be greater than the maximum rating.');
    // The reversed rating range is left out; the genres still apply.
    expect(names(showRow)).toEqual(['The Wire', 'Fargo']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(names(movieRow)).toEqual(['Heat', 'Ronin', 'Amélie']);
    expect((screen.getByLabelText('Maximum rating') as HTMLInputElement).value).toBe('');
  });

  it('asks a visitor to sign in when adding to the watchlist', async () => {
    mockApi({ 'GET /api/catalog/top': top, 'GET /api/catalog/hero': trending });
    renderPage(<HomePage />);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Film 1' });
    const movies = screen.getByRole('region', { name: 'Top Movies' });
    await user.click(within(movies).getAllByRole('button', { name: 'Add to watchlist' })[0] as HTMLElement);
    expect(await screen.findByText('Please sign in first')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Navigated away')).toBeTruthy();
  });

  it("shows a member's saved titles on the cards and adds one with a toast", async () => {
    const fetchMock = mockApi({
      'GET /api/catalog/top': top,
      'GET /api/catalog/hero': trending,
      'GET /api/watchlist/keys': { status: 200, body: { movie: [2], tv: [] } },
      'PUT /api/watchlist/movie/1': {
        status: 200,
        body: { mediaType: 'movie', id: 1, inWatchlist: true, item: null },
      },
    });
    renderPage(<HomePage />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Film 2' });
    const movies = screen.getByRole('region', { name: 'Top Movies' });
    const film2 = within(movies).getByRole('heading', { name: 'Film 2' }).closest('article') as HTMLElement;
    expect(await within(film2).findByRole('button', { name: 'Remove from watchlist' })).toBeTruthy();

    const film1 = within(movies).getByRole('heading', { name: 'Film 1' }).closest('article') as HTMLElement;
    await user.click(within(film1).getByRole('button', { name: 'Add to watchlist' }));
    expect(await screen.findByText('Added to your watchlist')).toBeTruthy();
    expect(within(film1).getByRole('button', { name: 'Remove from watchlist' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/watchlist/movie/1') && init?.method === 'PUT',
      ),
    ).toBe(true);
  });

  it('describes Watchify in four feature cards', async () => {
    mockApi({ 'GET /api/catalog/top': top, 'GET /api/catalog/hero': trending });
    renderPage(<HomePage />);
    const features = screen.getByRole('region', { name: 'Everything you need to choose what to watch' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Watchlists', 'Friends & chat', 'Recommendations', 'Assistant']);
  });
});
