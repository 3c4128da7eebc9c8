import { screen, within } from '@testing-library/react';
import type { TitleCard } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
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

describe('HomePage', () => {
  it('shows the top 10 movies and shows with See All links', async () => {
    mockApi({
      'GET /api/catalog/top': { status: 200, body: { movies: titles('movie', 10), shows: titles('tv', 10) } },
    });
    renderPage(<HomePage />);

    await screen.findByRole('heading', { name: 'Film 1' });
    const movies = screen.getByRole('region', { name: 'Top Movies' });
    expect(within(movies).getAllByRole('listitem')).toHaveLength(10);
    expect(within(movies).getByRole('link', { name: 'See All' }).getAttribute('href')).toBe('/movies');
    expect(within(movies).getByRole('heading', { name: 'Film 1' })).toBeTruthy();
    expect(within(movies).getAllByText('Rating 8.3 out of 10')).toHaveLength(10);

    const shows = screen.getByRole('region', { name: 'Top TV Shows' });
    expect(within(shows).getAllByRole('listitem')).toHaveLength(10);
    expect(within(shows).getByRole('link', { name: 'See All' }).getAttribute('href')).toBe('/shows');
    expect(screen.getByRole('link', { name: 'Get Recommendations' }).getAttribute('href')).toBe('/recommendations');
  });

  it('reports a failure in both rows with the server’s message', async () => {
    mockApi({
      'GET /api/catalog/top': {
        status: 503,
        body: { error: { code: 'catalogUnavailable', message: 'Catalog offline' } },
      },
    });
    renderPage(<HomePage />);
    expect(await screen.findByText('Error loading movies: Catalog offline')).toBeTruthy();
    expect(screen.getByText('Error loading TV shows: Catalog offline')).toBeTruthy();
  });
});
