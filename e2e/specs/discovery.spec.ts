import type { Page } from '@playwright/test';
import { expect, test } from './support';

/** The id of a title in the running app's catalog (the demo catalog has synthetic ids). */
async function firstTrending(page: Page, type: 'movie' | 'tv') {
  const response = await page.request.get(`/api/catalog/trending?type=${type}&limit=1`);
  const { results } = (await response.json()) as { results: { id: number; title: string }[] };
  const [first] = results;
  if (!first) throw new Error('empty catalog');
  return first;
}

test.describe('home', () => {
  test('the hero slider moves both ways and wraps', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Trending today' });
    const current = () =>
      slider.getByRole('button', { name: /^Go to slide/ }).and(page.locator('[aria-current="true"]'));
    await expect(current()).toHaveAccessibleName('Go to slide 1');
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current()).toHaveAccessibleName('Go to slide 4');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(current()).toHaveAccessibleName('Go to slide 1');
    await slider.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(current()).toHaveAccessibleName('Go to slide 3');
  });

  test('the filter bar narrows the rows by rating and clears again', async ({ page }) => {
    await page.goto('/');
    const movies = page.getByRole('region', { name: 'Top Movies' });
    await expect(movies.getByRole('listitem')).toHaveCount(10);
    const filters = page.getByRole('region', { name: 'Filter top titles' });
    await filters.getByLabel('Minimum rating').fill('9');
    // Only the few 9+ films of the top ten stay.
    const remaining = await movies.getByRole('listitem').count();
    expect(remaining).toBeLessThan(10);
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(movies.getByRole('listitem')).toHaveCount(10);
  });

  test('a visitor who clicks a watchlist button is asked to sign in', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Top Movies' })
      .getByRole('button', { name: 'Add to watchlist' })
      .first()
      .click();
    await expect(page.getByText('Please sign in first')).toBeVisible();
  });
});

test.describe('search', () => {
  test('finds a title from the search bar despite a typo', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search movies and TV shows' }).fill('godfater');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=godfater/);
    await expect(page.getByRole('button', { name: 'More info about The Godfather', exact: true })).toBeVisible();
  });

  test('applies advanced filters and says when nothing matches', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('Type a title or set a filter, then press Search.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search movies and TV shows' }).fill('godfather');
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Advanced Filters' });
    await panel.getByLabel('From year').fill('2005');
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/filters=/);
    await expect(page.getByText('No results found.')).toBeVisible();
  });

  test('the filters panel validates ranges and closes with Escape', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Advanced Filters' });
    await panel.getByLabel('From year').fill('2010');
    await panel.getByLabel('To year').fill('2000');
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Advanced Filters' })).toBeFocused();
  });

  test('a link to a filtered search arrives with its results, before any script runs', async ({ browser }) => {
    // No script is let through: what shows is the server's HTML alone (a visitor's search is rendered there).
    const context = await browser.newContext();
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    const filters = encodeURIComponent(JSON.stringify({ year: { min: 1970, max: 1975 } }));
    await page.goto(`/search?q=godfather&type=movie&filters=${filters}`);
    await expect(page.getByRole('button', { name: 'More info about The Godfather', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Advanced Filters' })).toContainText('1');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await context.close();
  });

  test('treats invalid filters JSON as no filters', async ({ page }) => {
    await page.goto('/search?q=godfather&filters=%7Bnot-json');
    await expect(page.getByRole('button', { name: 'More info about The Godfather', exact: true })).toBeVisible();
  });
});

test.describe('trending pages and the detail view', () => {
  test('/movies lists 16 trending movies and opens the detail view with its own URL', async ({ page }) => {
    await page.goto('/movies');
    await expect(page.getByRole('heading', { level: 1, name: 'Trending Movies' })).toBeVisible();
    const infoButtons = page.getByRole('button', { name: /^More info about / });
    await expect(infoButtons).toHaveCount(16);
    await infoButtons.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Average user rating')).toBeVisible();
    await expect(page).toHaveURL(/\/title\/movie\/\d+$/);
  });

  test('/shows lists trending TV shows', async ({ page }) => {
    await page.goto('/shows');
    await expect(page.getByRole('heading', { level: 1, name: 'Trending TV Shows' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^More info about / })).toHaveCount(16);
  });

  test('the modal is usable by keyboard alone and returns focus', async ({ page }) => {
    await page.goto('/movies');
    const opener = page.getByRole('button', { name: /^More info about / }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Focus stays inside the dialog however far one tabs.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(/\/movies$/);
  });

  test('a detail link can be shared and reloaded', async ({ page }) => {
    const movie = await firstTrending(page, 'movie');
    await page.goto(`/title/movie/${movie.id}`);
    await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
    await expect(page.getByText('Please login to write a comment.')).toBeVisible();
  });

  test('an unknown title says so', async ({ page }) => {
    await page.goto('/title/movie/1');
    await expect(page.getByRole('heading', { name: 'Title not found' })).toBeVisible();
  });
});
