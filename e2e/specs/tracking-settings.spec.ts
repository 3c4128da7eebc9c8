import type { Page } from '@playwright/test';
import { chooseTurkish, expect, registerViaApi, test } from './support';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('watching a title on the watchlist asks, then follows the setting; watched titles leave the Top rows until asked back', async ({
  page,
}) => {
  test.slow();
  await registerViaApi(page);

  // Ask (the default): the toast offers to take it off the watchlist.
  await page.goto('/search?q=godfather');
  await page.getByRole('button', { name: 'Add The Godfather to watchlist', exact: true }).click();
  await expect(toast(page, 'Added to your watchlist')).toBeVisible();
  await page.getByRole('button', { name: 'Mark The Godfather as watched', exact: true }).click();
  const asked = toast(page, 'It is still on your watchlist.');
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: 'Remove from watchlist' }).click();
  await expect(page.getByRole('button', { name: 'Add The Godfather to watchlist', exact: true })).toBeVisible();

  // Always: the server takes it off by itself.
  await page.goto('/account');
  const settings = page.getByRole('region', { name: 'Watch tracking' });
  await settings.getByRole('radio', { name: 'Remove it from my watchlist', exact: true }).check();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await page.goto('/search?q=godfather');
  await page.getByRole('button', { name: 'Add The Godfather: Part II to watchlist', exact: true }).click();
  await page.getByRole('button', { name: 'Mark The Godfather: Part II as watched', exact: true }).click();
  await expect(toast(page, 'Marked as watched and taken off your watchlist')).toBeVisible();
  await page.goto('/watchlist');
  await expect(page.getByRole('main').getByRole('heading', { name: 'The Godfather: Part II' })).toHaveCount(0);

  // A top movie watched leaves the Top rows, and comes back when the member asks to see watched titles.
  await page.goto('/');
  const topMovies = page.getByRole('region', { name: 'Top Movies' });
  const first = topMovies.getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: 'Mark as watched' }).click();
  await expect(toast(page, 'Marked as watched')).toBeVisible();
  await expect(topMovies.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await page.goto('/account');
  await settings.getByRole('checkbox', { name: /Show titles I have already watched/ }).check();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await page.goto('/');
  await expect(topMovies.getByRole('heading', { name: title, exact: true })).toBeVisible();
});

test('the tracking settings in Turkish', async ({ page }) => {
  await chooseTurkish(page);
  await registerViaApi(page);
  await page.goto('/account');
  const settings = page.getByRole('region', { name: 'İzleme takibi' });
  await settings.getByRole('radio', { name: 'İzleme listemde kalsın', exact: true }).check();
  await expect(toast(page, 'Ayarlar kaydedildi')).toBeVisible();
  await page.reload();
  await expect(settings.getByRole('radio', { name: 'İzleme listemde kalsın', exact: true })).toBeChecked();
});
