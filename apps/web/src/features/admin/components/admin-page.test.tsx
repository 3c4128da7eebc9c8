import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, AuditLogEntry, ContactMessage } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { AdminPage } from './admin-page';

const paging = (totalItems: number) => ({
  page: 1,
  pageSize: 20,
  totalItems,
  totalPages: Math.max(1, Math.ceil(totalItems / 20)),
});

function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u-1',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    nickname: 'ada',
    photoUrl: null,
    friendRequests: { sent: 2, received: 1 },
    lastSeenAt: '2026-11-20T10:00:00.000Z',
    isAdmin: false,
    ...overrides,
  };
}

const ada = adminUser();
const can = adminUser({ id: 'u-2', email: 'can@example.com', displayName: 'Can Yücel', nickname: 'can' });
/** An account whose registration never finished: no nickname, no name, no counters, never seen. */
const orphan = adminUser({
  id: 'u-3',
  email: 'orphan@example.com',
  displayName: '',
  nickname: null,
  friendRequests: null,
  lastSeenAt: null,
});

function message(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 'm-1',
    userId: null,
    fullName: 'Deniz Ak',
    email: 'deniz@example.com',
    subject: 'Billing question',
    message: 'How do I change my plan?',
    createdAt: '2026-11-24T08:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

const failure = (status: number, code: string, text: string) => ({ status, body: { error: { code, message: text } } });

interface World {
  users?: AdminUser[] | 'error';
  messages?: ContactMessage[];
}

/** The admin API as the page sees it; handlers in `extra` replace the defaults. */
function serve(world: World, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/users': ({ url }) => {
      if (world.users === 'error') return failure(500, 'internal', 'Boom');
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const users = (world.users ?? [ada, can, orphan]).filter(
        (user) => !q || `${user.nickname} ${user.displayName} ${user.email}`.toLowerCase().includes(q),
      );
      return { status: 200, body: { users, q, ...paging(users.length) } };
    },
    'GET /api/admin/contact-messages': () => {
      const messages = world.messages ?? [];
      const unreadCount = messages.filter((m) => m.readAt === null).length;
      return { status: 200, body: { messages, unreadCount, ...paging(messages.length) } };
    },
    'GET /api/admin/audit-log': { status: 200, body: { entries: [], people: {}, ...paging(0) } },
    ...extra,
  });
}

function renderAdmin() {
  const view = renderPage(<AdminPage />, '/admin', undefined, { signedIn: true });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** A promise the test settles, to look at a request's in-flight state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const usersRegion = () => screen.getByRole('region', { name: 'Users' });

describe('AdminPage: users list', () => {
  it('shows picture, name (with the fallback), e-mail, id, request counts and last seen, or Not set', async () => {
    serve({});
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Tools' })).toBeTruthy();
    const adaRow = (await within(usersRegion()).findByRole('rowheader', { name: 'ada' })).closest('tr') as HTMLElement;
    const cells = within(adaRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 5)).toEqual(['ada@example.com', 'u-1', '2', '1']);
    expect(cells[5]).toContain('2026');
    expect(within(adaRow).getByTestId('initial-avatar').textContent).toBe('A');

    const orphanRow = within(usersRegion())
      .getByRole('rowheader', { name: 'Unnamed User' })
      .closest('tr') as HTMLElement;
    expect(within(orphanRow).getAllByText('Not set')).toHaveLength(3);
    expect(within(usersRegion()).getByText('3 users')).toBeTruthy();
  });

  it('searches on the server', async () => {
    const api = serve({});
    const { user } = renderAdmin();
    await within(usersRegion()).findByRole('rowheader', { name: 'can' });
    await user.type(within(usersRegion()).getByRole('searchbox', { name: 'Search users' }), 'ADA');
    await waitFor(() => expect(within(usersRegion()).queryByRole('rowheader', { name: 'can' })).toBeNull());
    expect(within(usersRegion()).getByRole('rowheader', { name: 'ada' })).toBeTruthy();
    expect(api.mock.calls.some(([url]) => String(url).includes('q=ADA'))).toBe(true);
  });

  it('says so when the users cannot be loaded', async () => {
    serve({ users: 'error' });
    renderAdmin();
    expect((await within(usersRegion()).findByRole('alert')).textContent).toBe('An error occurred while loading users');
  });
});

describe('AdminPage: maintenance card', () => {
  it('shows progress, then how many users changed, and reloads the users list', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const api = serve({}, { 'POST /api/admin/maintenance': () => answer.promise });
    const { user } = renderAdmin();
    await within(usersRegion()).findByRole('rowheader', { name: 'ada' });
    const usersLoads = () => api.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/users')).length;
    const loadsBefore = usersLoads();
    const card = screen.getByRole('region', { name: 'User Schema Update' });

    await user.click(within(card).getByRole('button', { name: 'Update All Users' }));
    expect(within(card).getByRole('status').textContent).toBe('Updating users...');
    expect(within(card).getByRole('button', { name: 'Processing...' }).hasAttribute('disabled')).toBe(true);

    await act(async () =>
      answer.resolve({
        status: 200,
        body: { usersChanged: 2, profilesCreated: 1, displayNamesFilled: 0, lastSeenFilled: 1 },
      }),
    );
    // The progress line is replaced by the outcome (wait for it: the answer settles a moment later).
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe('All users updated successfully! 2 users changed.'),
    );
    await waitFor(() => expect(usersLoads()).toBeGreaterThan(loadsBefore));
  });

  it('shows the error with its reason', async () => {
    serve({}, { 'POST /api/admin/maintenance': failure(403, 'adminOnly', 'Only administrators…') });
    const { user } = renderAdmin();
    const card = screen.getByRole('region', { name: 'User Schema Update' });
    await user.click(within(card).getByRole('button', { name: 'Update All Users' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'An error occurred during the update. Only administrators can use the admin tools.',
    );
  });
});

describe('AdminPage: test friendship card', () => {
  it('keeps the button disabled until two different users are chosen, then creates the friendship', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    let sent: unknown;
    serve(
      {},
      {
        'POST /api/admin/friendships': ({ body }) => {
          sent = body;
          return answer.promise;
        },
      },
    );
    const { user } = renderAdmin();
    const card = screen.getByRole('region', { name: 'Create Test Friendship' });
    const create = within(card).getByRole('button', { name: 'Create Friendship' });
    expect(create.hasAttribute('disabled')).toBe(true);
    expect(within(card).getByText('Please choose two user IDs')).toBeTruthy();

    const first = within(card).getByRole('combobox', { name: 'First user' });
    await within(first).findByRole('option', { name: 'ada (ada@example.com)' });
    await user.selectOptions(first, 'u-1');
    expect(create.hasAttribute('disabled')).toBe(true);
    const second = within(card).getByRole('combobox', { name: 'Second user' });
    await user.selectOptions(second, 'u-1');
    expect(within(card).getByText('Please choose two different users.')).toBeTruthy();
    expect(create.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(second, 'u-2');
    expect(create.hasAttribute('disabled')).toBe(false);

    await user.click(create);
    expect(sent).toEqual({ userA: 'u-1', userB: 'u-2' });
    expect(within(card).getByRole('status').textContent).toBe('Creating friendship...');
    const summary = (u: AdminUser) => ({ id: u.id, nickname: u.nickname, displayName: u.displayName, photoUrl: null });
    await act(async () =>
      answer.resolve({ status: 201, body: { outcome: 'created', users: [summary(ada), summary(can)] } }),
    );
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe('Friendship created: ada and can are friends now.'),
    );
  });

  it('finds a user by search and shows a failure with its reason', async () => {
    serve({}, { 'POST /api/admin/friendships': failure(404, 'userNotFound', 'No user with the id u-2.') });
    const { user } = renderAdmin();
    const card = screen.getByRole('region', { name: 'Create Test Friendship' });
    await user.type(within(card).getByRole('searchbox', { name: 'Search for the first user' }), 'orphan');
    const first = within(card).getByRole('combobox', { name: 'First user' });
    await waitFor(() => expect(within(first).queryByRole('option', { name: /ada/ })).toBeNull());
    await user.selectOptions(first, 'u-3');
    await user.selectOptions(await within(card).findByRole('combobox', { name: 'Second user' }), 'u-2');
    await user.click(within(card).getByRole('button', { name: 'Create Friendship' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'An error occurred while creating the friendship. This user does not exist.',
    );
  });
});

describe('AdminPage: contact messages', () => {
  it('lists messages with their read state and marks one read', async () => {
    const world: World = {
      messages: [
        message(),
        message({
          id: 'm-2',
          fullName: 'Ece Su',
          subject: null,
          message: 'Thanks!',
          readAt: '2026-11-24T09:00:00Z',
        }),
      ],
    };
    let marked: string | undefined;
    serve(world, {
      'POST /api/admin/contact-messages/m-1/read': () => {
        marked = 'm-1';
        const read = message({ readAt: '2026-11-24T10:00:00.000Z' });
        world.messages = [read, ...(world.messages ?? []).slice(1)];
        return { status: 200, body: { message: read } };
      },
    });
    const { user } = renderAdmin();
    const region = screen.getByRole('region', { name: 'Contact Messages' });
    expect(await within(region).findByText('1 unread')).toBeTruthy();
    expect(within(region).getByText('Billing question')).toBeTruthy();
    expect(within(region).getByText('How do I change my plan?')).toBeTruthy();
    expect(within(region).getByText('(no subject)')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Mark as read: message from Deniz Ak' }));
    expect(marked).toBe('m-1');
    expect(await within(region).findByText('0 unread')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Mark as unread: message from Deniz Ak' })).toBeTruthy();
  });
});

describe('AdminPage in Turkish', () => {
  it("uses the spec's texts", async () => {
    await act(() => i18n.changeLanguage('tr'));
    serve({});
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Yönetici Araçları' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Kullanıcı Şeması Güncelleme' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Test Arkadaşlığı Oluştur' })).toBeTruthy();
    expect(screen.getByText("Lütfen iki kullanıcı ID'si seçin")).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'İsimsiz Kullanıcı' })).toBeTruthy();
  });
});

describe('AdminPage: audit log', () => {
  const entry = (id: number, action: string, details: Record<string, unknown>): AuditLogEntry => ({
    id,
    actorUserId: 'admin-1',
    actorEmail: 'admin@example.com',
    action,
    details,
    createdAt: '2026-11-25T09:30:00.000Z',
  });
  const entries = [
    entry(4, 'friendships.create', { userA: 'u-1', userB: 'gone', outcome: 'created' }),
    entry(3, 'users.maintenance', {
      usersChanged: 2,
      profilesCreated: 1,
      displayNamesFilled: 1,
      lastSeenFilled: 0,
      userIds: ['u-7', 'u-8'],
    }),
    entry(2, 'contact.markRead', { messageId: 'm-1', changed: false }),
    entry(1, 'contact.markUnread', { messageId: 'm-1', changed: true }),
  ];
  const people = { 'u-1': { id: 'u-1', nickname: 'ada', displayName: 'Ada Lovelace', photoUrl: null } };

  it('says what each action did in words, naming people by nickname rather than by id', async () => {
    serve({}, { 'GET /api/admin/audit-log': { status: 200, body: { entries, people, ...paging(entries.length) } } });
    renderAdmin();
    const audit = screen.getByRole('region', { name: 'Audit Log' });
    const rows = await within(audit).findAllByRole('row');
    const detailsOf = (index: number) => within(rows[index] as HTMLElement).getAllByRole('cell')[3]?.textContent;
    expect(detailsOf(1)).toBe('Friendship created: ada and a deleted user are friends now.');
    expect(detailsOf(2)).toBe('2 users changed. Profiles created: 1 · display names filled: 1 · last seen filled: 0');
    expect(detailsOf(3)).toBe('It was read already: nothing changed.');
    expect(detailsOf(4)).toBe('');
    expect(audit.textContent).not.toContain('userIds');
  });

  it('speaks Turkish', async () => {
    serve({}, { 'GET /api/admin/audit-log': { status: 200, body: { entries, people, ...paging(entries.length) } } });
    await act(() => i18n.changeLanguage('tr'));
    renderAdmin();
    const audit = screen.getByRole('region', { name: 'İşlem Kaydı' });
    expect(
      await within(audit).findByText('Arkadaşlık oluşturuldu: ada ve silinmiş bir kullanıcı artık arkadaş.'),
    ).toBeTruthy();
    expect(within(audit).getByText('Zaten okunmuştu: hiçbir şey değişmedi.')).toBeTruthy();
  });
});
