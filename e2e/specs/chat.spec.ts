import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import { APP_ORIGIN, chooseTurkish, expect, newUser, registerViaApi, test } from './support';

/** A signed-in person in a browser context of their own. */
async function person(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await registerViaApi(page, { ...newUser(), firstName, lastName: 'Test' });
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  return { context, page, id: me.id, name: `${user.firstName} ${user.lastName}` };
}

/** A sends a friend request through the API and B accepts it, as the friends page does. */
async function makeFriends(a: { page: Page }, b: { page: Page; id: string }) {
  const headers = { origin: APP_ORIGIN };
  const sent = await a.page.request.post('/api/friend-requests', { data: { toUserId: b.id }, headers });
  expect(sent.status(), await sent.text()).toBe(201);
  const requests = (await (await b.page.request.get('/api/friend-requests')).json()) as {
    incoming: { id: string }[];
  };
  const request = requests.incoming[0];
  if (!request) throw new Error('the request did not arrive');
  const accepted = await b.page.request.post(`/api/friend-requests/${request.id}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

const messageInput = (page: Page) => page.getByPlaceholder('Type your message...');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Friends' });
const conversation = (page: Page, name: string) => page.getByRole('log', { name: `Conversation with ${name}` });

test('two friends chat both ways live, with unread counts and read state', async ({ browser }) => {
  const ayse = await person(browser, 'Ayse');
  const mehmet = await person(browser, 'Mehmet');
  try {
    await makeFriends(ayse, mehmet);

    await ayse.page.goto('/chat');
    await expect(ayse.page.getByText('Select a friend from the left to start chatting.')).toBeVisible();
    await mehmet.page.goto('/chat');
    await expect(sidebar(mehmet.page).getByRole('button', { name: /Ayse Test/ })).toBeVisible();

    // Ayşe opens the conversation; the input cannot send nothing.
    await sidebar(ayse.page)
      .getByRole('button', { name: /Mehmet Test/ })
      .click();
    await expect(ayse.page).toHaveURL(new RegExp(`/chat\\?with=${mehmet.id}$`));
    await expect(ayse.page.getByText('No messages yet. Say hello!')).toBeVisible();
    await expect(sendButton(ayse.page)).toBeDisabled();
    await messageInput(ayse.page).fill('   ');
    await expect(sendButton(ayse.page)).toBeDisabled();

    // Enter sends; it reaches Mehmet's sidebar live as an unread message.
    await messageInput(ayse.page).fill('Film gecesi bu akşam?');
    await messageInput(ayse.page).press('Enter');
    await expect(messageInput(ayse.page)).toHaveValue('');
    await expect(conversation(ayse.page, 'Mehmet Test').getByText('Film gecesi bu akşam?')).toHaveCount(1);
    const ayseInMehmetsList = sidebar(mehmet.page).getByRole('button', { name: /Ayse Test/ });
    await expect(ayseInMehmetsList.getByText('Unread messages: 1')).toBeAttached({ timeout: 2000 });
    await expect(ayseInMehmetsList).toContainText('Film gecesi bu akşam?');

    // Opening it shows the message with its time, and clears the count.
    await ayseInMehmetsList.click();
    const mehmetsView = conversation(mehmet.page, 'Ayse Test');
    await expect(mehmetsView.getByText('Film gecesi bu akşam?')).toBeVisible();
    await expect(mehmetsView.locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);
    await expect(ayseInMehmetsList.getByText(/Unread messages/)).toHaveCount(0);

    // The reply (send button this time) appears for Ayşe without a reload, once.
    await messageInput(mehmet.page).fill('Olur, saat 9?');
    await sendButton(mehmet.page).click();
    await expect(conversation(ayse.page, 'Mehmet Test').getByText('Olur, saat 9?')).toBeVisible({ timeout: 2000 });
    await expect(conversation(mehmet.page, 'Ayse Test').getByText('Olur, saat 9?')).toHaveCount(1);
    await expect(sidebar(ayse.page).getByRole('button', { name: /Mehmet Test/ })).toContainText('Olur, saat 9?');

    // A direct link opens the conversation with its history.
    await ayse.page.goto(`/chat?with=${mehmet.id}`);
    const history = conversation(ayse.page, 'Mehmet Test');
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('Film gecesi bu akşam?');
    await expect(history.getByRole('listitem').last()).toContainText('Olur, saat 9?');

    // Both themes: the page has no accessibility violations.
    for (const colorScheme of ['light', 'dark'] as const) {
      await ayse.page.emulateMedia({ colorScheme });
      await ayse.page.reload();
      await expect(history.getByRole('listitem')).toHaveCount(2);
      const results = await new AxeBuilder({ page: ayse.page }).include('main').analyze();
      expect(results.violations.map((v) => `${colorScheme}: ${v.id}: ${v.help}`)).toEqual([]);
    }
  } finally {
    await ayse.context.close();
    await mehmet.context.close();
  }
});

test('after a dropped connection the missed messages show up, each once', async ({ browser }) => {
  const ayse = await person(browser, 'Ayse');
  const mehmet = await person(browser, 'Mehmet');
  try {
    await makeFriends(ayse, mehmet);
    // Mehmet's websocket goes through the test, which can drop it and refuse new ones for a while.
    let refuse = false;
    const open: WebSocketRoute[] = [];
    await mehmet.page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (refuse) {
        void ws.close();
        return;
      }
      ws.connectToServer();
      open.push(ws);
    });
    const fromAyse = (text: string) =>
      ayse.page.request.post(`/api/chat/conversations/${mehmet.id}/messages`, {
        headers: { origin: APP_ORIGIN },
        data: { text, clientId: `e2e-${Date.now()}-${text.length}` },
      });

    await mehmet.page.goto(`/chat?with=${ayse.id}`);
    const view = conversation(mehmet.page, 'Ayse Test');
    await expect(mehmet.page.getByText('No messages yet. Say hello!')).toBeVisible();
    expect((await fromAyse('Before the drop')).status()).toBe(201);
    await expect(view.getByText('Before the drop')).toBeVisible();

    refuse = true;
    for (const ws of open.splice(0)) await ws.close();
    expect((await fromAyse('While you were away')).status()).toBe(201);
    // Sending still works without the socket (over HTTP).
    await messageInput(mehmet.page).fill('Sent while offline');
    await messageInput(mehmet.page).press('Enter');
    await expect(view.getByText('Sending…')).toHaveCount(0);
    refuse = false;

    await expect(view.getByText('While you were away')).toBeVisible({ timeout: 15_000 });
    // The reconnect's catch-up and any replayed event must not double anything.
    await mehmet.page.waitForTimeout(1000);
    await expect(view.getByRole('listitem')).toHaveCount(3);
    await expect(view.getByText('Sent while offline')).toHaveCount(1);
  } finally {
    await ayse.context.close();
    await mehmet.context.close();
  }
});

test('a visitor is sent to sign in', async ({ page }) => {
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/login\?next=%2Fchat$/);
});

test('in Turkish: the chat and friends pages, and a message both ways', async ({ browser }) => {
  const ayse = await person(browser, 'Ayse');
  const mehmet = await person(browser, 'Mehmet');
  try {
    await makeFriends(ayse, mehmet);
    await chooseTurkish(ayse.page);

    await ayse.page.goto('/chat');
    await expect(ayse.page.getByText('Sohbete başlamak için soldan bir arkadaş seçin.')).toBeVisible();
    await ayse.page
      .getByRole('navigation', { name: 'Arkadaşlar' })
      .getByRole('button', { name: /Mehmet Test/ })
      .click();
    await expect(ayse.page.getByText('Henüz mesaj yok. Bir merhaba deyin!')).toBeVisible();
    await ayse.page.getByPlaceholder('Mesajınızı yazın...').fill('Merhaba, film gecesi?');
    await ayse.page.getByRole('button', { name: 'Mesajı gönder' }).click();
    const ayseConversation = ayse.page.getByRole('log', { name: 'Mehmet Test ile sohbet' });
    await expect(ayseConversation.getByText('Merhaba, film gecesi?')).toBeVisible();

    // Mehmet (in English) gets it and answers; the answer reaches Ayşe's Turkish page live.
    await mehmet.page.goto(`/chat?with=${ayse.id}`);
    await expect(conversation(mehmet.page, 'Ayse Test').getByText('Merhaba, film gecesi?')).toBeVisible();
    await messageInput(mehmet.page).fill('Olur!');
    await messageInput(mehmet.page).press('Enter');
    await expect(ayseConversation.getByText('Olur!')).toBeVisible();

    await ayse.page.goto('/friends');
    await expect(ayse.page.getByRole('heading', { name: 'Arkadaşlar', level: 1 })).toBeVisible();
    await expect(ayse.page.getByRole('heading', { name: 'Arkadaş bul' })).toBeVisible();
    // Earlier tests made other people of the same name, who may be suggested: the friend is in her own list.
    await expect(ayse.page.getByRole('region', { name: 'Arkadaşlarım' }).getByText('Mehmet Test')).toBeVisible();
  } finally {
    await ayse.context.close();
    await mehmet.context.close();
  }
});
