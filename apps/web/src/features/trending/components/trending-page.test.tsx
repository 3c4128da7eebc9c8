import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCards } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/utils';
import { TrendingMoviesPage, TrendingShowsPage } from './trending-page';

describe('trending pages', () => {
  it('lists the first 16 trending movies of the day', async () => {
    const fetchMock = mockApi({
      'GET /api/catalog/trending': { status: 200, body: { results: buildCards(20, 'Movie') } },
    });
    renderPage(<TrendingMoviesPage />, '/movies');
    expect(screen.getByRole('heading', { level: 1, name: 'Trending Movies' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    const grid = await screen.findByRole('list');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(16);
    expect(within(grid).getByRole('heading', { name: 'Movie 16' })).toBeTruthy();
    expect(within(grid).getAllByText('Rating 7.5 out of 10')).toHaveLength(16);
    expect(within(grid).getByRole('button', { name: 'More info about Movie 3' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Add Movie 3 to watchlist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'movie', limit: '16' });
  });

  it('opens a title’s detail with six cast members', async () => {
    mockApi({ 'GET /api/catalog/trending': { status: 200, body: { results: buildCards(2, 'Movie') } } });
    const { router } = renderPage(<TrendingMoviesPage />, '/movies');
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'More info about Movie 2' }));
    expect(router.state.location.pathname).toBe('/title/movie/2');
    expect(router.state.location.state).toMatchObject({ castLimit: 6, backgroundLocation: { pathname: '/movies' } });
  });

  it('says Failed to load movies when trending movies cannot be loaded', async () => {
    mockApi({ 'GET /api/catalog/trending': { status: 502, body: { error: { code: 'upstream', message: 'x' } } } });
    renderPage(<TrendingMoviesPage />, '/movies');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load movies');
  });

  it('says Failed to load shows when trending shows cannot be loaded', async () => {
    const fetchMock = mockApi({ 'GET /api/catalog/trending': { status: 500, body: {} } });
    renderPage(<TrendingShowsPage />, '/shows');
    expect(screen.getByRole('heading', { level: 1, name: 'Trending TV Shows' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load shows');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('type=tv');
  });
});
