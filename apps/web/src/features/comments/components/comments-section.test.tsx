import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMENT_EVENTS, type TitleComment, type TitleCommentsResponse } from '@watchify/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { buildComment, buildCommentsPage } from '../test-data';
import { AverageUserRating } from './average-user-rating';
import { CommentsSection } from './comments-section';

// Live events are delivered by hand: the test plays the socket.
const live = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  followed: [] as unknown[],
}));
vi.mock('../../../lib/realtime', () => ({
  loadSocket: () => new Promise(() => {}),
  useFollowTitle: (title: unknown) => {
    live.followed.push(title);
  },
  useSocketEvent: (event: string, handler: (payload: unknown) => void) => {
    live.handlers.set(event, handler);
  },
  refreshSocketSession: () => {},
}));

afterEach(() => {
  live.handlers.clear();
  live.followed.length = 0;
  vi.unstubAllGlobals();
});

const TITLE = { mediaType: 'movie' as const, id: 238 };
const LIST = 'GET /api/titles/movie/238/comments';
const ME = { id: 'user-me', nickname: 'mehmet', displayName: 'Mehmet Kaya', photoUrl: null };

function renderSection(
  page: TitleCommentsResponse,
  { signedIn = false, handlers = {} }: { signedIn?: boolean; handlers?: Parameters<typeof mockApi>[0] } = {},
) {
  const fetchMock = mockApi({ [LIST]: { status: 200, body: page }, ...handlers });
  renderPage(
    <>
      <AverageUserRating title={TITLE} signedIn={signedIn} />
      <CommentsSection title={TITLE} signedIn={signedIn} headingLevel="h2" />
    </>,
  );
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

const average = () => screen.getByTestId('average-user-rating').textContent;
const form = () => screen.getByRole('form', { name: 'Your comment' });
const textBox = () => within(form()).getByRole('textbox', { name: 'Comment' });
const star = (count: number) => within(form()).getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` });
const submitButton = (name: string) => within(form()).getByRole('button', { name });

describe('CommentsSection for a visitor', () => {
  it('lists comments newest first with name, stars, time and text, the average, and asks to sign in', async () => {
    renderSection(
      buildCommentsPage({
        comments: [
          buildComment({ id: 'c-2', rating: 5, text: 'Loved it.', createdAt: '2026-11-21T09:30:00.000Z' }),
          buildComment({
            id: 'c-1',
            rating: 4,
            text: 'Good.',
            author: { id: 'u-3', nickname: 'zeynep', displayName: 'Zeynep Ak', photoUrl: null },
          }),
        ],
      }),
    );
    const items = await screen.findAllByTestId('comment');
    expect(items.map((item) => within(item).getByText(/\.$/).textContent)).toEqual(['Loved it.', 'Good.']);
    expect(within(items[0] as HTMLElement).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByText(/2026/)
        .getAttribute('datetime'),
    ).toBe('2026-11-21T09:30:00.000Z');
    expect(within(items[1] as HTMLElement).getByText('Zeynep Ak')).toBeTruthy();
    expect(average()).toBe('Average user rating:4.5 / 5(2 ratings)');

    expect(screen.getByText('Please login to write a comment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(live.followed).toContainEqual(TITLE);
  });

  it('says there are no ratings yet', async () => {
    renderSection(buildCommentsPage());
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect(average()).toBe('Average user rating:No ratings yet');
  });

  it('shows a comment that looks like HTML as text', async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    renderSection(buildCommentsPage({ comments: [buildComment({ text: html })] }));
    const item = await screen.findByTestId('comment');
    expect(within(item).getByText(html)).toBeTruthy();
    expect(item.querySelector('b')).toBeNull();
    expect(item.querySelector('img[src="x"]')).toBeNull();
  });

  it('names an author by display name, else nickname, else the word for User (Kullanıcı in Turkish)', async () => {
    await i18n.changeLanguage('tr');
    renderSection(
      buildCommentsPage({
        comments: [
          buildComment({ id: 'a', author: { id: 'u1', nickname: 'nick', displayName: ' ', photoUrl: null } }),
          buildComment({ id: 'b', author: { id: 'u2', nickname: '', displayName: '', photoUrl: null } }),
        ],
      }),
    );
    const items = await screen.findAllByTestId('comment');
    expect(within(items[0] as HTMLElement).getByText('nick')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Kullanıcı')).toBeTruthy();
    expect(screen.getByText('Yorum yazmak için lütfen giriş yapın.')).toBeTruthy();
    expect(average()).toBe('Ortalama kullanıcı puanı:4,0 / 5(2 puan)');
  });

  it('shows a comment written in another browser, with the new average, without reloading', async () => {
    const { fetchMock } = renderSection(buildCommentsPage({ comments: [buildComment({ rating: 2 })] }));
    await screen.findByText('A fine film.');
    const { isMine: _, ...fresh } = buildComment({
      id: 'c-live',
      text: 'Just watched it!',
      rating: 5,
      createdAt: '2026-11-22T12:00:00.000Z',
      updatedAt: '2026-11-22T12:00:00.000Z',
    });
    act(() =>
      live.handlers.get(COMMENT_EVENTS.changed)?.({
        type: 'created',
        title: TITLE,
        comment: fresh,
        summary: { average: 3.5, count: 2 },
      }),
    );
    await screen.findByText('Just watched it!');
    const items = screen.getAllByTestId('comment');
    expect(within(items[0] as HTMLElement).getByText('Just watched it!')).toBeTruthy();
    expect(average()).toBe('Average user rating:3.5 / 5(2 ratings)');
    // Events of another title change nothing here.
    act(() =>
      live.handlers.get(COMMENT_EVENTS.changed)?.({
        type: 'deleted',
        title: { mediaType: 'tv', id: 238 },
        commentId: 'c-live',
        summary: { average: null, count: 0 },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByTestId('comment')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('CommentsSection for a member', () => {
  it("shows the hint 'Select a rating' while no star is chosen and sends nothing without one", async () => {
    const { fetchMock, user } = renderSection(buildCommentsPage({ viewerId: ME.id }), { signedIn: true });
    await screen.findByRole('form', { name: 'Your comment' });
    expect(screen.queryByText('Please login to write a comment.')).toBeNull();
    expect(within(form()).getByText('Select a rating')).toBeTruthy();

    await user.type(textBox(), 'Great film.');
    await user.click(submitButton('Submit'));
    expect(within(form()).getByRole('alert').textContent).toBe('Select a rating');
    expect(document.activeElement).toBe(star(1));

    await user.click(star(3));
    expect(within(form()).queryByText('Select a rating')).toBeNull();
    await user.clear(textBox());
    await user.type(textBox(), '   ');
    await user.click(submitButton('Submit'));
    expect(within(form()).getByRole('alert').textContent).toBe('Please write a comment.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes new → saved → edit → cancel (restores) → edit → update → delete (after confirming) → new', async () => {
    let stored: TitleComment | null = null;
    const { fetchMock, user } = renderSection(
      buildCommentsPage({ comments: [buildComment({ id: 'c-other', rating: 2 })], viewerId: ME.id }),
      {
        signedIn: true,
        handlers: {
          'POST /api/titles/movie/238/comments': ({ body }) => {
            const { rating, text } = body as { rating: number; text: string };
            stored = buildComment({
              id: 'c-mine',
              author: ME,
              rating,
              text,
              createdAt: '2026-11-22T10:00:00.000Z',
              updatedAt: '2026-11-22T10:00:00.000Z',
              isMine: true,
            });
            return { status: 201, body: { comment: stored, summary: { average: 3.5, count: 2 } } };
          },
          'PUT /api/comments/c-mine': ({ body }) => {
            const { rating, text } = body as { rating: number; text: string };
            stored = { ...(stored as TitleComment), rating, text, updatedAt: '2026-11-22T11:00:00.000Z' };
            return { status: 200, body: { comment: stored, summary: { average: 1.5, count: 2 } } };
          },
          'DELETE /api/comments/c-mine': { status: 200, body: { summary: { average: 2, count: 1 } } },
        },
      },
    );

    // New.
    await screen.findByRole('form', { name: 'Your comment' });
    await user.click(star(5));
    await user.type(textBox(), '  A classic.  ');
    await user.click(submitButton('Submit'));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(2));
    const postCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(postCall?.[1]?.body))).toEqual({ rating: 5, text: 'A classic.', spoiler: false });

    // Saved: shown in the form, but not editable until Edit; Edit and Delete only on my comment.
    expect(average()).toBe('Average user rating:3.5 / 5(2 ratings)');
    expect((submitButton('Submit') as HTMLButtonElement).disabled).toBe(true);
    expect((star(5) as HTMLInputElement).checked).toBe(true);
    expect((star(5) as HTMLInputElement).disabled).toBe(true);
    expect((textBox() as HTMLTextAreaElement).readOnly).toBe(true);
    expect((textBox() as HTMLTextAreaElement).value).toBe('A classic.');
    const [mineItem, otherItem] = screen.getAllByTestId('comment') as HTMLElement[];
    expect(within(mineItem as HTMLElement).getByText('A classic.')).toBeTruthy();
    expect(within(otherItem as HTMLElement).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(otherItem as HTMLElement).queryByRole('button', { name: 'Delete' })).toBeNull();
    const edit = within(mineItem as HTMLElement).getByRole('button', { name: 'Edit' });
    await waitFor(() => expect(document.activeElement).toBe(edit));

    // Edit: the form holds my text and rating; Cancel restores them.
    await user.click(edit);
    expect(document.activeElement).toBe(textBox());
    expect((textBox() as HTMLTextAreaElement).readOnly).toBe(false);
    await user.click(star(1));
    await user.clear(textBox());
    await user.type(textBox(), 'Second thoughts');
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect((textBox() as HTMLTextAreaElement).value).toBe('A classic.');
    expect((star(5) as HTMLInputElement).checked).toBe(true);
    expect(within(form()).queryByRole('button', { name: 'Update' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    // Edit → Update.
    await user.click(within(screen.getAllByTestId('comment')[0] as HTMLElement).getByRole('button', { name: 'Edit' }));
    await user.click(star(1));
    await user.clear(textBox());
    await user.type(textBox(), 'Second thoughts');
    await user.click(submitButton('Update'));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('comment')[0] as HTMLElement).getByText('Second thoughts')).toBeTruthy(),
    );
    expect(screen.getByText('(edited)')).toBeTruthy();
    expect(average()).toBe('Average user rating:1.5 / 5(2 ratings)');
    expect((submitButton('Submit') as HTMLButtonElement).disabled).toBe(true);

    // Delete asks first; Cancel keeps the comment.
    const mine = () => screen.getAllByTestId('comment')[0] as HTMLElement;
    await user.click(within(mine()).getByRole('button', { name: 'Delete' }));
    let question = screen.getByRole('alertdialog', { name: 'Delete comment' });
    expect(within(question).getByText('Are you sure you want to delete this comment?')).toBeTruthy();
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByTestId('comment')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(mine()).getByRole('button', { name: 'Delete' }));
    question = screen.getByRole('alertdialog', { name: 'Delete comment' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The form is new again: empty, no star, Submit enabled.
    expect((textBox() as HTMLTextAreaElement).value).toBe('');
    expect(within(form()).getByText('Select a rating')).toBeTruthy();
    expect((submitButton('Submit') as HTMLButtonElement).disabled).toBe(false);
    expect(average()).toBe('Average user rating:2.0 / 5(1 rating)');
    await waitFor(() => expect(document.activeElement).toBe(textBox()));
  }, 20_000);

  it('starts in the saved state when I commented before, and says so when the server has one already', async () => {
    const mine = buildComment({ id: 'c-mine', author: ME, isMine: true, text: 'Mine from before.' });
    renderSection(buildCommentsPage({ comments: [mine], mine, viewerId: ME.id }), { signedIn: true });
    await screen.findByRole('form', { name: 'Your comment' });
    expect((textBox() as HTMLTextAreaElement).value).toBe('Mine from before.');
    expect((submitButton('Submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You')).toBeTruthy();
  });

  it('shows the server’s reason when a comment already exists (written in another tab)', async () => {
    const { user } = renderSection(buildCommentsPage({ viewerId: ME.id }), {
      signedIn: true,
      handlers: {
        'POST /api/titles/movie/238/comments': {
          status: 409,
          body: { error: { code: 'commentExists', message: 'You have already commented on this title.' } },
        },
      },
    });
    await screen.findByRole('form', { name: 'Your comment' });
    await user.click(star(4));
    await user.type(textBox(), 'Again');
    await user.click(submitButton('Submit'));
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'You have already commented on this title. Edit your comment instead.',
    );
  });

  it("alerts 'Error when submitting comment' when the server fails, and keeps what was typed", async () => {
    const { user } = renderSection(buildCommentsPage({ viewerId: ME.id }), {
      signedIn: true,
      handlers: { 'POST /api/titles/movie/238/comments': { status: 500, body: {} } },
    });
    await screen.findByRole('form', { name: 'Your comment' });
    await user.click(star(4));
    await user.type(textBox(), 'Keep this text');
    await user.click(submitButton('Submit'));
    expect(await screen.findByText('Error when submitting comment')).toBeTruthy();
    expect((textBox() as HTMLTextAreaElement).value).toBe('Keep this text');
    expect((submitButton('Submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it("alerts 'Error when deleting comment' when a delete fails, and keeps the comment", async () => {
    const mine = buildComment({ id: 'c-mine', author: ME, isMine: true });
    const { user } = renderSection(buildCommentsPage({ comments: [mine], mine, viewerId: ME.id }), {
      signedIn: true,
      handlers: { 'DELETE /api/comments/c-mine': { status: 500, body: {} } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error when deleting comment')).toBeTruthy();
    expect(screen.getAllByTestId('comment')).toHaveLength(1);
  });
});
