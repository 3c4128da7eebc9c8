import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TitleCard } from '../../../components/ui/title-card';
import { i18n } from '../../../lib/i18n';
import { buildCard } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/utils';

const heat = buildCard({ id: 1, mediaType: 'movie', title: 'Heat' });
const fargo = buildCard({ id: 7, mediaType: 'tv', title: 'Fargo' });

function Cards() {
  return (
    <ul>
      {[heat, fargo].map((title) => (
        <li key={title.title}>
          <TitleCard title={title} actionNames="named" />
        </li>
      ))}
    </ul>
  );
}

const change = (mediaType: 'movie' | 'tv', id: number, inWatchlist: boolean) => ({
  status: 200,
  body: { mediaType, id, inWatchlist, item: null },
});

/** A reply the test releases when it wants, to look at the screen while the request is on its way. */
function deferred() {
  let release: (reply: { status: number; body?: unknown }) => void = () => {};
  const reply = new Promise<{ status: number; body?: unknown }>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

describe('WatchlistProvider', () => {
  it('asks a visitor to sign in, with a link to the sign-in page, and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderPage(<Cards />, '/movies');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Heat to watchlist' }));
    expect(await screen.findByText('Please sign in first')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Navigated away')).toBeTruthy();
  });

  it('shows the saved state from the server on every card', async () => {
    mockApi({ 'GET /api/watchlist/keys': { status: 200, body: { movie: [], tv: [7] } } });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Remove Fargo from watchlist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Heat to watchlist' })).toBeTruthy();
  });

  it('shows an add at once, then the toast once the server saved it', async () => {
    const put = deferred();
    const fetchMock = mockApi({
      'GET /api/watchlist/keys': { status: 200, body: { movie: [], tv: [] } },
      'PUT /api/watchlist/movie/1': () => put.reply,
    });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    // The card knows the list once its keys are in.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/watchlist/keys'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Add Heat to watchlist' }));
    // Optimistic: the card shows the new state before the answer.
    expect(screen.getByRole('button', { name: 'Remove Heat from watchlist' })).toBeTruthy();
    expect(screen.queryByText('Added to your watchlist')).toBeNull();
    put.release(change('movie', 1, true));
    expect(await screen.findByText('Added to your watchlist')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Heat from watchlist' })).toBeTruthy();
    // Only the title's type and id go to the server.
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/movie/1')) ?? [];
    expect(init?.body).toBeUndefined();
  });

  it('puts the card back and says so when saving fails', async () => {
    mockApi({
      'GET /api/watchlist/keys': { status: 200, body: { movie: [1], tv: [] } },
      'DELETE /api/watchlist/movie/1': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } },
    });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remove Heat from watchlist' }));
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove Heat from watchlist' })).toBeTruthy();
  });

  it('sends a double click as an add then a remove, one after the other', async () => {
    const put = deferred();
    const order: string[] = [];
    mockApi({
      'GET /api/watchlist/keys': { status: 200, body: { movie: [], tv: [] } },
      'PUT /api/watchlist/movie/1': () => {
        order.push('PUT');
        return put.reply;
      },
      'DELETE /api/watchlist/movie/1': () => {
        order.push('DELETE');
        return change('movie', 1, false);
      },
    });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Add Heat to watchlist' });
    const card = screen.getByRole('heading', { name: 'Heat' }).closest('article') as HTMLElement;
    const button = within(card).getAllByRole('button')[0] as HTMLElement;
    await user.dblClick(button);
    // The remove waits for the add's answer, so the server sees them in the order they were clicked.
    expect(order).toEqual(['PUT']);
    put.release(change('movie', 1, true));
    expect(await screen.findByText('Removed from your watchlist')).toBeTruthy();
    expect(order).toEqual(['PUT', 'DELETE']);
    expect(screen.getByRole('button', { name: 'Add Heat to watchlist' })).toBeTruthy();
  });

  it('speaks Turkish with the spec texts', async () => {
    await i18n.changeLanguage('tr');
    mockApi({
      'GET /api/watchlist/keys': { status: 200, body: { movie: [], tv: [7] } },
      'PUT /api/watchlist/movie/1': change('movie', 1, true),
      'DELETE /api/watchlist/tv/7': { status: 503, body: { error: { code: 'x', message: 'down' } } },
    });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'İzleme listesine ekle: Heat' }));
    expect(await screen.findByText('İzleme listenize eklendi')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'İzleme listesinden çıkar: Fargo' }));
    expect(await screen.findByText('Bir hata oluştu')).toBeTruthy();
  });

  it('asks for a sign-in (in Turkish) when the session has ended', async () => {
    await i18n.changeLanguage('tr');
    mockApi({
      'GET /api/watchlist/keys': { status: 200, body: { movie: [], tv: [] } },
      'PUT /api/watchlist/movie/1': { status: 401, body: { error: { code: 'unauthenticated', message: 'x' } } },
    });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'İzleme listesine ekle: Heat' }));
    expect(await screen.findByText('Lütfen önce giriş yapın')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'İzleme listesine ekle: Heat' })).toBeTruthy();
  });
});
