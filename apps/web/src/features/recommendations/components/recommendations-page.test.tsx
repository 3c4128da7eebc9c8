import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecommendationCard, RecommendationsResponse } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../test/utils';
import { RecommendationsPage } from './recommendations-page';

function card(id: number, overrides: Partial<RecommendationCard> = {}): RecommendationCard {
  return {
    id,
    mediaType: 'movie',
    title: `Film ${id}`,
    year: 2000 + id,
    posterPath: null,
    voteAverage: 7.5,
    genreIds: [35],
    reason: { code: 'popular', params: {} },
    feedback: null,
    ...overrides,
  };
}

const list = (items: RecommendationCard[], overrides: Partial<RecommendationsResponse> = {}) => ({
  status: 200,
  body: { items, source: 'personalized', notice: null, ...overrides },
});
const noWatchlist = { status: 200, body: { movie: [], tv: [] } };
const render = () => renderPage(<RecommendationsPage />, '/recommendations', undefined, { signedIn: true });

describe('recommendations page', () => {
  it('shows loading, then a grid of cards with their reasons in words', async () => {
    mockApi({
      'GET /api/watchlist/keys': noWatchlist,
      'GET /api/recommendations': list([
        card(1, { reason: { code: 'becauseYouLiked', params: { title: 'Heat' } } }),
        card(2, { reason: { code: 'friendsRated', params: { count: 3 } } }),
        card(3, { reason: { code: 'favoriteGenre', params: { genreId: 35 } } }),
        card(4, {
          mediaType: 'tv',
          title: 'Show 4',
          reason: { code: 'becauseOnWatchlist', params: { title: 'Dark' } },
        }),
        card(5, { reason: { code: 'becauseYouWatched', params: { title: 'Alien' } } }),
      ]),
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    const grid = await screen.findByRole('list');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(5);
    expect(within(grid).getByText('Because you liked Heat')).toBeTruthy();
    expect(within(grid).getByText('3 friends rated it 4+')).toBeTruthy();
    expect(within(grid).getByText('Matches your favourite genre: Comedy')).toBeTruthy();
    expect(within(grid).getByText('Because Dark is on your watchlist')).toBeTruthy();
    expect(within(grid).getByText('Because you watched Alien')).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Add Show 4 to watchlist' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Like Film 1' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('opens the detail with five cast members on a card click', async () => {
    mockApi({ 'GET /api/watchlist/keys': noWatchlist, 'GET /api/recommendations': list([card(7)]) });
    const { router } = render();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'More info about Film 7' }));
    expect(router.state.location.pathname).toBe('/title/movie/7');
    expect(router.state.location.state).toMatchObject({ castLimit: 5 });
  });

  it('saves a like at once, keeps the liked card, refreshes the list, and undoes on a second press', async () => {
    let items = [card(1), card(2)];
    const calls: string[] = [];
    mockApi({
      'GET /api/watchlist/keys': noWatchlist,
      'GET /api/recommendations': () => list(items),
      'PUT /api/recommendations/feedback/movie/1': ({ body }) => {
        calls.push(`PUT ${JSON.stringify(body)}`);
        // The server no longer recommends a liked title; it learned something new instead.
        items = [card(2), card(3, { reason: { code: 'becauseYouLiked', params: { title: 'Film 1' } } })];
        return { status: 200, body: { mediaType: 'movie', id: 1, feedback: 'like' } };
      },
      'DELETE /api/recommendations/feedback/movie/1': () => {
        calls.push('DELETE');
        return { status: 200, body: { mediaType: 'movie', id: 1, feedback: null } };
      },
    });
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Like Film 1' }));
    expect(screen.getByRole('button', { name: 'Like Film 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('You like Film 1. Your recommendations were updated.')).toBeTruthy();
    expect(await screen.findByText('Because you liked Film 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Film 1' })).toBeTruthy();
    expect(calls).toEqual(['PUT {"value":"like"}']);

    await user.click(screen.getByRole('button', { name: 'Like Film 1' }));
    await waitFor(() => expect(calls).toEqual(['PUT {"value":"like"}', 'DELETE']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like Film 1' }).getAttribute('aria-pressed')).toBe('false'),
    );
  });

  it('removes a disliked title at once and brings it back with Undo', async () => {
    let disliked = false;
    mockApi({
      'GET /api/watchlist/keys': noWatchlist,
      'GET /api/recommendations': () => list(disliked ? [card(2)] : [card(1), card(2)]),
      'PUT /api/recommendations/feedback/movie/1': () => {
        disliked = true;
        return { status: 200, body: { mediaType: 'movie', id: 1, feedback: 'dislike' } };
      },
      'DELETE /api/recommendations/feedback/movie/1': () => {
        disliked = false;
        return { status: 200, body: { mediaType: 'movie', id: 1, feedback: null } };
      },
    });
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Dislike Film 1' }));
    expect(screen.queryByRole('heading', { name: 'Film 1' })).toBeNull();
    // Keyboard focus moves on to the next card instead of falling to the page's start.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dislike Film 2' }));
    expect(await screen.findByText('Film 1 will not be recommended again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Film 1' })).toBeTruthy();
    expect(await screen.findByText('Your choice for Film 1 was undone.')).toBeTruthy();
  });

  it('puts a card back and says so when a choice cannot be saved', async () => {
    mockApi({
      'GET /api/watchlist/keys': noWatchlist,
      'GET /api/recommendations': list([card(1)]),
      'PUT /api/recommendations/feedback/movie/1': { status: 500, body: {} },
    });
    render();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Dislike Film 1' }));
    expect(await screen.findByText('Your choice could not be saved. Please try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Film 1' })).toBeTruthy();
  });

  it("shows the spec's notice above popular titles when personalized ones could not be made", async () => {
    mockApi({
      'GET /api/watchlist/keys': noWatchlist,
      'GET /api/recommendations': list([card(1, { reason: { code: 'topRated', params: {} } })], {
        source: 'popular',
        notice: 'personalizedUnavailable',
      }),
    });
    render();
    expect(
      await screen.findByText('Personalized recommendations could not be loaded, popular content is shown.'),
    ).toBeTruthy();
    expect(screen.getByText('Highly rated')).toBeTruthy();
  });

  it('says so when there is nothing to recommend', async () => {
    mockApi({ 'GET /api/watchlist/keys': noWatchlist, 'GET /api/recommendations': list([]) });
    render();
    expect(await screen.findByText('No recommendations found. Please try again later.')).toBeTruthy();
  });

  it.each([
    [500, 'internal', 'Content could not be loaded. Please try again later.'],
    [404, 'userNotFound', 'User information not found'],
    [503, 'preferencesFailed', 'Failed to load user preferences. Please try again later.'],
  ])('shows the error text for a %i %s, with Retry', async (status, code, text) => {
    mockApi({
      'GET /api/watchlist/keys': noWatchlist,
      'GET /api/recommendations': { status, body: { error: { code, message: 'x' } } },
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
