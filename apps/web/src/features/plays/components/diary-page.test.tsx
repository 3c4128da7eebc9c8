import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiaryPlay } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { DiaryPage } from './diary-page';

function play(id: string, title: string, watchedOn: string | null, overrides: Partial<DiaryPlay> = {}): DiaryPlay {
  return {
    id,
    mediaType: 'movie',
    titleId: Number(id.replace(/\D/g, '')) || 1,
    title,
    posterPath: null,
    year: 1990,
    watchedOn,
    rewatch: false,
    season: null,
    episode: null,
    loggedAt: '2026-01-01T00:00:00.000Z',
    rating: null,
    note: null,
    ...overrides,
  };
}

const firstPage = {
  plays: [
    play('p1', 'Heat', '2024-03-20', { rewatch: true, rating: 4, note: 'Better on a second look.' }),
    play('p2', 'Fargo', '2024-03-02', { mediaType: 'tv', season: 2, episode: 5 }),
    play('p3', 'Alien', '2024-02-11'),
  ],
  nextCursor: '2024-02-11/p3',
};
const secondPage = {
  plays: [play('p4', 'Ran', '2023-12-31'), play('p5', 'Brazil', null)],
  nextCursor: null,
};

/** The diary's GET answered by cursor; the queries it got are kept. */
function diaryApi(queries: URLSearchParams[]) {
  return ({ url }: { url: URL }) => {
    queries.push(url.searchParams);
    return { status: 200, body: url.searchParams.get('cursor') ? secondPage : firstPage };
  };
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('DiaryPage', () => {
  it('shows plays newest first under month headings and loads the next page', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({ 'GET /api/plays': diaryApi(queries) });
    renderPage(<DiaryPage />, '/diary', undefined, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'March 2024' })).toBeTruthy();
    expect(headings()).toEqual(['March 2024', 'February 2024']);
    const march = screen.getByRole('region', { name: 'March 2024' });
    expect(
      within(march)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Heat', 'Fargo']);
    expect(within(march).getByRole('link', { name: 'Fargo' }).getAttribute('href')).toBe('/title/tv/2');
    expect(within(march).getAllByRole('listitem')[0]?.textContent).toContain('Rewatch');
    // My stars for the title, on its play; none where I have not rated it.
    expect(within(march).getAllByRole('img', { name: 'Your rating: 4 stars' })).toHaveLength(1);
    // A note kept on a play (an older imported review) shows with it.
    expect(within(march).getAllByRole('listitem')[0]?.textContent).toContain('Better on a second look.');
    // An episode's play names the episode.
    expect(within(march).getAllByRole('listitem')[1]?.textContent).toContain('S02E05');
    expect(within(march).getByText('Mar 20, 2024')).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Date not remembered' })).toBeTruthy();
    expect(headings()).toEqual(['March 2024', 'February 2024', 'December 2023', 'Date not remembered']);
    expect(queries.map((query) => query.get('cursor'))).toEqual([null, '2024-02-11/p3']);
    expect(screen.getByText('That is every play.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('narrows by type, year and genre through the address and the request', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({ 'GET /api/plays': diaryApi(queries) });
    const { router } = renderPage(<DiaryPage />, '/diary', undefined, { signedIn: true });
    await screen.findByRole('heading', { name: 'March 2024' });
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Type'), 'TV shows');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=tv'));
    // The TV list's genres (user-event matches an option's markup, where & is escaped: by value).
    await user.selectOptions(screen.getByLabelText('Genre'), '10765');
    expect(screen.getByRole('option', { name: 'Sci-Fi & Fantasy', selected: true })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Year'), '2024');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=tv&genre=10765&year=2024'));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('year=2024&kind=tv&genre=10765&limit=50'));
    // The years reach back to the oldest play seen, and at least twenty years.
    const years = within(screen.getByLabelText('Year')).getAllByRole('option');
    expect(years.length).toBeGreaterThanOrEqual(21);
  });

  it('deletes a play after asking', async () => {
    const deleted: string[] = [];
    mockApi({
      'GET /api/plays': { status: 200, body: firstPage },
      'DELETE /api/plays/p2': () => {
        deleted.push('p2');
        return { status: 204 };
      },
    });
    renderPage(<DiaryPage />, '/diary', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete the play of Fargo' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete play' });
    expect(question.textContent).toContain('Delete this play of Fargo from your diary?');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Play deleted')).toBeTruthy();
    expect(deleted).toEqual(['p2']);
    expect(screen.queryByRole('link', { name: 'Fargo' })).toBeNull();
    // Focus goes on to the next play's Delete.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete the play of Alien' })),
    );
  });

  it('changes a play to another month and moves it there', async () => {
    mockApi({
      'GET /api/plays': { status: 200, body: { ...firstPage, nextCursor: null } },
      'PATCH /api/plays/p1': ({ body }) => ({
        status: 200,
        body: { play: { ...firstPage.plays[0], ...(body as object) } },
      }),
    });
    renderPage(<DiaryPage />, '/diary', undefined, { signedIn: true });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit the play of Heat' }));
    const dialog = screen.getByRole('dialog', { name: 'Change this play' });
    expect(within(dialog).getByRole('checkbox', { name: /Rewatch/ })).toHaveProperty('checked', true);
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2024-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Play updated')).toBeTruthy();
    const february = screen.getByRole('region', { name: 'February 2024' });
    expect(
      within(february)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Alien', 'Heat']);
  });

  it('has an empty state', async () => {
    mockApi({ 'GET /api/plays': { status: 200, body: { plays: [], nextCursor: null } } });
    renderPage(<DiaryPage />, '/diary', undefined, { signedIn: true });
    expect(await screen.findByText('Your diary is empty.')).toBeTruthy();
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    mockApi({
      'GET /api/plays': { status: 200, body: { ...firstPage, plays: [...firstPage.plays, ...secondPage.plays] } },
    });
    renderPage(<DiaryPage />, '/diary', undefined, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Günlüğüm' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Mart 2024' })).toBeTruthy();
    expect(headings()).toEqual(['Mart 2024', 'Şubat 2024', 'Aralık 2023', 'Tarih hatırlanmıyor']);
    expect(screen.getAllByText('Yeniden izleme').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Tür')).toBeTruthy();
  });
});
