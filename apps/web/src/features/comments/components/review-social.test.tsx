import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMENT_EVENTS, type CommentReply, type TitleCommentsResponse } from '@watchify/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { buildComment, buildCommentsPage, buildRepliesPage, buildReply } from '../test-data';
import { CommentsSection } from './comments-section';

// Live events are delivered by hand: the test plays the socket.
const live = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));
vi.mock('../../../lib/realtime', () => ({
  loadSocket: () => new Promise(() => {}),
  useFollowTitle: () => {},
  useSocketEvent: (event: string, handler: (payload: unknown) => void) => {
    live.handlers.set(event, handler);
  },
  refreshSocketSession: () => {},
}));

afterEach(() => {
  live.handlers.clear();
  vi.unstubAllGlobals();
});

const TITLE = { mediaType: 'movie' as const, id: 238 };
const LIST = 'GET /api/titles/movie/238/comments';
const ME = { id: 'user-me', nickname: 'mehmet', displayName: 'Mehmet Kaya', photoUrl: null };
/** Ada's review, the one the tests like and answer. */
const ADAS = 'c-1';

function renderSection(
  page: TitleCommentsResponse,
  { signedIn = false, handlers = {} }: { signedIn?: boolean; handlers?: Parameters<typeof mockApi>[0] } = {},
) {
  const fetchMock = mockApi({ [LIST]: { status: 200, body: page }, ...handlers });
  renderPage(<CommentsSection title={TITLE} signedIn={signedIn} headingLevel="h2" />);
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

const review = async (author = 'Ada Lovelace') =>
  (await screen.findAllByTestId('comment')).find((item) => within(item).queryByText(author)) as HTMLElement;
const likeButton = async () => within(await review()).getByRole('button', { name: "Like Ada Lovelace's review" });
const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path));

describe('likes on a review', () => {
  it('shows a visitor the count and asks them to sign in, sending nothing', async () => {
    const { fetchMock, user } = renderSection(buildCommentsPage({ comments: [buildComment({ likeCount: 1 })] }));
    const like = await likeButton();
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(within(await review()).getByTestId('like-count').textContent).toBe('1 like');
    expect(like.getAttribute('aria-describedby')).toBe(within(await review()).getByTestId('like-count').id);
    await user.click(like);
    expect(await screen.findByText('Please sign in first')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('likes and unlikes for a member: pressed state and count from the answer, one request for a double click', async () => {
    let liked = false;
    const { fetchMock, user } = renderSection(buildCommentsPage({ comments: [buildComment()], viewerId: ME.id }), {
      signedIn: true,
      handlers: {
        [`PUT /api/comments/${ADAS}/like`]: async () => {
          liked = true;
          await new Promise((resolve) => setTimeout(resolve, 30));
          return { status: 200, body: { commentId: ADAS, likeCount: 1, likedByMe: true } };
        },
        [`DELETE /api/comments/${ADAS}/like`]: () => {
          liked = false;
          return { status: 200, body: { commentId: ADAS, likeCount: 0, likedByMe: false } };
        },
      },
    });
    const like = await likeButton();
    expect(within(await review()).getByTestId('like-count').textContent).toBe('0 likes');

    await user.dblClick(like);
    // Pressed at once, while the request runs.
    expect(like.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(within(like.parentElement as HTMLElement).getByText('1 like')).toBeTruthy());
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(calls(fetchMock, 'PUT', `/api/comments/${ADAS}/like`)).toHaveLength(1);
    expect(liked).toBe(true);

    await user.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(within(await review()).getByTestId('like-count').textContent).toBe('0 likes');
    expect(liked).toBe(false);
  });

  it('offers no Like on my own review, only its count', async () => {
    const mine = buildComment({ id: 'c-mine', author: ME, isMine: true, likeCount: 3 });
    renderSection(buildCommentsPage({ comments: [mine], mine, viewerId: ME.id }), { signedIn: true });
    const item = await review('Mehmet Kaya');
    expect(within(item).queryByRole('button', { name: /^Like / })).toBeNull();
    expect(within(item).getByTestId('like-count').textContent).toBe('3 likes');
  });

  it('keeps the count current from the live event, and shows the refusal of a like in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const { user } = renderSection(buildCommentsPage({ comments: [buildComment()], viewerId: ME.id }), {
      signedIn: true,
      handlers: {
        [`PUT /api/comments/${ADAS}/like`]: {
          status: 403,
          body: { error: { code: 'cannotLikeOwnComment', message: 'You cannot like your own review.' } },
        },
      },
    });
    const like = await screen.findByRole('button', { name: 'Ada Lovelace kullanıcısının yorumunu beğen' });
    act(() => live.handlers.get(COMMENT_EVENTS.likes)?.({ title: TITLE, commentId: ADAS, likeCount: 4 }));
    expect(within(await review()).getByTestId('like-count').textContent).toBe('4 beğeni');
    // Another title's event changes nothing here.
    act(() =>
      live.handlers.get(COMMENT_EVENTS.likes)?.({ title: { mediaType: 'tv', id: 238 }, commentId: ADAS, likeCount: 9 }),
    );
    expect(within(await review()).getByTestId('like-count').textContent).toBe('4 beğeni');
    await user.click(like);
    expect(await screen.findByText('Kendi yorumunuzu beğenemezsiniz.')).toBeTruthy();
    expect(like.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('replies to a review', () => {
  const repliesPath = `/api/comments/${ADAS}/replies`;

  it('are threaded under the review, opened with "Show 2 replies", for a visitor too', async () => {
    const { fetchMock, user } = renderSection(buildCommentsPage({ comments: [buildComment({ replyCount: 2 })] }), {
      handlers: {
        [`GET ${repliesPath}`]: {
          status: 200,
          body: buildRepliesPage({
            replies: [buildReply(), buildReply({ id: 'r-2', text: 'Not for me.', author: ME })],
          }),
        },
      },
    });
    const toggle = within(await review()).getByRole('button', { name: 'Show 2 replies' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const thread = await screen.findByRole('list', { name: "Replies to Ada Lovelace's review" });
    const items = within(thread).getAllByTestId('reply');
    expect(items.map((item) => within(item).getByText(/[.!]$/).textContent)).toEqual(['Agreed!', 'Not for me.']);
    expect(within(items[0] as HTMLElement).getByText('Zeynep Ak')).toBeTruthy();
    expect(within(thread).queryByRole('button')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide replies');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(thread)).toBe(true);

    // Reply asks a visitor to sign in.
    await user.click(within(await review()).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Please sign in first')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your reply' })).toBeNull();
    expect(calls(fetchMock, 'POST', repliesPath)).toHaveLength(0);
  });

  it('lets a member reply: checked like the server, sent trimmed, then shown in the opened thread with the count', async () => {
    let stored: CommentReply | null = null;
    const { fetchMock, user } = renderSection(buildCommentsPage({ comments: [buildComment()], viewerId: ME.id }), {
      signedIn: true,
      handlers: {
        [`POST ${repliesPath}`]: ({ body }) => {
          stored = buildReply({
            id: 'r-mine',
            author: ME,
            text: (body as { text: string }).text,
            isMine: true,
            canDelete: true,
          });
          return { status: 201, body: { reply: stored, replyCount: 1 } };
        },
        [`GET ${repliesPath}`]: () => ({ status: 200, body: buildRepliesPage({ replies: stored ? [stored] : [] }) }),
      },
    });
    const replyButton = within(await review()).getByRole('button', { name: 'Reply' });
    await user.click(replyButton);
    const form = screen.getByRole('form', { name: 'Your reply' });
    const text = within(form).getByRole('textbox', { name: 'Reply' });
    expect(document.activeElement).toBe(text);

    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please write a reply.');
    expect(calls(fetchMock, 'POST', repliesPath)).toHaveLength(0);

    await user.type(text, '  So true.  ');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    const thread = await screen.findByRole('list', { name: "Replies to Ada Lovelace's review" });
    expect(within(thread).getByText('So true.')).toBeTruthy();
    expect(JSON.parse(String(calls(fetchMock, 'POST', repliesPath)[0]?.[1]?.body))).toEqual({ text: 'So true.' });
    expect(screen.queryByRole('form', { name: 'Your reply' })).toBeNull();
    expect(within(await review()).getByRole('button', { name: 'Hide replies' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(replyButton));
  });

  it("shows the server's reason in the form, in Turkish (a reply to a reply)", async () => {
    await i18n.changeLanguage('tr');
    const { user } = renderSection(buildCommentsPage({ comments: [buildComment()], viewerId: ME.id }), {
      signedIn: true,
      handlers: {
        [`POST ${repliesPath}`]: {
          status: 400,
          body: { error: { code: 'replyToReply', message: 'You can reply to a review, not to a reply.' } },
        },
      },
    });
    await user.click(within(await review()).getByRole('button', { name: 'Yanıtla' }));
    const form = screen.getByRole('form', { name: 'Yanıtınız' });
    await user.type(within(form).getByRole('textbox', { name: 'Yanıt' }), 'Katılıyorum');
    await user.click(within(form).getByRole('button', { name: 'Yanıtı gönder' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Bir yoruma yanıt verebilirsiniz, bir yanıta değil.',
    );
    expect((within(form).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Katılıyorum');
  });

  it("lets a reply's author edit and delete it, the review's author delete it, and nobody else either", async () => {
    const mine = buildReply({ id: 'r-mine', author: ME, text: 'Mine.', isMine: true, canDelete: true });
    const others = buildReply({ id: 'r-other', text: 'Theirs.' });
    const { fetchMock, user } = renderSection(
      buildCommentsPage({ comments: [buildComment({ replyCount: 2 })], viewerId: ME.id }),
      {
        signedIn: true,
        handlers: {
          [`GET ${repliesPath}`]: { status: 200, body: buildRepliesPage({ replies: [mine, others] }) },
          'PUT /api/replies/r-mine': ({ body }) => ({
            status: 200,
            body: {
              reply: { ...mine, text: (body as { text: string }).text, updatedAt: '2026-11-21T00:00:00.000Z' },
              replyCount: 2,
            },
          }),
          'DELETE /api/replies/r-mine': { status: 200, body: { commentId: ADAS, replyCount: 1 } },
        },
      },
    );
    await user.click(within(await review()).getByRole('button', { name: 'Show 2 replies' }));
    const thread = await screen.findByRole('list', { name: "Replies to Ada Lovelace's review" });
    const [myItem, otherItem] = within(thread).getAllByTestId('reply') as HTMLElement[];
    expect(within(otherItem as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(within(myItem as HTMLElement).getByRole('button', { name: 'Edit reply' }));
    const form = screen.getByRole('form', { name: 'Edit your reply' });
    const text = within(form).getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    expect(text.value).toBe('Mine.');
    await user.clear(text);
    await user.type(text, 'Mine, edited.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(thread).findByText('Mine, edited.')).toBeTruthy();
    expect(within(thread).getByText('(edited)')).toBeTruthy();

    await user.click(within(thread).getByRole('button', { name: 'Delete reply' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete reply' });
    expect(within(question).getByText('Are you sure you want to delete this reply?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(thread).getAllByTestId('reply')).toHaveLength(1));
    expect(calls(fetchMock, 'DELETE', '/api/replies/r-mine')).toHaveLength(1);
    expect(within(await review()).getByRole('button', { name: 'Hide replies' })).toBeTruthy();
  });

  it("offers the review's author Delete on someone else's reply", async () => {
    const mine = buildComment({ id: ADAS, author: ME, isMine: true, replyCount: 1 });
    const { user } = renderSection(buildCommentsPage({ comments: [mine], mine, viewerId: ME.id }), {
      signedIn: true,
      handlers: {
        [`GET ${repliesPath}`]: {
          status: 200,
          body: buildRepliesPage({ replies: [buildReply({ canDelete: true })] }),
        },
      },
    });
    await user.click(within(await review('Mehmet Kaya')).getByRole('button', { name: 'Show 1 reply' }));
    const thread = await screen.findByRole('list', { name: "Replies to Mehmet Kaya's review" });
    expect(within(thread).getByRole('button', { name: 'Delete reply' })).toBeTruthy();
    expect(within(thread).queryByRole('button', { name: 'Edit reply' })).toBeNull();
  });

  it('shows a reply written in another browser in the open thread, and counts it on a closed one', async () => {
    const { user } = renderSection(
      buildCommentsPage({ comments: [buildComment({ replyCount: 1 }), buildComment({ id: 'c-2' })], viewerId: ME.id }),
      {
        signedIn: true,
        handlers: {
          [`GET ${repliesPath}`]: { status: 200, body: buildRepliesPage({ replies: [buildReply()] }) },
        },
      },
    );
    await user.click(within(await review()).getByRole('button', { name: 'Show 1 reply' }));
    const thread = await screen.findByRole('list', { name: "Replies to Ada Lovelace's review" });
    const { isMine: _m, canDelete: _c, ...fresh } = buildReply({ id: 'r-live', text: 'Live from elsewhere.' });
    const created = { type: 'created', title: TITLE, reply: fresh, replyCount: 2 };
    act(() => live.handlers.get(COMMENT_EVENTS.replies)?.(created));
    // The same event twice (a reconnect's replay) leaves one copy.
    act(() => live.handlers.get(COMMENT_EVENTS.replies)?.(created));
    expect(await within(thread).findByText('Live from elsewhere.')).toBeTruthy();
    expect(within(thread).getAllByTestId('reply')).toHaveLength(2);

    const other = { ...fresh, id: 'r-other', commentId: 'c-2' };
    act(() =>
      live.handlers.get(COMMENT_EVENTS.replies)?.({ type: 'created', title: TITLE, reply: other, replyCount: 1 }),
    );
    const items = await screen.findAllByTestId('comment');
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Show 1 reply' })).toBeTruthy();
  });
});

describe('spoilers', () => {
  it('hides a spoiler review behind "Show spoiler" until asked', async () => {
    const { user } = renderSection(
      buildCommentsPage({ comments: [buildComment({ spoiler: true, text: 'The twist is a dream.' })] }),
    );
    const item = await review();
    expect(within(item).getByText('This review contains spoilers.')).toBeTruthy();
    expect(within(item).queryByText('The twist is a dream.')).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Show spoiler' }));
    expect(within(item).getByText('The twist is a dream.')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Hide spoiler' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('is a labelled checkbox of the review form, sent with the review and kept by its saved state', async () => {
    let stored: ReturnType<typeof buildComment> | null = null;
    const { fetchMock, user } = renderSection(buildCommentsPage({ viewerId: ME.id }), {
      signedIn: true,
      handlers: {
        'POST /api/titles/movie/238/comments': ({ body }) => {
          stored = buildComment({ id: 'c-mine', author: ME, isMine: true, ...(body as object) });
          return { status: 201, body: { comment: stored, summary: { average: 5, count: 1 } } };
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Your comment' });
    const spoiler = within(form).getByRole('checkbox', { name: /Contains spoilers/ }) as HTMLInputElement;
    expect(spoiler.checked).toBe(false);
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'The ending!');
    await user.click(spoiler);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('comment');
    const post = calls(fetchMock, 'POST', '/api/titles/movie/238/comments')[0];
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rating: 5, text: 'The ending!', spoiler: true });
    expect(screen.getByRole('button', { name: 'Show spoiler' })).toBeTruthy();
    const saved = within(screen.getByRole('form', { name: 'Your comment' })).getByRole('checkbox') as HTMLInputElement;
    expect(saved.checked).toBe(true);
    expect(saved.disabled).toBe(true);
  });
});
