import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Play } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { TitleCard } from '../../../components/ui/title-card';
import { i18n } from '../../../lib/i18n';
import { usePlays } from '../../../lib/plays';
import { buildCard } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/utils';
import { localDate } from '../play-dates';

const heat = buildCard({ id: 1, mediaType: 'movie', title: 'Heat' });

function Cards() {
  return <TitleCard title={heat} actionNames="named" />;
}

const keys = { 'GET /api/watchlist/keys': { status: 200, body: { movie: [], tv: [] } } };

function play(overrides: Partial<Play> = {}): Play {
  return {
    id: 'p1',
    mediaType: 'movie',
    titleId: 1,
    title: 'Heat',
    posterPath: null,
    year: 1995,
    watchedOn: localDate(new Date()),
    rewatch: false,
    season: null,
    episode: null,
    loggedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A POST /api/plays handler that records the bodies it got and answers with the play they describe. */
function recordPlays(bodies: Record<string, unknown>[], wait?: Promise<void>) {
  return async ({ body }: { body: unknown }) => {
    const sent = body as { watchedOn: string | null; rewatch: boolean };
    bodies.push(body as Record<string, unknown>);
    await wait;
    return {
      status: 201,
      body: { play: play({ watchedOn: sent.watchedOn, rewatch: sent.rewatch }), created: true, watchlist: 'untouched' },
    };
  };
}

describe('PlaysProvider', () => {
  it('asks a visitor to sign in and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderPage(<Cards />, '/movies');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Mark Heat as watched' }));
    expect(await screen.findByText('Please sign in first')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log Heat with details…' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs a play for today with a request id in one click, and says so; a double click stores one play', async () => {
    const bodies: Record<string, unknown>[] = [];
    let release = () => {};
    const wait = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({ ...keys, 'POST /api/plays': recordPlays(bodies, wait) });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.dblClick(screen.getByRole('button', { name: 'Mark Heat as watched' }));
    release();
    expect(await screen.findByText('Marked as watched')).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      mediaType: 'movie',
      id: 1,
      watchedOn: localDate(new Date()),
      rewatch: false,
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    // A later click is a new action: a play of its own.
    await user.click(screen.getByRole('button', { name: 'Mark Heat as watched' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]?.requestId).not.toBe(bodies[0]?.requestId);
  });

  it('offers to take a watched title off the watchlist, or says the server did, as the setting says', async () => {
    let removed = 0;
    let outcome: 'ask' | 'removed' = 'ask';
    mockApi({
      'GET /api/watchlist/keys': { status: 200, body: { movie: [1], tv: [] } },
      'POST /api/plays': () => ({ status: 201, body: { play: play(), created: true, watchlist: outcome } }),
      'DELETE /api/watchlist/movie/1': () => {
        removed += 1;
        return { status: 200, body: { mediaType: 'movie', id: 1, inWatchlist: false, item: null } };
      },
    });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Mark Heat as watched' }));
    expect(await screen.findByText('It is still on your watchlist.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove from watchlist' }));
    await waitFor(() => expect(removed).toBe(1));

    outcome = 'removed';
    await user.click(screen.getByRole('button', { name: 'Mark Heat as watched' }));
    expect(await screen.findByText('Marked as watched and taken off your watchlist')).toBeTruthy();
    expect(removed).toBe(1);
  });

  it("hides a member's watched titles from lists unless their settings say to show them", async () => {
    let showWatched = false;
    mockApi({
      ...keys,
      'GET /api/plays/keys': { status: 200, body: { movie: [1], tv: [] } },
      'GET /api/me/tracking-settings': () => ({ status: 200, body: { watchlistAfterWatch: 'ask', showWatched } }),
    });
    function Probe() {
      const { hiddenAsWatched } = usePlays();
      return (
        <p>
          {hiddenAsWatched({ mediaType: 'movie', id: 1 }) ? 'hidden' : 'shown'}/
          {hiddenAsWatched({ mediaType: 'tv', id: 1 }) ? 'hidden' : 'shown'}
        </p>
      );
    }
    const { unmount } = renderPage(<Probe />, '/', undefined, { signedIn: true });
    expect(await screen.findByText('hidden/shown')).toBeTruthy();
    unmount();
    showWatched = true;
    renderPage(<Probe />, '/', undefined, { signedIn: true });
    expect(await screen.findByText('shown/shown')).toBeTruthy();
    // A visitor's lists are never changed.
    renderPage(<Probe />, '/');
    expect(screen.getAllByText('shown/shown').length).toBeGreaterThan(0);
  });

  it('logs a play of yesterday as a rewatch from the form', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({ ...keys, 'POST /api/plays': recordPlays(bodies) });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Log Heat with details…' }));
    const dialog = screen.getByRole('dialog', { name: 'Log a play' });
    expect(within(dialog).getByRole('radio', { name: 'Today' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('radio', { name: 'Yesterday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Rewatch/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked as watched')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([
      expect.objectContaining({ watchedOn: localDate(new Date(), 1), rewatch: true, requestId: expect.any(String) }),
    ]);
  });

  it("checks the date, offers 'I don't remember', and shows the server's refusal by the date", async () => {
    const bodies: Record<string, unknown>[] = [];
    let refuse = true;
    mockApi({
      ...keys,
      'POST /api/plays': async (request) => {
        if (refuse) {
          bodies.push(request.body as Record<string, unknown>);
          return {
            status: 400,
            body: { error: { code: 'dateBeforeRelease', message: 'x', field: 'watchedOn' } },
          };
        }
        return recordPlays(bodies)(request);
      },
    });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Log Heat with details…' }));
    const dialog = screen.getByRole('dialog', { name: 'Log a play' });
    await user.click(within(dialog).getByRole('radio', { name: 'On a date' }));
    const date = within(dialog).getByLabelText('Date');
    expect(date.getAttribute('max')).toBe(localDate(new Date()));

    // A future date never leaves the form.
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A play cannot be in the future.');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toHaveLength(0);

    // The server's rule, translated.
    await user.clear(date);
    await user.type(date, '1990-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This date is before the title came out.');
    expect(date.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);

    // Trying again is the same action: the same request id.
    refuse = false;
    await user.click(within(dialog).getByRole('radio', { name: "I don't remember" }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked as watched')).toBeTruthy();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(expect.objectContaining({ watchedOn: null, requestId: bodies[0]?.requestId }));
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    const bodies: Record<string, unknown>[] = [];
    mockApi({ ...keys, 'POST /api/plays': recordPlays(bodies) });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'İzledim olarak işaretle: Heat' }));
    expect(await screen.findByText('İzlendi olarak işaretlendi')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ayrıntılarla kaydet: Heat' }));
    const dialog = screen.getByRole('dialog', { name: 'İzleme kaydet' });
    for (const name of ['Bugün', 'Dün', 'Bir tarihte', 'Hatırlamıyorum']) {
      expect(within(dialog).getByRole('radio', { name })).toBeTruthy();
    }
    expect(within(dialog).getByRole('checkbox', { name: /Yeniden izleme/ })).toBeTruthy();
  });
});
