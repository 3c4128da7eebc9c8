import type { Browser, Page } from '@playwright/test';
import {
  APP_ORIGIN,
  chooseTurkish,
  expect,
  type NewUser,
  newUser,
  registerViaApi,
  seriousAccessibilityIssues,
  test,
} from './support';

const headers = { origin: APP_ORIGIN };

async function myId(page: Page): Promise<string> {
  const response = await page.request.get('/api/me');
  return ((await response.json()) as { id: string }).id;
}

async function twoMembers(browser: Browser): Promise<[Page, NewUser, Page, NewUser]> {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  const ayse = await registerViaApi(a, { ...newUser(), firstName: 'Ayşe', lastName: 'Kaya' });
  const burak = await registerViaApi(b, { ...newUser(), firstName: 'Burak', lastName: 'Şahin' });
  return [a, ayse, b, burak];
}

for (const language of ['en', 'tr'] as const) {
  const texts = {
    en: {
      bell: 'Notifications',
      bellOne: 'Notifications, 1 unread',
      request: 'Unread: Ayşe Kaya sent you a friend request.',
      requestRead: 'Ayşe Kaya sent you a friend request.',
      markAll: 'Mark all as read',
      accepted: 'Unread: Burak Şahin accepted your friend request.',
      heading: 'Notifications',
      chat: 'Messages while you are away',
      off: 'Off',
    },
    tr: {
      bell: 'Bildirimler',
      bellOne: 'Bildirimler, 1 okunmamış',
      request: 'Okunmamış: Ayşe Kaya size arkadaşlık isteği gönderdi.',
      requestRead: 'Ayşe Kaya size arkadaşlık isteği gönderdi.',
      markAll: 'Tümünü okundu işaretle',
      accepted: 'Okunmamış: Burak Şahin arkadaşlık isteğinizi kabul etti.',
      heading: 'Bildirimler',
      chat: 'Yokken gelen mesajlar',
      off: 'Kapalı',
    },
  }[language];

  test(`the bell counts a friend request live, clears when read, and the asker hears of the answer (${language})`, async ({
    browser,
  }) => {
    test.slow();
    const [a, , b] = await twoMembers(browser);
    await b.goto('/');
    if (language === 'tr') await chooseTurkish(b);
    const bell = b.getByRole('banner').getByRole('button', { name: texts.bell, exact: true });
    await expect(bell).toBeVisible();

    // Ayşe asks while Burak has the app open: the bell counts it at once.
    const sent = await a.request.post('/api/friend-requests', { headers, data: { toUserId: await myId(b) } });
    expect(sent.status(), await sent.text()).toBe(201);
    const counted = b.getByRole('banner').getByRole('button', { name: texts.bellOne });
    await expect(counted).toBeVisible();

    await counted.click();
    const panel = b.getByRole('region', { name: texts.heading });
    await expect(panel.getByRole('link', { name: texts.request })).toBeVisible();
    await panel.getByRole('button', { name: texts.markAll }).click();
    await expect(b.getByRole('banner').getByRole('button', { name: texts.bell, exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: texts.requestRead })).toBeVisible();

    // Burak accepts from the notification's place; Ayşe finds it on /notifications.
    await panel.getByRole('link', { name: texts.requestRead }).click();
    await expect(b).toHaveURL(/\/friends$/);
    const { request } = (await sent.json()) as { request: { id: string } };
    const accepted = await b.request.post(`/api/friend-requests/${request.id}/accept`, { headers });
    expect(accepted.status()).toBe(200);

    if (language === 'tr') {
      await a.goto('/');
      await chooseTurkish(a);
    }
    await a.goto('/notifications');
    await expect(a.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(a.getByRole('link', { name: texts.accepted })).toBeVisible();
    const chat = a.getByRole('combobox', { name: texts.chat });
    await chat.selectOption({ label: texts.off });
    await a.reload();
    await expect(a.getByRole('combobox', { name: texts.chat })).toHaveValue('off');
    expect(await seriousAccessibilityIssues(a)).toEqual([]);
  });
}
