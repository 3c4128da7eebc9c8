import { chooseTurkish, expect, registerViaApi, seriousAccessibilityIssues, test } from './support';

/** A show of the demo catalog with its cast (the catalog has no TMDB key here: the person page is built from it). */
const YELLOWSTONE = 851806765;

/** Demo films that name TMDB's Die Hard Collection (demo-data/movie-collections.jsonl), in release order. */
const DIE_HARD_WITH_A_VENGEANCE = 824261371;
const DIE_HARD_PARTS = ['Die Hard', 'Die Hard 2', 'Die Hard: With a Vengeance', 'Live Free or Die Hard'];
const DIE_HARD_COLLECTION = 1570;

for (const language of ['en', 'tr'] as const) {
  const texts = {
    en: { cast: 'Cast', fromCatalog: 'Built from the titles in this catalog.', filmography: /Filmography/ },
    tr: { cast: 'Oyuncular', fromCatalog: 'Bu katalogdaki yapımlardan derlendi.', filmography: /Filmografi/ },
  }[language];

  test(`a person page reached from a title's cast list (${language})`, async ({ page }) => {
    if (language === 'tr') await chooseTurkish(page);
    await page.goto(`/title/tv/${YELLOWSTONE}`);
    const cast = page.getByRole('list', { name: texts.cast });
    await cast.getByRole('link', { name: 'Kevin Costner' }).click();
    await expect(page).toHaveURL(/\/person\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kevin Costner' })).toBeVisible();
    await expect(page.getByText(texts.fromCatalog)).toBeVisible();
    const filmography = page.getByRole('region', { name: texts.filmography });
    await expect(filmography.getByRole('heading', { level: 3, name: 'Yellowstone' })).toBeVisible();
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
  });
}

test('a visitor opening a person page directly gets it rendered on the server', async ({ request }) => {
  const detail = await (await request.get(`/api/titles/tv/${YELLOWSTONE}`)).json();
  const personId = (detail as { cast: { id: number; name: string }[] }).cast[0]?.id;
  const html = await (await request.get(`/person/${personId}`)).text();
  expect(html).toContain('Kevin Costner');
  expect(html).toContain('id="watchify-ssr"');
});

for (const language of ['en', 'tr'] as const) {
  const texts = {
    en: {
      partOf: 'Part of Die Hard Collection',
      inOrder: 'In release order',
      markWatched: 'Mark Die Hard 2 as watched',
      watched: 'Watched',
    },
    tr: {
      partOf: 'Serinin parçası: Die Hard Collection',
      inOrder: 'Çıkış sırasıyla',
      markWatched: 'İzledim olarak işaretle: Die Hard 2',
      watched: 'İzlendi',
    },
  }[language];

  test(`a movie's collection in release order, with a part marked watched (${language})`, async ({ page }) => {
    test.slow();
    if (language === 'tr') await chooseTurkish(page);
    await registerViaApi(page);
    await page.goto(`/title/movie/${DIE_HARD_WITH_A_VENGEANCE}`);
    const onDetail = page.getByRole('region', { name: texts.partOf });
    await expect(onDetail.getByRole('heading', { name: texts.partOf })).toBeVisible();
    const detailParts = onDetail.getByRole('listitem');
    await expect(detailParts).toHaveCount(DIE_HARD_PARTS.length);
    for (const [index, title] of DIE_HARD_PARTS.entries()) await expect(detailParts.nth(index)).toContainText(title);
    // The film shown is the current part, not a link to itself.
    await expect(onDetail.locator('[aria-current="page"]')).toHaveText('Die Hard: With a Vengeance');

    await onDetail.getByRole('link', { name: /Die Hard Collection/ }).click();
    await expect(page).toHaveURL(new RegExp(`/collection/${DIE_HARD_COLLECTION}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Die Hard Collection' })).toBeVisible();
    const parts = page.getByRole('region', { name: texts.inOrder });
    await expect(parts.getByRole('heading', { level: 2, name: texts.inOrder })).toBeVisible();
    const cards = parts.getByRole('listitem');
    await expect(cards).toHaveCount(DIE_HARD_PARTS.length);
    for (const [index, title] of DIE_HARD_PARTS.entries()) await expect(cards.nth(index)).toContainText(title);

    const secondPart = cards.nth(1);
    await expect(secondPart).not.toContainText(texts.watched);
    const stored = page.waitForResponse(
      (response) => response.url().endsWith('/api/plays') && response.status() === 201,
    );
    await secondPart.getByRole('button', { name: texts.markWatched, exact: true }).click();
    await stored;
    await expect(secondPart.getByText(texts.watched, { exact: true })).toBeVisible();
    await expect(cards.nth(0).getByText(texts.watched, { exact: true })).toHaveCount(0);
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
  });
}
