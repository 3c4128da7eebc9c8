import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedWatchlistSummary } from '@watchify/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../test/utils';
import { AddToSharedListSelect } from './add-to-shared-list-select';

// No socket server in unit tests (live updates are covered by the API and e2e tests): the socket never connects.
vi.mock('../../../lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/realtime')>()),
  loadSocket: () => new Promise(() => {}),
  useSocketEvent: vi.fn(),
}));

function list(id: string, name: string, overrides: Partial<SharedWatchlistSummary> = {}): SharedWatchlistSummary {
  return {
    id,
    name,
    partner: { id: 'user-2', nickname: 'zeynep', displayName: 'Zeynep Demir', photoUrl: null },
    createdByMe: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    itemCount: 0,
    canEdit: true,
    ...overrides,
  };
}

const lists = [list('a', 'Movie night'), list('b', 'Frozen', { canEdit: false }), list('c', 'Series')];

describe('AddToSharedListSelect', () => {
  it('offers the lists that can be changed, adds the title by type and id, and goes back to its prompt', async () => {
    const puts: string[] = [];
    mockApi({
      'GET /api/shared-watchlists': { status: 200, body: { lists } },
      'PUT /api/shared-watchlists/c/items/tv/1399': ({ url }) => {
        puts.push(url.pathname);
        return {
          status: 201,
          body: {
            added: true,
            item: {
              mediaType: 'tv',
              id: 1399,
              title: 'Game of Thrones',
              posterPath: null,
              year: 2011,
              addedBy: 'user-1',
              addedAt: '2026-01-02T00:00:00.000Z',
            },
          },
        };
      },
    });
    renderPage(
      <AddToSharedListSelect title={{ mediaType: 'tv', id: 1399 }} titleName="Game of Thrones" />,
      '/watchlist',
      undefined,
      { signedIn: true },
    );
    const user = userEvent.setup({ delay: null });
    const select = (await screen.findByRole('combobox', {
      name: 'Add to shared list: Game of Thrones',
    })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Choose a shared list', 'Movie night', 'Series']);

    await user.selectOptions(select, 'Series');
    expect(await screen.findByText('Added to Series')).toBeTruthy();
    expect(puts).toEqual(['/api/shared-watchlists/c/items/tv/1399']);
    await waitFor(() => expect(select.value).toBe(''));
  });

  it('says so when the title is already in the list', async () => {
    mockApi({
      'GET /api/shared-watchlists': { status: 200, body: { lists } },
      'PUT /api/shared-watchlists/a/items/movie/7': {
        status: 200,
        body: {
          added: false,
          item: {
            mediaType: 'movie',
            id: 7,
            title: 'Se7en',
            posterPath: null,
            year: 1995,
            addedBy: 'user-2',
            addedAt: '2026-01-02T00:00:00.000Z',
          },
        },
      },
    });
    renderPage(<AddToSharedListSelect title={{ mediaType: 'movie', id: 7 }} />, '/watchlist', undefined, {
      signedIn: true,
    });
    await userEvent
      .setup({ delay: null })
      .selectOptions(await screen.findByRole('combobox', { name: 'Add to shared list' }), 'Movie night');
    expect(await screen.findByText('Already in Movie night')).toBeTruthy();
  });

  it('leaves out the list whose page it is on, and renders nothing when no list is left', async () => {
    mockApi({ 'GET /api/shared-watchlists': { status: 200, body: { lists: [list('a', 'Movie night')] } } });
    renderPage(
      <AddToSharedListSelect title={{ mediaType: 'movie', id: 7 }} excludeListId="a" />,
      '/watchlist/shared/a',
      undefined,
      { signedIn: true },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Add to shared list')).toBeNull();
  });
});
