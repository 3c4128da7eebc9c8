import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMe, mockApi, renderRoutes } from '../../test/utils';
import { routes } from '../router';

// No socket server in unit tests: the socket never connects.
vi.mock('../../lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/realtime')>()),
  loadSocket: () => new Promise(() => {}),
  useSocketEvent: vi.fn(),
  refreshSocketSession: () => {},
}));

describe('/account links to the import, export and media-server pages', () => {
  it('opens /settings/import and /settings/export from Account Settings', async () => {
    mockApi({
      'GET /api/me': { status: 200, body: buildMe() },
      'GET /api/me/tracking-settings': { status: 200, body: { watchlistAfterWatch: 'ask', showWatched: false } },
      'GET /api/watchlist/keys': { status: 200, body: { movie: [], tv: [] } },
      'GET /api/plays/keys': { status: 200, body: { movie: [], tv: [] } },
      'GET /api/notifications/unread-count': { status: 200, body: { unreadCount: 0 } },
      'GET /api/imports': { status: 200, body: { imports: [] } },
      'GET /api/media-server/webhook': { status: 200, body: { active: false, createdAt: null } },
      'GET /api/media-server/unmatched': { status: 200, body: { unmatched: [] } },
    });
    const { router } = renderRoutes(routes, '/account');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Import history' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Import your history' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/import');

    await user.click(screen.getByRole('link', { name: 'Export data' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Export your data' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/export');

    router.navigate('/account');
    await user.click(await screen.findByRole('link', { name: 'Media server tracking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Media server' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/media-server');
  });
});
