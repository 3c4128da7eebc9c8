import type { Page } from '@playwright/test';
import {
  APP_ORIGIN,
  chooseTurkish,
  expect,
  newUser,
  registerViaApi,
  seriousAccessibilityIssues,
  test,
} from './support';

const headers = { origin: APP_ORIGIN };

async function myId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/me')).json()) as { id: string }).id;
}

async function godfatherId(page: Page): Promise<number> {
  const found = await page.request.get('/api/search?q=The%20Godfather&type=movie');
  const { results } = (await found.json()) as { results: { id: number; title: string }[] };
  const godfather = results.find((title) => title.title === 'The Godfather');
  expect(godfather).toBeTruthy();
  return godfather?.id ?? 0;
}

for (const language of ['en', 'tr'] as const) {
  const texts = {
    en: {
      spoilerNotice: 'This review contains spoilers.',
      show: 'Show spoiler',
      watched: '1 title watched',
      lists: 'Lists',
      recent: 'Recent activity',
      stats: 'See stats',
      hidden: 'Ayşe Kaya does not share their activity and lists with you.',
    },
    tr: {
      spoilerNotice: 'Bu yorum sürprizbozan içeriyor.',
      show: 'Sürprizbozanı göster',
      watched: '1 izlenen yapım',
      lists: 'Listeler',
      recent: 'Son etkinlikler',
      stats: 'İstatistikleri gör',
      hidden: 'Ayşe Kaya etkinliklerini ve listelerini sizinle paylaşmıyor.',
    },
  }[language];

  test(`a spoiler review waits in the feed, and a friend's profile shows their lists and activity (${language})`, async ({
    browser,
  }) => {
    test.slow();
    const me = await (await browser.newContext()).newPage();
    const friend = await (await browser.newContext()).newPage();
    const visitor = await (await browser.newContext()).newPage();
    await registerViaApi(me);
    const ayse = await registerViaApi(friend, { ...newUser(), firstName: 'Ayşe', lastName: 'Kaya' });
    const asked = await me.request.post('/api/friend-requests', { headers, data: { toUserId: await myId(friend) } });
    const { request } = (await asked.json()) as { request: { id: string } };
    expect((await friend.request.post(`/api/friend-requests/${request.id}/accept`, { headers })).status()).toBe(200);

    const id = await godfatherId(friend);
    const logged = await friend.request.post('/api/plays', {
      headers,
      data: { mediaType: 'movie', id, watchedOn: null, requestId: `profile-${language}-${Date.now()}` },
    });
    expect(logged.status(), await logged.text()).toBe(201);
    const list = await friend.request.post('/api/lists', {
      headers,
      data: { name: 'Klasikler', visibility: 'public' },
    });
    expect(list.status(), await list.text()).toBe(201);
    const review = await friend.request.post(`/api/titles/movie/${id}/comments`, {
      headers,
      data: { rating: 5, text: 'Michael kardeşini affetmiyor.', spoiler: true },
    });
    expect(review.status(), await review.text()).toBe(201);

    if (language === 'tr') await chooseTurkish(me);
    await me.goto('/feed');
    const main = me.getByRole('main');
    await expect(main.getByText(texts.spoilerNotice)).toBeVisible();
    await expect(main.getByText('Michael kardeşini affetmiyor.')).toHaveCount(0);
    await main.getByRole('button', { name: texts.show }).click();
    await expect(main.getByText('Michael kardeşini affetmiyor.')).toBeVisible();

    await main.getByRole('link', { name: 'Ayşe Kaya' }).first().click();
    await expect(me).toHaveURL(new RegExp(`/u/${ayse.nickname}$`));
    await expect(me.getByRole('heading', { level: 1, name: 'Ayşe Kaya' })).toBeVisible();
    await expect(me.getByText(texts.watched)).toBeVisible();
    await expect(me.getByRole('region', { name: texts.lists }).getByRole('link', { name: 'Klasikler' })).toBeVisible();
    const recent = me.getByRole('region', { name: texts.recent });
    await expect(recent.getByText(texts.spoilerNotice)).toBeVisible();
    await expect(recent.getByText('Michael kardeşini affetmiyor.')).toHaveCount(0);
    await expect(me.getByRole('link', { name: texts.stats })).toBeVisible();
    expect(await seriousAccessibilityIssues(me)).toEqual([]);

    // A visitor meets the default setting (friends): name and friend count, nothing of what she watches.
    if (language === 'tr') await chooseTurkish(visitor);
    await visitor.goto(`/u/${ayse.nickname}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Ayşe Kaya' })).toBeVisible();
    await expect(visitor.getByText(texts.hidden)).toBeVisible();
    await expect(visitor.getByRole('region', { name: texts.recent })).toHaveCount(0);
  });
}
