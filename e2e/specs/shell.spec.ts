import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { expect, registerThroughUi, test } from './support';

/**
 * A page in a new context that has only `context`'s cookies and lets no script through: what it shows is the
 * server's HTML alone (decision 020). Close the page's context when done.
 */
async function scriptlessPageWithCookiesOf(
  browser: Browser,
  context: BrowserContext,
  options: BrowserContextOptions = {},
) {
  const scriptless = await browser.newContext(options);
  await scriptless.addCookies(await context.cookies());
  await scriptless.route(/\.js(\?|$)/, (route) => route.abort());
  return scriptless.newPage();
}

test.describe('app shell', () => {
  test('the theme toggles, sets the body class and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/light-theme/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('body')).toHaveClass(/dark-theme/);
    await expect(page.locator('body')).not.toHaveClass(/light-theme/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The reloaded page comes from the server in the dark theme, and the app takes it over without an error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/dark-theme/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a visitor’s chosen theme is painted from the server, before any script runs', async ({
    browser,
    context,
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('body')).toHaveClass(/dark-theme/);
    const next = await scriptlessPageWithCookiesOf(browser, context, { colorScheme: 'light' });
    await next.goto('/movies');
    await expect(next.getByRole('heading', { level: 1, name: 'Trending Movies' })).toBeVisible();
    await expect(next.locator('body')).toHaveClass('dark-theme');
    await expect(next.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await next.context().close();
  });

  test('follows the system colour scheme when nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/dark-theme/);
  });

  test('a language chosen in the app is the one the server renders in, whatever the browser prefers', async ({
    browser,
    context,
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    const next = await scriptlessPageWithCookiesOf(browser, context, { locale: 'en-US' });
    await next.goto('/');
    await expect(next.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(next.getByRole('link', { name: 'Tümünü Gör' }).first()).toBeVisible();
    await next.context().close();
  });

  test('switches to Turkish, remembers it, and back', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { name: 'Tekrar Hoş Geldiniz' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Lütfen tüm alanları doldurun!');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tekrar Hoş Geldiniz' })).toBeVisible();
    await page.getByLabel('Dil').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('accessibility support chosen at registration makes the UI larger and calmer', async ({ page }) => {
    await registerThroughUi(page, undefined, { accessibility: true });
    await expect(page.locator('html')).toHaveClass(/a11y/);
    const fontSize = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(fontSize).toBeGreaterThan(16);
  });

  test('the mobile menu opens and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/service$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header takes its scrolled style after 50 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).not.toHaveClass(/scrolled/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/scrolled/);
  });

  test('home, sign-in and registration have no detectable accessibility violations', async ({ page }) => {
    for (const path of ['/', '/login', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });
});
