import type { APIRequestContext } from '@playwright/test';
import { chooseTurkish, expect, registerViaApi, seriousAccessibilityIssues, test } from './support';

/**
 * Where to watch (issue 26 §1) on the demo catalog, whose Fight Club and Game of Thrones carry TMDB's real
 * watch/providers answers (demo-data/watch-providers.jsonl). The browser's language is en-US: the US by default.
 */
async function demoId(request: APIRequestContext, type: 'movie' | 'tv', title: string): Promise<number> {
  const response = await request.get(`/api/search?q=${encodeURIComponent(title)}&type=${type}`);
  const found = (await response.json()) as { results: { id: number; title: string }[] };
  const match = found.results.find((result) => result.title === title);
  if (!match) throw new Error(`${title} is not in the demo catalog`);
  return match.id;
}

test('a visitor sees where to watch in the US, by kind, with the attribution', async ({ page, request }) => {
  const fightClub = await demoId(request, 'movie', 'Fight Club');
  await page.goto(`/title/movie/${fightClub}`);
  const section = page.getByRole('region', { name: 'Where to watch in United States' });
  await expect(section).toBeVisible();
  const stream = section.getByRole('definition').filter({ has: page.getByText('Peacock Premium') });
  await expect(stream).toBeVisible();
  await expect(section.getByText('Stream', { exact: true })).toBeVisible();
  await expect(section.getByText('Buy', { exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Where-to-watch data by JustWatch, via TMDB.' })).toHaveAttribute(
    'href',
    /themoviedb\.org\/movie\/550-fight-club\/watch\?locale=US/,
  );
  // Visitors pick no services.
  await expect(section.getByRole('link', { name: 'Pick your services' })).toHaveCount(0);
  expect(await seriousAccessibilityIssues(page)).toEqual([]);
});

test('Turkish means Turkey’s offers; a title without data shows no section', async ({ page, request }) => {
  const gameOfThrones = await demoId(request, 'tv', 'Game of Thrones');
  await chooseTurkish(page);
  await page.goto(`/title/tv/${gameOfThrones}`);
  const section = page.getByRole('region', { name: 'Türkiye bölgesinde nerede izlenir' });
  await expect(section.getByText('Yayında', { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveText(['blutv', 'Amazon Prime Video']);
  expect(await seriousAccessibilityIssues(page)).toEqual([]);

  const noData = await demoId(request, 'tv', 'Breaking Bad');
  await page.goto(`/title/tv/${noData}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeVisible();
  await expect(page.getByText(/nerede izlenir/)).toHaveCount(0);
});

for (const language of ['en', 'tr'] as const) {
  const texts = {
    en: {
      account: 'Where to watch: your region and services',
      region: 'Region',
      turkey: 'Türkiye',
      services: 'Your services in Türkiye',
      save: 'Save',
      saved: 'Your region and services are saved.',
      advanced: 'Advanced Filters',
      onlyMine: 'Only on my services',
      apply: 'Apply filters',
      mark: 'On your services',
      detail: 'Where to watch in Türkiye',
      change: 'Your services and region',
    },
    tr: {
      account: 'Nerede izlenir: bölgeniz ve servisleriniz',
      region: 'Bölge',
      turkey: 'Türkiye',
      services: 'Türkiye bölgesindeki servisleriniz',
      save: 'Kaydet',
      saved: 'Bölgeniz ve servisleriniz kaydedildi.',
      advanced: 'Gelişmiş Filtreler',
      onlyMine: 'Yalnızca servislerimde olanlar',
      apply: 'Filtreleri uygula',
      mark: 'Servislerinizde',
      detail: 'Türkiye bölgesinde nerede izlenir',
      change: 'Servisleriniz ve bölgeniz',
    },
  }[language];

  test(`a member picks Turkey and Netflix, then filters search and trending by them (${language})`, async ({
    page,
  }) => {
    test.slow();
    if (language === 'tr') await chooseTurkish(page);
    await registerViaApi(page);
    await page.goto('/account');
    await page.getByRole('link', { name: texts.account }).click();
    await expect(page).toHaveURL(/\/settings\/services$/);
    await page.getByRole('combobox', { name: texts.region }).selectOption({ label: texts.turkey });
    const services = page.getByRole('group', { name: texts.services });
    await services.getByRole('checkbox', { name: 'Netflix' }).check();
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();

    // Search with the filter alone: only what streams on Netflix in Turkey.
    await page.goto('/search');
    await page.getByRole('button', { name: texts.advanced }).click();
    await page.getByRole('checkbox', { name: texts.onlyMine }).check();
    await page.getByRole('button', { name: texts.apply }).click();
    await expect(page).toHaveURL(/onMyServices/);
    const results = page.getByRole('main').getByRole('article');
    await expect(results).toHaveCount(1);
    await expect(results.first().getByRole('heading', { name: 'Fight Club' })).toBeVisible();
    await expect(results.first().getByText(texts.mark)).toBeVisible();

    await page.goto('/movies');
    // The box follows the address (?services=mine), which changes a moment after the click.
    const onlyMine = page.getByRole('checkbox', { name: texts.onlyMine });
    await onlyMine.click();
    await expect(page).toHaveURL(/services=mine/);
    await expect(onlyMine).toBeChecked();
    const trending = page.getByRole('main').getByRole('article');
    await expect(trending).toHaveCount(1);
    await expect(trending.first().getByRole('heading', { name: 'Fight Club' })).toBeVisible();

    // The detail follows the member's region, not the browser's.
    await trending
      .first()
      .getByRole('button', { name: /Fight Club/ })
      .last()
      .click();
    const section = page.getByRole('region', { name: texts.detail });
    await expect(section.getByRole('listitem').filter({ hasText: 'Netflix' })).toBeVisible();
    await expect(section.getByRole('link', { name: texts.change })).toBeVisible();
  });
}
