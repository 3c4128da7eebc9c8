import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Play, TitleComment } from '@watchify/contract';
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

const COMMENTS = '/api/titles/movie/1/comments';

/** My comment on Heat as the API answers it. */
function myComment(overrides: Partial<TitleComment> = {}): TitleComment {
  return {
    id: 'c-mine',
    author: { id: 'user-1', nickname: 'ada', displayName: 'Ada Lovelace', photoUrl: null },
    rating: 3,
    text: 'Long, but worth it.',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    spoiler: false,
    likeCount: 0,
    replyCount: 0,
    isMine: true,
    likedByMe: false,
    ...overrides,
  };
}

/** GET of Heat's comments as the log form reads it: `mine` is what it looks at. */
function commentsPage(mine: TitleComment | null) {
  return {
    status: 200,
    body: {
      comments: mine ? [mine] : [],
      nextCursor: null,
      summary: { average: mine?.rating ?? null, count: mine ? 1 : 0 },
      mine,
      viewerId: 'user-1',
    },
  };
}

/** What every signed-in test answers: the watchlist's keys, and no comment of mine on Heat. */
const member = { ...keys, [`GET ${COMMENTS}`]: commentsPage(null) };

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
    mockApi({ ...member, 'POST /api/plays': recordPlays(bodies) });
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
      ...member,
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

  it('rates the title with a new review: the play is logged first, then my comment is created', async () => {
    const calls: string[] = [];
    const bodies: Record<string, unknown>[] = [];
    const comments: unknown[] = [];
    let release = () => {};
    const read = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      ...member,
      [`GET ${COMMENTS}`]: async () => {
        await read;
        return commentsPage(null);
      },
      'POST /api/plays': async (request) => {
        calls.push('play');
        return recordPlays(bodies)(request);
      },
      [`POST ${COMMENTS}`]: ({ body }) => {
        calls.push('comment');
        comments.push(body);
        const comment = myComment({ rating: 4, text: 'Tense.' });
        return { status: 201, body: { comment, summary: { average: 4, count: 1 } } };
      },
    });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Log Heat with details…' }));
    const dialog = screen.getByRole('dialog', { name: 'Log a play' });
    const stars = within(dialog).getByRole('group', { name: 'Your rating' });
    // The stars wait until my comment (none here) has been read.
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('status').textContent).toBe('Loading your rating...');
    release();
    await waitFor(() =>
      expect(within(stars).getByRole('radio', { name: '4 stars' })).toHaveProperty('disabled', false),
    );
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Review' }), '  Tense.  ');
    await user.click(within(dialog).getByRole('checkbox', { name: /Rewatch/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked as watched')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual(['play', 'comment']);
    expect(bodies).toEqual([expect.objectContaining({ rewatch: true })]);
    expect(comments).toEqual([{ rating: 4, text: 'Tense.' }]);
  });

  it('asks for a review when stars are chosen without one and sends nothing; stars cleared rate nothing', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetchMock = mockApi({ ...member, 'POST /api/plays': recordPlays(bodies) });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Log Heat with details…' }));
    const dialog = screen.getByRole('dialog', { name: 'Log a play' });
    const fiveStars = within(dialog).getByRole('radio', { name: '5 stars' });
    await waitFor(() => expect(fiveStars).toHaveProperty('disabled', false));
    await user.click(fiveStars);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const review = within(dialog).getByRole('textbox', { name: 'Review' });
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe('Please write a comment.');
    expect(review.getAttribute('aria-invalid')).toBe('true');
    expect(review.getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(review);
    const sent = fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
    expect(sent).toHaveLength(0);

    // Without stars the play is logged alone.
    await user.click(within(dialog).getByRole('button', { name: 'Clear rating' }));
    expect(fiveStars).toHaveProperty('checked', false);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked as watched')).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });

  it('starts from the stars and text of my comment, and saving changes that comment', async () => {
    const bodies: Record<string, unknown>[] = [];
    const updates: unknown[] = [];
    mockApi({
      ...keys,
      [`GET ${COMMENTS}`]: commentsPage(myComment()),
      'POST /api/plays': recordPlays(bodies),
      'PUT /api/comments/c-mine': ({ body }) => {
        updates.push(body);
        const comment = myComment({ rating: 5, updatedAt: '2026-02-01T00:00:00.000Z' });
        return { status: 200, body: { comment, summary: { average: 5, count: 1 } } };
      },
    });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Log Heat with details…' }));
    const dialog = screen.getByRole('dialog', { name: 'Log a play' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true));
    const review = within(dialog).getByRole('textbox', { name: 'Review' });
    expect(review).toHaveProperty('value', 'Long, but worth it.');
    expect(within(dialog).getByText('From your comment on this title; saving changes it.')).toBeTruthy();
    // A rating that exists is changed here, never taken away.
    expect(within(dialog).queryByRole('button', { name: 'Clear rating' })).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked as watched')).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(updates).toEqual([{ rating: 5, text: 'Long, but worth it.' }]);
  });

  it('leaves an unchanged comment alone, and says so when a rating could not be saved (the play stays logged)', async () => {
    const bodies: Record<string, unknown>[] = [];
    let mine: TitleComment | null = myComment();
    const fetchMock = mockApi({
      ...keys,
      [`GET ${COMMENTS}`]: () => commentsPage(mine),
      'POST /api/plays': recordPlays(bodies),
      [`POST ${COMMENTS}`]: { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    renderPage(<Cards />, '/', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Log Heat with details…' }));
    let dialog = screen.getByRole('dialog', { name: 'Log a play' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked as watched')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    mine = null;
    await user.click(screen.getByRole('button', { name: 'Log Heat with details…' }));
    dialog = screen.getByRole('dialog', { name: 'Log a play' });
    const twoStars = within(dialog).getByRole('radio', { name: '2 stars' });
    await waitFor(() => expect(twoStars).toHaveProperty('disabled', false));
    await user.click(twoStars);
    await user.type(within(dialog).getByRole('textbox', { name: 'Review' }), 'Not for me.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked as watched, but your rating could not be saved')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toHaveLength(2);
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    const bodies: Record<string, unknown>[] = [];
    mockApi({ ...member, 'POST /api/plays': recordPlays(bodies) });
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
    const fourStars = within(within(dialog).getByRole('group', { name: 'Puanınız' })).getByRole('radio', {
      name: '4 yıldız',
    });
    await waitFor(() => expect(fourStars).toHaveProperty('disabled', false));
    await user.click(fourStars);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Lütfen bir yorum yazın.');
    expect(within(dialog).getByRole('textbox', { name: 'İnceleme' }).getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toHaveLength(1);
  });
});
