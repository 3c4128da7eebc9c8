import type { Page } from '@playwright/test';
import { chooseTurkish, expect, registerViaApi, seriousAccessibilityIssues, test } from './support';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** No serious or critical accessibility problems on the page as it is now. */
async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAccessibilityIssues(page)).toEqual([]);
}

/** Opens a show of the demo catalog from search, as a page of its own. */
async function openShow(page: Page, name: string) {
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  const href = await page.locator('main a[href^="/title/tv/"]').first().getAttribute('href');
  await page.goto(href ?? '/');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a visitor sees a show’s seasons and episodes without checks, and is asked to sign in on /progress', async ({
  page,
}) => {
  await openShow(page, 'Breaking Bad');
  const episodes = page.getByRole('region', { name: 'Seasons and episodes' });
  await episodes.getByRole('button', { name: /^Season 2/ }).click();
  await expect(episodes.getByText('S02E01 · Seven Thirty-Seven')).toBeVisible();
  await expect(episodes.getByRole('checkbox')).toHaveCount(0);
  await page.goto('/progress');
  await expect(page.getByText('Please login to see your Up Next.')).toBeVisible();
});

test('a member marks a season, sees Up Next move to the next season, and stops the show', async ({ page }) => {
  test.slow();
  await registerViaApi(page);
  await openShow(page, 'Game of Thrones');
  const episodes = page.getByRole('region', { name: 'Seasons and episodes' });
  // The season of the next episode is open.
  await expect(episodes.getByRole('button', { name: /^Season 1/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(episodes.getByRole('checkbox', { name: 'S01E01 · Winter Is Coming' })).not.toBeChecked();

  await episodes.getByRole('button', { name: 'Mark Season 1 watched' }).click();
  await expect(toast(page, '10 episodes marked as watched')).toBeVisible();
  await expect(episodes.getByRole('checkbox', { name: 'S01E10 · Fire and Blood' })).toBeChecked();
  const progress = page.getByTestId('show-progress');
  await expect(progress).toContainText('10 of 73 aired episodes watched');
  await expect(progress).toContainText('Watching');
  await expect(progress).toContainText('Next: S02E01');
  await expectNoSeriousViolations(page);

  // One episode unchecked, then every one up to it checked again.
  await episodes.getByRole('checkbox', { name: 'S01E03 · Lord Snow' }).uncheck();
  await expect(progress).toContainText('9 of 73 aired episodes watched');
  await episodes.getByRole('button', { name: 'Mark every episode up to S01E03 watched' }).click();
  await expect(toast(page, '1 episode marked as watched')).toBeVisible();
  await expect(progress).toContainText('10 of 73 aired episodes watched');

  // Home's Up Next: the next season's first episode, watched in one click.
  await page.goto('/');
  const upNext = page.getByRole('region', { name: 'Up Next' });
  await expect(upNext.getByTestId('up-next-item')).toHaveText([/Game of Thrones.*Next: S02E01/]);
  await upNext.getByRole('button', { name: 'Mark S02E01 of Game of Thrones watched' }).click();
  await expect(upNext.getByTestId('up-next-item')).toHaveText([/Next: S02E02/]);
  await upNext.getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Up Next' })).toBeVisible();
  await expect(page.getByText('11 of 73 watched')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The show's card, wherever it shows, carries the member's progress.
  await page.goto('/search?q=Game%20of%20Thrones');
  await expect(page.getByTestId('title-card-progress').first()).toContainText('11/73');

  // The diary names the episodes.
  await page.goto('/diary');
  await expect(page.getByText('S02E01')).toBeVisible();

  // Stopped: gone from Up Next, kept in the diary.
  await openShow(page, 'Game of Thrones');
  await page.getByRole('button', { name: 'Stop watching' }).click();
  await expect(toast(page, 'You stopped watching Game of Thrones')).toBeVisible();
  await expect(progress).toContainText('Stopped');
  await page.goto('/progress');
  await expect(page.getByText('Nothing to watch next yet.')).toBeVisible();
  await page.goto('/diary');
  await expect(page.getByText('S02E01')).toBeVisible();
});

test('episodes and Up Next in Turkish', async ({ page }) => {
  test.slow();
  await chooseTurkish(page);
  await registerViaApi(page);
  await openShow(page, 'Breaking Bad');
  const episodes = page.getByRole('region', { name: 'Sezonlar ve bölümler' });
  await episodes.getByRole('button', { name: /^2\. Sezon|^Season 2/ }).click();
  await episodes.getByRole('button', { name: 'S02E05 dahil önceki tüm bölümleri izlendi işaretle' }).click();
  // Season 1's seven episodes and five of season 2.
  await expect(toast(page, '12 bölüm izlendi olarak işaretlendi')).toBeVisible();
  const progress = page.getByTestId('show-progress');
  await expect(progress).toContainText('İzleniyor');
  await expect(progress).toContainText('Sıradaki: S02E06');

  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Sıradakiler' })).toBeVisible();
  await expect(page.getByTestId('up-next-item')).toHaveText([/Breaking Bad.*Sıradaki: S02E06/]);
  await page.getByRole('button', { name: 'Breaking Bad S02E06 izlendi olarak işaretle' }).click();
  await expect(page.getByTestId('up-next-item')).toHaveText([/Sıradaki: S02E07/]);
  await expectNoSeriousViolations(page);
});
