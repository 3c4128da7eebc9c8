import type { Page } from '@playwright/test';
import { APP_ORIGIN, expect, registerViaApi, test } from './support';

const PLAYS = 160;

/** One play of The Godfather a day, going back from 31 January 2026 (newest first in the diary). */
function dayBack(days: number): string {
  const date = new Date(Date.UTC(2026, 0, 31 - days));
  return date.toISOString().slice(0, 10);
}

async function logPlays(page: Page) {
  const headers = { origin: APP_ORIGIN };
  const found = await page.request.get('/api/search?q=The%20Godfather&type=movie');
  const { results } = (await found.json()) as { results: { id: number; title: string }[] };
  const godfather = results.find((title) => title.title === 'The Godfather');
  expect(godfather).toBeDefined();
  for (let first = 0; first < PLAYS; first += 20) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, offset) => {
        const day = first + offset;
        const logged = await page.request.post('/api/plays', {
          headers,
          data: {
            mediaType: 'movie',
            id: godfather?.id,
            watchedOn: dayBack(day),
            rewatch: true,
            requestId: `scroll-${day}-play`,
          },
        });
        expect(logged.status(), await logged.text()).toBe(201);
      }),
    );
  }
}

test('a long diary scrolls to its end and back, drawing only the plays near the screen', async ({ page }) => {
  test.slow();
  await registerViaApi(page);
  await logPlays(page);
  await page.goto('/diary');

  const newest = page.getByRole('listitem').filter({ has: page.locator(`time[datetime="${dayBack(0)}"]`) });
  await expect(newest).toBeVisible();
  // Screen readers hear where a row stands in its month, though the rows far below are not drawn yet.
  await expect(newest).toHaveAttribute('aria-posinset', '1');
  await expect(newest).toHaveAttribute('aria-setsize', '31');
  expect(await page.locator('[data-play-id]').count()).toBeLessThan(PLAYS / 2);

  // Down to the end, a screen at a time, as the next pages load.
  const end = page.getByText('That is every play.');
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(end).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 60_000 });
  const oldest = page.locator(`time[datetime="${dayBack(PLAYS - 1)}"]`);
  await expect(oldest).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: 'August 2025' })).toBeVisible();
  await expect(newest).toHaveCount(0);
  expect(await page.locator('[data-play-id]').count()).toBeLessThan(PLAYS / 2);

  // And back to the top: the newest play is drawn again where it was.
  await page.keyboard.press('Control+Home');
  await expect(newest).toBeInViewport();
});
