import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListItem } from '@watchify/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/utils';
import { ListPage } from './list-page';
import { detail, item, zeynep } from './test-data';

// No socket server in unit tests (live updates are covered by the e2e spec): the socket never connects.
vi.mock('../../../lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/realtime')>()),
  loadSocket: () => new Promise(() => {}),
  useSocketEvent: vi.fn(),
}));

const page = (items: ListItem[]) => ({
  items,
  sort: 'position',
  page: 1,
  pageSize: 50,
  totalItems: items.length,
  totalPages: 1,
});

function renderList(viewerId: string | null = 'user-1') {
  const view = renderRoutes([{ path: '/lists/:listId', element: <ListPage viewerId={viewerId} /> }], '/lists/list-1');
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const titlesShown = () =>
  within(screen.getByRole('region', { name: 'Titles in this list' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('ListPage', () => {
  it('moves a title up by keyboard, keeps focus on its button, and sends the new index', async () => {
    let items = [item(1, 'Laura'), item(2, 'Gilda'), item(3, 'Rebecca')];
    const fetchMock = mockApi({
      'GET /api/lists/list-1': { status: 200, body: { list: detail() } },
      'GET /api/lists/list-1/items': () => ({ status: 200, body: page(items) }),
      'PUT /api/lists/list-1/items/movie/3/position': ({ body }) => {
        const index = (body as { index: number }).index;
        const moved = items.find((entry) => entry.id === 3) as ListItem;
        items = items.filter((entry) => entry.id !== 3);
        items.splice(index, 0, moved);
        return { status: 200, body: { item: moved, index } };
      },
    });
    const { user } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Noir nights' })).toBeTruthy();
    expect(screen.getByText('You have watched 1 of 3')).toBeTruthy();
    await waitFor(() => expect(titlesShown()).toEqual(['Laura', 'Gilda', 'Rebecca']));
    // The first title cannot go up, the last cannot go down.
    expect((screen.getByRole('button', { name: 'Move Laura up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Rebecca down' }) as HTMLButtonElement).disabled).toBe(true);

    screen.getByRole('button', { name: 'Move Rebecca up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titlesShown()).toEqual(['Laura', 'Rebecca', 'Gilda']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Rebecca up' }));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ index: 1 });

    // Up again to the top: "up" is then disabled, so focus stays on the same title's "down".
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titlesShown()).toEqual(['Rebecca', 'Laura', 'Gilda']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Rebecca down' })));
    expect(await screen.findByText('Moved Rebecca to place 1')).toBeTruthy();
  });

  it('offers no moving outside list order, and nothing to change for a reader', async () => {
    mockApi({
      'GET /api/lists/list-1': {
        status: 200,
        body: { list: detail({ owner: zeynep, role: 'viewer', completion: null }) },
      },
      'GET /api/lists/list-1/items': { status: 200, body: page([item(1, 'Laura'), item(2, 'Gilda')]) },
    });
    renderList(null);
    await waitFor(() => expect(titlesShown()).toEqual(['Laura', 'Gilda']));
    expect(screen.getByRole('link', { name: 'Zeynep Demir' }).getAttribute('href')).toBe('/u/zeynep');
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit list' })).toBeNull();
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
  });

  it('says "List not found." for a list this person may not read', async () => {
    mockApi({
      'GET /api/lists/list-1': { status: 404, body: { error: { code: 'listNotFound', message: 'List not found.' } } },
    });
    renderList(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'List not found.' })).toBeTruthy();
  });
});
