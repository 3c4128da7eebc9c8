import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { buildSummaries } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/utils';
import { readSearchAddress, SearchPage } from './search-page';

function page(results: SearchResponse['results'], overrides: Partial<SearchResponse> = {}) {
  return { status: 200, body: { results, page: 1, totalPages: 1, totalResults: results.length, ...overrides } };
}

function renderSearch(path: string, signedIn = false) {
  const view = renderPage(<SearchPage />, path, undefined, { signedIn });
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, location, user: userEvent.setup({ delay: null }) };
}

/** The query string the page sent to GET /api/search, as an object. */
function sentQuery(fetchMock: ReturnType<typeof mockApi>, call = 0) {
  const searchCalls = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/search'));
  const url = new URL(String(searchCalls[call]?.[0]), 'http://localhost');
  return Object.fromEntries(url.searchParams);
}

describe('SearchPage', () => {
  it('shows Loading... and then the results with poster, title, year and their buttons', async () => {
    const results = buildSummaries(3, 'Dune', { posterPath: '/dune.jpg' });
    let answer: (value: ReturnType<typeof page>) => void = () => {};
    const fetchMock = mockApi({ 'GET /api/search': () => new Promise((resolve) => (answer = resolve)) });
    renderSearch('/search?q=dune&type=all');

    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    answer(page(results));

    const grid = await screen.findByRole('list');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getByRole('heading', { name: 'Dune 1' })).toBeTruthy();
    expect(within(grid).getAllByText('2000')).toHaveLength(3);
    expect(grid.querySelector('img')?.getAttribute('src')).toBe('/api/images/w500/dune.jpg');
    expect(within(grid).getByRole('button', { name: 'More info about Dune 2' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Add Dune 2 to watchlist' })).toBeTruthy();
    expect(screen.getByText('3 results')).toBeTruthy();
    expect(sentQuery(fetchMock)).toEqual({ q: 'dune', type: 'all', page: '1' });
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect((screen.getByRole('searchbox', { name: 'Search movies and TV shows' }) as HTMLInputElement).value).toBe(
      'dune',
    );
  });

  it('says No results found. when nothing matches', async () => {
    mockApi({ 'GET /api/search': page([]) });
    renderSearch('/search?q=zzzz');
    expect(await screen.findByText('No results found.')).toBeTruthy();
  });

  it('says Failed to load search results when the request fails, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/search': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'Boom' } } }
          : page(buildSummaries(1, 'Heat')),
    });
    const { user } = renderSearch('/search?q=heat');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load search results');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Heat 1' })).toBeTruthy();
  });

  it('shows a hint instead of searching when there is no text and no filter', async () => {
    const fetchMock = mockApi({});
    renderSearch('/search?q=%20%20&type=all');
    expect(await screen.findByText('Type a title or set a filter, then press Search.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats invalid filters JSON as no filters', async () => {
    const fetchMock = mockApi({ 'GET /api/search': page(buildSummaries(1, 'Heat')) });
    renderSearch('/search?q=heat&filters=%7Bnot-json');
    await screen.findByRole('heading', { name: 'Heat 1' });
    expect(sentQuery(fetchMock)).toEqual({ q: 'heat', type: 'all', page: '1' });
  });

  it('shows the hint, not an empty result, for a watch time alone (it is not a filter)', async () => {
    const fetchMock = mockApi({});
    renderSearch(`/search?q=&type=all&filters=${encodeURIComponent('{"watchTime":"night"}')}`);
    expect(await screen.findByText('Type a title or set a filter, then press Search.')).toBeTruthy();
    expect(screen.queryByText('No results found.')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats invalid filters JSON without text as nothing to search', async () => {
    const fetchMock = mockApi({});
    renderSearch('/search?filters=oops');
    expect(await screen.findByText('Type a title or set a filter, then press Search.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes valid filters through to the server and searches with filters alone', async () => {
    const filters = { genres: [28], year: { min: 1990 }, cast: 'Keanu Reeves' };
    const fetchMock = mockApi({ 'GET /api/search': page(buildSummaries(1, 'Speed')) });
    const { user } = renderSearch(`/search?q=&type=movie&filters=${encodeURIComponent(JSON.stringify(filters))}`);
    await screen.findByRole('heading', { name: 'Speed 1' });
    const { filters: sentFilters, ...rest } = sentQuery(fetchMock);
    expect(rest).toEqual({ q: '', type: 'movie', page: '1' });
    expect(JSON.parse(sentFilters ?? '')).toEqual(filters);
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    expect((screen.getByLabelText('Actor Search') as HTMLInputElement).value).toBe('Keanu Reeves');
  });

  it('pages through the results with Previous page and Next page', async () => {
    const fetchMock = mockApi({
      'GET /api/search': ({ url }) => {
        const current = Number(url.searchParams.get('page'));
        return page(buildSummaries(2, `Page${current} item`), { page: current, totalPages: 3, totalResults: 6 });
      },
    });
    const { user, location } = renderSearch('/search?q=star&type=tv');
    await screen.findByRole('heading', { name: 'Page1 item 1' });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Page 1 of 3')).toBeTruthy();
    expect((within(pagination).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(location()).toBe('/search?q=star&type=tv&page=2');
    expect(await screen.findByRole('heading', { name: 'Page2 item 1' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(sentQuery(fetchMock, 1)).toMatchObject({ q: 'star', type: 'tv', page: '2' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 3 of 3');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(location()).toBe('/search?q=star&type=tv&page=2'));
  });

  it('switches between All, Movies and TV Shows from the first page', async () => {
    const fetchMock = mockApi({ 'GET /api/search': page(buildSummaries(1, 'Alien')) });
    const { user, location } = renderSearch('/search?q=alien&type=all&page=2');
    await screen.findByRole('heading', { name: 'Alien 1' });
    const switcher = screen.getByRole('group', { name: 'Show' });
    expect((within(switcher).getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(switcher).getByRole('radio', { name: 'Movies' }));
    expect(location()).toBe('/search?q=alien&type=movie');
    await waitFor(() => expect(sentQuery(fetchMock, 1)).toMatchObject({ type: 'movie', page: '1' }));
  });

  it('asks a visitor to sign in when adding a result to the watchlist', async () => {
    mockApi({ 'GET /api/search': page(buildSummaries(1, 'Heat')) });
    const { user } = renderSearch('/search?q=heat');
    await user.click(await screen.findByRole('button', { name: 'Add Heat 1 to watchlist' }));
    expect(await screen.findByText('Please sign in first')).toBeTruthy();
  });
});

describe('readSearchAddress (the page and the first-screen prefetch read an address the same way)', () => {
  const read = (search: string) => readSearchAddress(new URLSearchParams(search));

  it('reads text, type, filters and page', () => {
    const filters = encodeURIComponent(JSON.stringify({ year: { min: 1970 }, genres: [18] }));
    expect(read(`q=%20godfather%20&type=movie&filters=${filters}&page=3`)).toEqual({
      q: ' godfather ',
      request: { q: 'godfather', type: 'movie', filters: { year: { min: 1970 }, genres: [18] }, page: 3 },
      canSearch: true,
    });
  });

  it('takes invalid filters as none, an unknown type as all and a bad page as the first', () => {
    expect(read('q=dune&type=anime&filters=%7Bnot-json&page=-2').request).toEqual({
      q: 'dune',
      type: 'all',
      filters: {},
      page: 1,
    });
  });

  it('has nothing to search with blank text and no filter, and something with a filter alone', () => {
    expect(read('q=%20%20').canSearch).toBe(false);
    expect(read(`filters=${encodeURIComponent('{"cast":"Al Pacino"}')}`).canSearch).toBe(true);
  });
});
