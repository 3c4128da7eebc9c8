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

for (const language of ['en', 'tr'] as const) {
  const texts = {
    en: { heading: "Friends' activity", watched: 'watched The Godfather', privacy: 'Who sees my activity' },
    tr: { heading: 'Arkadaş etkinlikleri', watched: 'The Godfather izledi', privacy: 'Etkinliklerimi kim görsün' },
  }[language];

  test(`a friend's watch shows in the feed and on home (${language})`, async ({ browser }) => {
    test.slow();
    const me = await (await browser.newContext()).newPage();
    const friend = await (await browser.newContext()).newPage();
    await registerViaApi(me);
    await registerViaApi(friend, { ...newUser(), firstName: 'Ayşe', lastName: 'Kaya' });
    const asked = await me.request.post('/api/friend-requests', { headers, data: { toUserId: await myId(friend) } });
    const { request } = (await asked.json()) as { request: { id: string } };
    expect((await friend.request.post(`/api/friend-requests/${request.id}/accept`, { headers })).status()).toBe(200);

    const found = await friend.request.get('/api/search?q=The%20Godfather&type=movie');
    const { results } = (await found.json()) as { results: { id: number; title: string }[] };
    const godfather = results.find((title) => title.title === 'The Godfather');
    const logged = await friend.request.post('/api/plays', {
      headers,
      data: { mediaType: 'movie', id: godfather?.id, watchedOn: null, requestId: `feed-${language}-${Date.now()}` },
    });
    expect(logged.status(), await logged.text()).toBe(201);

    await me.goto('/');
    if (language === 'tr') await chooseTurkish(me);
    const onHome = me.getByRole('region', { name: texts.heading });
    await expect(onHome.getByText('Ayşe Kaya')).toBeVisible();
    await expect(onHome.getByRole('listitem').filter({ hasText: texts.watched }).first()).toBeVisible();

    await me.goto('/feed');
    await expect(me.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(me.getByRole('main').getByRole('listitem').filter({ hasText: texts.watched }).first()).toBeVisible();
    await expect(me.getByRole('combobox', { name: texts.privacy })).toHaveValue('friends');
    expect(await seriousAccessibilityIssues(me)).toEqual([]);
  });
}
