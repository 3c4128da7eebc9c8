import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from '../../../components/ui/dialog';
import { mockApi, renderPage } from '../../../test/utils';
import { AddToListMenu } from './add-to-list-menu';
import { item } from './test-data';

const laura = { mediaType: 'movie' as const, id: 7, title: 'Laura' };

/** One of my lists as the menu's endpoint answers it. */
const entry = (id: string, name: string, contains: boolean) => ({
  id,
  name,
  visibility: 'private' as const,
  role: 'owner' as const,
  itemCount: contains ? 1 : 0,
  contains,
});

function renderMenu(signedIn = true) {
  const view = renderPage(<AddToListMenu title={laura} signedIn={signedIn} />, '/title/movie/7');
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('AddToListMenu', () => {
  it('shows my lists checked where they hold the title and adds or removes it', async () => {
    let lists = [entry('list-1', 'Noir nights', true), entry('list-2', 'Road movies', false)];
    const fetchMock = mockApi({
      'GET /api/titles/movie/7/lists': () => ({ status: 200, body: { lists } }),
      'POST /api/lists/list-2/items': () => {
        lists = lists.map((list) => (list.id === 'list-2' ? { ...list, contains: true } : list));
        return { status: 201, body: { item: item(7, 'Laura') } };
      },
      'DELETE /api/lists/list-1/items/movie/7': () => {
        lists = lists.map((list) => (list.id === 'list-1' ? { ...list, contains: false } : list));
        return { status: 204 };
      },
    });
    const { user } = renderMenu();
    const button = screen.getByRole('button', { name: 'Add to list' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const menu = screen.getByRole('group', { name: 'Add Laura to a list' });
    const noir = await within(menu).findByRole('checkbox', { name: 'Noir nights' });
    const road = within(menu).getByRole('checkbox', { name: 'Road movies' });
    expect((noir as HTMLInputElement).checked).toBe(true);
    expect((road as HTMLInputElement).checked).toBe(false);

    await user.click(road);
    expect(await screen.findByText('Added to Road movies')).toBeTruthy();
    await waitFor(() => expect((road as HTMLInputElement).checked).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ mediaType: 'movie', id: 7 });

    await user.click(noir);
    expect(await screen.findByText('Removed from Noir nights')).toBeTruthy();
    await waitFor(() => expect((noir as HTMLInputElement).checked).toBe(false));

    // Escape closes the menu and gives focus back to its button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Add Laura to a list' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('creates a new list with the title in it', async () => {
    let lists: ReturnType<typeof entry>[] = [];
    const fetchMock = mockApi({
      'GET /api/titles/movie/7/lists': () => ({ status: 200, body: { lists } }),
      'POST /api/lists': ({ body }) => {
        const { name } = body as { name: string };
        lists = [entry('list-9', name, false)];
        return {
          status: 201,
          body: {
            list: {
              id: 'list-9',
              name,
              description: null,
              visibility: 'private',
              collaborative: false,
              owner: { id: 'user-1', nickname: 'ada', displayName: 'Ada', photoUrl: null },
              role: 'owner',
              itemCount: 0,
              posterPaths: [],
              createdAt: '2026-03-01T09:00:00.000Z',
              updatedAt: '2026-03-01T09:00:00.000Z',
              collaborators: [],
              completion: { watched: 0, total: 0 },
            },
          },
        };
      },
      'POST /api/lists/list-9/items': () => {
        lists = [entry('list-9', 'Film noir', true)];
        return { status: 201, body: { item: item(7, 'Laura') } };
      },
    });
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    expect(await screen.findByText('You have no lists yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New list…' }));
    await user.click(screen.getByRole('button', { name: 'Create and add' }));
    expect(await screen.findByText('Please give the list a name.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name of the new list'), 'Film noir');
    await user.click(screen.getByRole('button', { name: 'Create and add' }));
    expect(await screen.findByText('Added to Film noir')).toBeTruthy();
    const checkbox = await screen.findByRole('checkbox', { name: 'Film noir' });
    await waitFor(() => expect((checkbox as HTMLInputElement).checked).toBe(true));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
  });

  it('asks a visitor to sign in instead of opening', async () => {
    const fetchMock = mockApi({});
    const { user } = renderMenu(false);
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    expect(await screen.findByText('Please sign in first')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("closes on Escape inside the title's modal without closing the modal", async () => {
    mockApi({
      'GET /api/titles/movie/7/lists': { status: 200, body: { lists: [entry('list-1', 'Noir nights', false)] } },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderPage(
      <ModalDialog labelledBy="detail-title" onClose={onClose}>
        <h2 id="detail-title">Laura</h2>
        <AddToListMenu title={laura} signedIn />
      </ModalDialog>,
      '/title/movie/7',
    );
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    expect(await screen.findByRole('checkbox', { name: 'Noir nights' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Add Laura to a list' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
