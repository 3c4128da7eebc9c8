import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDetail } from '../../test/fixtures';
import { buildMe, mockApi, renderRoutes } from '../../test/utils';
import { routes } from '../router';

// The comments follow the title over a socket; these tests are about what the route puts in the detail.
vi.mock('../../lib/realtime', () => ({
  loadSocket: () => new Promise(() => {}),
  useFollowTitle: () => {},
  useSocketEvent: () => {},
  refreshSocketSession: () => {},
}));

const signedOut = { status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in first' } } };
const comments = (viewerId: string | null) => ({
  status: 200,
  body: { comments: [], nextCursor: null, summary: { average: 4.5, count: 2 }, mine: null, viewerId },
});

describe('a title at /title/:mediaType/:id', () => {
  it("shows the comments feature's average rating and comments in the detail, and asks a visitor to sign in", async () => {
    mockApi({
      'GET /api/me': signedOut,
      'GET /api/titles/movie/1': { status: 200, body: buildDetail({ id: 1, title: 'The Godfather' }) },
      'GET /api/titles/movie/1/comments': comments(null),
    });
    renderRoutes(routes, '/title/movie/1');
    await screen.findByRole('heading', { level: 1, name: 'The Godfather' });
    expect((await screen.findByTestId('average-user-rating')).textContent).toContain('4.5 / 5');
    const section = screen.getByRole('region', { name: 'Comments' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Comments' })).toBeTruthy();
    expect(within(section).getByText('Please login to write a comment.')).toBeTruthy();
    expect(within(section).queryByRole('form', { name: 'Your comment' })).toBeNull();
  });

  it('gives a member the comment form', async () => {
    const me = buildMe();
    mockApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/watchlist/keys': { status: 200, body: { movie: [], tv: [] } },
      'GET /api/titles/movie/1': { status: 200, body: buildDetail({ id: 1, title: 'The Godfather' }) },
      'GET /api/titles/movie/1/comments': comments(me.id),
    });
    renderRoutes(routes, '/title/movie/1');
    const section = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(section).findByRole('form', { name: 'Your comment' })).toBeTruthy();
    expect(within(section).queryByText('Please login to write a comment.')).toBeNull();
  });
});
