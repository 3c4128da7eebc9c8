import type { APIRequestContext, Page } from '@playwright/test';
import { APP_ORIGIN, expect, type NewUser, newUser, registerViaApi, test } from './support';

// Writes through the API must carry the app's Origin (the CSRF check), as the browser's own requests do.
const headers = { origin: APP_ORIGIN };

async function myId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/me');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** `from` asks `to` to be friends and `to` accepts, through the friends API. */
async function becomeFriends(from: Page, to: Page, toId: string) {
  const sent = await from.request.post('/api/friend-requests', { headers, data: { toUserId: toId } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { request } = (await sent.json()) as { request: { id: string } };
  const accepted = await to.request.post(`/api/friend-requests/${request.id}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

async function firstTrendingMovie(page: Page): Promise<{ id: number; title: string }> {
  const response = await page.request.get('/api/catalog/trending?type=movie&limit=1');
  const { results } = (await response.json()) as { results: { id: number; title: string }[] };
  const [first] = results;
  if (!first) throw new Error('empty catalog');
  return first;
}

const displayName = (user: NewUser) => `${user.firstName} ${user.lastName}`;

test('two friends share a watchlist: both see it, one adds a title, the other sees it live and removes it', async ({
  browser,
}) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  const ayse = await registerViaApi(a, { ...newUser(), firstName: 'Ayşe', lastName: 'Kaya' });
  const burak = await registerViaApi(b, { ...newUser(), firstName: 'Burak', lastName: 'Şahin' });
  await becomeFriends(a, b, await myId(b.request));

  // Burak keeps a film on his own watchlist, to add it to the shared list from its card later.
  const film = await firstTrendingMovie(b);
  const saved = await b.request.put(`/api/watchlist/movie/${film.id}`, { headers });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Burak has his watchlist open before anything is shared with him: what follows must arrive live.
  await b.goto('/watchlist');
  const sharedOfB = b.getByRole('region', { name: 'Shared watchlists' });
  await expect(sharedOfB.getByText('No shared lists yet.', { exact: false })).toBeVisible();

  // Ayşe shares. Share stays disabled until she picks a friend; trying anyway says so.
  await a.goto('/watchlist');
  await a.getByRole('region', { name: 'Shared watchlists' }).getByRole('button', { name: 'Share watchlist' }).click();
  const dialog = a.getByRole('dialog', { name: 'Share watchlist' });
  const share = dialog.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toBeDisabled();
  const listName = `Movie night ${Date.now().toString(36)}`;
  await dialog.getByLabel('List name (optional)').fill(listName);
  await dialog.getByLabel('List name (optional)').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Please select a friend');
  await dialog
    .getByLabel('Friend', { exact: true })
    .selectOption({ label: `${displayName(burak)} (@${burak.nickname})` });
  await expect(share).toBeEnabled();
  await share.click();
  await expect(dialog).toBeHidden();
  await expect(a.getByText(`Watchlist shared with ${displayName(burak)}`)).toBeVisible();
  const listLinkOfA = a.getByRole('link', { name: new RegExp(listName) });
  await expect(listLinkOfA).toContainText(`With ${displayName(burak)}`);

  // Burak sees it without reloading.
  await expect(sharedOfB.getByRole('link', { name: new RegExp(listName) })).toContainText(
    `With ${displayName(ayse)} · 0 titles`,
  );

  // Ayşe opens the list; Burak adds his film from its card on his watchlist; it appears on Ayşe's page live.
  await listLinkOfA.click();
  await expect(a.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await expect(a.getByText('This list is empty.', { exact: false })).toBeVisible();

  await b.getByLabel(`Add to shared list: ${film.title}`).selectOption({ label: listName });
  await expect(b.getByText(`Added to ${listName}`)).toBeVisible();

  await expect(a.getByRole('heading', { level: 2, name: film.title })).toBeVisible();
  await expect(a.getByText(`Added by ${displayName(burak)}`, { exact: false })).toBeVisible();
  await expect(sharedOfB.getByRole('link', { name: new RegExp(listName) })).toContainText('1 title');

  // Ayşe removes it: gone for her, and Burak's count follows live.
  await a.getByRole('button', { name: `Remove ${film.title} from ${listName}` }).click();
  await expect(a.getByRole('heading', { level: 2, name: film.title })).toBeHidden();
  await expect(a.getByText('This list is empty.', { exact: false })).toBeVisible();
  await expect(sharedOfB.getByRole('link', { name: new RegExp(listName) })).toContainText('0 titles');

  await contextA.close();
  await contextB.close();
});

test('a shared list is not reachable for anyone but its two members', async ({ browser }) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const contextC = await browser.newContext();
  const [a, b, c] = await Promise.all([contextA.newPage(), contextB.newPage(), contextC.newPage()]);
  await registerViaApi(a);
  await registerViaApi(b);
  await registerViaApi(c);
  await becomeFriends(a, b, await myId(b.request));
  const created = await a.request.post('/api/shared-watchlists', {
    headers,
    data: { friendId: await myId(b.request), name: 'Private' },
  });
  expect(created.status()).toBe(201);
  const { list } = (await created.json()) as { list: { id: string } };

  await c.goto(`/watchlist/shared/${list.id}`);
  await expect(c.getByRole('heading', { name: 'Shared list not found.' })).toBeVisible();
  await b.goto(`/watchlist/shared/${list.id}`);
  await expect(b.getByRole('heading', { level: 1, name: 'Private' })).toBeVisible();

  await Promise.all([contextA.close(), contextB.close(), contextC.close()]);
});
