import type { Page } from '@playwright/test';
import { expect, registerViaApi, test } from './support';

/** The recommended titles the server gives now (what the page shows, in order). */
async function recommendedTitles(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/recommendations');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { title: string }[] };
  return items.map((item) => item.title);
}

/** Clicks a like / dislike / Undo control and waits until the server stored the change. */
async function clickAndSave(page: Page, control: ReturnType<Page['getByRole']>) {
  const saved = page.waitForResponse(
    (response) => /\/api\/recommendations\/feedback\/(movie|tv)\/\d+$/.test(response.url()) && response.ok(),
  );
  await control.click();
  await saved;
}

const REASONS =
  /Because you liked .+|Because .+ is on your watchlist|\d+ friends? rated it 4\+|Matches your favourite genre: .+|Liked by people with similar taste|Something different for you|Popular right now|Highly rated/;

test('a member gets recommendations with reasons, likes, dislikes (for good) and undoes', async ({ page }) => {
  // A whole journey of a dozen saved changes and reloads.
  test.setTimeout(60_000);
  await registerViaApi(page);
  await page.goto('/recommendations');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeVisible();
  const grid = page.getByRole('main').getByRole('list');
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // The titles as the page shows them: each request may rank the random part of the formula differently.
  const titles = await grid.getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.length).toBeGreaterThanOrEqual(4);
  const [first, second, third] = titles as [string, string, string];
  const card = (title: string) =>
    grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  // Every card says why, in words.
  await expect(card(first).getByText(REASONS)).toBeVisible();
  // Registration favourites count as likes: some reason names one of them.
  await expect(grid.getByText(/Because you liked .+/).first()).toBeVisible();

  // A card opens the detail.
  await page.getByRole('button', { name: `More info about ${first}`, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Dislike, then Undo in the toast: the title comes back.
  await clickAndSave(page, page.getByRole('button', { name: `Dislike ${first}`, exact: true }));
  await expect(card(first)).toHaveCount(0);
  await expect(page.getByText(`${first} will not be recommended again.`)).toBeVisible();
  await clickAndSave(page, page.locator('[data-sonner-toast]').getByRole('button', { name: 'Undo' }));
  await expect(card(first)).toHaveCount(1);
  expect(await recommendedTitles(page)).toContain(first);

  // Like: saved and shown pressed; pressing it again undoes it.
  const like = page.getByRole('button', { name: `Like ${second}`, exact: true });
  await clickAndSave(page, like);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`You like ${second}. Your recommendations were updated.`)).toBeVisible();
  await clickAndSave(page, like);
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  // Dislike for good: gone now, and after reloading, never back.
  await clickAndSave(page, page.getByRole('button', { name: `Dislike ${third}`, exact: true }));
  await expect(card(third)).toHaveCount(0);
  for (let visit = 0; visit < 2; visit += 1) {
    await page.reload();
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    await expect(card(third)).toHaveCount(0);
    expect(await recommendedTitles(page)).not.toContain(third);
  }
});

test('the page speaks Turkish too', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'tr'));
  await registerViaApi(page);
  await page.goto('/recommendations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const grid = page.getByRole('main').getByRole('list');
  await expect(grid.getByRole('button', { name: /^Beğen: / }).first()).toBeVisible();
  await expect(
    grid
      .getByText(
        /yapımını beğendiğiniz için|Sevdiğiniz türe uyuyor|Şu anda popüler|Benzer zevkteki|Yüksek puanlı|arkadaşınız 4\+ puan verdi|izleme listenizde|farklı bir şey/,
      )
      .first(),
  ).toBeVisible();
});
