import { expect, registerThroughUi, test } from './support';

const PUBLIC_PAGES: [string, string][] = [
  ['/movies', 'Trending Movies'],
  ['/shows', 'Trending TV Shows'],
  ['/search?q=godfather', 'Search'],
  ['/help', 'Help Center'],
  ['/service', 'Services'],
  ['/contact', 'Contact'],
];
const MEMBER_PAGES = ['/profile', '/account', '/recommendations', '/friends', '/chat', '/admin', '/service/membership'];

test.describe('visitors', () => {
  test('browse home with real movies and TV shows from the demo catalog', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const row of ['Top Movies', 'Top TV Shows']) {
      const region = page.getByRole('region', { name: row });
      await expect(region.getByRole('listitem')).toHaveCount(10);
    }
    await expect(page.getByRole('region', { name: 'Top Movies' })).toContainText('The Godfather');
  });

  test('reach the public pages', async ({ page }) => {
    for (const [path, heading] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path.split('?')[0]}`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('are asked to sign in on the watchlist page', async ({ page }) => {
    await page.goto('/watchlist');
    await expect(page.getByText('Please login to view your watchlist.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go to the sign-in page' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fwatchlist$/);
  });

  test('are sent to sign in from every members-only page', async ({ page }) => {
    for (const path of MEMBER_PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login/);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    }
  });

  test('go home from an unknown path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('signed-in users', () => {
  test('reach every app route, and /login and /register send them home', async ({ page }) => {
    // A registration and a dozen pages: more than the default time on a loaded machine.
    test.slow();
    await registerThroughUi(page);
    for (const path of [...MEMBER_PAGES, '/watchlist', '/diary', '/stats', '/progress']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    }
  });
});
