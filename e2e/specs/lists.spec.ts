import type { APIRequestContext, Page } from '@playwright/test';
import {
  APP_ORIGIN,
  chooseTurkish,
  expect,
  newUser,
  registerViaApi,
  seriousAccessibilityIssues,
  test,
} from './support';

// Writes through the API must carry the app's Origin (the CSRF check), as the browser's own requests do.
const headers = { origin: APP_ORIGIN };

async function myId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/me');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function becomeFriends(from: Page, to: Page) {
  const sent = await from.request.post('/api/friend-requests', { headers, data: { toUserId: await myId(to.request) } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { request } = (await sent.json()) as { request: { id: string } };
  const accepted = await to.request.post(`/api/friend-requests/${request.id}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

async function trendingMovies(page: Page, count: number): Promise<{ id: number; title: string }[]> {
  const response = await page.request.get(`/api/catalog/trending?type=movie&limit=${count}`);
  const { results } = (await response.json()) as { results: { id: number; title: string }[] };
  expect(results.length).toBeGreaterThanOrEqual(count);
  return results.slice(0, count);
}

async function addTitle(page: Page, listId: string, id: number) {
  const added = await page.request.post(`/api/lists/${listId}/items`, { headers, data: { mediaType: 'movie', id } });
  expect(added.status(), await added.text()).toBe(201);
}

/** A page reloaded on the busy test machine may take a while to show its titles. */
const settled = { timeout: 20_000 };

for (const language of ['en', 'tr'] as const) {
  const texts = {
    en: {
      lists: 'Lists',
      name: 'Name',
      public: /^Public/,
      create: 'Create list',
      items: 'Titles in this list',
      moveUp: (title: string) => `Move ${title} up`,
      moveDown: (title: string) => `Move ${title} down`,
      drag: (title: string) => `Drag ${title} to reorder`,
      edit: 'Edit list',
      collaborative: /^Collaborative:/,
      save: 'Save changes',
      invite: 'Invite a friend',
      inviteButton: 'Invite',
      collaborators: 'Collaborators',
      notFound: 'List not found.',
    },
    tr: {
      lists: 'Listeler',
      name: 'Ad',
      public: /^Herkese açık/,
      create: 'Liste oluştur',
      items: 'Bu listedeki yapımlar',
      moveUp: (title: string) => `${title} yukarı taşı`,
      moveDown: (title: string) => `${title} aşağı taşı`,
      drag: (title: string) => `${title} sürükleyerek sırala`,
      edit: 'Listeyi düzenle',
      collaborative: /^Ortak düzenleme:/,
      save: 'Değişiklikleri kaydet',
      invite: 'Bir arkadaşını davet et',
      inviteButton: 'Davet et',
      collaborators: 'Ortak düzenleyenler',
      notFound: 'Liste bulunamadı.',
    },
  }[language];

  test(`a list: create it, reorder by keyboard, invite a friend whose addition shows live (${language})`, async ({
    browser,
  }) => {
    // Two members, a visitor and several reloads on the shared 2-core machine: well past test.slow()'s 90 s there.
    test.setTimeout(240_000);
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    if (language === 'tr') {
      await chooseTurkish(a);
      await chooseTurkish(b);
    }
    await registerViaApi(a, { ...newUser(), firstName: 'Ayşe', lastName: 'Kaya' });
    const burak = await registerViaApi(b, { ...newUser(), firstName: 'Burak', lastName: 'Şahin' });
    await becomeFriends(a, b);

    // Ayşe creates a public list from /lists, reached through the header.
    await a.goto('/');
    await a.getByRole('banner').getByRole('link', { name: texts.lists, exact: true }).click();
    await expect(a.getByRole('heading', { level: 1, name: texts.lists })).toBeVisible();
    expect(await seriousAccessibilityIssues(a)).toEqual([]);
    const listName = `Noir nights ${Date.now().toString(36)}`;
    await a.getByLabel(texts.name, { exact: true }).fill(listName);
    await a.getByRole('radio', { name: texts.public }).check();
    await a.getByRole('button', { name: texts.create }).click();
    await expect(a.getByRole('heading', { level: 1, name: listName })).toBeVisible();
    const listId = new URL(a.url()).pathname.split('/').pop() ?? '';
    expect(listId).not.toBe('');

    // Three titles (through the API), then the third moves up by keyboard and stays there after a reload.
    const [first, second, third, fourth] = await trendingMovies(a, 4);
    if (!first || !second || !third || !fourth) throw new Error('catalog too small');
    for (const title of [first, second, third]) await addTitle(a, listId, title.id);
    await a.reload();
    const items = a.getByRole('region', { name: texts.items });
    const order = () => items.getByRole('heading', { level: 2 }).allTextContents();
    await expect.poll(order, settled).toEqual([first.title, second.title, third.title]);
    const moveUp = items.getByRole('button', { name: texts.moveUp(third.title) });
    await moveUp.focus();
    await a.keyboard.press('Enter');
    await expect.poll(order, settled).toEqual([first.title, third.title, second.title]);
    await expect(items.getByRole('button', { name: texts.moveUp(third.title) })).toBeFocused();
    await a.keyboard.press('Enter');
    await expect.poll(order, settled).toEqual([third.title, first.title, second.title]);
    // At the top "up" is disabled: focus stays on the same title, on its "down".
    await expect(items.getByRole('button', { name: texts.moveDown(third.title) })).toBeFocused();
    await a.reload();
    await expect.poll(order, settled).toEqual([third.title, first.title, second.title]);

    // Drag and drop: the last title's handle dropped on the first title's place.
    const handle = items.getByRole('button', { name: texts.drag(second.title) });
    const target = items.getByRole('button', { name: texts.drag(third.title) });
    // The mouse works in the viewport's coordinates: the handles must be on screen, which a reload does not ensure.
    await target.scrollIntoViewIfNeeded();
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no handles');
    await a.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await a.mouse.down();
    await a.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 5 });
    await a.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await a.mouse.up();
    await expect.poll(order, settled).toEqual([second.title, third.title, first.title]);
    await a.reload();
    await expect.poll(order, settled).toEqual([second.title, third.title, first.title]);

    // Ayşe makes it collaborative and invites Burak.
    await a.getByRole('button', { name: texts.edit }).click();
    await a.getByRole('checkbox', { name: texts.collaborative }).check();
    await a.getByRole('button', { name: texts.save }).click();
    await a.getByLabel(texts.invite).selectOption({ label: `${burak.firstName} ${burak.lastName}` });
    await a.getByRole('button', { name: texts.inviteButton, exact: true }).click();
    const collaborators = a.getByRole('region', { name: texts.collaborators });
    await expect(collaborators.getByText(`${burak.firstName} ${burak.lastName}`)).toBeVisible();
    expect(await seriousAccessibilityIssues(a)).toEqual([]);

    // Burak opens the list and adds a film; Ayşe's open page shows it without a reload.
    await b.goto(`/lists/${listId}`);
    await expect(b.getByRole('heading', { level: 1, name: listName })).toBeVisible();
    await addTitle(b, listId, fourth.id);
    await expect.poll(order, settled).toEqual([second.title, third.title, first.title, fourth.title]);

    // Made private, the list is "not found" to a visitor.
    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    if (language === 'tr') await chooseTurkish(v);
    await v.goto(`/lists/${listId}`);
    await expect(v.getByRole('heading', { level: 1, name: listName })).toBeVisible();
    const hidden = await a.request.patch(`/api/lists/${listId}`, { headers, data: { visibility: 'private' } });
    expect(hidden.status(), await hidden.text()).toBe(200);
    await v.reload();
    await expect(v.getByRole('heading', { level: 1, name: texts.notFound })).toBeVisible();
    await Promise.all([contextA.close(), contextB.close(), visitor.close()]);
  });
}
