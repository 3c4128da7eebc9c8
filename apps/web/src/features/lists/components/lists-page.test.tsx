import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/utils';
import { ListsPage } from './lists-page';
import { detail, summary, zeynep } from './test-data';

// No socket server in unit tests (live updates are covered by the e2e spec): the socket never connects.
vi.mock('../../../lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/realtime')>()),
  loadSocket: () => new Promise(() => {}),
  useSocketEvent: vi.fn(),
}));

function renderLists() {
  const view = renderRoutes(
    [
      { path: '/lists', element: <ListsPage specialLists={<p>Watchlist slot</p>} /> },
      { path: '/lists/:listId', element: <p>List page</p> },
    ],
    '/lists',
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('ListsPage', () => {
  it('shows my lists and those I collaborate on as cards, with the watchlists from app/', async () => {
    mockApi({
      'GET /api/lists': {
        status: 200,
        body: {
          lists: [
            summary(),
            summary({
              id: 'list-2',
              name: 'Road movies',
              owner: zeynep,
              role: 'collaborator',
              visibility: 'friends',
              itemCount: 1,
            }),
          ],
        },
      },
    });
    renderLists();
    const mine = await screen.findByRole('link', { name: 'Noir nights' });
    expect(mine.getAttribute('href')).toBe('/lists/list-1');
    const card = mine.closest('article') as HTMLElement;
    expect(within(card).getByText('3 titles')).toBeTruthy();
    expect(within(card).getByText('Public')).toBeTruthy();
    expect(within(card).getByText('Owner')).toBeTruthy();
    const theirs = screen.getByRole('link', { name: 'Road movies' }).closest('article') as HTMLElement;
    expect(within(theirs).getByText('By Zeynep Demir')).toBeTruthy();
    expect(within(theirs).getByText('1 title')).toBeTruthy();
    expect(within(theirs).getByText('Collaborator')).toBeTruthy();
    // Only the owner may delete.
    expect(within(theirs).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText('Watchlist slot')).toBeTruthy();
  });

  it('checks the new list with the contract rules before sending, then creates it and opens it', async () => {
    const fetchMock = mockApi({
      'GET /api/lists': { status: 200, body: { lists: [] } },
      'POST /api/lists': ({ body }) => ({
        status: 201,
        body: { list: detail({ id: 'list-9', name: (body as { name: string }).name }) },
      }),
    });
    const { user } = renderLists();
    expect(await screen.findByText('You have no lists yet. Create one below.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('Please give the list a name.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('A list name can be at most 100 characters long.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Road movies');
    await user.click(screen.getByRole('radio', { name: /^Friends/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Collaborative/ }));
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('List page')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Road movies',
      description: '',
      visibility: 'friends',
      collaborative: true,
    });
  });

  it('deletes one of my lists only after the confirmation', async () => {
    let lists = [summary()];
    const fetchMock = mockApi({
      'GET /api/lists': () => ({ status: 200, body: { lists } }),
      'DELETE /api/lists/list-1': () => {
        lists = [];
        return { status: 204 };
      },
    });
    const { user } = renderLists();
    await user.click(await screen.findByRole('button', { name: 'Delete Noir nights' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this list?' });
    expect(within(dialog).getByText('Delete “Noir nights” and its titles? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Noir nights' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Noir nights' })).toBeNull());
    expect(await screen.findByText('List deleted')).toBeTruthy();
  });
});
