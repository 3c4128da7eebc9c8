import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stats } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { StatsPage } from './stats-page';

const months = (year: number, plays: number[]) =>
  plays.map((count, index) => ({ month: `${year}-${String(index + 1).padStart(2, '0')}`, plays: count }));

function stats(overrides: Partial<Stats> = {}): Stats {
  return {
    year: null,
    years: [2024, 2023],
    totals: {
      plays: 14,
      movies: 9,
      shows: 5,
      rewatches: 2,
      episodes: 4,
      minutes: 750,
      movieMinutes: 630,
      episodeMinutes: 120,
      undated: 1,
    },
    perMonth: months(2024, [3, 0, 2, 1, 0, 0, 0, 0, 0, 4, 1, 2]),
    genres: [
      { genreId: 18, plays: 7 },
      { genreId: 80, plays: 3 },
    ],
    decades: [
      { decade: 1970, plays: 4 },
      { decade: 1990, plays: 6 },
      { decade: 2020, plays: 3 },
    ],
    cast: [{ id: 1158, name: 'Al Pacino', profilePath: null, plays: 3 }],
    directors: [{ id: 1776, name: 'Francis Ford Coppola', profilePath: null, plays: 2 }],
    topRated: [{ mediaType: 'movie', id: 238, title: 'The Godfather', posterPath: null, rating: 5 }],
    ...overrides,
  };
}

/** GET /api/stats answered by year; the queries it got are kept. */
function statsApi(queries: URLSearchParams[]) {
  return ({ url }: { url: URL }) => {
    queries.push(url.searchParams);
    const year = url.searchParams.get('year');
    return {
      status: 200,
      body: year ? stats({ year: Number(year), totals: { ...stats().totals, plays: 5 } }) : stats(),
    };
  };
}

/** A total's figures, by its name in the Totals region (`region` in another language): the number, then any detail. */
const totalFigures = (name: string, region = 'Totals') => {
  const totals = screen.getByRole('region', { name: region });
  const term = within(totals).getByText(name, { selector: 'dt' });
  return [...(term.parentElement?.querySelectorAll('dd') ?? [])].map((figure) => figure.textContent);
};
const total = (name: string) => totalFigures(name)[0];

describe('StatsPage', () => {
  it('shows the totals, the lists and each chart’s numbers as a table', async () => {
    mockApi({ 'GET /api/stats': statsApi([]) });
    renderPage(<StatsPage />, '/stats', undefined, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your stats' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Totals' });
    expect(totalFigures('Hours watched')).toEqual(['12.5', 'Movies: 10.5 h · Episodes: 2.0 h']);
    expect(total('Plays')).toBe('14');
    expect(total('Movies')).toBe('9');
    expect(total('TV shows')).toBe('5');
    expect(total('Episodes')).toBe('4');
    expect(total('Rewatches')).toBe('2');
    expect(screen.getByText('1 play without a date is counted in the totals only.')).toBeTruthy();

    const perMonth = screen.getByRole('table', { name: 'Plays per month' });
    const rows = within(perMonth).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]?.textContent).toBe('Jan 20243');
    expect(within(perMonth).getByRole('columnheader', { name: 'Month' })).toBeTruthy();
    const decades = screen.getByRole('table', { name: 'Decades' });
    expect(within(decades).getByRole('rowheader', { name: '1990s' }).nextElementSibling?.textContent).toBe('6');

    const genres = screen.getByRole('region', { name: 'Genres' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Drama7 plays', 'Crime3 plays']);
    expect(within(screen.getByRole('region', { name: 'Most-watched cast' })).getByText('Al Pacino')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Most-watched directors' })).getByText('2 plays')).toBeTruthy();
    const topRated = screen.getByRole('region', { name: 'Your top rated' });
    expect(
      within(topRated)
        .getByRole('link', { name: /The Godfather/ })
        .getAttribute('href'),
    ).toBe('/title/movie/238');
    expect(within(topRated).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
  });

  it('asks for the year chosen in the picker and keeps it in the address', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({ 'GET /api/stats': statsApi(queries) });
    const { router } = renderPage(<StatsPage />, '/stats', undefined, { signedIn: true });
    await screen.findByRole('region', { name: 'Totals' });
    const picker = screen.getByLabelText('Period');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All time', '2024', '2023']);
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(picker, '2024');
    await waitFor(() => expect(router.state.location.search).toBe('?year=2024'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Year in review 2024' })).toBeTruthy();
    await waitFor(() => expect(total('Plays')).toBe('5'));
    expect(queries.map((query) => query.get('year'))).toEqual([null, '2024']);
  });

  it('has an empty state that leads to the diary', async () => {
    const empty = stats({
      years: [],
      totals: {
        plays: 0,
        movies: 0,
        shows: 0,
        rewatches: 0,
        episodes: 0,
        minutes: 0,
        movieMinutes: 0,
        episodeMinutes: 0,
        undated: 0,
      },
      perMonth: [],
      genres: [],
      decades: [],
      cast: [],
      directors: [],
      topRated: [],
    });
    mockApi({ 'GET /api/stats': { status: 200, body: empty } });
    renderPage(<StatsPage />, '/stats', undefined, { signedIn: true });
    expect(await screen.findByText('Nothing logged yet — mark titles as watched to see your stats.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your diary' }).getAttribute('href')).toBe('/diary');
  });

  it('says so when the person is not a friend', async () => {
    mockApi({
      'GET /api/users/u-9/stats': {
        status: 403,
        body: { error: { code: 'statsNotVisible', message: 'Only friends can see each other’s stats.' } },
      },
    });
    renderPage(<StatsPage userId="u-9" />, '/users/u-9/stats', undefined, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Only friends can see each other’s stats.');
    expect(screen.getByRole('heading', { level: 1, name: 'A friend’s stats' })).toBeTruthy();
  });

  it('speaks Turkish, with Turkish numbers and decades', async () => {
    await i18n.changeLanguage('tr');
    mockApi({ 'GET /api/stats': statsApi([]) });
    renderPage(<StatsPage />, '/stats?year=2024', undefined, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: '2024 yılına bakış' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Toplamlar' });
    expect(totalFigures('İzlenen saat', 'Toplamlar')).toEqual(['12,5', 'Filmler: 10,5 saat · Bölümler: 2,0 saat']);
    expect(totalFigures('Bölüm', 'Toplamlar')).toEqual(['4']);
    expect(totalFigures('Dizi', 'Toplamlar')).toEqual(['5']);
    expect(screen.getByLabelText('Dönem')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aylara göre izlemeler' })).toBeTruthy();
    const decades = screen.getByRole('table', { name: 'On yıllar' });
    expect(
      within(decades)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(["1970'ler", "1990'lar", "2020'ler"]);
    expect(screen.getByText('Dram')).toBeTruthy();
  });
});
