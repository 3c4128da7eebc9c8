import { chooseTurkish, expect, seriousAccessibilityIssues, test } from './support';

/** A show of the demo catalog with its cast (the catalog has no TMDB key here: the person page is built from it). */
const YELLOWSTONE = 851806765;

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
